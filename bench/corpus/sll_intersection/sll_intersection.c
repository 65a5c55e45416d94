/* Intersection of two ascending singly linked lists as a new list. With keep_dups 0 a
   value shared several times appears once; with keep_dups 1 as often as in both lists.
   An input that is not ascending stops the walk. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

static struct node *new_node(int data)
{
    struct node *n = malloc(sizeof(struct node));
    n->data = data;
    n->next = NULL;
    return n;
}

struct node *sorted_intersection(struct node *a, struct node *b, int keep_dups)
{
    struct node *result = NULL;
    struct node *tail = NULL;
    struct node *fresh = NULL;
    struct node *rest = NULL;
    int common = 0;
    int skipped = 0;
    int repeats = 0;
    int left_over = 0;
    while (a != NULL && b != NULL) {
        /* Both walks rely on ascending order: stop at the first step down. */
        if ((a->next != NULL && a->next->data < a->data) ||
            (b->next != NULL && b->next->data < b->data)) {
            printf("not ascending after %d / %d\n", a->data, b->data);
            return result;
        }
        if (a->data == b->data) {
            if (keep_dups || tail == NULL || tail->data != a->data) {
                fresh = new_node(a->data);
                if (tail == NULL) {
                    result = fresh;
                } else {
                    tail->next = fresh;
                }
                tail = fresh;
                common = common + 1;
            } else {
                repeats = repeats + 1;
            }
            a = a->next;
            b = b->next;
        } else if (a->data < b->data) {
            a = a->next;
            skipped = skipped + 1;
        } else {
            b = b->next;
            skipped = skipped + 1;
        }
    }
    rest = a;
    if (rest == NULL)
        rest = b;
    while (rest != NULL) {
        left_over = left_over + 1;
        rest = rest->next;
    }
    printf("%d common, %d skipped, %d repeated, %d left over\n", common, skipped, repeats,
           left_over);
    return result;
}

static void print_list(const char *label, struct node *p)
{
    int budget = 100;
    printf("%s:", label);
    while (p != NULL && budget-- > 0) {
        printf(" %d", p->data);
        p = p->next;
    }
    printf("\n");
}

/* argv[1]: keep_dups; the two lists follow, separated by a "/" argument. */
int main(int argc, char **argv)
{
    struct node *lists[2] = {NULL, NULL};
    struct node *tails[2] = {NULL, NULL};
    int which = 0;
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++) {
        struct node *n;
        if (argv[i][0] == '/') {
            which = 1;
            continue;
        }
        n = new_node(atoi(argv[i]));
        if (tails[which] == NULL)
            lists[which] = n;
        else
            tails[which]->next = n;
        tails[which] = n;
    }
    print_list("both", sorted_intersection(lists[0], lists[1], atoi(argv[1])));
    print_list("a", lists[0]);
    print_list("b", lists[1]);
    return 0;
}

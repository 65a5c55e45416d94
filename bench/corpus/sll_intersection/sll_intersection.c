/* Intersection of two ascending singly linked lists as a new list. With keep_dups 0 a
   value shared several times appears once; with keep_dups 1 as often as in both lists. */
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
    int common = 0;
    int skipped = 0;
    while (a != NULL && b != NULL) {
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
    printf("%d common, %d skipped\n", common, skipped);
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
/* Counts values inside [lo, hi] up and values above 2 * hi down (at most 100 nodes). */
int scan_profile(struct node *head, int lo, int hi)
{
    int inside = 0;
    int steps = 0;
    struct node *p = head;
    while (p != NULL && steps < 100) {
        if (p->data >= lo && p->data <= hi) {
            inside = inside + 1;
        } else if (p->data > hi + hi) {
            inside = inside - 1;
        }
        p = p->next;
        steps = steps + 1;
    }
    return inside;
}

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
    printf("profile: %d\n", scan_profile(lists[0], 1, 5));
    print_list("both", sorted_intersection(lists[0], lists[1], atoi(argv[1])));
    print_list("a", lists[0]);
    print_list("b", lists[1]);
    return 0;
}

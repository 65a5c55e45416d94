/* Merge the nodes of list q into alternate positions of list p while p has room;
   what is left of q stays a separate list. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Link {
    int value;
    struct Link *next;
} Link;

typedef struct Lists {
    Link *p;
    Link *q;
} Lists;

/* With append_rest set, what is left of q is appended to the end of p instead. */
void merge_alternate(Lists *lists, int append_rest)
{
    Link *p_curr = lists->p;
    Link *q_curr = lists->q;
    Link *p_next = NULL;
    Link *q_next = NULL;
    Link *p_last = NULL;
    int merged = 0;
    while (p_curr != NULL && q_curr != NULL) {
        p_next = p_curr->next;
        q_next = q_curr->next;
        q_curr->next = p_next;
        p_curr->next = q_curr;
        merged = merged + 1;
        if (p_next == NULL) {
            p_last = q_curr;
            p_curr = NULL;
        } else {
            p_curr = p_next;
        }
        q_curr = q_next;
    }
    lists->q = q_curr;
    if (append_rest && q_curr != NULL) {
        if (p_last == NULL) {
            p_last = lists->p;
            while (p_last != NULL && p_last->next != NULL)
                p_last = p_last->next;
        }
        if (p_last == NULL) {
            lists->p = q_curr;
        } else {
            p_last->next = q_curr;
        }
        lists->q = NULL;
    }
    if (merged == 0 && lists->p == NULL)
        printf("nothing to merge into\n");
    else
        printf("merged %d nodes\n", merged);
}

static Link *build(char **args, int from, int to)
{
    Link *head = NULL;
    for (int i = to - 1; i >= from; i--) {
        Link *l = malloc(sizeof(Link));
        l->value = atoi(args[i]);
        l->next = head;
        head = l;
    }
    return head;
}

static void show(const char *name, Link *l)
{
    int budget = 100;
    printf("%s:", name);
    while (l != NULL && budget-- > 0) {
        printf(" %d", l->value);
        l = l->next;
    }
    printf("\n");
}

/* argv[1]: append the rest (1) or not (0); the two lists follow, separated by "/". */
/* Counts values inside [lo, hi] up and values above 2 * hi down (at most 100 nodes). */
int scan_profile(struct Link *head, int lo, int hi)
{
    int inside = 0;
    int steps = 0;
    struct Link *p = head;
    while (p != NULL && steps < 100) {
        if (p->value >= lo && p->value <= hi) {
            inside = inside + 1;
        } else if (p->value > hi + hi) {
            inside = inside - 1;
        }
        p = p->next;
        steps = steps + 1;
    }
    return inside;
}

int main(int argc, char **argv)
{
    Lists lists;
    int slash = argc;
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++)
        if (argv[i][0] == '/')
            slash = i;
    lists.p = build(argv, 2, slash);
    lists.q = build(argv, slash + 1, argc);
    printf("profile: %d\n", scan_profile(lists.q, 1, 5));
    merge_alternate(&lists, atoi(argv[1]));
    show("p", lists.p);
    show("q", lists.q);
    return 0;
}

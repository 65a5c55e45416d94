/* Merge the nodes of list q into list p, one after every `stride` nodes of p, while p has
   room; what is left of q stays a separate list or is appended to p. */
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

/* A node of q goes after every `stride` nodes of p (after the last node of a shorter final
   group). With append_rest set, what is left of q is appended to the end of p instead. */
void merge_alternate(Lists *lists, int append_rest, int stride)
{
    Link *p_curr = lists->p;
    Link *q_curr = lists->q;
    Link *p_next = NULL;
    Link *q_next = NULL;
    Link *p_last = NULL;
    Link *rest = NULL;
    int merged = 0;
    int step = 0;
    int left = 0;
    if (stride < 1) {
        printf("stride must be positive, not %d\n", stride);
        return;
    }
    while (p_curr != NULL && q_curr != NULL) {
        step = 1;
        while (step < stride && p_curr->next != NULL) {
            p_curr = p_curr->next;
            step = step + 1;
        }
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
    for (rest = lists->q; rest != NULL; rest = rest->next)
        left = left + 1;
    if (merged == 0 && lists->p == NULL)
        printf("nothing to merge into\n");
    else if (left > 0)
        printf("merged %d nodes, %d left in q\n", merged, left);
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

int main(int argc, char **argv)
{
    Lists lists;
    int slash = argc;
    if (argc < 3)
        return 2;
    for (int i = 3; i < argc; i++)
        if (argv[i][0] == '/')
            slash = i;
    lists.p = build(argv, 3, slash);
    lists.q = build(argv, slash + 1, argc);
    merge_alternate(&lists, atoi(argv[1]), atoi(argv[2]));
    show("p", lists.p);
    show("q", lists.q);
    return 0;
}

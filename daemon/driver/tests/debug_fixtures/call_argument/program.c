/* Counts the distinct values of a list, each at its first occurrence: a value is new when
   no node before it holds it. The call that asks is given the wrong start (the previous
   node, not the head), so only repeats next to each other are seen. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

static int seen_before(struct node *from, struct node *to, int v)
{
    for (struct node *p = from; p != NULL && p != to; p = p->next)
        if (p->val == v)
            return 1;
    return 0;
}

int count_distinct(struct node *head)
{
    struct node *cur = head;
    struct node *prev = NULL;
    int distinct = 0;
    while (cur != NULL) {
        if (!seen_before(prev, cur, cur->val))
            distinct = distinct + 1;
        prev = cur;
        cur = cur->next;
    }
    return distinct;
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->val = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("%d\n", count_distinct(head));
    return 0;
}

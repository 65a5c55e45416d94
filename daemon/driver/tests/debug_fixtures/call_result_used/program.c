#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

static struct node *last_of(struct node *list)
{
    while (list != NULL && list->next != NULL)
        list = list->next;
    return list;
}

/* Appends list `b` to list `a` and returns the joined list. */
struct node *append(struct node *a, struct node *b)
{
    struct node *tail = NULL;
    if (a == NULL)
        return b;
    tail = last_of(b);
    tail->next = b;
    return a;
}

/* argv[1]: how many of the values go into the first list; the rest into the second. */
int main(int argc, char **argv)
{
    struct node *lists[2] = {NULL, NULL};
    struct node *ends[2] = {NULL, NULL};
    int split = argc > 1 ? atoi(argv[1]) : 0;
    int i;
    for (i = 2; i < argc; i++) {
        int which = i - 2 < split ? 0 : 1;
        struct node *n = malloc(sizeof(struct node));
        n->val = atoi(argv[i]);
        n->next = NULL;
        if (ends[which] == NULL)
            lists[which] = n;
        else
            ends[which]->next = n;
        ends[which] = n;
    }
    int budget = 20;
    for (struct node *p = append(lists[0], lists[1]); p != NULL && budget-- > 0; p = p->next)
        printf("[%d]", p->val);
    printf("\n");
    return 0;
}

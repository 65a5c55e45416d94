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

void merge_alternate(Lists *lists)
{
    Link *p_curr = lists->p;
    Link *q_curr = lists->q;
    Link *p_next = NULL;
    Link *q_next = NULL;
    int merged = 0;
    while (p_curr != NULL && q_curr != NULL) {
        p_next = p_curr->next;
        q_next = q_curr->next;
        q_curr->next = p_next;
        p_curr->next = q_curr;
        merged = merged + 1;
        if (p_next == NULL) {
            p_curr = NULL;
        } else {
            p_curr = p_next;
        }
        q_curr = q_next;
    }
    lists->q = q_curr;
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

/* The two lists are separated by a "/" argument. */
int main(int argc, char **argv)
{
    Lists lists;
    int slash = argc;
    for (int i = 1; i < argc; i++)
        if (argv[i][0] == '/')
            slash = i;
    lists.p = build(argv, 1, slash);
    lists.q = build(argv, slash + 1, argc);
    merge_alternate(&lists);
    show("p", lists.p);
    show("q", lists.q);
    return 0;
}

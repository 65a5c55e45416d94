/* Inserting into a doubly linked list forgets the back link of the node after the new one:
   the repair inserts a two-level field write, guarded for the tail where there is none. */
#include <stdio.h>
#include <stdlib.h>

struct dnode {
    int val;
    struct dnode *prev;
    struct dnode *next;
};

void insert_after(struct dnode *at, struct dnode *n)
{
    n->next = at->next;
    n->prev = at;
    at->next = n;
}

int main(int argc, char **argv)
{
    struct dnode *head = NULL, *tail = NULL, *at = NULL;
    int where = argc > 1 ? atoi(argv[1]) : 0;
    for (int i = 2; i < argc; i++) {
        struct dnode *n = malloc(sizeof(struct dnode));
        n->val = atoi(argv[i]);
        n->prev = tail;
        n->next = NULL;
        if (tail != NULL)
            tail->next = n;
        else
            head = n;
        tail = n;
        if (i - 1 == where)
            at = n;
    }
    if (at == NULL)
        return 0;
    struct dnode *fresh = malloc(sizeof(struct dnode));
    fresh->val = 99;
    insert_after(at, fresh);
    while (tail->next != NULL)
        tail = tail->next;
    for (struct dnode *p = tail; p != NULL; p = p->prev)
        printf("[%d]", p->val);
    printf("\n");
    return 0;
}

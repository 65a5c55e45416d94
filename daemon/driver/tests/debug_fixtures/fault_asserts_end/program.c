#include <stdio.h>
#include <stdlib.h>

struct node {
    int item;
    struct node *next;
};

/* Links `fresh` in right after `at`. */
void insert_after(struct node *at, struct node *fresh)
{
    fresh->next = at->next->next;
    at->next = fresh;
}

int main(void)
{
    struct node *head = malloc(sizeof *head);
    struct node *fresh = malloc(sizeof *fresh);
    head->item = 1;
    head->next = NULL;
    fresh->item = 2;
    fresh->next = NULL;
    insert_after(head, fresh);
    for (struct node *n = head; n != NULL; n = n->next)
        printf("%d\n", n->item);
    return 0;
}

#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

/* Puts a node holding `val` in front of the list and returns the new head. */
struct node *push_front(struct node *head, int val)
{
    struct node *fresh = NULL;
    fresh->val = val;
    fresh->next = head;
    return fresh;
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    int i;
    for (i = argc - 1; i >= 2; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->val = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    head = push_front(head, argc > 1 ? atoi(argv[1]) : 0);
    for (struct node *p = head; p != NULL; p = p->next)
        printf("[%d]", p->val);
    printf("\n");
    return 0;
}

/* Doubly linked list unlink whose successor is pointed back at the unlinked node. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *prev;
    struct node *next;
};

struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->prev = NULL;
    n->next = head;
    if (head != NULL)
        head->prev = n;
    return n;
}

struct node *unlink_node(struct node *head, struct node *n) {
    if (n->prev != NULL)
        n->prev->next = n->next;
    else
        head = n->next;
    if (n->next != NULL)
        n->next->prev = n;
    free(n);
    return head;
}

int main(void) {
    struct node *head = NULL;
    head = push(head, 3);
    head = push(head, 2);
    head = push(head, 1);
    head = unlink_node(head, head->next);
    struct node *last = head;
    while (last->next != NULL)
        last = last->next;
    for (struct node *p = last; p != NULL; p = p->prev)
        printf("%d\n", p->value);
    return 0;
}

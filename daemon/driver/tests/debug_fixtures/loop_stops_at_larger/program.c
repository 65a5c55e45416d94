/* Sorted list insertion whose walk stops at smaller values and goes on past larger ones. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = head;
    return n;
}

struct node *insert_sorted(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    n->value = v;
    if (head == NULL || v < head->value) {
        n->next = head;
        return n;
    }
    struct node *p = head;
    while (p->next != NULL && p->next->value > v)
        p = p->next;
    n->next = p->next;
    p->next = n;
    return head;
}

int main(void) {
    struct node *head = NULL;
    head = push(head, 6);
    head = push(head, 4);
    head = push(head, 2);
    head = push(head, 1);
    head = insert_sorted(head, 5);
    for (struct node *p = head; p != NULL; p = p->next)
        printf("%d\n", p->value);
    return 0;
}

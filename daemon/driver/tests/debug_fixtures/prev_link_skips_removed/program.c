/* Removal by value that links the predecessor to the removed node. */
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

struct node *remove_value(struct node *head, int v) {
    struct node *prev = NULL;
    struct node *cur = head;
    while (cur != NULL && cur->value != v) {
        prev = cur;
        cur = cur->next;
    }
    if (cur == NULL)
        return head;
    if (prev == NULL)
        head = cur->next;
    else
        prev->next = cur;
    free(cur);
    return head;
}

int main(void) {
    struct node *head = NULL;
    head = push(head, 4);
    head = push(head, 3);
    head = push(head, 2);
    head = push(head, 1);
    head = remove_value(head, 3);
    for (struct node *p = head; p != NULL; p = p->next)
        printf("%d\n", p->value);
    return 0;
}

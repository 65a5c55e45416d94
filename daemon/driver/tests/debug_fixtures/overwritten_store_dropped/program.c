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

struct node *remove_value(struct node *head, int value) {
    if (head == NULL)
        return NULL;
    struct node *p = head;
    while (p->next != NULL && p->next->value != value)
        p = p->next;
    if (p->next != NULL) {
        struct node *d = p->next;
        p->next = d;
        free(d);
    }
    return head;
}

int main(void) {
    struct node *head = NULL;
    for (int i = 4; i >= 1; i--)
        head = push(head, i);
    head = remove_value(head, 3);
    for (struct node *p = head; p != NULL; p = p->next)
        printf("%d\n", p->value);
    return 0;
}

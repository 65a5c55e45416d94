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

int sum(struct node *head) {
    int total = 0;
    struct node *p = head;
    while (p->next != NULL) {
        total = total + p->value;
        p = p->next;
    }
    return total;
}

int main(void) {
    struct node *head = NULL;
    head = push(head, 3);
    head = push(head, 5);
    head = push(head, 7);
    printf("%d\n", sum(head));
    return 0;
}

#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *append(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = NULL;
    if (head == NULL)
        return n;
    struct node *p = head;
    while (p->next != NULL)
        p = p->next;
    p = n;
    return head;
}

int main(void) {
    struct node *head = NULL;
    head = append(head, 1);
    head = append(head, 2);
    for (struct node *p = head; p != NULL; p = p->next)
        printf("%d\n", p->value);
    return 0;
}

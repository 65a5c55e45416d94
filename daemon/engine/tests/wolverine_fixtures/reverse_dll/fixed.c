/* WOLVERINE Figure 1: reversing a doubly linked list, as it should be. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
    struct node *prev;
};

struct node *head = NULL;

void push(int data) {
    struct node *n = malloc(sizeof(struct node));
    n->data = data;
    n->prev = NULL;
    n->next = head;
    if (head != NULL)
        head->prev = n;
    head = n;
}

void reverse(void) {
    struct node *current, *temp1 = NULL, *temp2 = NULL;
    current = head;
    while (current != NULL) {
        temp1 = current->prev;
        temp2 = current->next;
        current->prev = temp2;
        current->next = temp1;
        current = current->prev;
    }
    head = temp1->prev;
}

int main(void) {
    push(2);
    push(4);
    push(8);
    push(10);
    reverse();
    for (struct node *p = head; p != NULL; p = p->next)
        printf("%d ", p->data);
    printf("\n");
    return 0;
}

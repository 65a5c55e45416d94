/* WOLVERINE, Figure 1: reverse a doubly linked list built by push(). Three faults in
   reverse(): the loop condition, temp2 reads prev instead of next, head is never reset. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
    struct node *prev;
};

struct node *head = NULL;

void push(int data) {
    struct node *fresh = malloc(sizeof(struct node));
    fresh->data = data;
    fresh->prev = NULL;
    fresh->next = head;
    if (head != NULL)
        head->prev = fresh;
    head = fresh;
}

void reverse(void) {
    struct node *current, *temp1 = NULL, *temp2 = NULL;
    current = head;
    while (temp1 != NULL) {
        temp1 = current->prev;
        temp2 = current->prev;
        current->prev = temp2;
        current->next = temp1;
        current = current->prev;
    }
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

/* WOLVERINE, Figure 15: reverse a doubly linked list; the two link updates in the loop
   have their right-hand sides swapped. Used for checkpoint-based hopping. */
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
    struct node *current = NULL, *temp1 = NULL, *temp2 = NULL;
    current = head;
    while (current != NULL) {
        temp1 = current->prev;
        temp2 = current->next;
        current->prev = temp1;
        current->next = temp2;
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

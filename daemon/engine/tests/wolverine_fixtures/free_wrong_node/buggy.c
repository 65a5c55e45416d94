/* Figure 8's deleteMid, the loop correct but the wrong node freed. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct node *head, *slow_ptr, *fast_ptr;

void push(int data) {
    struct node *n = malloc(sizeof(struct node));
    n->data = data;
    n->next = head;
    head = n;
}

void deleteMid(void) {
    struct node *temp, *prev = NULL;
    slow_ptr = head;
    fast_ptr = head;
    temp = fast_ptr->next;
    while (fast_ptr != NULL && temp != NULL) {
        fast_ptr = temp->next;
        if (fast_ptr != NULL) {
            temp = fast_ptr->next;
        }
        prev = slow_ptr;
        slow_ptr = slow_ptr->next;
    }
    temp = slow_ptr->next;
    prev->next = temp;
    free(prev);
}

int main(void) {
    push(2);
    push(4);
    push(8);
    push(16);
    push(32);
    push(64);
    push(128);
    deleteMid();
    for (struct node *p = head; p != NULL; p = p->next)
        printf("%d ", p->data);
    printf("\n");
    return 0;
}

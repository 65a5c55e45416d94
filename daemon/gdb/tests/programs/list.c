/* A singly linked list built by pushing at the head, then summed and freed. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct node *push(struct node *head, int value) {
    struct node *fresh = malloc(sizeof *fresh);
    fresh->data = value;
    fresh->next = head;
    return fresh; /* @push_return */
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 4;
    struct node *head = NULL;
    for (int i = 1; i <= count; i++)
        head = push(head, i * 10);
    int sum = 0; /* @built graph: head=n4, n4->next=n3, n3->next=n2, n2->next=n1, n1->next=NULL, n1->data=10, n4->data=40, count=4, argc=1 */
    struct node *p = head;
    while (p != NULL) { /* @walk */
        sum += p->data;
        p = p->next;
    }
    printf("sum=%d\n", sum); /* @print */
    struct node *second = head->next;
    head->next = second->next;
    free(second);
    printf("freed\n"); /* @freed graph: n4->next=n2, n2->next=n1, sum=100, p=NULL */
    return 0;
}

/* A queue whose owner struct lives on main's stack and is passed by pointer. The fault is a
   write through that pointer: dequeue leaves the head where it was (should be `second`). */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct queue {
    struct node *head;
    struct node *tail;
    int length;
};

void enqueue(struct queue *q, int data) {
    struct node *fresh = malloc(sizeof(struct node));
    fresh->data = data;
    fresh->next = NULL;
    if (q->tail != NULL)
        q->tail->next = fresh;
    else
        q->head = fresh;
    q->tail = fresh;
    q->length = q->length + 1;
}

int dequeue(struct queue *q) {
    struct node *first = q->head;
    struct node *second = first->next;
    int data = first->data;
    q->head = first;
    q->length = q->length - 1;
    return data;
}

int main(void) {
    struct queue q = {NULL, NULL, 0};
    enqueue(&q, 3);
    enqueue(&q, 5);
    enqueue(&q, 7);
    int first = dequeue(&q);
    printf("%d %d", first, q.length);
    for (struct node *p = q.head; p != NULL; p = p->next)
        printf(" %d", p->data);
    printf("\n");
    return 0;
}

/* A FIFO queue on a singly linked list: dequeue from the front. */
#include <stdio.h>
#include <stdlib.h>

typedef struct QNode {
    int val;
    struct QNode *next;
} QNode;

typedef struct Queue {
    QNode *head;
    QNode *tail;
    int length;
    int served;
    int underflows;
} Queue;

/* Removes the front node and returns its value, or -1 when the queue is empty. */
int dequeue(Queue *queue)
{
    QNode *first = queue->head;
    QNode *second = NULL;
    int val = -1;
    if (first == NULL) {
        queue->underflows = queue->underflows + 1;
        return val;
    }
    val = first->val;
    second = first->next;
    queue->head = second;
    if (second == NULL)
        queue->tail = NULL;
    queue->length = queue->length - 1;
    queue->served = queue->served + 1;
    free(first);
    return val;
}

static void enqueue(Queue *queue, int val)
{
    QNode *n = malloc(sizeof(QNode));
    n->val = val;
    n->next = NULL;
    if (queue->tail != NULL)
        queue->tail->next = n;
    else
        queue->head = n;
    queue->tail = n;
    queue->length++;
}

static void report(Queue *queue)
{
    QNode *p = queue->head;
    int budget = 100;
    printf("queue(%d, %d served, %d underflows):", queue->length, queue->served,
           queue->underflows);
    while (p != NULL && budget-- > 0) {
        printf(" %d", p->val);
        p = p->next;
    }
    printf(" tail=%d\n", queue->tail != NULL ? queue->tail->val : -1);
}

/* A positive argument is enqueued, 0 dequeues (and prints what came out). */
int main(int argc, char **argv)
{
    Queue queue = {NULL, NULL, 0, 0, 0};
    for (int i = 1; i < argc; i++) {
        int op = atoi(argv[i]);
        if (op > 0)
            enqueue(&queue, op);
        else
            printf("out %d\n", dequeue(&queue));
    }
    report(&queue);
    return 0;
}

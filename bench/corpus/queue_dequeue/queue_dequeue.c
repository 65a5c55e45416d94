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
} Queue;

/* Removes the front node and returns its value, or -1 when the queue is empty. */
int dequeue(Queue *queue)
{
    QNode *first = queue->head;
    int val = -1;
    if (first == NULL)
        return val;
    val = first->val;
    queue->head = first->next;
    if (queue->head == NULL)
        queue->tail = NULL;
    queue->length = queue->length - 1;
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
    printf("queue(%d):", queue->length);
    while (p != NULL && budget-- > 0) {
        printf(" %d", p->val);
        p = p->next;
    }
    printf(" tail=%d\n", queue->tail != NULL ? queue->tail->val : -1);
}

/* A positive argument is enqueued, 0 dequeues (and prints what came out). */
int main(int argc, char **argv)
{
    Queue queue = {NULL, NULL, 0};
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

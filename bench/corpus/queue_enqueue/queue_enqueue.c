/* A FIFO queue on a singly linked list: enqueue at the rear. */
#include <stdio.h>
#include <stdlib.h>

struct qnode {
    int item;
    struct qnode *next;
};

struct queue {
    struct qnode *front;
    struct qnode *rear;
    int count;
};

void enqueue(struct queue *q, int item)
{
    struct qnode *node = malloc(sizeof(struct qnode));
    node->item = item;
    node->next = NULL;
    if (q->rear == NULL) {
        q->front = node;
        q->rear = node;
    } else {
        q->rear->next = node;
        q->rear = node;
    }
    q->count = q->count + 1;
}

static int dequeue(struct queue *q)
{
    struct qnode *old = q->front;
    int item = old->item;
    q->front = old->next;
    if (q->front == NULL)
        q->rear = NULL;
    q->count--;
    free(old);
    return item;
}

static void print_queue(struct queue *q)
{
    struct qnode *p = q->front;
    int budget = 100;
    printf("front>");
    while (p != NULL && budget-- > 0) {
        printf(" %d", p->item);
        p = p->next;
    }
    printf(" <rear=%d count=%d\n", q->rear != NULL ? q->rear->item : -1, q->count);
}

/* Each argument is an operation: a positive number is enqueued, 0 dequeues. */
int main(int argc, char **argv)
{
    struct queue q = {NULL, NULL, 0};
    for (int i = 1; i < argc; i++) {
        int op = atoi(argv[i]);
        if (op > 0)
            enqueue(&q, op);
        else if (q.front != NULL)
            printf("dequeued %d\n", dequeue(&q));
    }
    print_queue(&q);
    return 0;
}

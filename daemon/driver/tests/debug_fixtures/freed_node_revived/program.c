/* Dequeue unlinks the front node but frees its successor: the state a programmer asserts names
   a node the program already freed. */
#include <stdio.h>
#include <stdlib.h>

struct qnode {
    int val;
    struct qnode *next;
};

struct queue {
    struct qnode *head;
    int length;
};

int dequeue(struct queue *q)
{
    struct qnode *first = q->head;
    struct qnode *second = NULL;
    int val = first->val;
    first = first->next;
    q->head = second;
    q->length = q->length - 1;
    free(first);
    return val;
}

int main(int argc, char **argv)
{
    struct queue q = {NULL, 0};
    for (int i = argc - 1; i >= 1; i--) {
        struct qnode *n = malloc(sizeof(struct qnode));
        n->val = atoi(argv[i]);
        n->next = q.head;
        q.head = n;
        q.length++;
    }
    if (q.head == NULL)
        return 0;
    printf("out %d:", dequeue(&q));
    for (struct qnode *p = q.head; p != NULL; p = p->next)
        printf(" %d", p->val);
    printf("\n");
    return 0;
}

/* A doubly linked list whose owner (head, tail, length) lives on main's stack and is passed
   by pointer: the graph names the owner like a heap block, so writes through `list` are
   state like any node's. The owner is named when a graph first meets it (n2 at the first
   push, n4 when a run is first stopped after the pop). */
#include <stdio.h>
#include <stdlib.h>

struct dnode {
    int key;
    struct dnode *prev;
    struct dnode *next;
};

struct dlist {
    struct dnode *head;
    struct dnode *tail;
    int length;
};

static void push_back(struct dlist *list, int key) {
    struct dnode *n = malloc(sizeof *n);
    n->key = key;
    n->next = NULL;
    n->prev = list->tail;
    if (list->tail != NULL)
        list->tail->next = n;
    else
        list->head = n;
    list->tail = n;
    list->length++; /* @pushed graph: list=n2, n=n1, n2->head=n1, n2->tail=n1, n2->length=0 */
}

static int pop_front(struct dlist *list) {
    struct dnode *first = list->head;
    int key = first->key;
    list->head = first->next;
    list->head->prev = NULL;
    list->length = list->length - 1;
    free(first);
    return key; /* @popped graph: list=n4, n4->head=n2, n2->prev=NULL, n4->tail=n3, n4->length=2 */
}

int main(void) {
    struct dlist list = {NULL, NULL, 0};
    push_back(&list, 10);
    push_back(&list, 20);
    push_back(&list, 30);
    int first = pop_front(&list);
    printf("first %d length %d head %d\n", first, list.length, list.head->key);
    return 0;
}

/* Reverse a doubly linked list by swapping every node's links. */
#include <stdio.h>
#include <stdlib.h>

typedef struct DNode {
    int value;
    struct DNode *prev;
    struct DNode *next;
} DNode;

DNode *reverseDoubly(DNode *head)
{
    DNode *current = head;
    DNode *temp = NULL;
    DNode *last = NULL;
    while (temp != NULL) {
        temp = current->prev;
        current->next = temp;
        last = current;
        current = current->prev;
    }
    if (last != NULL) {
        head = last;
    }
    return head;
}

static DNode *appendNode(DNode *head, DNode **tail, int value)
{
    DNode *n = malloc(sizeof(DNode));
    n->value = value;
    n->next = NULL;
    n->prev = *tail;
    if (*tail != NULL)
        (*tail)->next = n;
    else
        head = n;
    *tail = n;
    return head;
}

/* Forward from head, then backward from the last node reached: checks both link directions. */
static void printBoth(DNode *head)
{
    DNode *last = NULL;
    int budget = 100;
    printf("fwd:");
    while (head != NULL && budget-- > 0) {
        printf(" %d", head->value);
        last = head;
        head = head->next;
    }
    printf("\nbwd:");
    budget = 100;
    while (last != NULL && budget-- > 0) {
        printf(" %d", last->value);
        last = last->prev;
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    DNode *head = NULL;
    DNode *tail = NULL;
    for (int i = 1; i < argc; i++)
        head = appendNode(head, &tail, atoi(argv[i]));
    head = reverseDoubly(head);
    printBoth(head);
    if (head != NULL && head->prev != NULL)
        printf("head has a predecessor\n");
    return 0;
}

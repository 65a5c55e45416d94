/* Stable partition of a singly linked list around a pivot value:
   nodes < pivot, then nodes == pivot, then nodes > pivot. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Node {
    int key;
    struct Node *next;
} Node;

/* Links node after tail (if any) and returns it as the new tail. */
static Node *linkAfter(Node *tail, Node *node)
{
    if (tail != NULL)
        tail->next = node;
    return node;
}

Node *partition(Node *head, int pivot)
{
    Node *lessHead = NULL;
    Node *lessTail = NULL;
    Node *equalHead = NULL;
    Node *equalTail = NULL;
    Node *greaterHead = NULL;
    Node *greaterTail = NULL;
    Node *cur = head;
    Node *nextNode = NULL;
    while (cur != NULL) {
        nextNode = cur->next;
        cur->next = NULL;
        if (cur->key < pivot) {
            if (lessHead == NULL)
                lessHead = cur;
            lessTail = linkAfter(lessTail, cur);
        } else if (cur->key == pivot) {
            if (equalHead == NULL)
                equalHead = cur;
            equalTail = linkAfter(equalTail, cur);
        } else {
            if (greaterHead == NULL)
                greaterHead = cur;
            greaterTail = linkAfter(greaterTail, cur);
        }
        cur = nextNode;
    }
    if (equalTail != NULL) {
        equalTail->next = greaterHead;
    } else {
        equalHead = greaterHead;
    }
    if (lessTail != NULL) {
        lessTail->next = equalHead;
        head = lessHead;
    } else {
        head = equalHead;
    }
    return head;
}

static void printList(Node *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d%s", p->key, p->next != NULL ? " -> " : "");
        p = p->next;
    }
    printf("\n");
}

/* argv[1]: pivot; argv[2..]: the list. */
/* Scores the value sequence: a rise 2, a fall or a zero -1 (at most `limit` nodes). */
int zigzag_score(struct Node *head, int limit)
{
    int score = 0;
    int steps = 0;
    struct Node *before = NULL;
    struct Node *p = head;
    while (p != NULL && steps < limit) {
        if (before != NULL && p->key > before->key) {
            score = score + 2;
        } else if (before != NULL && (p->key < before->key || p->key == 0)) {
            score = score - 1;
        }
        before = p;
        p = p->next;
        steps = steps + 1;
    }
    return score;
}

int main(int argc, char **argv)
{
    Node *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        Node *n = malloc(sizeof(Node));
        n->key = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("zigzag: %d\n", zigzag_score(head, 100));
    head = partition(head, atoi(argv[1]));
    printList(head);
    return 0;
}

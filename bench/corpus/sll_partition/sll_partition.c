/* Stable partition of a singly linked list around a range [lo, hi]: nodes below lo, then
   nodes within the range, then nodes above hi; counts each band and the nodes that move. */
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

Node *partition(Node *head, int lo, int hi)
{
    Node *lessHead = NULL;
    Node *lessTail = NULL;
    Node *equalHead = NULL;
    Node *equalTail = NULL;
    Node *greaterHead = NULL;
    Node *greaterTail = NULL;
    Node *cur = head;
    Node *nextNode = NULL;
    int less = 0;
    int within = 0;
    int greater = 0;
    int band = 0;
    int highest = 0;
    int moved = 0;
    if (lo > hi) {
        printf("empty range [%d, %d]\n", lo, hi);
        return head;
    }
    while (cur != NULL) {
        nextNode = cur->next;
        cur->next = NULL;
        if (cur->key < lo) {
            if (lessHead == NULL)
                lessHead = cur;
            lessTail = linkAfter(lessTail, cur);
            less = less + 1;
            band = 0;
        } else if (cur->key >= lo && cur->key <= hi) {
            if (equalHead == NULL)
                equalHead = cur;
            equalTail = linkAfter(equalTail, cur);
            within = within + 1;
            band = 1;
        } else {
            if (greaterHead == NULL)
                greaterHead = cur;
            greaterTail = linkAfter(greaterTail, cur);
            greater = greater + 1;
            band = 2;
        }
        /* A node of a lower band after a higher one is out of place. */
        if (band < highest) {
            moved = moved + 1;
        } else {
            highest = band;
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
    printf("%d below, %d within, %d above; %d out of place\n", less, within, greater, moved);
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

/* argv[1], argv[2]: the range [lo, hi]; argv[3..]: the list. */
int main(int argc, char **argv)
{
    Node *head = NULL;
    if (argc < 3)
        return 2;
    for (int i = argc - 1; i >= 3; i--) {
        Node *n = malloc(sizeof(Node));
        n->key = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    head = partition(head, atoi(argv[1]), atoi(argv[2]));
    printList(head);
    return 0;
}

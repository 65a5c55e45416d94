/* Insert a value into an ascending singly linked list, keeping it sorted. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Node {
    int val;
    struct Node *next;
} Node;

Node *sortedInsert(Node *head, Node *item)
{
    Node *walk;
    if (head == NULL || head->val >= item->val) {
        item->next = head;
        head = item;
    } else {
        walk = head;
        while (walk->next != NULL && walk->next->val < item->val) {
            walk = walk->next;
        }
        item->next = walk->next;
        walk->next = item;
    }
    return head;
}

static Node *newNode(int v)
{
    Node *n = (Node *)malloc(sizeof(Node));
    n->val = v;
    n->next = NULL;
    return n;
}

static void printList(Node *n)
{
    int budget = 100;
    printf("{");
    while (n != NULL && budget-- > 0) {
        printf("%d%s", n->val, n->next != NULL ? "," : "");
        n = n->next;
    }
    printf("}\n");
}

/* argv[1] is inserted into the (already sorted) list argv[2..]. */
int main(int argc, char **argv)
{
    Node *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        Node *n = newNode(atoi(argv[i]));
        n->next = head;
        head = n;
    }
    head = sortedInsert(head, newNode(atoi(argv[1])));
    printList(head);
    return 0;
}

/* Swap adjacent nodes of a singly linked list pairwise by relinking: 1 2 3 4 5 -> 2 1 4 3 5.
   Pairs whose values are equal are left alone (nothing would change but the identity). */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    int id;
    struct node *next;
};

struct node *pairwise_swap(struct node *head)
{
    struct node *prev = NULL;
    struct node *first = head;
    struct node *second = NULL;
    struct node *rest = NULL;
    int swaps = 0;
    while (first != NULL && first->next != NULL) {
        second = first->next;
        rest = second->next;
        if (first->data != second->data) {
            second->next = first;
            first->next = rest;
            if (prev == NULL) {
                head = second;
            } else {
                prev->next = second;
            }
            prev = first;
            swaps = swaps + 1;
        } else {
            prev = second;
        }
        first = rest;
    }
    printf("%d swaps\n", swaps);
    return head;
}

static void print_list(struct node *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d#%d ", p->data, p->id);
        p = p->next;
    }
    printf("end\n");
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->id = i;
        n->next = head;
        head = n;
    }
    head = pairwise_swap(head);
    print_list(head);
    return 0;
}

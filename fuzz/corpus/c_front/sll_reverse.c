/* Reverse a singly linked list in place. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct node *reverse(struct node *head)
{
    struct node *prev = NULL;
    struct node *curr = head;
    struct node *next = NULL;
    while (curr != NULL) {
        next = curr->next;
        curr->next = prev;
        prev = curr;
        curr = next;
    }
    head = prev;
    return head;
}

static struct node *push_front(struct node *head, int value)
{
    struct node *n = malloc(sizeof(struct node));
    n->data = value;
    n->next = head;
    return n;
}

static void print_list(struct node *head)
{
    int budget = 100;
    printf("[");
    while (head != NULL && budget > 0) {
        printf(" %d", head->data);
        head = head->next;
        budget--;
    }
    printf(head != NULL ? " ...]\n" : " ]\n");
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--)
        head = push_front(head, atoi(argv[i]));
    print_list(head);
    head = reverse(head);
    print_list(head);
    return 0;
}

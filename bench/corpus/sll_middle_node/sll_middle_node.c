/* Find the middle node of a singly linked list (the second middle for even lengths). */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct node *middle_node(struct node *head)
{
    struct node *slow_ptr = head;
    struct node *fast_ptr = head;
    if (head == NULL)
        return NULL;
    while (fast_ptr != NULL && fast_ptr->next != NULL) {
        fast_ptr = fast_ptr->next->next;
        slow_ptr = slow_ptr->next;
    }
    return slow_ptr;
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    struct node *mid;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    mid = middle_node(head);
    if (mid == NULL)
        printf("no middle\n");
    else
        printf("middle %d, followed by %d\n", mid->data, mid->next != NULL ? mid->next->data : -1);
    return 0;
}

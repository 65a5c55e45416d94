/* Print every node of a singly linked list with its index and a running sum. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

void print_all(struct node *head)
{
    struct node *ptr = head;
    int index = 0;
    int sum = 0;
    if (ptr == NULL) {
        printf("list is empty\n");
        return;
    }
    while (ptr != NULL && index < 100) {
        sum = sum + ptr->data;
        printf("#%d: %d (sum %d)\n", index, ptr->data, sum);
        ptr = ptr->next;
        index = index + 1;
    }
    printf("%d nodes\n", index);
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    print_all(head);
    return 0;
}

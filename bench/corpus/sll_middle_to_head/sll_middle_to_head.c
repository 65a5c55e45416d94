/* Make the middle node (the first middle for even lengths) the head of a singly linked list. */
#include <stdio.h>
#include <stdlib.h>

struct Node {
    int data;
    struct Node *next;
};

struct Node *middle_to_head(struct Node *head)
{
    struct Node *one_step = head;
    struct Node *two_step = head;
    struct Node *before_mid = NULL;
    int position = 0;
    int length = 1;
    if (head == NULL || head->next == NULL) {
        printf("nothing to move\n");
        return head;
    }
    while (two_step->next != NULL && two_step->next->next != NULL) {
        before_mid = one_step;
        one_step = one_step->next;
        two_step = two_step->next->next;
        position = position + 1;
        length = length + 2;
    }
    if (two_step->next != NULL)
        length = length + 1;
    if (before_mid != NULL) {
        before_mid->next = one_step->next;
        one_step->next = head;
        head = one_step;
        printf("moved %d from %d of %d\n", head->data, position, length);
    } else {
        printf("%d is already the middle of %d\n", head->data, length);
    }
    return head;
}

static struct Node *push(struct Node *head, int data)
{
    struct Node *n = malloc(sizeof(struct Node));
    n->data = data;
    n->next = head;
    return n;
}

static void print_list(struct Node *n)
{
    int budget = 100;
    while (n != NULL && budget-- > 0) {
        printf("%d", n->data);
        if (n->next != NULL)
            printf(",");
        n = n->next;
    }
    printf(";\n");
}

int main(int argc, char **argv)
{
    struct Node *head = NULL;
    for (int i = argc - 1; i >= 1; i--)
        head = push(head, atoi(argv[i]));
    head = middle_to_head(head);
    print_list(head);
    return 0;
}

/* Make the middle node (the first middle for even lengths) the head of a singly linked list,
   either moving it or swapping it with the old head. */
#include <stdio.h>
#include <stdlib.h>

struct Node {
    int data;
    struct Node *next;
};

/* swap 0 moves the middle to the front; swap 1 also puts the old head where the middle was. */
struct Node *middle_to_head(struct Node *head, int swap)
{
    struct Node *one_step = head;
    struct Node *two_step = head;
    struct Node *before_mid = NULL;
    struct Node *old_head = head;
    struct Node *after_mid = NULL;
    int position = 0;
    int length = 1;
    if (swap != 0 && swap != 1) {
        printf("unknown mode %d\n", swap);
        return head;
    }
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
    if (before_mid == NULL) {
        printf("%d is already the middle of %d\n", head->data, length);
        return head;
    }
    after_mid = one_step->next;
    if (swap == 1 && before_mid != old_head) {
        /* Not neighbours: each takes the other's place. */
        before_mid->next = old_head;
        one_step->next = old_head->next;
        old_head->next = after_mid;
        head = one_step;
        printf("swapped %d with %d at %d of %d\n", head->data, old_head->data, position,
               length);
    } else {
        before_mid->next = after_mid;
        one_step->next = head;
        head = one_step;
        printf("moved %d from %d of %d\n", head->data, position, length);
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

/* argv[1]: 0 moves the middle, 1 swaps it with the head; argv[2..]: the list. */
int main(int argc, char **argv)
{
    struct Node *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--)
        head = push(head, atoi(argv[i]));
    head = middle_to_head(head, atoi(argv[1]));
    print_list(head);
    return 0;
}

/* Delete the middle node of a singly linked list, reporting what was removed and where.
   For an even length the caller picks the first (0) or the second (1) of the two middles. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

static int count_nodes(struct node *head)
{
    int n = 0;
    while (head != NULL) {
        n++;
        head = head->next;
    }
    return n;
}

struct node *delete_middle(struct node *head, int which)
{
    struct node *slow = head;
    struct node *fast = head;
    struct node *before = NULL;
    struct node *target = NULL;
    struct node *prev = NULL;
    struct node *p = NULL;
    int length = 0;
    int position = 0;
    if (head == NULL) {
        printf("nothing to delete\n");
        return head;
    }
    if (which != 0 && which != 1) {
        printf("no middle %d: pick 0 or 1\n", which);
        return head;
    }
    length = count_nodes(head);
    if (head->next == NULL) {
        printf("deleted %d (only node)\n", head->data);
        free(head);
        head = NULL;
        return head;
    }
    while (fast != NULL && fast->next != NULL) {
        fast = fast->next->next;
        before = slow;
        slow = slow->next;
        position = position + 1;
    }
    target = slow;
    prev = before;
    if (length % 2 == 0 && which == 0) {
        /* The first middle is the node before `slow`: find its own predecessor. */
        target = before;
        prev = NULL;
        p = head;
        while (p != NULL && p != target) {
            prev = p;
            p = p->next;
        }
        position = position - 1;
    }
    if (target == NULL) {
        return head;
    }
    if (prev == NULL) {
        head = target->next;
        printf("deleted %d at the head of %d\n", target->data, length);
    } else if (target->next == NULL) {
        prev->next = NULL;
        printf("deleted %d at the tail of %d\n", target->data, length);
    } else {
        prev->next = target->next;
        printf("deleted %d at %d of %d, between %d and %d\n", target->data, position, length,
               prev->data, target->next->data);
    }
    free(target);
    return head;
}

static void print_list(struct node *p)
{
    int budget = 100;
    printf("[");
    while (p != NULL && budget-- > 0) {
        printf("%d", p->data);
        p = p->next;
        if (p != NULL)
            printf(" ");
    }
    printf("]\n");
}

/* argv[1]: which middle of an even length (0 first, 1 second); argv[2..]: the list. */
int main(int argc, char **argv)
{
    struct node *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    head = delete_middle(head, atoi(argv[1]));
    print_list(head);
    return 0;
}

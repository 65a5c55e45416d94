/* Rearrange a singly linked list L0 L1 ... Ln into L0 Ln L1 Ln-1 L2 ...:
   find the middle, reverse the second half, then interleave the halves. */
#include <stdio.h>
#include <stdlib.h>

typedef struct node_t {
    int v;
    struct node_t *next;
} node_t;

static node_t *reverse_list(node_t *head)
{
    node_t *prev = NULL;
    while (head != NULL) {
        node_t *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

void reorder_list(node_t *head)
{
    node_t *slow = head;
    node_t *fast = head;
    node_t *second = NULL;
    node_t *first = head;
    node_t *first_next = NULL;
    node_t *second_next = NULL;
    if (head == NULL || head->next == NULL)
        return;
    while (fast->next != NULL && fast->next->next != NULL) {
        slow = slow->next;
        fast = fast->next->next;
    }
    second = reverse_list(slow->next);
    slow->next = NULL;
    while (first != NULL && second != NULL) {
        first_next = first->next;
        second_next = second->next;
        first->next = second;
        second->next = first_next;
        first = first_next;
        second = second_next;
    }
}

static void print_list(node_t *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d ", p->v);
        p = p->next;
    }
    printf("\n");
}

/* Counts ordered pairs of nodes whose values are equal or rise by exactly `window`
   (a ring is walked once). */
int count_close_pairs(struct node_t *head, int window)
{
    int pairs = 0;
    struct node_t *p = head;
    struct node_t *q = NULL;
    while (p != NULL) {
        q = p->next;
        while (q != NULL && q != head) {
            if (q->v == p->v || q->v - p->v == window) {
                pairs = pairs + 1;
            }
            q = q->next;
        }
        p = p->next;
        if (p == head) {
            p = NULL;
        }
    }
    return pairs;
}

int main(int argc, char **argv)
{
    node_t *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        node_t *n = malloc(sizeof(node_t));
        n->v = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("close pairs: %d\n", count_close_pairs(head, 2));
    reorder_list(head);
    print_list(head);
    return 0;
}

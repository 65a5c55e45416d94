/* Constrained deletion: delete every node of a singly linked list that has a node with a
   greater value somewhere to its right (what remains is non-increasing). */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

static struct node *reverse(struct node *head)
{
    struct node *prev = NULL;
    struct node *next;
    while (head != NULL) {
        next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

/* Reverse, keep nodes that are at least the running maximum, reverse back. */
struct node *delete_greater_right(struct node *head)
{
    struct node *current = NULL;
    struct node *max_node = NULL;
    struct node *temp = NULL;
    int deleted = 0;
    if (head == NULL || head->next == NULL)
        return head;
    head = reverse(head);
    current = head;
    max_node = head;
    while (current != NULL && current->next != NULL) {
        if (current->next->data < max_node->data) {
            temp = current->next;
            current->next = temp->next;
            free(temp);
            deleted = deleted + 1;
        } else {
            current = current->next;
            max_node = current;
        }
    }
    head = reverse(head);
    printf("deleted %d\n", deleted);
    return head;
}

static void print_list(struct node *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d -> ", p->data);
        p = p->next;
    }
    printf("NULL\n");
}

/* Counts ordered pairs of nodes whose values are equal or rise by exactly `window`
   (a ring is walked once). */
int count_close_pairs(struct node *head, int window)
{
    int pairs = 0;
    struct node *p = head;
    struct node *q = NULL;
    while (p != NULL) {
        q = p->next;
        while (q != NULL && q != head) {
            if (q->data == p->data || q->data - p->data == window) {
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
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("close pairs: %d\n", count_close_pairs(head, 2));
    head = delete_greater_right(head);
    print_list(head);
    return 0;
}

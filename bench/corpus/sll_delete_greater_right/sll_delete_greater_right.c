/* Constrained deletion: delete every node of a singly linked list that has a node with a
   greater value somewhere to its right (what remains is non-increasing), or in the other
   modes a smaller one, or a greater or equal one. */
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

/* mode 0 deletes nodes with a greater node to their right (what remains is non-increasing),
   mode 1 those with a smaller one (non-decreasing), mode 2 those with a greater or equal one
   (strictly decreasing). Reverse, keep the nodes that extend the running extreme, reverse
   back. */
struct node *delete_greater_right(struct node *head, int mode)
{
    struct node *current = NULL;
    struct node *max_node = NULL;
    struct node *temp = NULL;
    int deleted = 0;
    int kept = 1;
    if (mode < 0 || mode > 2) {
        printf("bad mode %d\n", mode);
        return head;
    }
    if (head == NULL || head->next == NULL)
        return head;
    head = reverse(head);
    current = head;
    max_node = head;
    while (current != NULL && current->next != NULL) {
        if ((mode == 0 && current->next->data < max_node->data) ||
            (mode == 1 && current->next->data > max_node->data) ||
            (mode == 2 && current->next->data <= max_node->data)) {
            temp = current->next;
            current->next = temp->next;
            free(temp);
            deleted = deleted + 1;
        } else {
            current = current->next;
            max_node = current;
            kept = kept + 1;
        }
    }
    head = reverse(head);
    if (deleted == 0)
        printf("already in order: %d kept\n", kept);
    else
        printf("deleted %d, kept %d\n", deleted, kept);
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

/* argv[1]: mode; argv[2..]: the list. */
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
    head = delete_greater_right(head, atoi(argv[1]));
    print_list(head);
    return 0;
}

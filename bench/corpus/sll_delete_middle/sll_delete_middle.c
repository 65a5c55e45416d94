/* Delete the middle node of a singly linked list (the second middle for even lengths),
   reporting what was removed and where. */
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

struct node *delete_middle(struct node *head)
{
    struct node *slow = head;
    struct node *fast = head;
    struct node *before = NULL;
    int length = 0;
    int position = 0;
    if (head == NULL) {
        printf("nothing to delete\n");
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
    if (before != NULL && slow != NULL) {
        before->next = slow->next;
        if (length % 2 == 0) {
            printf("deleted %d at %d of %d (even length)\n", slow->data, position, length);
        } else {
            printf("deleted %d at %d of %d\n", slow->data, position, length);
        }
        free(slow);
    }
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

/* Counts values inside [lo, hi] up and values above 2 * hi down (at most 100 nodes). */
int scan_profile(struct node *head, int lo, int hi)
{
    int inside = 0;
    int steps = 0;
    struct node *p = head;
    while (p != NULL && steps < 100) {
        if (p->data >= lo && p->data <= hi) {
            inside = inside + 1;
        } else if (p->data > hi + hi) {
            inside = inside - 1;
        }
        p = p->next;
        steps = steps + 1;
    }
    return inside;
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
    printf("profile: %d\n", scan_profile(head, 1, 5));
    head = delete_middle(head);
    print_list(head);
    return 0;
}

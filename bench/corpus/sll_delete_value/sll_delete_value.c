/* Delete every node of a singly linked list whose value equals key, or (if strict is 0)
   whose value is within one of key; returns the new head. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

static int matches(int value, int key, int strict)
{
    if (strict)
        return value == key;
    return value >= key - 1 && value <= key + 1;
}

struct node *delete_value(struct node *head, int key, int strict)
{
    struct node *temp = NULL;
    struct node *prev = NULL;
    struct node *curr = NULL;
    int deleted = 0;
    while (head != NULL && matches(head->data, key, strict)) {
        temp = head;
        head = head->next;
        free(temp);
        deleted = deleted + 1;
    }
    prev = head;
    curr = head != NULL ? head->next : NULL;
    while (curr != NULL) {
        if (matches(curr->data, key, strict)) {
            prev->next = curr->next;
            free(curr);
            curr = prev->next;
            deleted = deleted + 1;
        } else {
            prev = curr;
            curr = curr->next;
        }
    }
    if (deleted > 0)
        printf("deleted %d node(s)\n", deleted);
    else
        printf("key %d not found\n", key);
    return head;
}

static void print_list(struct node *p)
{
    int budget = 100;
    printf("[");
    while (p != NULL && budget-- > 0) {
        printf(" %d", p->data);
        p = p->next;
    }
    printf(" ]\n");
}

/* argv[1]: key; argv[2]: strict (1) or within-one (0); argv[3..]: the list. */
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
    if (argc < 3)
        return 2;
    for (int i = argc - 1; i >= 3; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("close pairs: %d\n", count_close_pairs(head, 2));
    head = delete_value(head, atoi(argv[1]), atoi(argv[2]));
    print_list(head);
    return 0;
}

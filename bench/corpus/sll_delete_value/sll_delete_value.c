/* Delete every node of a singly linked list whose value equals key, or (if strict is 0)
   whose value is within one of key, up to a limit; reports where the deletions started
   (1-based) and returns the new head. */
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

/* Deletes at most `limit` matching nodes (0: all of them), front to back. */
struct node *delete_value(struct node *head, int key, int strict, int limit)
{
    struct node *temp = NULL;
    struct node *prev = NULL;
    struct node *curr = NULL;
    int deleted = 0;
    int position = 0;
    int first_at = 0;
    if (limit < 0) {
        printf("limit must not be negative, not %d\n", limit);
        return head;
    }
    while (head != NULL && matches(head->data, key, strict) && (limit == 0 || deleted < limit)) {
        temp = head;
        head = head->next;
        free(temp);
        deleted = deleted + 1;
        position = position + 1;
        if (first_at == 0)
            first_at = position;
    }
    prev = head;
    curr = NULL;
    if (head != NULL) {
        curr = head->next;
        position = position + 1;
    }
    while (curr != NULL && (limit == 0 || deleted < limit)) {
        position = position + 1;
        if (matches(curr->data, key, strict)) {
            prev->next = curr->next;
            free(curr);
            curr = prev->next;
            deleted = deleted + 1;
            if (first_at == 0)
                first_at = position;
        } else {
            prev = curr;
            curr = curr->next;
        }
    }
    if (deleted > 0 && deleted == limit && curr != NULL)
        printf("deleted %d node(s) from %d, stopped at the limit\n", deleted, first_at);
    else if (deleted > 0)
        printf("deleted %d node(s) from %d\n", deleted, first_at);
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

int main(int argc, char **argv)
{
    struct node *head = NULL;
    if (argc < 4)
        return 2;
    for (int i = argc - 1; i >= 4; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    head = delete_value(head, atoi(argv[1]), atoi(argv[2]), atoi(argv[3]));
    print_list(head);
    return 0;
}

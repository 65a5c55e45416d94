/* A singly linked list sorted by absolute value (e.g. 1 -2 -3 4 -5) is re-sorted by
   actual value in one pass: every negative node is moved to the front. A list that is not
   ordered by magnitude is reported and left alone. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

struct node *sort_absolute(struct node *head)
{
    struct node *prev = head;
    struct node *curr = NULL;
    struct node *moved = NULL;
    int negatives = 0;
    int kept = 0;
    int magnitude = 0;
    int last_magnitude = 0;
    if (head == NULL)
        return head;
    /* The one-pass move is only right for a list ordered by magnitude: check first. */
    for (curr = head; curr != NULL; curr = curr->next) {
        magnitude = head->val;
        if (magnitude < 0)
            magnitude = -magnitude;
        if (magnitude < last_magnitude) {
            printf("not ordered by magnitude at %d\n", curr->val);
            return head;
        }
        last_magnitude = magnitude;
    }
    curr = head->next;
    while (curr != NULL) {
        if (curr->val < prev->val) {
            moved = curr;
            prev->next = curr->next;
            moved->next = head;
            head = moved;
            curr = prev->next;
            negatives = negatives + 1;
        } else {
            prev = curr;
            kept = kept + 1;
        }
    }
    if (negatives == 0 && head->val < 0 && head->next != NULL)
        printf("only the head was negative\n");
    printf("moved %d, kept %d after the head\n", negatives, kept);
    return head;
}

static void print_list(struct node *p)
{
    int budget = 100;
    printf("(");
    while (p != NULL && budget-- > 0) {
        printf("%d", p->val);
        p = p->next;
        if (p != NULL)
            printf(" ");
    }
    printf(")\n");
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->val = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    head = sort_absolute(head);
    print_list(head);
    return 0;
}

/* A singly linked list sorted by absolute value (e.g. 1 -2 -3 4 -5) is re-sorted by
   actual value in one pass: every negative node is moved to the front. */
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
    if (head == NULL)
        return head;
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
            curr = curr->next;
        }
    }
    if (negatives == 0 && head->val < 0 && head->next != NULL)
        printf("only the head was negative\n");
    printf("moved %d\n", negatives);
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

/* Scores the value sequence: a rise 2, a fall or a zero -1 (at most `limit` nodes). */
int zigzag_score(struct node *head, int limit)
{
    int score = 0;
    int steps = 0;
    struct node *before = NULL;
    struct node *p = head;
    while (p != NULL && steps < limit) {
        if (before != NULL && p->val > before->val) {
            score = score + 2;
        } else if (before != NULL && (p->val < before->val || p->val == 0)) {
            score = score - 1;
        }
        before = p;
        p = p->next;
        steps = steps + 1;
    }
    return score;
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
    printf("zigzag: %d\n", zigzag_score(head, 100));
    head = sort_absolute(head);
    print_list(head);
    return 0;
}

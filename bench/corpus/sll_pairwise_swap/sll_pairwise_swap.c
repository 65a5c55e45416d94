/* Swap adjacent nodes of a singly linked list pairwise by relinking: 1 2 3 4 5 -> 2 1 4 3 5.
   Mode 0 swaps every pair of different values (equal pairs would only change identity);
   mode 1 swaps only descending pairs, so each pair ends up ascending. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    int id;
    struct node *next;
};

struct node *pairwise_swap(struct node *head, int mode)
{
    struct node *prev = NULL;
    struct node *first = head;
    struct node *second = NULL;
    struct node *rest = NULL;
    int swaps = 0;
    int kept = 0;
    while (first != NULL && first->next != NULL) {
        second = first->next;
        rest = second->next;
        if ((mode == 0 && first->data != second->data) || (mode == 1 && first->data > second->data)) {
            second->next = first;
            first->next = rest;
            if (prev == NULL) {
                head = second;
            } else {
                prev->next = second;
            }
            prev = first;
            swaps = swaps + 1;
        } else {
            prev = second;
            kept = kept + 1;
        }
        first = rest;
    }
    if (first != NULL)
        printf("%d swaps, %d kept, %d unpaired\n", swaps, kept, first->data);
    else
        printf("%d swaps, %d kept\n", swaps, kept);
    return head;
}

static void print_list(struct node *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d#%d ", p->data, p->id);
        p = p->next;
    }
    printf("end\n");
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
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->id = i;
        n->next = head;
        head = n;
    }
    printf("profile: %d\n", scan_profile(head, 1, 5));
    head = pairwise_swap(head, atoi(argv[1]));
    print_list(head);
    return 0;
}

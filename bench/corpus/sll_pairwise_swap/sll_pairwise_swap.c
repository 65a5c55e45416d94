/* Swap adjacent nodes of a singly linked list pairwise by relinking: 1 2 3 4 5 -> 2 1 4 3 5.
   Mode 0 swaps every pair of different values (equal pairs would only change identity);
   mode 1 swaps only descending pairs, so each pair ends up ascending. With offset 1 the
   pairs start at the second node. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    int id;
    struct node *next;
};

/* offset 1 leaves the first node in place and pairs up the nodes after it. */
struct node *pairwise_swap(struct node *head, int mode, int offset)
{
    struct node *prev = NULL;
    struct node *first = head;
    struct node *second = NULL;
    struct node *rest = NULL;
    int swaps = 0;
    int kept = 0;
    int equal = 0;
    if ((mode != 0 && mode != 1) || (offset != 0 && offset != 1)) {
        printf("bad mode %d or offset %d\n", mode, offset);
        return head;
    }
    if (offset == 1 && head != NULL) {
        prev = head;
        first = head->next;
    }
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
            if (first->data == second->data)
                equal = equal + 1;
            prev = second;
            kept = kept + 1;
        }
        first = rest;
    }
    if (first != NULL)
        printf("%d swaps, %d kept (%d equal), %d unpaired\n", swaps, kept, equal, first->data);
    else
        printf("%d swaps, %d kept (%d equal)\n", swaps, kept, equal);
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

/* argv[1]: mode; argv[2]: offset; argv[3..]: the list. */
int main(int argc, char **argv)
{
    struct node *head = NULL;
    if (argc < 3)
        return 2;
    for (int i = argc - 1; i >= 3; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->id = i;
        n->next = head;
        head = n;
    }
    head = pairwise_swap(head, atoi(argv[1]), atoi(argv[2]));
    print_list(head);
    return 0;
}

/* Split a singly linked list into two lists of alternating nodes, preserving order:
   nodes 0,2,4,... stay in the list, nodes 1,3,5,... move to a second list. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct pair {
    struct node *evens;
    struct node *odds;
};

struct pair *split_alternate(struct node *source)
{
    struct pair *result = malloc(sizeof(struct pair));
    struct node *even_tail = NULL;
    struct node *odd_tail = NULL;
    struct node *current = source;
    struct node *following = NULL;
    int index = 0;
    result->evens = NULL;
    result->odds = NULL;
    while (current != NULL) {
        following = current->next;
        current->next = NULL;
        if (index % 2 == 0) {
            if (even_tail == NULL) {
                result->evens = current;
            } else {
                even_tail->next = current;
            }
            even_tail = current;
        } else {
            if (odd_tail == NULL) {
                result->odds = current;
            } else {
                odd_tail->next = current;
            }
            odd_tail = current;
        }
        current = following;
        index = index + 1;
    }
    return result;
}

static void print_list(const char *name, struct node *p)
{
    int budget = 100;
    printf("%s =", name);
    while (p != NULL && budget-- > 0) {
        printf(" %d", p->data);
        p = p->next;
    }
    printf("\n");
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
    struct pair *halves;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("close pairs: %d\n", count_close_pairs(head, 2));
    halves = split_alternate(head);
    print_list("even positions", halves->evens);
    print_list("odd positions", halves->odds);
    return 0;
}

/* Split a circular linked list into two circular lists: even values and odd values,
   keeping the original order in each. */
#include <stdio.h>
#include <stdlib.h>

struct cnode {
    int num;
    struct cnode *next;
};

struct cnode *odd_ring = NULL;

/* Returns the even ring; the odd ring is left in the global odd_ring. */
struct cnode *split_parity(struct cnode *head)
{
    struct cnode *even_head = NULL;
    struct cnode *even_tail = NULL;
    struct cnode *odd_tail = NULL;
    struct cnode *cur = head;
    struct cnode *after = NULL;
    int done = 0;
    odd_ring = NULL;
    if (head == NULL)
        return NULL;
    while (!done) {
        after = cur->next;
        if (after == head)
            done = 1;
        if (cur->num % 2 == 0) {
            if (even_head == NULL)
                even_head = cur;
            else
                even_tail->next = cur;
            even_tail = cur;
        } else {
            if (odd_ring == NULL)
                odd_ring = cur;
            else
                odd_tail->next = cur;
            odd_tail = cur;
        }
        cur = after;
    }
    if (even_tail != NULL)
        even_tail->next = even_head;
    if (odd_tail != NULL)
        odd_tail->next = odd_ring;
    return even_head;
}

static void show_ring(const char *label, struct cnode *head)
{
    struct cnode *p = head;
    int steps = 0;
    printf("%s:", label);
    if (head != NULL) {
        do {
            printf(" %d", p->num);
            p = p->next;
            steps++;
        } while (p != NULL && p != head && steps < 50);
        if (p != head)
            printf(" (broken ring)");
    }
    printf("\n");
}

/* Counts ordered pairs of nodes whose values are equal or rise by exactly `window`
   (a ring is walked once). */
int count_close_pairs(struct cnode *head, int window)
{
    int pairs = 0;
    struct cnode *p = head;
    struct cnode *q = NULL;
    while (p != NULL) {
        q = p->next;
        while (q != NULL && q != head) {
            if (q->num == p->num || q->num - p->num == window) {
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
    struct cnode *head = NULL;
    struct cnode *tail = NULL;
    struct cnode *evens;
    for (int i = 1; i < argc; i++) {
        struct cnode *c = malloc(sizeof(struct cnode));
        c->num = atoi(argv[i]);
        if (head == NULL)
            head = c;
        else
            tail->next = c;
        tail = c;
    }
    if (tail != NULL)
        tail->next = head;
    printf("close pairs: %d\n", count_close_pairs(head, 2));
    evens = split_parity(head);
    show_ring("even", evens);
    show_ring("odd", odd_ring);
    return 0;
}

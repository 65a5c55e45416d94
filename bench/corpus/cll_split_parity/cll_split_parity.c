/* Split a circular linked list into two circular lists: the multiples of a divisor (2: the
   even values) and the other values, keeping the original order in each. An open list
   (ending in NULL) is accepted too and comes back as two rings. */
#include <stdio.h>
#include <stdlib.h>

struct cnode {
    int num;
    struct cnode *next;
};

struct cnode *odd_ring = NULL;

/* Returns the ring of multiples; the other values are left in the global odd_ring. */
struct cnode *split_parity(struct cnode *head, int divisor)
{
    struct cnode *even_head = NULL;
    struct cnode *even_tail = NULL;
    struct cnode *odd_tail = NULL;
    struct cnode *cur = head;
    struct cnode *after = NULL;
    int done = 0;
    int open = 0;
    int multiples = 0;
    int others = 0;
    odd_ring = NULL;
    if (divisor < 1) {
        printf("divisor must be positive, not %d\n", divisor);
        return NULL;
    }
    if (head == NULL)
        return NULL;
    while (!done) {
        after = cur->next;
        if (after == head || after == NULL) {
            done = 1;
            if (after == NULL)
                open = 1;
        }
        if (cur->num % divisor == 0) {
            if (even_head == NULL)
                even_head = cur;
            else
                even_tail->next = cur;
            even_tail = cur;
            multiples = multiples + 1;
        } else {
            if (odd_ring == NULL)
                odd_ring = cur;
            else
                odd_tail->next = cur;
            odd_tail = cur;
            others = others + 1;
        }
        cur = after;
    }
    if (even_tail != NULL)
        even_tail->next = even_head;
    if (odd_tail != NULL)
        odd_tail->next = odd_ring;
    if (open)
        printf("an open list: closed into rings\n");
    printf("%d multiple(s) of %d, %d other(s)\n", multiples, divisor, others);
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

/* argv[1]: divisor; argv[2]: 1 closes the input into a ring, 0 leaves it open;
   argv[3..]: the values. */
int main(int argc, char **argv)
{
    struct cnode *head = NULL;
    struct cnode *tail = NULL;
    struct cnode *evens;
    if (argc < 3)
        return 2;
    for (int i = 3; i < argc; i++) {
        struct cnode *c = malloc(sizeof(struct cnode));
        c->num = atoi(argv[i]);
        c->next = NULL;
        if (head == NULL)
            head = c;
        else
            tail->next = c;
        tail = c;
    }
    if (tail != NULL && atoi(argv[2]) == 1)
        tail->next = head;
    evens = split_parity(head, atoi(argv[1]));
    show_ring("multiples", evens);
    show_ring("others", odd_ring);
    return 0;
}

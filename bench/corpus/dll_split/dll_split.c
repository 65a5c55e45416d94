/* Split a doubly linked list into two halves (the first gets the extra node),
   fixing the prev/next links at the cut. */
#include <stdio.h>
#include <stdlib.h>

struct dnode {
    int key;
    struct dnode *prev;
    struct dnode *next;
};

static int dlength(struct dnode *head)
{
    int n = 0;
    while (head != NULL) {
        n++;
        head = head->next;
    }
    return n;
}

/* Returns the head of the second half. */
struct dnode *split_half(struct dnode *head)
{
    struct dnode *cut = head;
    struct dnode *second = NULL;
    int total = dlength(head);
    int keep = 0;
    int steps = 1;
    if (head == NULL || head->next == NULL)
        return NULL;
    keep = (total + 1) / 2;
    while (steps < keep && cut != NULL) {
        cut = cut->next;
        steps = steps + 1;
    }
    if (cut != NULL && cut->next != NULL) {
        second = cut->next;
        cut->next = NULL;
        second->prev = NULL;
    }
    return second;
}

static void print_dlist(const char *label, struct dnode *head)
{
    struct dnode *last = NULL;
    int budget = 100;
    printf("%s fwd:", label);
    while (head != NULL && budget-- > 0) {
        printf(" %d", head->key);
        last = head;
        head = head->next;
    }
    printf(" | bwd:");
    budget = 100;
    while (last != NULL && budget-- > 0) {
        printf(" %d", last->key);
        last = last->prev;
    }
    printf("\n");
}

/* Scores the value sequence: a rise 2, a fall or a zero -1 (at most `limit` nodes). */
int zigzag_score(struct dnode *head, int limit)
{
    int score = 0;
    int steps = 0;
    struct dnode *before = NULL;
    struct dnode *p = head;
    while (p != NULL && steps < limit) {
        if (before != NULL && p->key > before->key) {
            score = score + 2;
        } else if (before != NULL && (p->key < before->key || p->key == 0)) {
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
    struct dnode *head = NULL;
    struct dnode *tail = NULL;
    struct dnode *second;
    for (int i = 1; i < argc; i++) {
        struct dnode *d = malloc(sizeof(struct dnode));
        d->key = atoi(argv[i]);
        d->next = NULL;
        d->prev = tail;
        if (tail != NULL)
            tail->next = d;
        else
            head = d;
        tail = d;
    }
    printf("zigzag: %d\n", zigzag_score(head, 100));
    second = split_half(head);
    print_dlist("first", head);
    print_dlist("second", second);
    return 0;
}

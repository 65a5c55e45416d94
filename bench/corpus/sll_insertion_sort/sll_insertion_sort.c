/* Insertion sort on a singly linked list: every node of the input is inserted at its
   place in a growing sorted list (stable: equal keys keep their input order). */
#include <stdio.h>
#include <stdlib.h>

typedef struct Entry {
    int key;
    int seq;
    struct Entry *next;
} Entry;

Entry *insertion_sort(Entry *input)
{
    Entry *sorted = NULL;
    Entry *node = input;
    Entry *pending = NULL;
    Entry *scan = NULL;
    int comparisons = 0;
    while (node != NULL) {
        pending = node->next;
        if (sorted == NULL || node->key < sorted->key) {
            node->next = sorted;
            sorted = node;
            comparisons = comparisons + 1;
        } else {
            scan = sorted;
            while (scan->next != NULL && scan->next->key <= node->key) {
                scan = scan->next;
                comparisons = comparisons + 1;
            }
            node->next = scan->next;
            scan->next = node;
        }
        node = pending;
    }
    if (comparisons > 50)
        printf("many comparisons\n");
    return sorted;
}

static void print_entries(Entry *e)
{
    int budget = 100;
    while (e != NULL && budget-- > 0) {
        printf("%d.%d ", e->key, e->seq);
        e = e->next;
    }
    printf("/\n");
}

/* Scores the value sequence: a rise 2, a fall or a zero -1 (at most `limit` nodes). */
int zigzag_score(struct Entry *head, int limit)
{
    int score = 0;
    int steps = 0;
    struct Entry *before = NULL;
    struct Entry *p = head;
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
    Entry *list = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        Entry *e = malloc(sizeof(Entry));
        e->key = atoi(argv[i]);
        e->seq = i;
        e->next = list;
        list = e;
    }
    printf("zigzag: %d\n", zigzag_score(list, 100));
    list = insertion_sort(list);
    print_entries(list);
    return 0;
}

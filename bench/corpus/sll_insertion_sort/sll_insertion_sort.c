/* Insertion sort on a singly linked list: every node of the input is inserted at its
   place in a growing sorted list (stable: equal keys keep their input order); a tail
   pointer appends keys that are not below the largest so far without a walk. */
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
    Entry *tail = NULL;
    Entry *node = input;
    Entry *pending = NULL;
    Entry *scan = NULL;
    int comparisons = 0;
    int appended = 0;
    int fronted = 0;
    int inside = 0;
    while (node != NULL) {
        pending = node->next;
        if (sorted == NULL) {
            node->next = NULL;
            sorted = node;
            tail = node;
            appended = appended + 1;
        } else if (node->key >= tail->key) {
            /* Not below the largest key: append without a walk (equal keys stay in order). */
            node->next = NULL;
            tail->next = node;
            tail = node;
            appended = appended + 1;
            comparisons = comparisons + 1;
        } else if (node->key < sorted->key) {
            node->next = sorted;
            sorted = node;
            fronted = fronted + 1;
            comparisons = comparisons + 2;
        } else {
            scan = sorted;
            while (scan->next != NULL && scan->next->key <= node->key) {
                scan = scan->next;
                comparisons = comparisons + 1;
            }
            node->next = scan->next;
            scan->next = node;
            inside = inside + 1;
        }
        node = pending;
    }
    printf("%d appended, %d at the front, %d inside\n", appended, fronted, inside);
    if (comparisons > 20)
        printf("many comparisons: %d\n", comparisons);
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
    list = insertion_sort(list);
    print_entries(list);
    return 0;
}

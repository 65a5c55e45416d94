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

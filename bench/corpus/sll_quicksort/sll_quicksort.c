/* Quicksort on a singly linked list, ascending or descending: the head is the pivot, the
   rest is split three ways (before the pivot, equal to it, after it); the outer two are
   sorted recursively and everything is concatenated. */
#include <stdio.h>
#include <stdlib.h>

struct qs_node {
    int key;
    struct qs_node *next;
};

static struct qs_node *last_of(struct qs_node *list)
{
    while (list != NULL && list->next != NULL)
        list = list->next;
    return list;
}

/* descending 0 sorts ascending, 1 descending. */
struct qs_node *quick_sort(struct qs_node *list, int descending)
{
    struct qs_node *pivot = list;
    struct qs_node *before = NULL;
    struct qs_node *after = NULL;
    struct qs_node *equal_tail = list;
    struct qs_node *cur = NULL;
    struct qs_node *rest = NULL;
    struct qs_node *tail = NULL;
    if (descending != 0 && descending != 1) {
        printf("bad order %d\n", descending);
        return list;
    }
    if (list == NULL || list->next == NULL)
        return list;
    cur = pivot->next;
    pivot->next = NULL;
    while (cur != NULL) {
        rest = cur->next;
        if (cur->key == pivot->key) {
            /* Keys equal to the pivot are done: they stay with it, out of the recursion. */
            cur->next = NULL;
            equal_tail->next = cur;
            equal_tail = cur;
        } else if ((descending == 0 && cur->key < pivot->key) ||
                   (descending == 1 && cur->key > pivot->key)) {
            cur->next = before;
            before = cur;
        } else {
            cur->next = after;
            after = cur;
        }
        cur = rest;
    }
    before = quick_sort(before, descending);
    after = quick_sort(after, descending);
    equal_tail->next = after;
    if (before == NULL)
        return pivot;
    tail = last_of(before);
    tail->next = pivot;
    return before;
}

static void print_keys(struct qs_node *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d ", p->key);
        p = p->next;
    }
    printf("<end>\n");
}

/* argv[1]: 0 ascending, 1 descending; argv[2..]: the keys. */
int main(int argc, char **argv)
{
    struct qs_node *list = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        struct qs_node *n = malloc(sizeof(struct qs_node));
        n->key = atoi(argv[i]);
        n->next = list;
        list = n;
    }
    list = quick_sort(list, atoi(argv[1]));
    print_keys(list);
    return 0;
}

/* Quicksort on a singly linked list: the head is the pivot, the rest is split into
   smaller and not-smaller lists, both sorted recursively and concatenated. */
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

struct qs_node *quick_sort(struct qs_node *list)
{
    struct qs_node *pivot = list;
    struct qs_node *smaller = NULL;
    struct qs_node *larger = NULL;
    struct qs_node *cur = NULL;
    struct qs_node *rest = NULL;
    struct qs_node *tail = NULL;
    if (list == NULL || list->next == NULL)
        return list;
    cur = pivot->next;
    pivot->next = NULL;
    while (cur != NULL) {
        rest = cur->next;
        if (cur->key < pivot->key) {
            cur->next = smaller;
            smaller = cur;
        } else {
            cur->next = larger;
            larger = cur;
        }
        cur = rest;
    }
    smaller = quick_sort(smaller);
    larger = quick_sort(larger);
    pivot->next = larger;
    if (smaller == NULL)
        return pivot;
    tail = last_of(smaller);
    tail->next = pivot;
    return smaller;
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

/* Counts values inside [lo, hi] up and values above 2 * hi down (at most 100 nodes). */
int scan_profile(struct qs_node *head, int lo, int hi)
{
    int inside = 0;
    int steps = 0;
    struct qs_node *p = head;
    while (p != NULL && steps < 100) {
        if (p->key >= lo && p->key <= hi) {
            inside = inside + 1;
        } else if (p->key > hi + hi) {
            inside = inside - 1;
        }
        p = p->next;
        steps = steps + 1;
    }
    return inside;
}

int main(int argc, char **argv)
{
    struct qs_node *list = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct qs_node *n = malloc(sizeof(struct qs_node));
        n->key = atoi(argv[i]);
        n->next = list;
        list = n;
    }
    printf("profile: %d\n", scan_profile(list, 1, 5));
    list = quick_sort(list);
    print_keys(list);
    return 0;
}

/* Delete the node at a 1-based position of a singly linked list, validating the position;
   returns the number of nodes left. */
#include <stdio.h>
#include <stdlib.h>

struct item {
    int payload;
    struct item *link;
};

struct list {
    struct item *first;
    struct item *last;
    int size;
};

int delete_at(struct list *l, int position)
{
    struct item *doomed = NULL;
    struct item *before = NULL;
    int i = 1;
    if (l->first == NULL || position < 1 || position > l->size) {
        printf("position %d out of range\n", position);
        return l->size;
    }
    if (position == 1) {
        doomed = l->first;
        l->first = doomed->link;
        if (l->first == NULL)
            l->last = NULL;
    } else {
        before = l->first;
        while (i < position - 1 && before->link != NULL) {
            before = before->link;
            i = i + 1;
        }
        doomed = before->link;
        before->link = doomed->link;
        if (doomed == l->last)
            l->last = before;
    }
    printf("deleted %d\n", doomed->payload);
    free(doomed);
    l->size = l->size - 1;
    return l->size;
}

static void append(struct list *l, int payload)
{
    struct item *it = malloc(sizeof(struct item));
    it->payload = payload;
    it->link = NULL;
    if (l->last != NULL)
        l->last->link = it;
    else
        l->first = it;
    l->last = it;
    l->size++;
}

static void print(struct list *l)
{
    struct item *it = l->first;
    int budget = 100;
    printf("size %d:", l->size);
    while (it != NULL && budget-- > 0) {
        printf(" %d", it->payload);
        it = it->link;
    }
    printf(" (last %d)\n", l->last != NULL ? l->last->payload : -1);
}

/* argv[1]: position; argv[2..]: the list. A second deletion checks the updated last. */
/* Counts values inside [lo, hi] up and values above 2 * hi down (at most 100 nodes). */
int scan_profile(struct item *head, int lo, int hi)
{
    int inside = 0;
    int steps = 0;
    struct item *p = head;
    while (p != NULL && steps < 100) {
        if (p->payload >= lo && p->payload <= hi) {
            inside = inside + 1;
        } else if (p->payload > hi + hi) {
            inside = inside - 1;
        }
        p = p->link;
        steps = steps + 1;
    }
    return inside;
}

int main(int argc, char **argv)
{
    struct list l = {NULL, NULL, 0};
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++)
        append(&l, atoi(argv[i]));
    printf("profile: %d\n", scan_profile(l.first, 1, 5));
    delete_at(&l, atoi(argv[1]));
    print(&l);
    append(&l, 99);
    print(&l);
    return 0;
}

/* Delete `count` nodes from a 1-based position of a singly linked list that keeps its size
   and last node (a negative position counts from the end), validating both; returns the
   number of nodes left. */
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

int delete_at(struct list *l, int position, int count)
{
    struct item *doomed = NULL;
    struct item *before = NULL;
    struct item *after = NULL;
    int i = 1;
    int asked = position;
    int removed = 0;
    if (position < 0)
        position = l->size + 1 + position;
    if (l->first == NULL || position < 1 || position > l->size || count < 1) {
        printf("cannot delete %d at %d\n", count, asked);
        return l->size;
    }
    if (count > l->size - position + 1) {
        count = l->size - position + 1;
        printf("only %d to delete\n", count);
    }
    if (position > 1) {
        before = l->first;
        while (i < position - 1 && before->link != NULL) {
            before = before->link;
            i = i + 1;
        }
        doomed = before->link;
    } else {
        doomed = l->first;
    }
    while (doomed != NULL && removed < count) {
        after = doomed->link;
        printf("deleted %d\n", doomed->payload);
        free(doomed);
        doomed = after;
        removed = removed + 1;
    }
    if (before == NULL) {
        l->first = doomed;
    } else {
        before->link = doomed;
    }
    if (doomed == NULL)
        l->last = before;
    l->size = l->size - removed;
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

/* argv[1]: position (negative: from the end); argv[2]: how many; argv[3..]: the list.
   Appending afterwards checks the updated last. */
int main(int argc, char **argv)
{
    struct list l = {NULL, NULL, 0};
    if (argc < 3)
        return 2;
    for (int i = 3; i < argc; i++)
        append(&l, atoi(argv[i]));
    delete_at(&l, atoi(argv[1]), atoi(argv[2]));
    print(&l);
    append(&l, 99);
    print(&l);
    return 0;
}

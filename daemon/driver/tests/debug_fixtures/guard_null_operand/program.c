#include <stdio.h>
#include <stdlib.h>

struct cell {
    int item;
    struct cell *next;
};

/* The last cell of a non-empty list. */
struct cell *last(struct cell *list)
{
    struct cell *cursor = list;
    while (cursor->next != list)
        cursor = cursor->next;
    return cursor;
}

int main(int argc, char **argv)
{
    struct cell *list = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct cell *c = malloc(sizeof *c);
        c->item = atoi(argv[i]);
        c->next = list;
        list = c;
    }
    if (list == NULL) {
        printf("empty\n");
        return 0;
    }
    printf("%d\n", last(list)->item);
    return 0;
}

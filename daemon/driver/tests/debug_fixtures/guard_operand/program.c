#include <stdio.h>
#include <stdlib.h>

struct cell {
    int number;
    struct cell *next;
};

/* How many cells come before the first one holding `sentinel`. */
int count_before(struct cell *list, int sentinel)
{
    int count = 0;
    struct cell *cursor = list;
    while (cursor != NULL && list->number != sentinel) {
        count = count + 1;
        cursor = cursor->next;
    }
    return count;
}

int main(int argc, char **argv)
{
    struct cell *list = NULL;
    for (int i = argc - 1; i >= 2; i--) {
        struct cell *c = malloc(sizeof *c);
        c->number = atoi(argv[i]);
        c->next = list;
        list = c;
    }
    printf("%d\n", count_before(list, argc > 1 ? atoi(argv[1]) : 0));
    return 0;
}

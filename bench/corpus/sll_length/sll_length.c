/* Count the nodes of a singly linked list, and how many hold a positive value. */
#include <stdio.h>
#include <stdlib.h>

struct Cell {
    int number;
    struct Cell *next;
};

int list_length(struct Cell *list)
{
    int count = 0;
    struct Cell *cursor = list;
    while (cursor != NULL) {
        count = count + 1;
        cursor = cursor->next;
    }
    return count;
}

static int count_positive(struct Cell *list)
{
    int n = 0;
    for (; list != NULL; list = list->next)
        if (list->number > 0)
            n++;
    return n;
}

int main(int argc, char **argv)
{
    struct Cell *list = NULL;
    int len;
    for (int i = argc - 1; i >= 1; i--) {
        struct Cell *c = malloc(sizeof(struct Cell));
        c->number = atoi(argv[i]);
        c->next = list;
        list = c;
    }
    len = list_length(list);
    printf("length %d, positive %d\n", len, count_positive(list));
    return 0;
}

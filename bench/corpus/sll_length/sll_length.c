/* Count the nodes of a singly linked list up to (not including) the first node holding
   the sentinel value; with no sentinel in the list that is its length. */
#include <stdio.h>
#include <stdlib.h>

struct Cell {
    int number;
    int weight;
    struct Cell *next;
};

int list_length(struct Cell *list, int sentinel)
{
    int count = 0;
    int weight = 0;
    struct Cell *cursor = list;
    while (cursor != NULL && cursor->number != sentinel) {
        count = count + 1;
        weight = weight + cursor->weight;
        cursor = cursor->next;
    }
    if (weight > 100)
        printf("heavy prefix\n");
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
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        struct Cell *c = malloc(sizeof(struct Cell));
        c->number = atoi(argv[i]);
        c->weight = c->number * 10;
        c->next = list;
        list = c;
    }
    len = list_length(list, atoi(argv[1]));
    printf("length %d, positive %d\n", len, count_positive(list));
    return 0;
}

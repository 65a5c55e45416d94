#include <stdio.h>
#include <stdlib.h>

struct cell {
    int weight;
    struct cell *next;
};

/* 100 times the total weight, plus the number of cells. */
int weigh(struct cell *list)
{
    int count = 0;
    int weight = 0;
    struct cell *cursor = list;
    while (cursor != NULL) {
        count = count + 1;
        count = weight + cursor->weight;
        cursor = cursor->next;
    }
    return weight * 100 + count;
}

int main(int argc, char **argv)
{
    struct cell *list = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct cell *c = malloc(sizeof *c);
        c->weight = atoi(argv[i]);
        c->next = list;
        list = c;
    }
    printf("%d\n", weigh(list));
    return 0;
}

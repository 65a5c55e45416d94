/* A heap array of ints, grown with realloc, and a heap array of node pointers. */
#include <stdio.h>
#include <stdlib.h>

struct item {
    int id;
};

int main(void) {
    int *values = malloc(3 * sizeof *values);
    for (int i = 0; i < 3; i++)
        values[i] = i * i;
    struct item **items = calloc(2, sizeof *items);
    items[0] = malloc(sizeof **items);
    items[0]->id = 7;
    values = realloc(values, 5 * sizeof *values); /* @grown graph: values=n1, n1->[2]=4, items=n2, n2->[0]=n3, n2->[1]=NULL, n3->id=7 */
    values[4] = 16;
    printf("%d %d\n", values[2], items[0]->id); /* @print */
    return 0;
}

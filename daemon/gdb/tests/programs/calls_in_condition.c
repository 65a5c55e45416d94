/* Conditions that call a function; the second call faults (it reads through NULL). */
#include <stdio.h>
#include <stdlib.h>

struct box {
    int value;
};

static int calls = 0;

static int positive(struct box *b) {
    calls++;
    return b->value > 0;
}

int main(void) {
    struct box *full = malloc(sizeof *full);
    struct box *none = NULL;
    full->value = 3;
    if (positive(full)) /* @first */
        printf("first yes\n"); /* @first_yes */
    else
        printf("first no\n"); /* @first_no */
    if (positive(none)) /* @second */
        printf("second yes\n"); /* @second_yes */
    printf("calls %d\n", calls); /* @after */
    return 0;
}

/* A circular list of three nodes. */
#include <stdio.h>
#include <stdlib.h>

struct cell {
    int key;
    struct cell *next;
};

struct cell *ring = NULL;
static int laps = 0;

int main(void) {
    struct cell *a = malloc(sizeof *a);
    struct cell *b = malloc(sizeof *b);
    struct cell *c = malloc(sizeof *c);
    a->key = 1;
    b->key = 2;
    c->key = 3;
    a->next = b;
    b->next = c;
    c->next = a;
    ring = b;
    struct cell *cursor = a; /* @closed graph: a=n1, b=n2, c=n3, n1->next=n2, n2->next=n3, n3->next=n1, ring=n2, laps=0 */
    for (int i = 0; i < 3; i++)
        cursor = cursor->next;
    laps = 1;
    printf("key=%d\n", cursor->key);
    return 0;
}

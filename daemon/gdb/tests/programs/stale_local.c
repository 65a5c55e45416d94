/* An uninitialized pointer local holds what a returned call left in its stack slot: here
   the address of main's `filler`, on the live stack but no struct. Walked as a node, it
   would name whatever lies there (garbage that differs from run to run). */
#include <stdio.h>

struct node {
    int value;
    struct node *next;
};

static long leave(long *where) {
    struct node *slot = (struct node *)where;
    return (long)slot;
}

static int target(void) {
    struct node *slot;   /* @entry the stale address is still here */
    slot = NULL;
    return slot == NULL;
}

int main(void) {
    long filler = 5;
    struct node pair[2] = {{1, &pair[1]}, {2, NULL}};
    long left = leave(&filler);
    int ok = target();
    printf("%d %d %ld\n", ok, pair[0].next->value, left == (long)&filler); /* @printed */
    return 0;
}

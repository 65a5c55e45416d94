#include <stdio.h>
#include <stdlib.h>

/* The successor of its argument. */
int successor(int x) {
    int y = x + 2;
    return y;
}

int main(int argc, char **argv) {
    int x = argc > 1 ? atoi(argv[1]) : 1;
    printf("%d\n", successor(x));
    return 0;
}

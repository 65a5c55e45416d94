#include <stdio.h>
#include <stdlib.h>

/* Caps `v` at `hi`. */
static int clamp(int v, int hi)
{
    int r = v;
    if (v > hi)
        r = v;
    return r;
}

/* The sum of `a` and `b`, each capped at `hi`. */
int capped_sum(int a, int b, int hi)
{
    int s = 0;
    s = clamp(a, hi);
    s = s + clamp(b, hi);
    return s;
}

int main(int argc, char **argv)
{
    int a = argc > 1 ? atoi(argv[1]) : 7;
    int b = argc > 2 ? atoi(argv[2]) : 9;
    int hi = argc > 3 ? atoi(argv[3]) : 5;
    printf("%d\n", capped_sum(a, b, hi));
    return 0;
}

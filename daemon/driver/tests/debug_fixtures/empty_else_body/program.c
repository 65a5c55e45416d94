#include <stdio.h>
#include <stdlib.h>

/* How many of 0..n-1 are above `limit` (the hundreds) and how many are not (the units). */
int above_below(int n, int limit)
{
    int above = 0;
    int below = 0;
    int i = 0;
    while (i < n) {
        if (i > limit)
            above = above + 1;
        else
            ;
        i = i + 1;
    }
    return above * 100 + below;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 5;
    int limit = argc > 2 ? atoi(argv[2]) : 2;
    printf("%d\n", above_below(n, limit));
    return 0;
}

#include <stdio.h>
#include <stdlib.h>

/* The larger of `a` and `b`. */
int max_of(int a, int b)
{
    int m = b;
    if (b > m)
        m = b;
    return m;
}

int main(int argc, char **argv)
{
    int a = argc > 1 ? atoi(argv[1]) : 1;
    int b = argc > 2 ? atoi(argv[2]) : 2;
    printf("%d\n", max_of(a, b));
    return 0;
}

#include <stdio.h>
#include <stdlib.h>

/* The larger of `a` and `b` plus `b`, times ten, plus 1 when `a` was the larger. */
int sum_over(int a, int b)
{
    int s = b;
    int over = 0;
    if (a > b) {
        s = a;
    }
    s = s + b;
    return s * 10 + over;
}

int main(int argc, char **argv)
{
    int a = argc > 1 ? atoi(argv[1]) : 1;
    int b = argc > 2 ? atoi(argv[2]) : 2;
    printf("%d\n", sum_over(a, b));
    return 0;
}

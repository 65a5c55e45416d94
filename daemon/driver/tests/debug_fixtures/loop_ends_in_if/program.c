#include <stdio.h>
#include <stdlib.h>

/* The sum of the numbers below `n` from `k` on, times 100, plus how many there are. */
int sum_from(int n, int k)
{
    int s = 0;
    int taken = 0;
    for (int i = 0; i < n; i++) {
        if (i >= k) {
            s = s + i;
        }
    }
    return s * 100 + taken;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 3;
    int k = argc > 2 ? atoi(argv[2]) : 1;
    printf("%d\n", sum_from(n, k));
    return 0;
}

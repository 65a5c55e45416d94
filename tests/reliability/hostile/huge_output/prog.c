#include <stdio.h>

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    if (n == 0) {
        /* About 1 GB of output. */
        for (long i = 0; i < 1000000000L / 64; i++)
            printf("%063ld\n", i);
        return 0;
    }
    printf("%d\n", n * 2);
    return 0;
}

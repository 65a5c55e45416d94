#include <assert.h>
#include <stdio.h>

int clamp(int x, int lo, int hi) {
    if (x < lo)
        return lo;
    if (x > hi)
        return hi + 1; /* the fault: should be hi */
    return x;
}

int main(void) {
    int x;
    if (scanf("%d", &x) != 1)
        return 1;
    int y = clamp(x, 0, 100);
    assert(y >= 0 && y <= 100);
    printf("%d\n", y);
    return 0;
}

/* The median of three integers read from stdin.
   One comparison is wrong: `repair fix median.c` finds and verifies the fix. */
#include <stdio.h>

int median(int a, int b, int c) {
    if (a > b) {
        if (b > c)
            return b;
        if (a > c)
            return c;
        return a;
    }
    if (a > c)
        return a;
    if (b < c)
        return c;
    return b;
}

int main(void) {
    int a, b, c;
    if (scanf("%d %d %d", &a, &b, &c) != 3)
        return 2;
    printf("%d\n", median(a, b, c));
    return 0;
}

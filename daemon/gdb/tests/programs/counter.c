/* Straight-line arithmetic and a long loop, for steering control flow. */
#include <stdio.h>

int main(void) {
    int x = 0;
    int i = 0;
    while (i < 1000000) { /* @loop */
        i++; /* @body */
    }
    x = 5; /* @skip_me */
    x = x + 1; /* @replace_me */
    printf("x=%d i=%d\n", x, i); /* @print */
    if (x > 100) /* @branch */
        printf("big\n"); /* @big */
    else
        printf("small\n"); /* @small */
    return 0; /* @end */
}

/* Asks for more memory than the session allows, and prints a lot. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *big = malloc((size_t)2 << 30);
    printf(big == NULL ? "refused\n" : "granted\n");
    for (int i = 0; i < 20000; i++)
        printf("line %d of output that nobody will read\n", i);
    return 0;
}

/* Prints a field of a fresh malloc block that nothing wrote. */
#include <stdio.h>
#include <stdlib.h>

struct cell {
    int written;
    int unwritten;
};

int main(void)
{
    struct cell *c = malloc(sizeof *c);
    c->written = 7;
    printf("%x\n", (unsigned)c->unwritten);
    free(c);
    return 0;
}

/* Prints what it was given in LD_PRELOAD. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    const char *preload = getenv("LD_PRELOAD");
    printf("[%s]\n", preload ? preload : "unset");
    return 0;
}

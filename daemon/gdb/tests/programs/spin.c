/* Never ends. */
#include <stdio.h>

int main(void) {
    volatile unsigned long ticks = 0;
    printf("spinning\n");
    for (;;)
        ticks++; /* @spin */
    return 0;
}

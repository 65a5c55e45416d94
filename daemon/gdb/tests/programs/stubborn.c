/* Blocks SIGINT, so gdb's interrupt cannot stop it; only a kill ends it. */
#include <signal.h>
#include <stdio.h>

int main(void) {
    sigset_t blocked;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    sigprocmask(SIG_BLOCK, &blocked, NULL);
    volatile unsigned long ticks = 0;
    printf("stubborn\n"); /* @masked */
    for (;;)
        ticks++;
    return 0;
}

/* Forks children that sleep until killed, then prints how many forks succeeded. */
#include <stdio.h>
#include <unistd.h>

int main(void) {
    int started = 0;
    for (int i = 0; i < 2000; i++) {
        pid_t child = fork();
        if (child == 0) {
            pause();
            _exit(0);
        }
        if (child > 0) {
            started++;
        }
    }
    printf("started %d\n", started); /* @done */
    return 0;
}

/* Linked into coverage builds by repaird-runner. A gcov-instrumented program
 * writes its .gcda data at exit; one that dies by a signal (a failed assert, a
 * segfault, the runner's SIGTERM at a timeout) would leave no coverage, yet
 * those are the failing runs fault localization needs most. So: write the data
 * from the signal handler, then die by the same signal as before. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

extern void __gcov_dump(void);

static char repaird_alt_stack[64 * 1024];

static void repaird_dump_and_redie(int sig) {
    __gcov_dump();
    signal(sig, SIG_DFL);
    raise(sig);
}

__attribute__((constructor)) static void repaird_install_gcov_flush(void) {
    static const int signals[] = {SIGABRT, SIGSEGV, SIGFPE, SIGBUS, SIGILL, SIGTERM, SIGXCPU};
    stack_t alt;
    struct sigaction action;
    size_t i;

    /* A stack overflow leaves no stack for the handler: give it its own. */
    memset(&alt, 0, sizeof alt);
    alt.ss_sp = repaird_alt_stack;
    alt.ss_size = sizeof repaird_alt_stack;
    sigaltstack(&alt, NULL);

    memset(&action, 0, sizeof action);
    action.sa_handler = repaird_dump_and_redie;
    action.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    for (i = 0; i < sizeof signals / sizeof signals[0]; i++)
        sigaction(signals[i], &action, NULL);
}

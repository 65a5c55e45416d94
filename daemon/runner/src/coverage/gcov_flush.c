/* Linked into coverage builds by repaird-runner. A gcov-instrumented program
 * writes its .gcda data at exit; one that dies by a signal (a failed assert, a
 * segfault, the runner's SIGTERM at a timeout) would leave no coverage, yet
 * those are the failing runs fault localization needs most. So: write the data
 * from the signal handler, then die by the same signal as before.
 *
 * gcov counts some arcs and derives the rest from flow conservation, which a
 * fault in the middle of a basic block breaks: the faulting block reads as never
 * run. So on a fault the handler also writes the faulting instruction's address
 * (and where the executable was loaded) to the file REPAIRD_FAULT_PC names; the
 * runner maps it to a source line. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

extern void __gcov_dump(void);
extern char __executable_start;

static char repaird_alt_stack[64 * 1024];
static char repaird_fault_file[4096];

/* Appends `value` in hex and then `end` to `out` (no stdio in a signal handler). */
static char *repaird_hex(char *out, uintptr_t value, char end) {
    char digits[2 * sizeof value];
    int n = 0;
    do {
        digits[n++] = "0123456789abcdef"[value & 15];
        value >>= 4;
    } while (value != 0);
    while (n > 0)
        *out++ = digits[--n];
    *out++ = end;
    return out;
}

static uintptr_t repaird_fault_pc(void *context) {
    const ucontext_t *uc = context;
#if defined(__x86_64__)
    return (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    return (uintptr_t)uc->uc_mcontext.pc;
#else
    (void)uc;
    return 0;
#endif
}

static void repaird_record_fault(int sig, void *context) {
    char line[64];
    char *end;
    uintptr_t pc;
    int fd;
    if (repaird_fault_file[0] == '\0' || sig == SIGABRT || sig == SIGTERM || sig == SIGXCPU)
        return;
    pc = repaird_fault_pc(context);
    if (pc == 0)
        return;
    end = repaird_hex(line, pc, ' ');
    end = repaird_hex(end, (uintptr_t)&__executable_start, '\n');
    fd = open(repaird_fault_file, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        ssize_t written = write(fd, line, (size_t)(end - line));
        (void)written;
        close(fd);
    }
}

static void repaird_dump_and_redie(int sig, siginfo_t *info, void *context) {
    (void)info;
    repaird_record_fault(sig, context);
    __gcov_dump();
    signal(sig, SIG_DFL);
    raise(sig);
}

__attribute__((constructor)) static void repaird_install_gcov_flush(void) {
    static const int signals[] = {SIGABRT, SIGSEGV, SIGFPE, SIGBUS, SIGILL, SIGTERM, SIGXCPU};
    const char *fault_file = getenv("REPAIRD_FAULT_PC");
    stack_t alt;
    struct sigaction action;
    size_t i;

    if (fault_file != NULL && strlen(fault_file) < sizeof repaird_fault_file)
        strcpy(repaird_fault_file, fault_file);

    /* A stack overflow leaves no stack for the handler: give it its own. */
    memset(&alt, 0, sizeof alt);
    alt.ss_sp = repaird_alt_stack;
    alt.ss_size = sizeof repaird_alt_stack;
    sigaltstack(&alt, NULL);

    memset(&action, 0, sizeof action);
    action.sa_sigaction = repaird_dump_and_redie;
    action.sa_flags = SA_ONSTACK | SA_RESETHAND | SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    for (i = 0; i < sizeof signals / sizeof signals[0]; i++)
        sigaction(signals[i], &action, NULL);
}

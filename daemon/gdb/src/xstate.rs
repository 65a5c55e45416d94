//! A preload for gdb that lets it write x86 registers on machines whose XSAVE area is larger
//! than gdb knows (Intel AMX: the tile data alone is 8 KiB).
//!
//! Why: the kernel accepts `PTRACE_SETREGSET NT_X86_XSTATE` only with a buffer of the whole
//! XSAVE size, and gdb 13 (Debian 12's) sends its own fixed maximum (through AVX-512 and PKRU).
//! On such a machine every register write fails with "Couldn't write extended state status:
//! Bad address", and with it every inferior call: `checkpoint` (a fork in the program),
//! `change` allocating a node (calloc), and calls in expressions. Reading is unaffected.
//!
//! The preload wraps `ptrace`: only when that write fails with EFAULT does it read the whole
//! area, lay gdb's bytes (the components gdb knows, at their standard-format offsets) over it,
//! keep the kernel's header bits for the components gdb 13 does not know (17 and up: AMX's;
//! their bytes lie past gdb's buffer), and write the whole area.
//! Everywhere else it changes nothing. The program gdb runs does not inherit it.

use std::path::{Path, PathBuf};

use crate::native::NativeHelper;

const SOURCE: &str = r#"
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/uio.h>

typedef long (*ptrace_fn)(int, pid_t, void *, void *);
enum { XSTATE_BV = 512, FIRST_UNKNOWN_COMPONENT = 17 };

long ptrace(enum __ptrace_request request, ...) {
    va_list ap;
    va_start(ap, request);
    pid_t pid = va_arg(ap, pid_t);
    void *addr = va_arg(ap, void *);
    void *data = va_arg(ap, void *);
    va_end(ap);
    static ptrace_fn real;
    if (!real) real = (ptrace_fn)dlsym(RTLD_NEXT, "ptrace");
    long result = real(request, pid, addr, data);
    if (result != -1 || errno != EFAULT || request != PTRACE_SETREGSET
        || (uintptr_t)addr != NT_X86_XSTATE)
        return result;
    const struct iovec *given = data;
    static _Thread_local unsigned char whole[1 << 16];
    struct iovec all = { whole, sizeof whole };
    if (real(PTRACE_GETREGSET, pid, addr, &all) == -1 || all.iov_len <= given->iov_len
        || given->iov_len < XSTATE_BV + 8) {
        errno = EFAULT;
        return -1;
    }
    uint64_t kernel_bits, gdb_bits;
    memcpy(&kernel_bits, whole + XSTATE_BV, 8);
    memcpy(whole, given->iov_base, given->iov_len);
    memcpy(&gdb_bits, whole + XSTATE_BV, 8);
    gdb_bits |= kernel_bits & ~((UINT64_C(1) << FIRST_UNKNOWN_COMPONENT) - 1);
    memcpy(whole + XSTATE_BV, &gdb_bits, 8);
    return real(PTRACE_SETREGSET, pid, addr, &all);
}
"#;

static PRELOAD: NativeHelper =
    NativeHelper::new("repaird-xstate.so", SOURCE, &["-shared", "-fPIC"]);

/// The preload written into `scratch`, on x86-64 (the only place the fault exists); `None`
/// elsewhere or when it cannot be built (then gdb runs as it is, and says so when it fails).
pub(crate) fn install(scratch: &Path) -> Option<PathBuf> {
    if !cfg!(target_arch = "x86_64") {
        return None;
    }
    match PRELOAD.install(scratch) {
        Ok(path) => Some(path),
        Err(e) => {
            tracing::warn!("gdb runs without the XSAVE preload: {e}");
            None
        }
    }
}

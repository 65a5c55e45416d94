# Loaded into gdb by repaird-gdb (src/python/mod.rs). Two jobs that need to run inside gdb:
#  1. name heap blocks in ALLOCATION order (n1 is the first block the program allocated),
#     by watching malloc/calloc/realloc/free without ever stopping the inferior;
#  2. walk the current frame's variables and the heap they reach, returning the whole
#     memory graph as JSON in one MI round trip. A struct a caller keeps on its stack and
#     passes by pointer (`push(&list, 3)`) is named and walked like a heap block, so that
#     writes through the pointer are state a specification can assert and a repair can make.
import bisect
import json
import os

import gdb


def _arg(index):
    # Integer/pointer argument registers of the SysV x86-64 and AAPCS64 calling conventions.
    for regs in (("$rdi", "$rsi"), ("$x0", "$x1")):
        try:
            return int(gdb.parse_and_eval(regs[index]))
        except gdb.error:
            continue
    raise gdb.GdbError("repaird: unsupported architecture for allocation tracking")


def _return_register():
    for reg in ("$rax", "$x0"):
        try:
            return gdb.parse_and_eval(reg)
        except gdb.error:
            continue
    raise gdb.GdbError("repaird: unsupported architecture for allocation tracking")


class _Heap:
    def __init__(self):
        self.live = {}  # address -> [name, size]
        self.freed = {}  # address -> [name, size] of blocks the program freed
        self.on_stack = set()  # live addresses that are stack structs, not allocations
        self.next_id = 1
        self.snapshots = {}
        self.program = None

    def allocated(self, address, size):
        if address == 0:
            return
        self.freed.pop(address, None)
        self.live[address] = ["n%d" % self.next_id, size]
        self.next_id += 1

    def adopt(self, address, size, name):
        """A block the debugger allocated takes over the name of a freed node (`change`
        naming a node the program freed revives a copy of it)."""
        for old, (freed_name, _) in list(self.freed.items()):
            if freed_name == name:
                del self.freed[old]
        self.live[address] = [name, size]

    def freed_node(self, name):
        for address, (freed_name, size) in self.freed.items():
            if freed_name == name:
                return address, size
        return None

    def released(self, address):
        if address in self.live and address not in self.on_stack:
            self.freed[address] = self.live.pop(address)

    def stack_struct(self, address, size):
        self.allocated(address, size)
        self.on_stack.add(address)

    def drop_stack_below(self, sp):
        """Stack structs of frames that returned are gone (their slots get reused)."""
        for address in [a for a in self.on_stack if a < sp]:
            self.on_stack.discard(address)
            self.live.pop(address, None)

    def reset(self):
        self.live = {}
        self.freed = {}
        self.on_stack = set()
        self.next_id = 1
        self.snapshots = {}

    def snapshot(self, key):
        self.snapshots[key] = (
            {a: list(v) for a, v in self.live.items()},
            {a: list(v) for a, v in self.freed.items()},
            self.next_id,
            set(self.on_stack),
        )

    def restore(self, key):
        live, freed, next_id, on_stack = self.snapshots[key]
        self.live = {a: list(v) for a, v in live.items()}
        self.freed = {a: list(v) for a, v in freed.items()}
        self.next_id = next_id
        self.on_stack = set(on_stack)


HEAP = _Heap()


_ULONG = None


def _ulong():
    global _ULONG
    if _ULONG is None:
        _ULONG = gdb.lookup_type("unsigned long")
    return _ULONG


def _entry_state():
    """(stack pointer, return address) at the allocator's first instruction, without
    unwinding; (None, None) off x86-64."""
    try:
        sp = int(gdb.parse_and_eval("$rsp"))
        pc = int.from_bytes(bytes(gdb.selected_inferior().read_memory(sp, 8)), "little")
        return sp, pc
    except gdb.error:
        pass
    try:
        return None, int(gdb.parse_and_eval("$lr"))
    except gdb.error:
        return None, None


_FROM_PROGRAM = {}  # caller pc -> bool; call sites do not move


def _is_program_code(pc):
    known = _FROM_PROGRAM.get(pc)
    if known is None:
        known = False
        if HEAP.program is not None and gdb.solib_name(pc) is None:
            symtab = gdb.find_pc_line(pc).symtab
            # No symtab: a gdb inferior call returning to its dummy frame.
            if symtab is not None and symtab.objfile is not None:
                known = os.path.realpath(symtab.objfile.filename) == HEAP.program
        _FROM_PROGRAM[pc] = known
    return known


class _ReturnSite(gdb.Breakpoint):
    """A permanent breakpoint just after one `call malloc` in the program (x86-64). Created
    the first time that call site allocates, then reused: far cheaper than a fresh
    FinishBreakpoint (unwinding, insertion, deletion) on every allocation."""

    def __init__(self, pc):
        super().__init__("*%d" % pc, internal=True)
        self.silent = True
        self.waiting = []  # (stack pointer at the allocator's entry, callback), innermost last

    def stop(self):
        try:
            sp = int(gdb.parse_and_eval("$rsp"))
            while self.waiting:
                entry_sp, on_return = self.waiting[-1]
                if entry_sp + 8 == sp:  # `ret` popped exactly the return address
                    self.waiting.pop()
                    on_return(int(gdb.parse_and_eval("$rax").cast(_ulong())))
                    break
                if entry_sp + 8 < sp:  # left by a longjmp; never coming back
                    self.waiting.pop()
                    continue
                break  # reached by a jump, not by a return
        except Exception:  # an exception in stop() would make gdb stop the program
            pass
        return False


_RETURN_SITES = {}


def _tracked_call():
    """For an allocator call from the program: a function registering what to do when it
    returns; None for calls from libc, ld.so or gdb."""
    sp, pc = _entry_state()
    if pc is None or not _is_program_code(pc):
        return None

    def when_returning(on_return):
        if sp is None:
            _Return(on_return)  # no cheap return site off x86-64
            return
        site = _RETURN_SITES.get(pc)
        if site is None or not site.is_valid():
            site = _RETURN_SITES[pc] = _ReturnSite(pc)
        site.waiting.append((sp, on_return))

    return when_returning


class _Return(gdb.FinishBreakpoint):
    def __init__(self, on_return):
        super().__init__(gdb.newest_frame(), internal=True)
        self.silent = True
        self.on_return = on_return

    def stop(self):
        try:
            value = self.return_value
            if value is None:  # the allocator has no debug info: read the return register
                value = _return_register()
            self.on_return(int(value.cast(_ulong())))
        except Exception:  # an exception in stop() would make gdb stop the program
            pass
        return False

    def out_of_scope(self):
        pass


class _Entry(gdb.Breakpoint):
    def __init__(self, function, on_entry):
        super().__init__(function, internal=True)
        self.silent = True
        self.on_entry = on_entry

    def stop(self):
        try:
            self.on_entry()
        except Exception:  # an exception in stop() would make gdb stop the program
            pass
        return False


def _on_malloc():
    when_returning = _tracked_call()
    if when_returning:
        size = _arg(0)
        when_returning(lambda address: HEAP.allocated(address, size))


def _on_calloc():
    when_returning = _tracked_call()
    if when_returning:
        size = _arg(0) * _arg(1)
        when_returning(lambda address: HEAP.allocated(address, size))


def _on_realloc():
    when_returning = _tracked_call()
    if when_returning:
        old, size = _arg(0), _arg(1)

        def done(address):
            if address == 0:
                return
            if address != old:
                HEAP.released(old)
                HEAP.allocated(address, size)
            elif old in HEAP.live:
                HEAP.live[old][1] = size

        when_returning(done)


def _on_free():
    HEAP.released(_arg(0))


def track(program):
    HEAP.program = os.path.realpath(program)
    _Entry("malloc", _on_malloc)
    _Entry("calloc", _on_calloc)
    _Entry("realloc", _on_realloc)
    _Entry("free", _on_free)


# ---- memory graph ---------------------------------------------------------------------

_SCALARS = (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR, gdb.TYPE_CODE_BOOL, gdb.TYPE_CODE_ENUM)
_MAX_ARRAY = 64
_I64_MAX = (1 << 63) - 1


def _register(frame, names):
    for name in names:
        try:
            return int(frame.read_register(name).cast(_ulong()))
        except (gdb.error, ValueError):
            continue
    return None


_STACK_MAPPINGS = {}  # pid -> (low, high) of its main thread's stack mapping


def _stack_mapping():
    pid = gdb.selected_inferior().pid
    known = _STACK_MAPPINGS.get(pid)
    if known is None:
        known = (0, 0)
        try:
            with open("/proc/%d/maps" % pid) as maps:
                for line in maps:
                    if line.rstrip().endswith("[stack]"):
                        low, high = line.split()[0].split("-")
                        known = (int(low, 16), int(high, 16))
                        break
        except (OSError, ValueError):
            pass
        _STACK_MAPPINGS[pid] = known
    return known


class _Walk:
    def __init__(self, max_nodes, frame):
        self.max_nodes = max_nodes
        # Live stack: from the walked frame's stack pointer up. Below it lie frames that
        # returned, where a stale pointer in an uninitialized local usually points.
        self.sp = _register(frame, ("sp", "rsp"))
        if self.sp is not None:
            HEAP.drop_stack_below(self.sp)
        self.starts = sorted(HEAP.live)
        self.frame = frame
        self.stack_objects = None  # (start, end) of the frames' struct and array variables
        self.queue = []  # (address, struct type) in discovery order
        self.expanding = {}  # address -> type, nodes to expand
        self.truncated = False

    def containing(self, address):
        i = bisect.bisect_right(self.starts, address) - 1
        if i >= 0:
            start = self.starts[i]
            if address < start + max(HEAP.live[start][1], 1):
                return start
        return None

    def on_live_stack(self, address):
        if self.sp is None:
            return False
        low, high = _stack_mapping()
        return max(low, self.sp) <= address < high

    def in_stack_object(self, address):
        """Whether `address` lies in a struct or array variable of the walked frame or a
        caller: what `&list` points at. An uninitialized pointer local holds whatever a
        returned call left on the stack, often an address on the live stack as well, and
        walking it would name garbage as nodes (whose values differ from run to run)."""
        if self.stack_objects is None:
            self.stack_objects = _stack_objects(self.frame)
        return any(start <= address < end for start, end in self.stack_objects)

    def pointer(self, value, target):
        address = int(value.cast(gdb.lookup_type("unsigned long")))
        if address == 0:
            return {"kind": "null"}
        if (
            address not in HEAP.live
            and target.code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION)
            and target.sizeof > 0
            and self.containing(address) is None
            and self.on_live_stack(address)
            and self.in_stack_object(address)
        ):
            HEAP.stack_struct(address, target.sizeof)
            bisect.insort(self.starts, address)
        if address in HEAP.live:
            name = HEAP.live[address][0]
            if _expandable(target):
                if address not in self.expanding:
                    if len(self.expanding) < self.max_nodes:
                        self.expanding[address] = target
                        self.queue.append(address)
                    else:
                        self.truncated = True
            return {"kind": "node", "name": name, "address": address}
        start = self.containing(address)
        if start is not None:
            return {
                "kind": "interior",
                "name": HEAP.live[start][0],
                "address": address,
                "offset": address - start,
            }
        if address in HEAP.freed:
            return {"kind": "dangling", "address": address}
        return {"kind": "unknown", "address": address}

    def value(self, value):
        try:
            ty = value.type.strip_typedefs()
            code = ty.code
            if code == gdb.TYPE_CODE_PTR:
                return self.pointer(value, ty.target().strip_typedefs())
            if code in _SCALARS:
                number = int(value)
                if number > _I64_MAX:
                    return {"kind": "uint", "value": number}
                return {"kind": "int", "value": number}
            if code == gdb.TYPE_CODE_FLT:
                return {"kind": "float", "value": float(value)}
            if code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION):
                return {"kind": "struct", "fields": self.fields(value, ty)}
            if code == gdb.TYPE_CODE_ARRAY:
                low, high = ty.range()
                count = high - low + 1
                shown = min(count, _MAX_ARRAY)
                return {
                    "kind": "array",
                    "elements": [self.value(value[low + i]) for i in range(shown)],
                    "length": count,
                }
            return {"kind": "text", "text": str(value)}
        except gdb.MemoryError:
            return {"kind": "unreadable"}
        except gdb.error as e:
            return {"kind": "text", "text": "<%s>" % e}

    def fields(self, value, ty):
        out = []
        for field in ty.fields():
            if field.name is None or field.is_base_class:
                continue
            out.append(
                {"name": field.name, "type": str(field.type), "value": self.value(value[field.name])}
            )
        return out

    def node(self, address):
        ty = self.expanding[address]
        name, size = HEAP.live[address]
        try:
            if ty.code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION):
                target = gdb.Value(address).cast(ty.pointer()).dereference()
                fields = self.fields(target, ty)
            else:
                # A block of scalars or pointers (`int *a = malloc(n * sizeof *a)`).
                base = gdb.Value(address).cast(ty.pointer())
                count = min(max(size // ty.sizeof, 1), _MAX_ARRAY)
                fields = [
                    {"name": "[%d]" % i, "type": str(ty), "value": self.value(base[i])}
                    for i in range(count)
                ]
        except gdb.MemoryError:
            fields = []
        return {
            "name": name,
            "address": address,
            "type": str(ty),
            "size": size,
            "fields": fields,
        }


def _stack_objects(frame):
    """(start, end) of every struct, union or array variable of `frame` and its callers."""
    out = []
    while frame is not None:
        try:
            block = frame.block()
        except RuntimeError:
            block = None
        while block is not None and not (block.is_global or block.is_static):
            for sym in block:
                if not (sym.is_variable or sym.is_argument):
                    continue
                try:
                    ty = sym.type.strip_typedefs()
                    if ty.code not in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION, gdb.TYPE_CODE_ARRAY):
                        continue
                    start = int(sym.value(frame).address.cast(_ulong()))
                except (gdb.error, AttributeError, TypeError, ValueError):
                    continue
                out.append((start, start + max(ty.sizeof, 1)))
            block = block.superblock
        frame = frame.older()
    return out


def _expandable(target):
    """Heap blocks worth showing field by field: structs, and blocks of sized values."""
    if target.code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION):
        return True
    return target.code in _SCALARS + (gdb.TYPE_CODE_PTR, gdb.TYPE_CODE_FLT) and target.sizeof > 0


def _variable(walk, sym, frame, scope):
    try:
        value = sym.value(frame) if sym.needs_frame else sym.value()
    except (gdb.error, TypeError):
        return {"name": sym.name, "type": str(sym.type), "scope": scope, "value": {"kind": "unreadable"}}
    return {"name": sym.name, "type": str(sym.type), "scope": scope, "value": walk.value(value)}


def _source_frame(frame):
    """The selected frame, or the nearest caller in the program's own code: a failed assert
    stops inside libc's abort, but the state that matters is the program's."""
    candidate = frame
    while candidate is not None:
        in_program = gdb.solib_name(candidate.pc()) is None
        if in_program and candidate.find_sal().symtab is not None:
            try:
                candidate.block()
                return candidate
            except RuntimeError:
                pass
        candidate = candidate.older()
    return frame


def _returned_value(walk, frame, sal):
    """At a function's closing brace its `return` has run: the value waits in the return
    register (gcc -O0 funnels every return through the epilogue on that line). Integers and
    pointers only; floats come back in another register."""
    function = frame.function()
    if function is None or sal.symtab is None:
        return None
    target = function.type.target()
    if target is None or target.strip_typedefs().code not in _SCALARS + (gdb.TYPE_CODE_PTR,):
        return None
    block = frame.block()
    while block is not None and block.function is None:
        block = block.superblock
    if block is None or gdb.find_pc_line(block.end - 1).line != sal.line:
        return None
    try:
        value = _return_register().cast(target)
    except gdb.error:
        return None
    return {"name": "return", "type": str(target), "scope": "return", "value": walk.value(value)}


def graph(max_nodes, with_globals):
    frame = _source_frame(gdb.selected_frame())
    walk = _Walk(max_nodes, frame)
    sal = frame.find_sal()
    variables = []
    seen = set()
    block = frame.block()
    # Innermost block first, so a shadowing local hides the outer one.
    while block is not None:
        for sym in block:
            if (sym.is_variable or sym.is_argument) and sym.name not in seen:
                seen.add(sym.name)
                scope = "argument" if sym.is_argument else "local"
                variables.append(_variable(walk, sym, frame, scope))
        if block.function is not None:
            break
        block = block.superblock
    returned = _returned_value(walk, frame, sal)
    if returned is not None:
        variables.append(returned)
    if with_globals and block is not None:
        for outer, scope in ((block.static_block, "static"), (block.global_block, "global")):
            if outer is None:
                continue
            for sym in outer:
                if sym.is_variable and sym.name not in seen:
                    seen.add(sym.name)
                    variables.append(_variable(walk, sym, frame, scope))
    nodes = []
    i = 0
    while i < len(walk.queue):
        nodes.append(walk.node(walk.queue[i]))
        i += 1
    nodes.sort(key=lambda n: int(n["name"][1:]))
    return {
        "function": frame.name(),
        "file": sal.symtab.filename if sal.symtab else None,
        "line": sal.line or None,
        "variables": variables,
        "nodes": nodes,
        "truncated": walk.truncated,
    }


class _GraphCommand(gdb.MICommand):
    """-repaird-graph MAX_NODES WITH_GLOBALS(0|1) -> json="{...}" """

    def invoke(self, argv):
        if len(argv) != 2:
            raise gdb.GdbError("usage: -repaird-graph MAX_NODES 0|1")
        return {"json": json.dumps(graph(int(argv[0]), argv[1] == "1"))}


class _HeapCommand(gdb.MICommand):
    """-repaird-heap track PROGRAM | reset | register ADDRESS SIZE | adopt ADDRESS SIZE NAME FROM
    | release ADDRESS | freed NAME | snapshot KEY | restore KEY | names"""

    def invoke(self, argv):
        if not argv:
            raise gdb.GdbError("usage: -repaird-heap SUBCOMMAND ...")
        op, args = argv[0], argv[1:]
        if op == "track" and len(args) == 1:
            track(args[0])
            return None
        if op == "reset" and not args:
            HEAP.reset()
            return None
        if op == "register" and len(args) == 2:
            address = int(args[0], 0)
            HEAP.allocated(address, int(args[1], 0))
            return {"name": HEAP.live[address][0]}
        if op == "adopt" and len(args) == 4:
            address, size, source = int(args[0], 0), int(args[1], 0), int(args[3], 0)
            inferior = gdb.selected_inferior()
            inferior.write_memory(address, inferior.read_memory(source, size))
            HEAP.adopt(address, size, args[2])
            return None
        if op == "release" and len(args) == 1:
            HEAP.released(int(args[0], 0))
            return None
        if op == "freed" and len(args) == 1:
            found = HEAP.freed_node(args[0])
            if found is None:
                return {"found": "0"}
            return {"found": "1", "address": str(found[0]), "size": str(found[1])}
        if op == "snapshot" and len(args) == 1:
            HEAP.snapshot(args[0])
            return None
        if op == "restore" and len(args) == 1:
            if args[0] not in HEAP.snapshots:
                raise gdb.GdbError("no heap snapshot %s" % args[0])
            HEAP.restore(args[0])
            return None
        if op == "names" and not args:
            return {
                "nodes": [
                    {"name": v[0], "address": str(a), "size": str(v[1])}
                    for a, v in sorted(HEAP.live.items())
                ],
                "next": "n%d" % HEAP.next_id,
            }
        raise gdb.GdbError("-repaird-heap: bad arguments %r" % (argv,))


def _entry_address(function):
    """Where `break FUNCTION` stops: past the prologue, before any of the body's code."""
    bp = gdb.Breakpoint(function, internal=True)
    try:
        bp.enabled = False
        return bp.locations[0].address if bp.locations else None
    finally:
        bp.delete()


class _AtEntryCommand(gdb.MICommand):
    """-repaird-at-entry -> at="1" when the selected frame is at its function's entry, its
    body not begun (a first statement gcc emitted no code for is skipped by the stop)."""

    def invoke(self, argv):
        frame = gdb.selected_frame()
        function = frame.function()
        if function is None:
            return {"at": "0"}
        return {"at": "1" if _entry_address(function.name) == frame.pc() else "0"}


_AtEntryCommand("-repaird-at-entry")
_GraphCommand("-repaird-graph")
_HeapCommand("-repaird-heap")

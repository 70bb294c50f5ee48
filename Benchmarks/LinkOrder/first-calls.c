// first-calls: runs a program and prints the functions of its executable that the run calls, one
// name a line, in the order of their first call. Benchmarks/link-order.sh turns these lists into
// the linker's symbol order, so that the code a run needs sits together instead of spread over
// the whole text segment (each 64 KiB window of code touched costs a page fault at start).
//
// How: the program is started under ptrace and stopped at exec; a breakpoint (int3) replaces the
// first byte of every function named in SYMBOLS. A breakpoint that fires names its function, is
// replaced by the original byte, and the thread resumes at the function's start: each function
// stops the program once, so the run takes barely longer than without tracing.
//
// usage: first-calls SYMBOLS OUT PROGRAM [ARGUMENTS...]
//   SYMBOLS  lines "ADDRESS NAME" (hex address in the executable, as `nm` prints them)
//   OUT      where the names are written
// The program's exit status is printed on standard error, its output is left alone. Exit status:
// 0 traced, 2 the program or a file could not be used, 3 ptrace is not permitted, 64 usage.
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    uint64_t address;       // in the executable, before relocation
    char *name;
    unsigned char original; // the byte the breakpoint replaced
    enum { waiting, called, skipped } state;
} Function;

static Function *functions;
static size_t count;

// By address; aliases (names of one address) by name, so the same one is reported every time.
static int byAddress(const void *a, const void *b) {
    const Function *x = a, *y = b;
    if (x->address != y->address) return x->address < y->address ? -1 : 1;
    return strcmp(x->name, y->name);
}

static Function *functionAt(uint64_t address) {
    size_t low = 0, high = count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (functions[middle].address < address) low = middle + 1; else high = middle;
    }
    return low < count && functions[low].address == address ? &functions[low] : NULL;
}

static void readSymbols(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); exit(2); }
    size_t capacity = 1 << 16;
    functions = malloc(capacity * sizeof *functions);
    char line[8192];
    while (fgets(line, sizeof line, file)) {
        char *space = strchr(line, ' ');
        if (!space) continue;
        *space = 0;
        char *name = space + 1;
        name[strcspn(name, "\n")] = 0;
        if (count == capacity) functions = realloc(functions, (capacity *= 2) * sizeof *functions);
        functions[count++] = (Function){ strtoull(line, NULL, 16), strdup(name), 0, waiting };
    }
    fclose(file);
    qsort(functions, count, sizeof *functions, byAddress);
}

// Where the executable's first segment is mapped (position-independent executables move).
static uint64_t loadAddress(pid_t pid, const char *executable) {
    char path[64], line[PATH_MAX + 128];
    snprintf(path, sizeof path, "/proc/%d/maps", pid);
    FILE *maps = fopen(path, "r");
    if (!maps) { perror(path); exit(2); }
    uint64_t base = 0;
    while (fgets(line, sizeof line, maps)) {
        unsigned long start, offset;
        char file[PATH_MAX] = "";
        if (sscanf(line, "%lx-%*x %*s %lx %*s %*s %s", &start, &offset, file) >= 2 && offset == 0
            && strcmp(file, executable) == 0) { base = start; break; }
    }
    fclose(maps);
    return base;
}

static void setByte(pid_t pid, uint64_t address, unsigned char byte) {
    long word = ptrace(PTRACE_PEEKTEXT, pid, (void *)address, 0);
    word = (word & ~0xffL) | byte;
    ptrace(PTRACE_POKETEXT, pid, (void *)address, (void *)word);
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: first-calls SYMBOLS OUT PROGRAM [ARGUMENTS...]\n"); return 64; }
    readSymbols(argv[1]);
    FILE *out = fopen(argv[2], "w");
    if (!out) { perror(argv[2]); return 2; }
    char executable[PATH_MAX];
    if (!realpath(argv[3], executable)) { perror(argv[3]); return 2; }

    pid_t pid = fork();
    if (pid == 0) {
        if (ptrace(PTRACE_TRACEME, 0, 0, 0) != 0) _exit(126); // a sandbox that forbids ptrace
        execv(argv[3], argv + 3);
        _exit(127);
    }
    int status;
    waitpid(pid, &status, 0); // stopped at exec
    if (WIFEXITED(status) && WEXITSTATUS(status) == 126) {
        fprintf(stderr, "first-calls: tracing is not permitted here (ptrace)\n");
        return 3;
    }
    if (!WIFSTOPPED(status)) { fprintf(stderr, "first-calls: %s did not start\n", argv[3]); return 2; }
    // Threads the program starts are traced too: their breakpoints must not kill them.
    ptrace(PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACECLONE | PTRACE_O_EXITKILL);

    uint64_t base = loadAddress(pid, executable);
    for (size_t i = 0; i < count; i++) {
        Function *function = &functions[i];
        if (i > 0 && function->address == functions[i - 1].address) { function->state = skipped; continue; } // an alias
        errno = 0;
        long word = ptrace(PTRACE_PEEKTEXT, pid, (void *)(base + function->address), 0);
        if (errno != 0) { function->state = skipped; continue; }
        function->original = word & 0xff;
        setByte(pid, base + function->address, 0xcc);
    }

    ptrace(PTRACE_CONT, pid, 0, 0);
    int exitStatus = 0;
    size_t calls = 0;
    for (;;) {
        pid_t thread = waitpid(-1, &status, __WALL);
        if (thread < 0) break;
        if (WIFEXITED(status) || WIFSIGNALED(status)) {
            if (thread == pid) exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            continue;
        }
        int signal = WSTOPSIG(status);
        if (signal == SIGTRAP && (status >> 16) != 0) { ptrace(PTRACE_CONT, thread, 0, 0); continue; } // a new thread
        if (signal == SIGSTOP) { ptrace(PTRACE_CONT, thread, 0, 0); continue; }
        if (signal != SIGTRAP) { ptrace(PTRACE_CONT, thread, 0, signal); continue; }
        struct user_regs_struct registers;
        ptrace(PTRACE_GETREGS, thread, 0, &registers);
        Function *function = functionAt(registers.rip - 1 - base);
        if (!function) { ptrace(PTRACE_CONT, thread, 0, SIGTRAP); continue; } // the program's own trap
        if (function->state == waiting) {
            setByte(thread, base + function->address, function->original);
            function->state = called;
            fprintf(out, "%s\n", function->name);
            calls++;
        }
        // Back to the function's first instruction (another thread may have restored it already).
        registers.rip -= 1;
        ptrace(PTRACE_SETREGS, thread, 0, &registers);
        ptrace(PTRACE_CONT, thread, 0, 0);
    }
    fclose(out);
    fprintf(stderr, "first-calls: %zu functions called; exit status %d\n", calls, exitStatus);
    return 0;
}

/* Fails an assertion, or dereferences NULL with "segv". */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

struct box {
    int value;
};

int open_box(struct box *b) {
    return b->value; /* @deref */
}

int main(int argc, char **argv) {
    struct box *full = malloc(sizeof *full);
    full->value = 3;
    if (argc > 1 && strcmp(argv[1], "segv") == 0)
        return open_box(NULL);
    assert(full->value == 4); /* @assert */
    return 0;
}

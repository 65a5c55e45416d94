#include <stdio.h>
#include <stdlib.h>

struct cell {
    int value;
    struct cell *next;
};

static int positive(struct cell *c)
{
    return c->value > 0;
}

/* How many values of the list are positive; `q` walks along with `p` to test each. */
int count_positive(struct cell *head)
{
    int n = 0;
    struct cell *p = head;
    struct cell *q = head;
    while (p != NULL) {
        if (positive(q))
            n = n + 1;
        p = p->next;
        q = q->next->next;
    }
    return n;
}

int main(int argc, char **argv)
{
    char *three[] = {"", "3", "-1", "5"};
    struct cell *head = NULL;
    if (argc < 2) {
        argc = 4;
        argv = three;
    }
    for (int i = argc - 1; i >= 1; i--) {
        struct cell *c = malloc(sizeof *c);
        c->value = atoi(argv[i]);
        c->next = head;
        head = c;
    }
    printf("%d\n", count_positive(head));
    return 0;
}

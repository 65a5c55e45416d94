#include <stdio.h>
#include <stdlib.h>

struct cell {
    int value;
    struct cell *next;
};

/* The value of the cell after `c`. */
static int next_value(struct cell *c)
{
    struct cell *n = c->next->next;
    return n->value;
}

/* The sum of the first two values of a list of at least two cells. */
int first_two(struct cell *head)
{
    int s = 0;
    s = head->value;
    s = s + next_value(head);
    return s;
}

int main(int argc, char **argv)
{
    char *two[] = {"", "10", "20"};
    struct cell *head = NULL;
    if (argc < 2) {
        argc = 3;
        argv = two;
    }
    for (int i = argc - 1; i >= 1; i--) {
        struct cell *c = malloc(sizeof *c);
        c->value = atoi(argv[i]);
        c->next = head;
        head = c;
    }
    printf("%d\n", first_two(head));
    return 0;
}

/* Each call should count one visit, but counts two. The second call starts from the count the
   first call got wrong: corrected at that call's first stop, it is the state the call starts
   from, and the repair only has to make this call right. */
#include <stdio.h>
#include <stdlib.h>

struct counter {
    int visits;
    int last;
};

void visit(struct counter *c, int who)
{
    int seen = c->visits;
    seen = seen + 2;
    c->visits = seen;
    c->last = who;
}

int main(int argc, char **argv)
{
    struct counter *c = malloc(sizeof(struct counter));
    c->visits = 0;
    c->last = 0;
    for (int i = 1; i < argc; i++)
        visit(c, atoi(argv[i]));
    printf("%d %d\n", c->visits, c->last);
    return 0;
}

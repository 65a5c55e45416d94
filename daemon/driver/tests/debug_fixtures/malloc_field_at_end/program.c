/* Makes a node holding v, but never stores v: `n->val = v;` is missing. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

struct node *make(int v)
{
    struct node *n = malloc(sizeof(struct node));
    n->next = NULL;
    return n;
}

int main(int argc, char **argv)
{
    int v = argc > 1 ? atoi(argv[1]) : 0;
    struct node *n = make(v);
    printf("val %d\n", n->val);
    free(n);
    return 0;
}

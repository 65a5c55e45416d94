#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

/* How many values are positive; the others are passed over. */
int count_positive(struct node *head)
{
    struct node *outer = head;
    struct node *next = NULL;
    int count = 0;
    while (outer != NULL) {
        if (outer->val <= 0) {
            next = outer->next;
            continue;
        }
        count = count + 1;
        next = outer->next;
        outer = next;
    }
    return count;
}

int main(int argc, char **argv)
{
    struct node *list = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *c = malloc(sizeof *c);
        c->val = atoi(argv[i]);
        c->next = list;
        list = c;
    }
    printf("%d\n", count_positive(list));
    return 0;
}

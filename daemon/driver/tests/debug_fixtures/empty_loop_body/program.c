/* Finding a list's last node lost the loop's only statement: the body is empty and, entered,
   the loop never ends. `enter` plays one round of the empty body; the repair inserts the step
   into it, and the hot-patched run plays each round with the inserted step. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

struct node *last(struct node *head)
{
    struct node *walk = head;
    while (walk->next != NULL) {
    }
    return walk;
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->val = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    if (head == NULL)
        return 0;
    printf("last %d\n", last(head)->val);
    printf("last %d\n", last(head->next != NULL ? head->next : head)->val);
    return 0;
}

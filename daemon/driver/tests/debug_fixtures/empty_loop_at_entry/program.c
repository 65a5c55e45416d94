/* Finding a list's last node lost the loop's only statement, and the loop is the function's
   first line: `enter` plays a round of the empty body by jumping back to the head, whose
   first address is the function's entry. The round is the same call, not a new one. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

struct node *last(struct node *walk)
{
    while (walk->next != NULL)
        ;
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

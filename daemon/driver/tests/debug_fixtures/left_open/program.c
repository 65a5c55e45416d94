/* Drops the node after each negative one and counts the nodes it visits, but steps the
   wrong variable: `victim = walk->next;` where it should advance `walk`. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

int drop_after_negatives(struct node *head)
{
    struct node *walk = head;
    struct node *victim = NULL;
    int visited = 0;
    while (walk != NULL) {
        visited = visited + 1;
        if (walk->val < 0 && walk->next != NULL) {
            victim = walk->next;
            walk->next = victim->next;
            free(victim);
        }
        victim = walk->next;
    }
    return visited;
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
    int visited = drop_after_negatives(head);
    printf("visited %d:", visited);
    for (struct node *p = head; p != NULL; p = p->next)
        printf(" %d", p->val);
    printf("\n");
    return 0;
}

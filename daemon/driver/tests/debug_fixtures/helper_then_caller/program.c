#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

/* The number of nodes from `p` on. */
static int count(struct node *p)
{
    int n = 0;
    while (p != NULL) {
        n = n + 1;
    }
    return n;
}

/* The data of the node half-way down the list (the later of two middles). */
int middle(struct node *head)
{
    int len = count(head);
    int half = len / 2;
    struct node *p = head;
    int i = 0;
    while (i < half) {
        p = head->next;
        i = i + 1;
    }
    return p->data;
}

int main(int argc, char **argv)
{
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    if (head == NULL) {
        printf("empty\n");
        return 0;
    }
    printf("%d\n", middle(head));
    return 0;
}

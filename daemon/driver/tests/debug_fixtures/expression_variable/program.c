#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static int length(struct node *list)
{
    int len = 0;
    for (; list != NULL; list = list->next)
        len++;
    return len;
}

/* The node k steps past the head of a list, going round as often as needed. */
struct node *walk_round(struct node *head, int k)
{
    int len = length(head);
    int steps = 0;
    k = k % steps;
    while (steps < k) {
        head = head->next;
        steps = steps + 1;
    }
    return head;
}

int main(int argc, char **argv)
{
    static const char *fallback[] = {"walk", "7", "10", "20", "30", "40", "50"};
    struct node *head = NULL;
    if (argc < 3) {
        argc = 7;
        argv = (char **)fallback;
    }
    for (int i = argc - 1; i >= 2; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->value = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("%d\n", walk_round(head, atoi(argv[1]))->value);
    return 0;
}

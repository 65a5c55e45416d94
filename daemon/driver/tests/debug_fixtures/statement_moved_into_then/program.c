#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = head;
    return n;
}

int max_pos(struct node *head) {
    int best = head->value, at = 0, i = 0;
    for (struct node *p = head; p != NULL; p = p->next) {
        if (p->value > best)
            best = p->value;
            at = i;
        i++;
    }
    return at;
}

int main(int argc, char **argv) {
    struct node *list = NULL;
    if (argc > 1) {
        for (int i = argc - 1; i >= 1; i--)
            list = push(list, atoi(argv[i]));
    } else {
        list = push(push(push(push(NULL, 2), 4), 9), 3);
    }
    printf("%d\n", max_pos(list));
    return 0;
}

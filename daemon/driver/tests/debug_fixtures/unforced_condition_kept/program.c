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

int max_value(struct node *head) {
    int best = head->value;
    struct node *p = head->next;
    while (p != NULL) {
        if (p->value < best)
            best = p->value;
        p = p->next;
    }
    return best;
}

int main(void) {
    struct node *list = push(push(push(push(NULL, 7), 4), 9), 3);
    printf("%d\n", max_value(list));
    return 0;
}

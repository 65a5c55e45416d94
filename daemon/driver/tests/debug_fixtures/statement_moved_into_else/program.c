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

struct node *remove_all(struct node *head, int v) {
    while (head != NULL && head->value == v) {
        struct node *gone = head;
        head = head->next;
        free(gone);
    }
    struct node *p = head;
    while (p != NULL && p->next != NULL) {
        if (p->next->value == v) {
            struct node *gone = p->next;
            p->next = gone->next;
            free(gone);
        }
        p = p->next;
    }
    return head;
}

int main(int argc, char **argv) {
    struct node *list = NULL;
    int v = 2;
    if (argc > 1) {
        v = atoi(argv[1]);
        for (int i = argc - 1; i >= 2; i--)
            list = push(list, atoi(argv[i]));
    } else {
        list = push(push(push(push(push(NULL, 5), 2), 2), 7), 2);
    }
    list = remove_all(list, v);
    for (struct node *p = list; p != NULL; p = p->next)
        printf("%d\n", p->value);
    return 0;
}

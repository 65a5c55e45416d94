#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

int ascending_prefix(struct node *a)
{
    struct node *seen = NULL;
    int n = 0;
    while (a != NULL) {
        if ((a->next != NULL && a->next->data < seen->data) || a->data < 0) {
            printf("step down after %d\n", a->data);
            return n + 1;
        }
        seen = a;
        n = n + 1;
        a = a->next;
    }
    return n;
}

int main(int argc, char **argv)
{
    struct node *list = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *c = malloc(sizeof *c);
        c->data = atoi(argv[i]);
        c->next = list;
        list = c;
    }
    printf("%d\n", ascending_prefix(list));
    return 0;
}

/* The leftmost node of a chain of left links; the function returns the wrong variable. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int key;
    struct node *left;
};

struct node *leftmost(struct node *root)
{
    struct node *best = root;
    struct node *cur = root;
    while (cur != NULL) {
        best = cur;
        cur = cur->left;
    }
    return cur;
}

int main(int argc, char **argv)
{
    struct node *root = NULL;
    for (int i = 1; i < argc; i++) {
        struct node *n = malloc(sizeof(struct node));
        n->key = atoi(argv[i]);
        n->left = root;
        root = n;
    }
    struct node *low = leftmost(root);
    printf("%d\n", low == NULL ? -1 : low->key);
    return 0;
}

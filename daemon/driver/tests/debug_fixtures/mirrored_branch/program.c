/* Binary search tree insertion with the insertion to the right deleted (`;` left). */
#include <stdio.h>
#include <stdlib.h>

struct Node {
    int key;
    struct Node *left;
    struct Node *right;
};

struct Node *insert(struct Node *node, int key)
{
    if (node == NULL) {
        struct Node *fresh = malloc(sizeof(struct Node));
        fresh->key = key;
        fresh->left = NULL;
        fresh->right = NULL;
        return fresh;
    }
    if (key < node->key)
        node->left = insert(node->left, key);
    else if (key > node->key)
        ;
    return node;
}

static void print_tree(struct Node *n)
{
    if (n == NULL) {
        printf(".");
        return;
    }
    printf("(%d ", n->key);
    print_tree(n->left);
    printf(" ");
    print_tree(n->right);
    printf(")");
}

int main(int argc, char **argv)
{
    struct Node *root = NULL;
    for (int i = 1; i < argc; i++)
        root = insert(root, atoi(argv[i]));
    print_tree(root);
    printf("\n");
    return 0;
}

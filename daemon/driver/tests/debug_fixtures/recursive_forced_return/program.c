#include <stdio.h>
#include <stdlib.h>

struct tnode {
    int key;
    int height;
    struct tnode *left;
    struct tnode *right;
};

static int height(struct tnode *n)
{
    if (n == NULL)
        return 0;
    return n->height;
}

static int max2(int a, int b)
{
    if (a > b)
        return a;
    return b;
}

static struct tnode *rotate_left(struct tnode *x)
{
    struct tnode *y = x->right;
    x->right = y->left;
    y->left = x;
    x->height = 1 + max2(height(x->left), height(x->right));
    y->height = 1 + max2(height(y->left), height(y->right));
    return y;
}

/* Inserts key into a search tree kept balanced where its right side grows too deep. */
struct tnode *insert(struct tnode *node, int key)
{
    struct tnode *fresh = NULL;
    int balance = 0;
    if (node == NULL) {
        fresh = malloc(sizeof(struct tnode));
        fresh->key = key;
        fresh->height = 1;
        fresh->left = NULL;
        fresh->right = NULL;
        return fresh;
    }
    if (key < node->key)
        node->left = insert(node->left, key);
    else
        node->right = insert(node->right, key);
    node->height = 1 + max2(height(node->left), height(node->right));
    balance = height(node->left) - height(node->right);
    if (key < -1)
        return rotate_left(node);
    return node;
}

static void print_tree(struct tnode *n)
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
    struct tnode *root = NULL;
    int i;
    for (i = 1; i < argc; i++)
        root = insert(root, atoi(argv[i]));
    print_tree(root);
    printf("\n");
    return 0;
}

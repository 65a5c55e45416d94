/* Recursive AVL insertion with the four rebalancing cases (LL, RR, LR, RL). */
#include <stdio.h>
#include <stdlib.h>

typedef struct AvlNode {
    int key;
    int height;
    struct AvlNode *left;
    struct AvlNode *right;
} AvlNode;

static int height(AvlNode *n)
{
    return n == NULL ? 0 : n->height;
}

static int max2(int a, int b)
{
    return a > b ? a : b;
}

static AvlNode *rotate_right(AvlNode *y)
{
    AvlNode *x = y->left;
    y->left = x->right;
    x->right = y;
    y->height = 1 + max2(height(y->left), height(y->right));
    x->height = 1 + max2(height(x->left), height(x->right));
    return x;
}

static AvlNode *rotate_left(AvlNode *x)
{
    AvlNode *y = x->right;
    x->right = y->left;
    y->left = x;
    x->height = 1 + max2(height(x->left), height(x->right));
    y->height = 1 + max2(height(y->left), height(y->right));
    return y;
}

AvlNode *avl_insert(AvlNode *node, int key)
{
    AvlNode *fresh = NULL;
    int balance = 0;
    if (node == NULL) {
        fresh = malloc(sizeof(AvlNode));
        fresh->key = key;
        fresh->height = 1;
        fresh->left = NULL;
        fresh->right = NULL;
        return fresh;
    }
    if (key < node->key)
        node->left = avl_insert(node->left, key);
    else if (key > node->key)
        node->right = avl_insert(node->right, key);
    else
        return node;
    node->height = 1 + max2(height(node->left), height(node->right));
    balance = height(node->left) - height(node->right);
    if (balance > 1 && key < node->left->key)
        return rotate_right(node);
    if (balance < -1 && key > node->right->key)
        return rotate_left(node);
    if (balance > 1 && key > node->left->key) {
        node->left = rotate_left(node->left);
        return rotate_right(node);
    }
    if (balance < -1 && key < node->right->key) {
        node->right = rotate_right(node->right);
        return rotate_left(node);
    }
    return node;
}

static void print_tree(AvlNode *n, int depth)
{
    if (n == NULL || depth > 20) {
        printf(n == NULL ? "." : "...");
        return;
    }
    printf("(%d:%d ", n->key, n->height);
    print_tree(n->left, depth + 1);
    printf(" ");
    print_tree(n->right, depth + 1);
    printf(")");
}

int main(int argc, char **argv)
{
    AvlNode *root = NULL;
    for (int i = 1; i < argc; i++)
        root = avl_insert(root, atoi(argv[i]));
    print_tree(root, 0);
    printf("\n");
    return 0;
}

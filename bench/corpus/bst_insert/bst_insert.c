/* Iterative insertion into a binary search tree (duplicates are ignored). */
#include <stdio.h>
#include <stdlib.h>

typedef struct BstNode {
    int key;
    struct BstNode *left;
    struct BstNode *right;
} BstNode;

BstNode *bstInsert(BstNode *root, int key)
{
    BstNode *parent = NULL;
    BstNode *cur = root;
    BstNode *fresh;
    while (cur != NULL) {
        if (key == cur->key)
            return root;
        parent = cur;
        if (key < cur->key)
            cur = cur->left;
        else
            cur = cur->right;
    }
    fresh = malloc(sizeof(BstNode));
    fresh->key = key;
    fresh->left = NULL;
    fresh->right = NULL;
    if (parent == NULL)
        root = fresh;
    else if (key < parent->key)
        parent->left = fresh;
    else
        parent->right = fresh;
    return root;
}

static void preorder(BstNode *n, int depth)
{
    if (n == NULL || depth > 20) {
        printf("_");
        return;
    }
    printf("%d(", n->key);
    preorder(n->left, depth + 1);
    printf(",");
    preorder(n->right, depth + 1);
    printf(")");
}

int main(int argc, char **argv)
{
    BstNode *root = NULL;
    for (int i = 1; i < argc; i++)
        root = bstInsert(root, atoi(argv[i]));
    preorder(root, 0);
    printf("\n");
    return 0;
}

/* Iterative deletion from a binary search tree: leaf, one child, or two children
   (replaced by the in-order successor, which is unlinked from its own parent). */
#include <stdio.h>
#include <stdlib.h>

struct bst {
    int key;
    struct bst *left;
    struct bst *right;
};

struct bst *bst_delete(struct bst *root, int key)
{
    struct bst *parent = NULL;
    struct bst *target = root;
    struct bst *child = NULL;
    struct bst *succ_parent = NULL;
    struct bst *succ = NULL;
    while (target != NULL && target->key != key) {
        parent = target;
        if (key < target->key)
            target = target->left;
        else
            target = target->right;
    }
    if (target == NULL)
        return root;
    if (target->left != NULL && target->right != NULL) {
        succ_parent = target;
        succ = target->right;
        while (succ->left != NULL) {
            succ_parent = succ;
            succ = succ->left;
        }
        target->key = succ->key;
        if (succ_parent == target)
            succ_parent->right = succ->right;
        else
            succ_parent->left = succ->right;
        free(succ);
        return root;
    }
    if (target->left != NULL)
        child = target->left;
    else
        child = target->right;
    if (parent == NULL)
        root = child;
    else if (parent->left == target)
        parent->left = child;
    else
        parent->right = child;
    free(target);
    return root;
}

static struct bst *insert(struct bst *root, int key)
{
    if (root == NULL) {
        root = malloc(sizeof(struct bst));
        root->key = key;
        root->left = NULL;
        root->right = NULL;
    } else if (key < root->key) {
        root->left = insert(root->left, key);
    } else if (key > root->key) {
        root->right = insert(root->right, key);
    }
    return root;
}

static void print_tree(struct bst *t, int depth)
{
    if (t == NULL || depth > 20) {
        printf(t == NULL ? "." : "...");
        return;
    }
    printf("(%d ", t->key);
    print_tree(t->left, depth + 1);
    printf(" ");
    print_tree(t->right, depth + 1);
    printf(")");
}

/* argv[1]: key to delete; argv[2..]: insertion order. */
int main(int argc, char **argv)
{
    struct bst *root = NULL;
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++)
        root = insert(root, atoi(argv[i]));
    root = bst_delete(root, atoi(argv[1]));
    print_tree(root, 0);
    printf("\n");
    return 0;
}

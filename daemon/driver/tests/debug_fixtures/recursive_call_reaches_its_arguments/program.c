/* Binary search tree insertion whose right descent stores into the left child. */
#include <stdio.h>
#include <stdlib.h>

struct tree {
    int key;
    struct tree *left;
    struct tree *right;
};

struct tree *insert(struct tree *root, int key) {
    if (root == NULL) {
        struct tree *t = malloc(sizeof *t);
        t->key = key;
        t->left = NULL;
        t->right = NULL;
        return t;
    }
    if (key < root->key)
        root->left = insert(root->left, key);
    else
        root->left = insert(root->right, key);
    return root;
}

void print(struct tree *t) {
    if (t == NULL)
        return;
    print(t->left);
    printf("%d\n", t->key);
    print(t->right);
}

int main(void) {
    struct tree *root = NULL;
    root = insert(root, 5);
    root = insert(root, 8);
    root = insert(root, 3);
    print(root);
    return 0;
}

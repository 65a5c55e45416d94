/* A binary search tree: insert keys, print them in order. */
#include <stdio.h>
#include <stdlib.h>

struct tree {
    int key;
    struct tree *left;
    struct tree *right;
};

struct tree *insert(struct tree *root, int key) {
    if (root == NULL) {
        struct tree *leaf = calloc(1, sizeof *leaf);
        leaf->key = key; /* @leaf */
        return leaf;
    }
    if (key < root->key)
        root->left = insert(root->left, key);
    else
        root->right = insert(root->right, key);
    return root;
}

void print_in_order(struct tree *t) {
    if (t == NULL)
        return;
    print_in_order(t->left);
    printf("%d ", t->key);
    print_in_order(t->right);
}

int main(void) {
    int keys[] = {50, 30, 70, 20, 40};
    struct tree *root = NULL;
    for (int i = 0; i < 5; i++)
        root = insert(root, keys[i]); /* @insert */
    print_in_order(root); /* @built graph: root=n1, n1->key=50, n1->left=n2, n1->right=n3, n2->left=n4, n2->right=n5, n4->key=20, n5->key=40, n3->left=NULL, n3->right=NULL */
    printf("\n");
    return 0;
}

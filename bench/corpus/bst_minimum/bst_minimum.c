/* Find the node with the minimum key of a binary search tree. */
#include <stdio.h>
#include <stdlib.h>

struct tnode {
    int key;
    struct tnode *left;
    struct tnode *right;
};

struct tnode *tree_minimum(struct tnode *root)
{
    struct tnode *current = root;
    struct tnode *best = NULL;
    while (current != NULL) {
        best = current;
        current = current->left;
    }
    return best;
}

static struct tnode *insert(struct tnode *root, int key)
{
    if (root == NULL) {
        struct tnode *n = malloc(sizeof(struct tnode));
        n->key = key;
        n->left = NULL;
        n->right = NULL;
        return n;
    }
    if (key < root->key)
        root->left = insert(root->left, key);
    else
        root->right = insert(root->right, key);
    return root;
}

int main(int argc, char **argv)
{
    struct tnode *root = NULL;
    struct tnode *min = NULL;
    for (int i = 1; i < argc; i++)
        root = insert(root, atoi(argv[i]));
    min = tree_minimum(root);
    if (min == NULL)
        printf("empty tree\n");
    else
        printf("min %d (has right subtree: %s)\n", min->key, min->right != NULL ? "yes" : "no");
    return 0;
}

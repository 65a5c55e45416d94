/* A right rotation of a size-augmented search tree forgets to update the size of the node
   that moves down. No statement shape computes a size (it calls a helper): the repair
   inserts a value of its own there, and the program's own code for the other node's size,
   renamed, computes it. */
#include <stdio.h>
#include <stdlib.h>

struct tnode {
    int key;
    int size;
    struct tnode *left;
    struct tnode *right;
};

static int size_of(struct tnode *n)
{
    return n == NULL ? 0 : n->size;
}

struct tnode *rotate_right(struct tnode *y)
{
    struct tnode *x = y->left;
    y->left = x->right;
    x->right = y;
    x->size = size_of(x->left) + size_of(x->right) + 1;
    return x;
}

static struct tnode *insert(struct tnode *t, int key)
{
    if (t == NULL) {
        struct tnode *n = malloc(sizeof(struct tnode));
        n->key = key;
        n->size = 1;
        n->left = NULL;
        n->right = NULL;
        return n;
    }
    if (key < t->key)
        t->left = insert(t->left, key);
    else
        t->right = insert(t->right, key);
    t->size = t->size + 1;
    return t;
}

static void show(struct tnode *t)
{
    if (t == NULL) {
        printf(".");
        return;
    }
    printf("(%d:%d ", t->key, t->size);
    show(t->left);
    printf(" ");
    show(t->right);
    printf(")");
}

int main(int argc, char **argv)
{
    struct tnode *root = NULL;
    for (int i = 1; i < argc; i++)
        root = insert(root, atoi(argv[i]));
    if (root == NULL || root->left == NULL)
        return 0;
    root = rotate_right(root);
    show(root);
    printf("\n");
    return 0;
}

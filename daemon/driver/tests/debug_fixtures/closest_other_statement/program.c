/* AVL tree: left-right double rotation at the root. */
#include <stdio.h>
#include <stdlib.h>

struct avl_node {
    int key;
    int height;
    struct avl_node *left;
    struct avl_node *right;
};

static int height(struct avl_node *n);
static int max_int(int a, int b);

/* Left rotation of the left child, then right rotation of the root (the LR case). */
struct avl_node *rotate_left_right(struct avl_node *z)
{
    struct avl_node *y = z->left;
    struct avl_node *x = y->right;
    struct avl_node *b = x->left;
    struct avl_node *c = x->right;
    x->left = y;
    z->left = c;
    x->right = z;
    y->height = max_int(height(y->left), height(y->right)) + 1;
    z->height = max_int(height(z->left), height(y->right)) + 1;
    x->height = max_int(height(x->left), height(x->right)) + 1;
    return x;
}

static int height(struct avl_node *n)
{
    return n == NULL ? 0 : n->height;
}

static int max_int(int a, int b)
{
    return a > b ? a : b;
}

/* Plain (unbalanced) BST insert so the tests can build any shape to rotate. */
static struct avl_node *bst_insert(struct avl_node *root, int key)
{
    if (root == NULL) {
        struct avl_node *n = malloc(sizeof(struct avl_node));
        n->key = key;
        n->left = NULL;
        n->right = NULL;
        n->height = 1;
        return n;
    }
    if (key < root->key)
        root->left = bst_insert(root->left, key);
    else
        root->right = bst_insert(root->right, key);
    root->height = 1 + max_int(height(root->left), height(root->right));
    return root;
}

static void print_tree(struct avl_node *n, int depth)
{
    if (n == NULL || depth > 20) {
        printf(n == NULL ? "." : "...");
        return;
    }
    printf("(%d/h%d ", n->key, n->height);
    print_tree(n->left, depth + 1);
    printf(" ");
    print_tree(n->right, depth + 1);
    printf(")");
}

int main(int argc, char **argv)
{
    struct avl_node *root = NULL;
    for (int i = 1; i < argc; i++)
        root = bst_insert(root, atoi(argv[i]));
    print_tree(root, 0);
    printf("\n");
    if (root != NULL && root->left != NULL && root->left->right != NULL) {
        root = rotate_left_right(root);
        print_tree(root, 0);
        printf("\n");
    } else {
        printf("no rotation\n");
    }
    return 0;
}

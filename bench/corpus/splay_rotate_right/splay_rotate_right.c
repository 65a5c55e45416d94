/* Splay tree: zig step, rotating a left child x up over its parent (a right rotation). */
#include <stdio.h>
#include <stdlib.h>

typedef struct SplayNode {
    int key;
    struct SplayNode *left;
    struct SplayNode *right;
    struct SplayNode *parent;
} SplayNode;

/* Returns x's new parent (NULL when x became the root). */
SplayNode *zig(SplayNode *x)
{
    SplayNode *p = x->parent;
    SplayNode *g = p->parent;
    SplayNode *inner = x->right;
    p->left = inner;
    if (inner != NULL)
        inner->parent = p;
    x->right = p;
    p->parent = x;
    x->parent = g;
    if (g != NULL) {
        if (g->right == p)
            g->right = x;
        else
            g->left = x;
    }
    return g;
}

static SplayNode *insert(SplayNode *root, int key)
{
    SplayNode *node = malloc(sizeof(SplayNode));
    SplayNode *at = root;
    node->key = key;
    node->left = NULL;
    node->right = NULL;
    node->parent = NULL;
    if (root == NULL)
        return node;
    for (;;) {
        if (key < at->key) {
            if (at->left == NULL) {
                at->left = node;
                break;
            }
            at = at->left;
        } else {
            if (at->right == NULL) {
                at->right = node;
                break;
            }
            at = at->right;
        }
    }
    node->parent = at;
    return root;
}

static void show(SplayNode *n, int depth)
{
    if (n == NULL || depth > 20) {
        printf(n == NULL ? "-" : "...");
        return;
    }
    printf("[%d", n->key);
    if (n->parent != NULL)
        printf("<%d", n->parent->key);
    printf(" ");
    show(n->left, depth + 1);
    printf(" ");
    show(n->right, depth + 1);
    printf("]");
}

/* argv[1]: the key to rotate up; argv[2..]: insertion order. */
int main(int argc, char **argv)
{
    SplayNode *root = NULL;
    SplayNode *x;
    int key;
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++)
        root = insert(root, atoi(argv[i]));
    key = atoi(argv[1]);
    x = root;
    while (x != NULL && x->key != key)
        x = key < x->key ? x->left : x->right;
    if (x == NULL || x->parent == NULL || x->parent->left != x) {
        printf("cannot rotate\n");
        return 0;
    }
    if (zig(x) == NULL)
        root = x;
    show(root, 0);
    printf("\n");
    return 0;
}

/* Red-black tree: right rotation around a node, with parent links and the root updated. */
#include <stdio.h>
#include <stdlib.h>

#define RED 0
#define BLACK 1

struct rb_node {
    int key;
    int color;
    struct rb_node *left;
    struct rb_node *right;
    struct rb_node *parent;
};

struct rb_tree {
    struct rb_node *root;
    int size;
};

void right_rotate(struct rb_tree *tree, struct rb_node *y)
{
    struct rb_node *x = y->left;
    y->left = x->right;
    if (x->right != NULL)
        x->right->parent = y;
    x->parent = y->parent;
    if (y->parent == NULL)
        tree->root = x;
    else if (y == y->parent->right)
        y->parent->right = x;
    else
        y->parent->left = x;
    x->right = y;
    y->parent = x;
}

/* BST insert with parent links; colours alternate by depth (rotations ignore them). */
static void tree_insert(struct rb_tree *t, int key)
{
    struct rb_node *n = malloc(sizeof(struct rb_node));
    struct rb_node *p = NULL;
    struct rb_node *cur = t->root;
    int depth = 0;
    while (cur != NULL) {
        p = cur;
        cur = key < cur->key ? cur->left : cur->right;
        depth++;
    }
    n->key = key;
    n->color = depth % 2 == 0 ? BLACK : RED;
    n->left = NULL;
    n->right = NULL;
    n->parent = p;
    if (p == NULL)
        t->root = n;
    else if (key < p->key)
        p->left = n;
    else
        p->right = n;
    t->size++;
}

static struct rb_node *find(struct rb_tree *t, int key)
{
    struct rb_node *cur = t->root;
    while (cur != NULL && cur->key != key)
        cur = key < cur->key ? cur->left : cur->right;
    return cur;
}

/* Prints key, colour and parent key of each node, preorder. */
static void dump(struct rb_node *n, int depth)
{
    if (n == NULL || depth > 20) {
        printf(n == NULL ? "." : "...");
        return;
    }
    printf("(%d%c^", n->key, n->color == RED ? 'r' : 'b');
    if (n->parent != NULL)
        printf("%d ", n->parent->key);
    else
        printf("- ");
    dump(n->left, depth + 1);
    printf(" ");
    dump(n->right, depth + 1);
    printf(")");
}

/* argv[1]: key of the node to rotate at; argv[2..]: insertion order. */
int main(int argc, char **argv)
{
    struct rb_tree tree = {NULL, 0};
    struct rb_node *x;
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++)
        tree_insert(&tree, atoi(argv[i]));
    x = find(&tree, atoi(argv[1]));
    if (x != NULL && x->left != NULL) {
        right_rotate(&tree, x);
        dump(tree.root, 0);
        printf("\n");
    } else {
        printf("cannot rotate\n");
    }
    return 0;
}

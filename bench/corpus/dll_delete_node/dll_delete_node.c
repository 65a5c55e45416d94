/* Delete the node with a given key from a doubly linked list kept with head and tail
   pointers; every position (head, inner, tail, only node) needs different relinking. */
#include <stdio.h>
#include <stdlib.h>

struct dnode {
    int key;
    struct dnode *prev;
    struct dnode *next;
};

struct dlist {
    struct dnode *head;
    struct dnode *tail;
    int length;
};

static struct dnode *find_key(struct dlist *list, int key)
{
    struct dnode *n = list->head;
    while (n != NULL && n->key != key)
        n = n->next;
    return n;
}

int delete_node(struct dlist *list, int key)
{
    struct dnode *del = find_key(list, key);
    struct dnode *before = NULL;
    struct dnode *after = NULL;
    if (del == NULL)
        return 0;
    before = del->prev;
    after = del->next;
    if (before == NULL && after == NULL) {
        list->head = NULL;
        list->tail = NULL;
    } else if (before == NULL) {
        list->head = after;
        after->prev = NULL;
    } else if (after == NULL) {
        list->tail = before;
        before->next = NULL;
    } else {
        before->next = after;
        after->prev = before;
    }
    list->length = list->length - 1;
    free(del);
    return 1;
}

static void push_back(struct dlist *list, int key)
{
    struct dnode *n = malloc(sizeof(struct dnode));
    n->key = key;
    n->next = NULL;
    n->prev = list->tail;
    if (list->tail != NULL)
        list->tail->next = n;
    else
        list->head = n;
    list->tail = n;
    list->length++;
}

static void print_dlist(struct dlist *list)
{
    struct dnode *n = list->head;
    int budget = 100;
    printf("len %d fwd:", list->length);
    while (n != NULL && budget-- > 0) {
        printf(" %d", n->key);
        n = n->next;
    }
    printf(" bwd:");
    budget = 100;
    for (n = list->tail; n != NULL && budget-- > 0; n = n->prev)
        printf(" %d", n->key);
    printf("\n");
}

/* argv[1]: key to delete; argv[2..]: the list. */
/* Counts ordered pairs of nodes whose values are equal or rise by exactly `window`
   (a ring is walked once). */
int count_close_pairs(struct dnode *head, int window)
{
    int pairs = 0;
    struct dnode *p = head;
    struct dnode *q = NULL;
    while (p != NULL) {
        q = p->next;
        while (q != NULL && q != head) {
            if (q->key == p->key || q->key - p->key == window) {
                pairs = pairs + 1;
            }
            q = q->next;
        }
        p = p->next;
        if (p == head) {
            p = NULL;
        }
    }
    return pairs;
}

int main(int argc, char **argv)
{
    struct dlist list = {NULL, NULL, 0};
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++)
        push_back(&list, atoi(argv[i]));
    printf("close pairs: %d\n", count_close_pairs(list.head, 2));
    printf("deleted: %d\n", delete_node(&list, atoi(argv[1])));
    print_dlist(&list);
    return 0;
}

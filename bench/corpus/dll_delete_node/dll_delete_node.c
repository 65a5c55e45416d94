/* Delete the nodes with a given key from a doubly linked list kept with head and tail
   pointers, up to a count of occurrences from either end; every position (head, inner,
   tail, only node) needs different relinking. */
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

/* Deletes up to |count| nodes with `key`: searching from the head for count > 0, from the
   tail for count < 0. Returns how many were deleted, -1 for count 0. */
int delete_node(struct dlist *list, int key, int count)
{
    struct dnode *del = NULL;
    struct dnode *before = NULL;
    struct dnode *after = NULL;
    int wanted = count;
    int deleted = 0;
    if (count == 0) {
        printf("count must not be 0\n");
        return -1;
    }
    if (count > 0) {
        del = find_key(list, key);
    } else {
        wanted = -count;
        del = list->tail;
        while (del != NULL && del->key != key)
            del = del->prev;
    }
    while (del != NULL && deleted < wanted) {
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
        deleted = deleted + 1;
        /* The next occurrence lies further on in the search direction. */
        if (count > 0) {
            del = after;
            while (del != NULL && del->key != key)
                del = del->next;
        } else {
            del = before;
            while (del != NULL && del->key != key)
                del = del->prev;
        }
    }
    return deleted;
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

/* argv[1]: key to delete; argv[2]: how many (negative: from the tail); argv[3..]: the list. */
int main(int argc, char **argv)
{
    struct dlist list = {NULL, NULL, 0};
    if (argc < 3)
        return 2;
    for (int i = 3; i < argc; i++)
        push_back(&list, atoi(argv[i]));
    printf("deleted: %d\n", delete_node(&list, atoi(argv[1]), atoi(argv[2])));
    print_dlist(&list);
    return 0;
}

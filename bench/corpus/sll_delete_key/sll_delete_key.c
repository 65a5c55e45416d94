/* Delete the first node holding a given key from a singly linked list. */
#include <stdio.h>
#include <stdlib.h>

struct list_node {
    int key;
    struct list_node *next;
};

struct list_node *delete_key(struct list_node *head, int key)
{
    struct list_node *cur = head;
    struct list_node *prev = NULL;
    while (cur != NULL && cur->key != key) {
        prev = cur;
        cur = cur->next;
    }
    if (cur == NULL)
        return head;
    if (prev == NULL)
        head = cur->next;
    else
        prev->next = cur->next;
    free(cur);
    return head;
}

static struct list_node *cons(int key, struct list_node *rest)
{
    struct list_node *n = malloc(sizeof *n);
    n->key = key;
    n->next = rest;
    return n;
}

static void show(const struct list_node *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d -> ", p->key);
        p = p->next;
    }
    printf("NULL\n");
}

/* argv[1] is the key to delete, the rest the list. */
int main(int argc, char **argv)
{
    struct list_node *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--)
        head = cons(atoi(argv[i]), head);
    head = delete_key(head, atoi(argv[1]));
    show(head);
    return 0;
}

/* Insert a new node at a 0-based position of a singly linked list (append if past the end). */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int item;
    struct node *link;
};

struct node *insert_at(struct node *first, int pos, int item)
{
    struct node *fresh = malloc(sizeof(struct node));
    struct node *before = first;
    int index = 1;
    fresh->item = item;
    fresh->link = NULL;
    if (pos <= 0 || first == NULL) {
        fresh->link = first;
        return fresh;
    }
    while (index < pos && before->link != NULL) {
        before = before->link;
        index++;
    }
    fresh->link = before->link;
    before->link = fresh;
    return first;
}

static void print_items(struct node *p)
{
    int budget = 100;
    printf("list:");
    for (; p != NULL && budget > 0; p = p->link, budget--)
        printf(" %d", p->item);
    printf("\n");
}

/* argv[1] position, argv[2] item, argv[3..] the list. */
int main(int argc, char **argv)
{
    struct node *first = NULL;
    struct node *last = NULL;
    if (argc < 3)
        return 2;
    for (int i = 3; i < argc; i++) {
        struct node *n = malloc(sizeof(struct node));
        n->item = atoi(argv[i]);
        n->link = NULL;
        if (last == NULL)
            first = n;
        else
            last->link = n;
        last = n;
    }
    first = insert_at(first, atoi(argv[1]), atoi(argv[2]));
    print_items(first);
    return 0;
}

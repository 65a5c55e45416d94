/* Swap the nodes holding keys x and y by relinking (data is never copied). */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct node *swap_nodes(struct node *head, int x, int y)
{
    struct node *prevX = NULL;
    struct node *currX = head;
    struct node *prevY = NULL;
    struct node *currY = head;
    struct node *tmp = NULL;
    if (x == y)
        return head;
    while (currX != NULL && currX->data != x) {
        prevX = currX;
        currX = currX->next;
    }
    while (currY != NULL && currY->data != y) {
        prevY = currY;
        currY = currY->next;
    }
    if (currX == NULL || currY == NULL)
        return head;
    if (prevX != NULL)
        prevX->next = currY;
    else
        head = currY;
    if (prevY != NULL)
        prevY->next = currX;
    else
        head = currX;
    tmp = currY->next;
    currY->next = currX->next;
    currX->next = tmp;
    return head;
}

static struct node *push(struct node *head, int data)
{
    struct node *n = malloc(sizeof(struct node));
    n->data = data;
    n->next = head;
    return n;
}

static void print_list(struct node *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d ", p->data);
        p = p->next;
    }
    printf("|\n");
}

/* argv[1], argv[2]: the keys to swap; argv[3..]: the list. */
int main(int argc, char **argv)
{
    struct node *head = NULL;
    if (argc < 3)
        return 2;
    for (int i = argc - 1; i >= 3; i--)
        head = push(head, atoi(argv[i]));
    head = swap_nodes(head, atoi(argv[1]), atoi(argv[2]));
    print_list(head);
    return 0;
}

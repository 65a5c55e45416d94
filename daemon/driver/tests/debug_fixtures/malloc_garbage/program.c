/* Builds a list of count values from start on, but leaves `tail` at the head where it should
   move it to the node just appended. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

struct node *build(int count, int start)
{
    struct node *head = NULL;
    struct node *tail = NULL;
    struct node *fresh = NULL;
    int i = 0;
    while (i < count) {
        fresh = malloc(sizeof(struct node));
        fresh->val = start + i;
        if (head == NULL)
            head = fresh;
        else
            tail->next = fresh;
        tail = head;
        i = i + 1;
    }
    if (tail != NULL)
        tail->next = NULL;
    return head;
}

int main(int argc, char **argv)
{
    int count = argc > 1 ? atoi(argv[1]) : 0;
    int start = argc > 2 ? atoi(argv[2]) : 1;
    struct node *head = build(count, start);
    printf("list:");
    for (struct node *p = head; p != NULL; p = p->next)
        printf(" %d", p->val);
    printf("\n");
    return 0;
}

/* Unlinks the node after the head and frees it, but frees the head instead. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

void drop_second(struct node *head) {
    struct node *temp = head->next;
    head->next = temp->next;
    free(head);
}

int main(int argc, char **argv) {
    struct node *head = NULL;
    for (int i = argc - 1; i >= 1; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->val = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    if (head != NULL && head->next != NULL)
        drop_second(head);
    printf("out");
    for (struct node *p = head; p != NULL; p = p->next)
        printf(" %d", p->val);
    printf("\n");
    return 0;
}

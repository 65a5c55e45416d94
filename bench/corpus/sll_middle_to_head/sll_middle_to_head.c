/* Make the middle node (the first middle for even lengths) the head of a singly linked list. */
#include <stdio.h>
#include <stdlib.h>

struct Node {
    int data;
    struct Node *next;
};

struct Node *middle_to_head(struct Node *head)
{
    struct Node *one_step = head;
    struct Node *two_step = head;
    struct Node *before_mid = NULL;
    int position = 0;
    int length = 1;
    if (head == NULL || head->next == NULL) {
        printf("nothing to move\n");
        return head;
    }
    while (two_step->next != NULL && two_step->next->next != NULL) {
        before_mid = one_step;
        one_step = one_step->next;
        two_step = two_step->next->next;
        position = position + 1;
        length = length + 2;
    }
    if (two_step->next != NULL)
        length = length + 1;
    if (before_mid != NULL) {
        before_mid->next = one_step->next;
        one_step->next = head;
        head = one_step;
        printf("moved %d from %d of %d\n", head->data, position, length);
    } else {
        printf("%d is already the middle of %d\n", head->data, length);
    }
    return head;
}

static struct Node *push(struct Node *head, int data)
{
    struct Node *n = malloc(sizeof(struct Node));
    n->data = data;
    n->next = head;
    return n;
}

static void print_list(struct Node *n)
{
    int budget = 100;
    while (n != NULL && budget-- > 0) {
        printf("%d", n->data);
        if (n->next != NULL)
            printf(",");
        n = n->next;
    }
    printf(";\n");
}

/* Scores the value sequence: a rise 2, a fall or a zero -1 (at most `limit` nodes). */
int zigzag_score(struct Node *head, int limit)
{
    int score = 0;
    int steps = 0;
    struct Node *before = NULL;
    struct Node *p = head;
    while (p != NULL && steps < limit) {
        if (before != NULL && p->data > before->data) {
            score = score + 2;
        } else if (before != NULL && (p->data < before->data || p->data == 0)) {
            score = score - 1;
        }
        before = p;
        p = p->next;
        steps = steps + 1;
    }
    return score;
}

int main(int argc, char **argv)
{
    struct Node *head = NULL;
    for (int i = argc - 1; i >= 1; i--)
        head = push(head, atoi(argv[i]));
    printf("zigzag: %d\n", zigzag_score(head, 100));
    head = middle_to_head(head);
    print_list(head);
    return 0;
}

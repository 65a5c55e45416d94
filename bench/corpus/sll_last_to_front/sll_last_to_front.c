/* Move the last node of a singly linked list to the front, k times (a right rotation
   by k), skipping full turns. */
#include <stdio.h>
#include <stdlib.h>

struct elem {
    int value;
    struct elem *next;
};

static int length_of(struct elem *list)
{
    int len = 0;
    for (; list != NULL; list = list->next)
        len++;
    return len;
}

struct elem *last_to_front(struct elem *head, int k)
{
    struct elem *second_last = NULL;
    struct elem *last = NULL;
    int len = length_of(head);
    int moves = 0;
    if (head == NULL || head->next == NULL || k <= 0)
        return head;
    if (k >= len)
        k = k % len;
    while (moves < k) {
        second_last = NULL;
        last = head;
        while (last->next != NULL) {
            second_last = last;
            last = last->next;
        }
        if (second_last != NULL) {
            second_last->next = NULL;
            last->next = head;
            head = last;
        }
        moves = moves + 1;
    }
    return head;
}

static struct elem *prepend(struct elem *list, int value)
{
    struct elem *e = malloc(sizeof(struct elem));
    e->value = value;
    e->next = list;
    return e;
}

static void dump(struct elem *list)
{
    int budget = 100;
    printf("<");
    while (list != NULL && budget-- > 0) {
        printf(" %d", list->value);
        list = list->next;
    }
    printf(" >\n");
}

/* argv[1]: k; argv[2..]: the list. */
/* Scores the value sequence: a rise 2, a fall or a zero -1 (at most `limit` nodes). */
int zigzag_score(struct elem *head, int limit)
{
    int score = 0;
    int steps = 0;
    struct elem *before = NULL;
    struct elem *p = head;
    while (p != NULL && steps < limit) {
        if (before != NULL && p->value > before->value) {
            score = score + 2;
        } else if (before != NULL && (p->value < before->value || p->value == 0)) {
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
    struct elem *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--)
        head = prepend(head, atoi(argv[i]));
    printf("zigzag: %d\n", zigzag_score(head, 100));
    head = last_to_front(head, atoi(argv[1]));
    dump(head);
    return 0;
}

/* Move the last node of a singly linked list to the front, k times (a right rotation
   by k; a negative k rotates left), skipping full turns and taking the shorter way round. */
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
    struct elem *first = NULL;
    int len = length_of(head);
    int moves = 0;
    int to_back = 0;
    if (head == NULL || head->next == NULL || k == 0)
        return head;
    if (k < 0) {
        to_back = 1;
        k = -k;
    }
    if (k >= len)
        k = k % len;
    /* More than half a turn one way is less than half the other way. */
    if (to_back == 0 && k > len / 2) {
        to_back = 1;
        k = len - k;
    } else if (to_back == 1 && k > len / 2) {
        to_back = 0;
        k = len - k;
    }
    while (moves < k) {
        if (to_back) {
            first = head;
            last = head;
            while (last->next != NULL)
                last = last->next;
            head = first->next;
            first->next = NULL;
            last->next = first;
        } else {
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
        }
        moves = moves + 1;
    }
    if (to_back) {
        printf("%d move(s) first to back\n", moves);
    } else {
        printf("%d move(s) last to front\n", moves);
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

/* argv[1]: k (negative: rotate left); argv[2..]: the list. */
int main(int argc, char **argv)
{
    struct elem *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--)
        head = prepend(head, atoi(argv[i]));
    head = last_to_front(head, atoi(argv[1]));
    dump(head);
    return 0;
}

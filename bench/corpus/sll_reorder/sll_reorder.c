/* Rearrange a singly linked list L0 L1 ... Ln into L0 Ln L1 Ln-1 L2 ...:
   find the middle, reverse the second half, then interleave the halves; or undo that,
   taking every second node out and appending them in reverse. */
#include <stdio.h>
#include <stdlib.h>

typedef struct node_t {
    int v;
    struct node_t *next;
} node_t;

static node_t *reverse_list(node_t *head)
{
    node_t *prev = NULL;
    while (head != NULL) {
        node_t *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

/* undo 0 reorders; undo 1 takes the order back (L0 Ln L1 Ln-1 ... to L0 L1 ... Ln).
   Returns how many nodes moved, or -1 for a bad mode. */
int reorder_list(node_t *head, int undo)
{
    node_t *slow = head;
    node_t *fast = head;
    node_t *second = NULL;
    node_t *first = head;
    node_t *first_next = NULL;
    node_t *second_next = NULL;
    node_t *kept_tail = NULL;
    node_t *taken = NULL;
    int moved = 0;
    if (undo != 0 && undo != 1) {
        printf("bad mode %d\n", undo);
        return -1;
    }
    if (head == NULL || head->next == NULL)
        return 0;
    if (undo == 1) {
        /* Every second node comes out; pushing them reverses them back into order. */
        while (first != NULL) {
            kept_tail = first;
            taken = first->next;
            if (taken == NULL)
                break;
            first->next = taken->next;
            taken->next = second;
            second = taken;
            moved = moved + 1;
            first = first->next;
        }
        kept_tail->next = second;
        return moved;
    }
    while (fast->next != NULL && fast->next->next != NULL) {
        slow = slow->next;
        fast = fast->next->next;
    }
    second = reverse_list(slow->next);
    slow->next = NULL;
    while (first != NULL && second != NULL) {
        first_next = first->next;
        second_next = second->next;
        first->next = second;
        second->next = first_next;
        first = first_next;
        second = second_next;
        moved = moved + 1;
    }
    return moved;
}

static void print_list(node_t *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d ", p->v);
        p = p->next;
    }
    printf("\n");
}

/* argv[1]: 0 reorders, 1 undoes the reordering; argv[2..]: the list. */
int main(int argc, char **argv)
{
    node_t *head = NULL;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        node_t *n = malloc(sizeof(node_t));
        n->v = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    printf("moved %d\n", reorder_list(head, atoi(argv[1])));
    print_list(head);
    return 0;
}

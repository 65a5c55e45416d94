/* Remove duplicate keys from an unsorted doubly linked list, keeping the first
   occurrence of each; the prev links must stay consistent. */
#include <stdio.h>
#include <stdlib.h>

typedef struct DNode {
    int data;
    struct DNode *prev;
    struct DNode *next;
} DNode;

static void unlink_node(DNode *node)
{
    if (node->prev != NULL)
        node->prev->next = node->next;
    if (node->next != NULL)
        node->next->prev = node->prev;
    free(node);
}

int remove_duplicates(DNode *head)
{
    DNode *keep = head;
    DNode *probe = NULL;
    DNode *following = NULL;
    int removed = 0;
    while (keep != NULL) {
        probe = keep->next;
        while (probe != NULL) {
            following = probe->next;
            if (probe->data == keep->data) {
                if (probe->prev != NULL && following != NULL) {
                    probe->prev->next = following;
                    following->prev = probe->prev;
                    free(probe);
                } else {
                    unlink_node(probe);
                }
                removed = removed + 1;
            }
            probe = following;
        }
        keep = keep->next;
    }
    return removed;
}

static void print_both(DNode *head)
{
    DNode *last = NULL;
    int budget = 100;
    printf("fwd:");
    while (head != NULL && budget-- > 0) {
        printf(" %d", head->data);
        last = head;
        head = head->next;
    }
    printf(" bwd:");
    budget = 100;
    while (last != NULL && budget-- > 0) {
        printf(" %d", last->data);
        last = last->prev;
    }
    printf("\n");
}

/* Counts values inside [lo, hi] up and values above 2 * hi down (at most 100 nodes). */
int scan_profile(struct DNode *head, int lo, int hi)
{
    int inside = 0;
    int steps = 0;
    struct DNode *p = head;
    while (p != NULL && steps < 100) {
        if (p->data >= lo && p->data <= hi) {
            inside = inside + 1;
        } else if (p->data > hi + hi) {
            inside = inside - 1;
        }
        p = p->next;
        steps = steps + 1;
    }
    return inside;
}

int main(int argc, char **argv)
{
    DNode *head = NULL;
    DNode *tail = NULL;
    for (int i = 1; i < argc; i++) {
        DNode *d = malloc(sizeof(DNode));
        d->data = atoi(argv[i]);
        d->next = NULL;
        d->prev = tail;
        if (tail != NULL)
            tail->next = d;
        else
            head = d;
        tail = d;
    }
    printf("profile: %d\n", scan_profile(head, 1, 5));
    printf("removed %d\n", remove_duplicates(head));
    print_both(head);
    return 0;
}

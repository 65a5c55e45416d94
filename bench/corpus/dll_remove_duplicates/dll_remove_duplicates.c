/* Remove duplicate keys from an unsorted doubly linked list, keeping the first or the last
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

/* keep_last 0 keeps each key's first occurrence; 1 keeps its last, walking back from the
   tail (the head itself may go). Returns the head. */
DNode *remove_duplicates(DNode *head, int keep_last)
{
    DNode *keep = head;
    DNode *probe = NULL;
    DNode *following = NULL;
    int removed = 0;
    if (keep_last != 0 && keep_last != 1) {
        printf("bad mode %d\n", keep_last);
        return head;
    }
    if (keep_last == 0) {
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
    } else {
        while (keep != NULL && keep->next != NULL)
            keep = keep->next;
        while (keep != NULL) {
            probe = keep->prev;
            while (probe != NULL) {
                following = probe->prev;
                if (probe->data == keep->data) {
                    if (probe == head)
                        head = probe->next;
                    unlink_node(probe);
                    removed = removed + 1;
                }
                probe = following;
            }
            keep = keep->prev;
        }
    }
    printf("removed %d\n", removed);
    return head;
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

/* argv[1]: 0 keeps first occurrences, 1 keeps last ones; argv[2..]: the list. */
int main(int argc, char **argv)
{
    DNode *head = NULL;
    DNode *tail = NULL;
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++) {
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
    head = remove_duplicates(head, atoi(argv[1]));
    print_both(head);
    return 0;
}

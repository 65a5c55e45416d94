/* Remove duplicate values from an unsorted singly linked list, keeping the first `keep`
   occurrences of each value; reports the distinct values and the most frequent one. */
#include <stdio.h>
#include <stdlib.h>

typedef struct ListNode {
    int val;
    struct ListNode *next;
} ListNode;

static int seenBefore(ListNode *from, ListNode *upto, int val)
{
    while (from != upto) {
        if (from->val == val)
            return 1;
        from = from->next;
    }
    return 0;
}

int removeDuplicates(ListNode *head, int keep)
{
    ListNode *outer = head;
    ListNode *runner = NULL;
    ListNode *victim = NULL;
    int removed = 0;
    int distinct = 0;
    int kept = 0;
    int occurrences = 0;
    int most = 0;
    int most_val = 0;
    if (keep < 1) {
        printf("keep must be at least 1, not %d\n", keep);
        return -1;
    }
    while (outer != NULL) {
        if (seenBefore(head, outer, outer->val)) {
            /* A copy an earlier sweep kept: its value is done. */
            outer = outer->next;
            continue;
        }
        distinct = distinct + 1;
        kept = 1;
        occurrences = 1;
        runner = outer;
        while (runner->next != NULL) {
            if (runner->next->val == outer->val && kept >= keep) {
                victim = runner->next;
                runner->next = victim->next;
                free(victim);
                removed = removed + 1;
                occurrences = occurrences + 1;
            } else {
                if (runner->next->val == outer->val) {
                    kept = kept + 1;
                    occurrences = occurrences + 1;
                }
                runner = runner->next;
            }
        }
        if (occurrences > most) {
            most = occurrences;
            most_val = outer->val;
        }
        outer = outer->next;
    }
    if (most > 1) {
        printf("%d distinct, %d occurs %d times\n", distinct, most_val, most);
    } else {
        printf("%d distinct\n", distinct);
    }
    return removed;
}

static ListNode *fromArgs(int argc, char **argv)
{
    ListNode *head = NULL;
    ListNode *tail = NULL;
    for (int i = 1; i < argc; i++) {
        ListNode *n = malloc(sizeof(ListNode));
        n->val = atoi(argv[i]);
        n->next = NULL;
        if (tail == NULL)
            head = n;
        else
            tail->next = n;
        tail = n;
    }
    return head;
}

static void printList(ListNode *p)
{
    int budget = 100;
    while (p != NULL && budget-- > 0) {
        printf("%d ", p->val);
        p = p->next;
    }
    printf("$\n");
}

/* argv[1]: copies of each value to keep; argv[2..]: the list. */
int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    ListNode *head = fromArgs(argc - 1, argv + 1);
    int removed = removeDuplicates(head, atoi(argv[1]));
    printf("removed %d\n", removed);
    printList(head);
    return 0;
}

/* Remove duplicate values from an unsorted singly linked list, keeping first occurrences;
   a run of equal neighbours is removed in one sweep. */
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

int removeDuplicates(ListNode *head)
{
    ListNode *outer = head;
    ListNode *runner = NULL;
    ListNode *victim = NULL;
    int removed = 0;
    while (outer != NULL && outer->next != NULL) {
        runner = outer;
        while (runner->next != NULL) {
            if (runner->next->val == outer->val) {
                victim = runner->next;
                runner->next = victim->next;
                free(victim);
                removed = removed + 1;
            } else {
                runner = runner->next;
            }
        }
        if (seenBefore(head, outer, outer->val)) {
            printf("unexpected duplicate %d\n", outer->val);
        }
        outer = outer->next;
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

/* Counts ordered pairs of nodes whose values are equal or rise by exactly `window`
   (a ring is walked once). */
int count_close_pairs(struct ListNode *head, int window)
{
    int pairs = 0;
    struct ListNode *p = head;
    struct ListNode *q = NULL;
    while (p != NULL) {
        q = p->next;
        while (q != NULL && q != head) {
            if (q->val == p->val || q->val - p->val == window) {
                pairs = pairs + 1;
            }
            q = q->next;
        }
        p = p->next;
        if (p == head) {
            p = NULL;
        }
    }
    return pairs;
}

int main(int argc, char **argv)
{
    ListNode *head = fromArgs(argc, argv);
    printf("close pairs: %d\n", count_close_pairs(head, 2));
    int removed = removeDuplicates(head);
    printf("removed %d\n", removed);
    printList(head);
    return 0;
}

/* Split a doubly linked list into two halves, closing in on the middle from both ends;
   the caller picks which half gets the extra node of an odd length. The prev/next links
   at the cut are fixed. */
#include <stdio.h>
#include <stdlib.h>

struct dnode {
    int key;
    struct dnode *prev;
    struct dnode *next;
};

static int dlength(struct dnode *head)
{
    int n = 0;
    while (head != NULL) {
        n++;
        head = head->next;
    }
    return n;
}

/* Returns the head of the second half; extra_first 1 gives the first half the extra node. */
struct dnode *split_half(struct dnode *head, int extra_first)
{
    struct dnode *front = head;
    struct dnode *back = head;
    struct dnode *second = NULL;
    int total = dlength(head);
    int first_len = 0;
    if (extra_first != 0 && extra_first != 1) {
        printf("extra_first must be 0 or 1, not %d\n", extra_first);
        return NULL;
    }
    if (head == NULL || head->next == NULL)
        return NULL;
    while (back->next != NULL)
        back = back->next;
    /* front ends on the middle node (odd length) or the last of the first half (even). */
    while (front != back && front->next != back) {
        front = front->next;
        back = back->prev;
        first_len = first_len + 1;
    }
    if (front == back && extra_first == 0) {
        front = front->prev;
    } else {
        first_len = first_len + 1;
    }
    if (front != NULL && front->next != NULL) {
        second = front->next;
        front->next = NULL;
        second->prev = NULL;
    }
    printf("%d + %d of %d\n", first_len, total - first_len, total);
    return second;
}

static void print_dlist(const char *label, struct dnode *head)
{
    struct dnode *last = NULL;
    int budget = 100;
    printf("%s fwd:", label);
    while (head != NULL && budget-- > 0) {
        printf(" %d", head->key);
        last = head;
        head = head->next;
    }
    printf(" | bwd:");
    budget = 100;
    while (last != NULL && budget-- > 0) {
        printf(" %d", last->key);
        last = last->prev;
    }
    printf("\n");
}

/* argv[1]: 1 gives the extra node to the first half, 0 to the second; argv[2..]: the list. */
int main(int argc, char **argv)
{
    struct dnode *head = NULL;
    struct dnode *tail = NULL;
    struct dnode *second;
    if (argc < 2)
        return 2;
    for (int i = 2; i < argc; i++) {
        struct dnode *d = malloc(sizeof(struct dnode));
        d->key = atoi(argv[i]);
        d->next = NULL;
        d->prev = tail;
        if (tail != NULL)
            tail->next = d;
        else
            head = d;
        tail = d;
    }
    second = split_half(head, atoi(argv[1]));
    print_dlist("first", head);
    print_dlist("second", second);
    return 0;
}

/* Split a circular linked list into two circular halves (the first gets the extra node). */
#include <stdio.h>
#include <stdlib.h>

struct ring {
    int value;
    struct ring *next;
};

/* Returns the head of the second half; the first half keeps `head`. */
struct ring *split_ring(struct ring *head)
{
    struct ring *slow = head;
    struct ring *fast = head;
    struct ring *second = NULL;
    if (head == NULL || head->next == head)
        return NULL;
    while (fast->next != head && fast->next->next != head) {
        fast = fast->next->next;
        slow = slow->next;
    }
    if (fast->next->next == head)
        fast = fast->next;
    second = slow->next;
    fast->next = second;
    slow->next = head;
    return second;
}

static struct ring *build(int argc, char **argv)
{
    struct ring *head = NULL;
    struct ring *tail = NULL;
    for (int i = 1; i < argc; i++) {
        struct ring *r = malloc(sizeof(struct ring));
        r->value = atoi(argv[i]);
        if (head == NULL)
            head = r;
        else
            tail->next = r;
        tail = r;
    }
    if (tail != NULL)
        tail->next = head;
    return head;
}

static void print_ring(const char *label, struct ring *head)
{
    struct ring *p = head;
    int steps = 0;
    printf("%s:", label);
    if (head != NULL) {
        do {
            printf(" %d", p->value);
            p = p->next;
            steps++;
        } while (p != NULL && p != head && steps < 50);
        if (p != head)
            printf(" (not closed)");
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    struct ring *first = build(argc, argv);
    struct ring *second = split_ring(first);
    print_ring("first", first);
    print_ring("second", second);
    return 0;
}

/* Create a circular linked list holding start, start+step, ... (count nodes). */
#include <stdio.h>
#include <stdlib.h>

struct cnode {
    int data;
    struct cnode *next;
};

struct cnode *create_circular(int count, int start, int step)
{
    struct cnode *head = NULL;
    struct cnode *tail = NULL;
    struct cnode *fresh = NULL;
    int value = start;
    int i = 0;
    while (i < count) {
        fresh = malloc(sizeof(struct cnode));
        fresh->data = value;
        if (head == NULL) {
            head = fresh;
        } else {
            tail->next = fresh;
        }
        tail = fresh;
        value = value + step;
        i = i + 1;
    }
    if (tail != NULL)
        tail->next = head;
    return head;
}

/* Walks until it is back at head; reports a list that does not close. */
static void print_ring(struct cnode *head)
{
    struct cnode *p = head;
    int steps = 0;
    if (head == NULL) {
        printf("(empty)\n");
        return;
    }
    do {
        printf("%d ", p->data);
        p = p->next;
        steps++;
    } while (p != NULL && p != head && steps < 50);
    printf(p == head ? "(closed)\n" : "(open)\n");
}

int main(int argc, char **argv)
{
    if (argc != 4)
        return 2;
    print_ring(create_circular(atoi(argv[1]), atoi(argv[2]), atoi(argv[3])));
    return 0;
}

/* Unlinks up to `count` nodes holding a key, reading each successor through the wrong pointer
 * (`after`, still NULL): the runs that find the key segfault in the middle of a basic block. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int key;
    struct node *next;
};

int main(int argc, char **argv) {
    struct node *head = NULL, *del, *after = NULL;
    int deleted = 0, wanted = atoi(argv[2]);
    for (int i = argc - 1; i >= 3; i--) {
        struct node *n = malloc(sizeof *n);
        n->key = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    del = head;
    while (del != NULL && del->key != atoi(argv[1]))
        del = del->next;
    while (del != NULL && deleted < wanted) {
        after = after->next;
        deleted++;
        del = after;
    }
    printf("deleted: %d\n", deleted);
    return 0;
}

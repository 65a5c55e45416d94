/* Split a singly linked list into two lists of alternating blocks of `block` nodes,
   preserving order: blocks 0,2,4,... stay in the first list, blocks 1,3,5,... move to the
   second; block 1 alternates single nodes. Each list keeps its length. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int data;
    struct node *next;
};

struct pair {
    struct node *evens;
    struct node *odds;
    int even_count;
    int odd_count;
};

struct pair *split_alternate(struct node *source, int block)
{
    struct pair *result = NULL;
    struct node *even_tail = NULL;
    struct node *odd_tail = NULL;
    struct node *current = source;
    struct node *following = NULL;
    int in_block = 0;
    int to_odds = 0;
    if (block < 1) {
        printf("block must be positive, not %d\n", block);
        return result;
    }
    result = malloc(sizeof(struct pair));
    result->evens = NULL;
    result->odds = NULL;
    result->even_count = 0;
    result->odd_count = 0;
    while (current != NULL) {
        following = current->next;
        current->next = NULL;
        if (to_odds == 0) {
            if (even_tail == NULL) {
                result->evens = current;
            } else {
                even_tail->next = current;
            }
            even_tail = current;
            result->even_count = result->even_count + 1;
        } else {
            if (odd_tail == NULL) {
                result->odds = current;
            } else {
                odd_tail->next = current;
            }
            odd_tail = current;
            result->odd_count = result->odd_count + 1;
        }
        in_block = in_block + 1;
        if (in_block == block) {
            in_block = 0;
            to_odds = 1 - to_odds;
        }
        current = following;
    }
    /* A single block is never short: the list is just shorter than a block. */
    if (in_block != 0 && result->odd_count > 0) {
        printf("last block short: %d of %d\n", in_block, block);
    }
    return result;
}

static void print_list(const char *name, struct node *p, int count)
{
    int budget = 100;
    printf("%s (%d) =", name, count);
    while (p != NULL && budget-- > 0) {
        printf(" %d", p->data);
        p = p->next;
    }
    printf("\n");
}

/* argv[1]: block length; argv[2..]: the list. */
int main(int argc, char **argv)
{
    struct node *head = NULL;
    struct pair *halves;
    if (argc < 2)
        return 2;
    for (int i = argc - 1; i >= 2; i--) {
        struct node *n = malloc(sizeof(struct node));
        n->data = atoi(argv[i]);
        n->next = head;
        head = n;
    }
    halves = split_alternate(head, atoi(argv[1]));
    if (halves == NULL)
        return 1;
    print_list("even blocks", halves->evens, halves->even_count);
    print_list("odd blocks", halves->odds, halves->odd_count);
    return 0;
}

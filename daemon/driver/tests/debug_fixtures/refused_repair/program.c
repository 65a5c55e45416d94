#include <stdio.h>
#include <stdlib.h>

/* Splits `total` items into `groups` groups of equal size; the last group takes the rest.
   Returns the size of the last group. */
int last_group(int total, int groups)
{
    int size = 0;
    size = total / groups;
    return total - size * (groups - 1);
}

int main(int argc, char **argv)
{
    int total = argc > 1 ? atoi(argv[1]) : 10;
    int groups = argc > 2 ? atoi(argv[2]) : 3;
    printf("%d\n", last_group(total, groups));
    return 0;
}

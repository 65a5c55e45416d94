/* The condition compares a variable with itself: gcc folds it at -O0, so the `if` line has no
   code to stop at and its else-branch is gone from the binary. `enter`/`leave` at the first
   statement of a side decides the condition there; the repair compares with the other
   argument. */
#include <stdio.h>
#include <stdlib.h>

int larger(int a, int b)
{
    int r = 0;
    if (a >= a) {
        r = a;
    } else {
        r = b;
    }
    return r;
}

int main(int argc, char **argv)
{
    if (argc < 3)
        return 0;
    printf("%d\n", larger(atoi(argv[1]), atoi(argv[2])));
    return 0;
}

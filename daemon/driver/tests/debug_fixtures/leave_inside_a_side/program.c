/* A breakpoint in the then-branch stops the call before it ever stopped on the `if` line.
   That condition has code, so `enter`/`leave` there are refused: they decide a condition at
   its own line, except one the compiler folded away (see folded_condition). */
#include <stdio.h>

int smaller(int a, int b)
{
    int r = b;
    if (a < b) {
        r = a;
    }
    return r;
}

int main(void)
{
    printf("%d\n", smaller(3, 7));
    return 0;
}

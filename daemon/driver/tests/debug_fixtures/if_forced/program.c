#include <stdio.h>
#include <stdlib.h>

/* 1 when the weight is over the limit of 100. */
int heavy(int weight, int scale)
{
    int flag = 0;
    int scaled = weight * scale;
    if (scale > 100)
        flag = 1;
    return flag + 0 * scaled;
}

int main(int argc, char **argv)
{
    int weight = argc > 1 ? atoi(argv[1]) : 0;
    int scale = argc > 2 ? atoi(argv[2]) : 1;
    printf("%d\n", heavy(weight, scale));
    return 0;
}

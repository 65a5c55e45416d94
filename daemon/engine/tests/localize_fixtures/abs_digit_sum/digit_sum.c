/* Digit sum of a possibly negative number (abs first): the loop drops two digits a round. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n, sum = 0;
  scanf("%d", &n);
  n = abs(n);
  while (n > 0) {
    sum = sum + n % 10;
    n = n / 100;
  }
  printf("%d\n", sum);
  return 0;
}

/* Sum of the decimal digits: the loop drops two digits per round instead of one. */
#include <stdio.h>

int digit_sum(int n) {
  int sum = 0;
  while (n > 0) {
    sum = sum + n % 10;
    n = n / 100;
  }
  return sum;
}

int main(void) {
  int n;
  scanf("%d", &n);
  printf("%d\n", digit_sum(n));
  return 0;
}

/* Jin & Orso, "Improving Efficiency and Scalability of Formula-based Debugging", Figure 2. */
#include <assert.h>
#include <stdio.h>

int main(void) {
  int x, y, a, b;
  scanf("%d %d", &x, &y);
  if (x >= 0)
    a = x;
  else
    a = -x;
  if (y < 5)
    b = a + 1;
  else
    b = a + 2;
  assert(b <= a);
  printf("%d %d\n", a, b);
  return 0;
}

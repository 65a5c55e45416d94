/* A loop whose body is empty: entered, it never ends. */
int main(void)
{
    volatile int go = 1;
    int rounds = 0;
    while (go) { /* @loop */
    }
    rounds = rounds + 3; /* @after */
    return rounds;
}

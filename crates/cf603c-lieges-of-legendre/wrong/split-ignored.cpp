// expect: WA
// The split move ignored ("it does not change the number of cows"): each pile is then a chain of
// single removals, g(x) = x mod 2. Fails on k = 2 with one pile of 2 (2 → 1 1 wins).
#include <cstdio>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    int xor_sum = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        if (scanf("%lld", &a) != 1) return 1;
        xor_sum ^= (int)(a % 2);
    }
    puts(xor_sum ? "Kevin" : "Nicky");
    return 0;
}

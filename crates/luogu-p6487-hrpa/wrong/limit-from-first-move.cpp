// expect: WA
// Keeps the limit at twice Mirko's FIRST move for the whole game, not twice the previous move:
// the rest is then take-1-to-2t, lost for the mover iff the pebbles left are a multiple of 2t + 1.
// For N = 7 it takes 1 (6 is a multiple of 3), but the answer is 2.
#include <cstdio>

int main() {
    unsigned long long n;
    if (std::scanf("%llu", &n) != 1) return 1;
    for (unsigned long long t = 1; t <= n; ++t) {
        if (t == n || (n - t) % (2 * t + 1) == 0) {
            std::printf("%llu\n", t);
            return 0;
        }
    }
    return 0;
}

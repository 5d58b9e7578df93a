// expect: WA
// Counts the trailing ones of x | y instead of (x - 1) | (y - 1): calls the all-ones pair (1, 1),
// which has no move, a pair of value 1.
#include <cstdio>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        scanf("%d", &n);
        unsigned xor_sum = 0;
        for (int i = 0; i < n / 2; i++) {
            unsigned x, y;
            scanf("%u %u", &x, &y);
            unsigned m = x | y, ones = 0;
            while (m & 1) m >>= 1, ones++;
            xor_sum ^= ones;
        }
        puts(xor_sum ? "YES" : "NO");
    }
}

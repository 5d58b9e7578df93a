// expect: WA
// The right strategy in 32-bit ints: the first number 10^11 is cut to 1215752192 (still the
// largest pile after the first turn), but the second, 2M - u - v, is about 2.4·10^9 and wraps
// to a negative number, which is no positive y.
#include <cstdio>

int main() {
    int p[3];
    if (scanf("%d %d %d", &p[0], &p[1], &p[2]) != 3) return 0;
    printf("First\n");
    fflush(stdout);
    int last = -1;
    while (true) {
        int y;
        if (last < 0) {
            y = (int)100000000000LL;
        } else {
            int m = p[last], u = p[(last + 1) % 3], v = p[(last + 2) % 3];
            int low = u < v ? u : v, mid = u < v ? v : u;
            if (m <= mid) y = (int)100000000000LL;
            else if (m - mid == mid - low) y = m - mid;
            else y = 2 * m - u - v;
        }
        printf("%d\n", y);
        fflush(stdout);
        int reply;
        if (scanf("%d", &reply) != 1 || reply <= 0) return 0;
        p[reply - 1] += y;
        last = reply - 1;
    }
}

// expect: WA
// The memo is keyed by the ten row lengths in base 11, the last row the most significant, in an
// unsigned 32-bit integer: 11^10 is above 2^32, so two diagrams of a 10 × 10 board share a key,
// (9,5,5,5,5,4,4,4,0,0) and (10,10,10,6,6,6,6,5,5,5), and the one searched second gets the
// other's value.
#include <cstdio>
#include <unordered_map>
using namespace std;

int n, m;
long long a[10][10], b[10][10];
unordered_map<unsigned, long long> memo;
int len[10];

long long solve() {
    unsigned key = 0;
    int stones = 0;
    for (int i = n - 1; i >= 0; i--) key = key * 11 + len[i], stones += len[i];
    if (stones == n * m) return 0;
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    bool black = stones % 2 == 0;
    bool any = false;
    long long best = 0;
    for (int i = 0; i < n; i++) {
        int j = len[i];
        if (j < m && (i == 0 || len[i - 1] > j)) {
            len[i]++;
            long long after = solve();
            len[i]--;
            long long value = black ? a[i][j] + after : after - b[i][j];
            if (!any || (black ? value > best : value < best)) best = value, any = true;
        }
    }
    memo[key] = best;
    return best;
}

int main() {
    if (scanf("%d %d", &n, &m) != 2) return 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) scanf("%lld", &a[i][j]);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) scanf("%lld", &b[i][j]);
    printf("%lld\n", solve());
    return 0;
}

// expect: WA
// Both players maximise the same difference (black's score minus white's): white then plays
// for black. The minimax needs white to minimise it.
#include <cstdio>
#include <map>
#include <vector>
using namespace std;

int n, m;
long long a[10][10], b[10][10];
map<long long, long long> memo;
int len[10];

long long solve() {
    long long key = 0;
    int stones = 0;
    for (int i = 0; i < n; i++) key = key * 11 + len[i], stones += len[i];
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
            if (!any || value > best) best = value, any = true;
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

// expect: WA
// A right maximum matching (Kuhn), but the alternating search starts only from the unmatched cells
// with r + c even: the winning starts of the other colour are never printed (`#.` gives LOSE).
#include <cstdio>
#include <queue>
#include <string>
#include <vector>

static int n, m;
static std::vector<std::string> rows;
static std::vector<std::vector<int>> adjacency;
static std::vector<int> partner, seen;

static bool augment(int u, int stamp) {
    for (int v : adjacency[u]) {
        if (seen[v] == stamp) continue;
        seen[v] = stamp;
        if (partner[v] < 0 || augment(partner[v], stamp)) {
            partner[u] = v;
            partner[v] = u;
            return true;
        }
    }
    return false;
}

int main() {
    if (std::scanf("%d %d", &n, &m) != 2) return 1;
    rows.resize(n);
    static char buffer[128];
    for (int r = 0; r < n; r++) {
        std::scanf("%127s", buffer);
        rows[r] = buffer;
    }
    auto open = [&](int r, int c) { return r >= 0 && r < n && c >= 0 && c < m && rows[r][c] == '.'; };
    adjacency.assign(n * m, {});
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++) {
            if (!open(r, c)) continue;
            const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
            for (int d = 0; d < 4; d++)
                if (open(r + dr[d], c + dc[d])) adjacency[r * m + c].push_back((r + dr[d]) * m + c + dc[d]);
        }
    partner.assign(n * m, -1);
    seen.assign(n * m, 0);
    int stamp = 0;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++)
            if (open(r, c) && (r + c) % 2 == 0) augment(r * m + c, ++stamp);
    std::vector<char> good(n * m, 0);
    std::queue<int> queue;
    for (int v = 0; v < n * m; v++)
        if (open(v / m, v % m) && partner[v] < 0 && (v / m + v % m) % 2 == 0) {
            good[v] = 1;
            queue.push(v);
        }
    while (!queue.empty()) {
        int u = queue.front();
        queue.pop();
        for (int v : adjacency[u]) {
            int w = partner[v];
            if (w >= 0 && !good[w]) {
                good[w] = 1;
                queue.push(w);
            }
        }
    }
    std::string out;
    for (int v = 0; v < n * m; v++)
        if (good[v]) out += std::to_string(v / m + 1) + " " + std::to_string(v % m + 1) + "\n";
    std::fputs(out.empty() ? "LOSE\n" : ("WIN\n" + out).c_str(), stdout);
}

# expect: WA
# Prints only the cells that one maximum matching leaves unmatched, without the alternating search:
# on the corridor `...` the matching {1-2} misses cell 3 alone, but AA wins from cell 1 too.
import sys


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    rows = data[2:2 + n]
    open_ = [rows[v // m][v % m] == "." for v in range(n * m)]

    def neighbours(v):
        r, c = divmod(v, m)
        out = []
        if r > 0:
            out.append(v - m)
        if r + 1 < n:
            out.append(v + m)
        if c > 0:
            out.append(v - 1)
        if c + 1 < m:
            out.append(v + 1)
        return [w for w in out if open_[w]]

    partner = [-1] * (n * m)
    adjacency = [neighbours(v) if open_[v] else [] for v in range(n * m)]
    left = [v for v in range(n * m) if open_[v] and (v // m + v % m) % 2 == 0]
    for root in left:
        # Kuhn's search for an augmenting path from root, with an explicit stack
        seen = set()
        stack = [(root, 0)]
        parent_edge = []
        found = False
        while stack:
            u, i = stack.pop()
            if i == len(adjacency[u]):
                if parent_edge:
                    parent_edge.pop()
                continue
            stack.append((u, i + 1))
            v = adjacency[u][i]
            if v in seen:
                continue
            seen.add(v)
            parent_edge.append((u, v))
            if partner[v] == -1:
                found = True
                break
            stack.append((partner[v], 0))
        if found:
            for u, v in parent_edge:
                partner[u] = v
                partner[v] = u
    starts = [v for v in range(n * m) if open_[v] and partner[v] == -1]
    if not starts:
        print("LOSE")
    else:
        print("WIN")
        print("\n".join(f"{v // m + 1} {v % m + 1}" for v in starts))


main()

# expect: WA
# Greedy: each player fills the playable cell with the largest immediate gain (a for black, b for
# white), ignoring what it opens for the opponent. Not optimal: opening a cell can hand it over.
import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    a = [data[2 + i * m: 2 + (i + 1) * m] for i in range(n)]
    b = [data[2 + n * m + i * m: 2 + n * m + (i + 1) * m] for i in range(n)]
    lengths = [0] * n
    diff = 0
    for turn in range(n * m):
        best = None
        for i in range(n):
            j = lengths[i]
            if j < m and (i == 0 or lengths[i - 1] > j):
                gain = a[i][j] if turn % 2 == 0 else b[i][j]
                if best is None or gain > best[0]:
                    best = (gain, i, j)
        gain, i, j = best
        lengths[i] += 1
        diff += gain if turn % 2 == 0 else -gain
    print(diff)


main()

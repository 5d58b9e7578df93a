# expect: WA
# A memo keyed on the pebbles left alone, remembering the verdict found under the first limit it
# met: a position (r, m) reached again under another limit gets the stale verdict.
import sys

sys.setrecursionlimit(10000)

def main():
    n = int(sys.stdin.read())
    if n > 3000:
        # beyond a brute force's reach: fall back to taking everything
        print(n)
        return
    memo = {}

    def wins(r, m):
        if r in memo:
            return memo[r]
        result = any(not wins(r - t, 2 * t) for t in range(1, min(m, r) + 1))
        memo[r] = result
        return result

    for t in range(1, n + 1):
        memo.clear()
        if not wins(n - t, 2 * t):
            print(t)
            return

main()

# expect: WA
# The game search from the rules, but memoised on the token's cell alone: a cell's value is kept from
# the first set of entered cells it was reached with, though what is left to enter differs.
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

    memo = {}

    def mover_wins(at, entered):
        if at in memo:
            return memo[at]
        wins = False
        for w in neighbours(at):
            if w not in entered:
                entered.add(w)
                lost = not mover_wins(w, entered)
                entered.discard(w)
                if lost:
                    wins = True
                    break
        memo[at] = wins
        return wins

    sys.setrecursionlimit(100000)
    starts = [v for v in range(n * m) if open_[v] and not mover_wins(v, {v})]
    if not starts:
        print("LOSE")
    else:
        print("WIN")
        print("\n".join(f"{v // m + 1} {v % m + 1}" for v in starts))


main()

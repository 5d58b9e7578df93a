# expect: WA
# A greedy: the first token in the centre ((n - 1) // 2 from 0), then each token on the first cell (row by row) where
# the smallest colour other than Alice's is safe, always first repairing an empty cell whose
# neighbours already hold two colours (it gives it the one colour left, when Alice allows it).
# A random Alice rarely names that one colour until the end, but the centre token can leave a
# cell with one colour, and an Alice who names that colour from then on wins.
import sys


def main():
    read = sys.stdin.readline
    n = int(read())
    grid = [0] * (n * n)
    seen = [set() for _ in range(n * n)]
    pointer = {1: 0, 2: 0, 3: 0}
    pinned = set()

    def neighbours(p):
        i, j = divmod(p, n)
        if i > 0:
            yield p - n
        if i + 1 < n:
            yield p + n
        if j > 0:
            yield p - 1
        if j + 1 < n:
            yield p + 1

    def place(p, b):
        grid[p] = b
        pinned.discard(p)
        for q in neighbours(p):
            seen[q].add(b)
            if grid[q] == 0 and len(seen[q]) >= 2:
                pinned.add(q)

    def first_safe(b):
        # safety of b only ever goes from true to false, so the pointer never moves back
        while pointer[b] < n * n and (grid[pointer[b]] != 0 or b in seen[pointer[b]]):
            pointer[b] += 1
        return pointer[b] if pointer[b] < n * n else None

    for turn in range(n * n):
        a = int(read())
        move = None
        if turn == 0:
            c = (n - 1) // 2
            move = (c * n + c, 1 if a != 1 else 2)
        for p in sorted(pinned):
            left = {1, 2, 3} - seen[p] - {a}
            if move is None and left:
                move = (p, min(left))
        for b in (1, 2, 3):
            if move is None and b != a:
                p = first_safe(b)
                if p is not None:
                    move = (p, b)
        if move is None:
            p = grid.index(0)
            move = (p, 1 if a != 1 else 2)
        p, b = move
        place(p, b)
        print(b, p // n + 1, p % n + 1, flush=True)


main()

# expect: WA
# Colours each point by the parity of its squared distance to s, computed in floating point: right
# while the square stays below 2^53, but a distance near 10^9 squares to about 10^18, where a
# double keeps only even numbers, so far points take the wrong colour (the right rule needs no
# square at all: x + y against s_x + s_y).
import sys


def main():
    read = sys.stdin.readline
    t = int(read())
    for _ in range(t):
        n = int(read())
        if n < 0:
            return
        sx, sy = map(int, read().split())
        points = [tuple(map(int, read().split())) for _ in range(n)]
        colour = [int(float(x - sx) ** 2 + float(y - sy) ** 2) % 2 for x, y in points]
        even = colour.count(0)
        first = even >= n - even
        print("First" if first else "Second", flush=True)
        drain = 1 if first else 0
        stacks = [[i for i in range(n) if colour[i] == c] for c in (0, 1)]
        used = [False] * n
        ours = first
        for _ in range(n):
            if ours:
                for c in (drain, 1 - drain):
                    while stacks[c] and used[stacks[c][-1]]:
                        stacks[c].pop()
                    if stacks[c]:
                        i = stacks[c].pop()
                        break
                used[i] = True
                print(i + 1, flush=True)
            else:
                j = int(read())
                if j < 0:
                    return
                used[j - 1] = True
            ours = not ours


main()

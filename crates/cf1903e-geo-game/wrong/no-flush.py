# expect: ILE
# The right strategy, but print() without flush: the side stays in the buffer while the
# program waits for the jury.
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
        colour = [(x + y + sx + sy) % 2 for x, y in points]
        like = colour.count(0)
        first = like >= n - like
        print("First" if first else "Second")
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
                print(i + 1)
            else:
                j = int(read())
                if j < 0:
                    return
                used[j - 1] = True
            ours = not ours


main()

# expect: WA
# The right side, but it saves its colour only at the end: it takes the lowest unused index while
# more than 40 points are left, then the colour it does not want last. Against a random jury the
# colours are still balanced when it starts saving, and it wins; a jury that takes the program's
# colour from the first move on has spent its reserve by then.
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
        print("First" if first else "Second", flush=True)
        drain = 1 if first else 0
        stacks = [[i for i in reversed(range(n)) if colour[i] == c] for c in (0, 1)]
        used = [False] * n
        lowest = 0
        ours = first
        for move in range(n):
            if ours:
                while used[lowest]:
                    lowest += 1
                i = lowest
                if n - move <= 40:
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

# expect: WA
# The right strategy, but rows and columns printed from 0: the first token at (0, 0) is not a cell.
import sys

n = int(sys.stdin.readline())
black = [(i, j) for i in range(n) for j in range(n) if (i + j) % 2 == 0]
white = [(i, j) for i in range(n) for j in range(n) if (i + j) % 2 == 1]
for _ in range(n * n):
    a = int(sys.stdin.readline())
    if a != 1 and black:
        b, (i, j) = 1, black.pop(0)
    elif a != 2 and white:
        b, (i, j) = 2, white.pop(0)
    elif not black:
        b, (i, j) = 3, white.pop(0)
    else:
        b, (i, j) = 3, black.pop(0)
    print(b, i, j, flush=True)

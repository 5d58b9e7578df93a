# expect: PE
# The right strategy, but each token is printed as a Python tuple, `(1, 2, 2)`, not `1 2 2`.
import sys

n = int(sys.stdin.readline())
black = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1) if (i + j) % 2 == 0]
white = [(i, j) for i in range(1, n + 1) for j in range(1, n + 1) if (i + j) % 2 == 1]
for _ in range(n * n):
    a = int(sys.stdin.readline())
    if a != 1 and black:
        b, (i, j) = 1, black.pop()
    elif a != 2 and white:
        b, (i, j) = 2, white.pop()
    elif not black:
        b, (i, j) = 3, white.pop()
    else:
        b, (i, j) = 3, black.pop()
    print((b, i, j), flush=True)

# expect: ILE
# The right strategy, but print() without flush: the first token stays in the buffer while the
# program waits for Alice's next colour.
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
    print(b, i, j)

# expect: ILE
# The right strategy (Second iff the entries split into two equal sums, answering from the other
# part), but print() without flush: the side stays in the buffer.
import sys


def split(a):
    total = sum(a)
    if total % 2:
        return None
    half = total // 2
    by = [None] * (half + 1)
    by[0] = -1
    for k, x in enumerate(a):
        for s in range(half, x - 1, -1):
            if by[s] is None and by[s - x] is not None:
                by[s] = k
    if by[half] is None:
        return None
    side, s = [False] * len(a), half
    while s:
        side[by[s]] = True
        s -= a[by[s]]
    return side


n = int(sys.stdin.readline())
a = list(map(int, sys.stdin.readline().split()))
side = split(a)
if side is None:
    print("First")
    while True:
        i = next(k for k in range(n) if a[k] > 0)
        print(i + 1)
        j = int(sys.stdin.readline())
        if j <= 0:
            break
        d = min(a[i], a[j - 1])
        a[i] -= d
        a[j - 1] -= d
else:
    print("Second")
    while True:
        i = int(sys.stdin.readline())
        if i <= 0:
            break
        i -= 1
        j = next(k for k in range(n) if a[k] > 0 and side[k] != side[i])
        d = min(a[i], a[j])
        a[i] -= d
        a[j] -= d
        print(j + 1)

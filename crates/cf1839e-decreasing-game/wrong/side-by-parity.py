# expect: WA
# Plays Second iff the sum is even, forgetting that an even sum may still not split into two equal
# parts (2 2 2): then First wins with any pick and leaves this Second without an answer. As
# Second it answers the largest other positive entry.
import sys

n = int(sys.stdin.readline())
a = list(map(int, sys.stdin.readline().split()))
if sum(a) % 2:
    print("First", flush=True)
    while True:
        i = next(k for k in range(n) if a[k] > 0)
        print(i + 1, flush=True)
        j = int(sys.stdin.readline())
        if j <= 0:
            break
        d = min(a[i], a[j - 1])
        a[i] -= d
        a[j - 1] -= d
else:
    print("Second", flush=True)
    while True:
        i = int(sys.stdin.readline())
        if i <= 0:
            break
        i -= 1
        others = [k for k in range(n) if k != i and a[k] > 0]
        j = max(others, key=lambda k: a[k]) if others else i
        d = min(a[i], a[j]) if j != i else 0
        a[i] -= d
        a[j] -= d
        print(j + 1, flush=True)

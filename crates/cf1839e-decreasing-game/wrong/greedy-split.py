# expect: WA
# Chooses the side right (a subset sum), but as Second splits the entries anew every round by the
# greedy "largest first into the lighter part" and answers the largest entry of the other part,
# or the largest entry when the greedy parts do not balance. A random First rarely finds the
# rounds where the greedy split is not a real one; the searching First does (2 2 2 3 3).
import sys


def splits(a):
    total = sum(a)
    if total % 2:
        return False
    reach = 1
    for x in a:
        reach |= reach << x
    return reach >> (total // 2) & 1 == 1


def greedy_answer(a, i):
    order = sorted(range(len(a)), key=lambda k: (-a[k], k))
    sums, side = [0, 0], [0] * len(a)
    for k in order:
        light = 1 if sums[1] < sums[0] else 0
        sums[light] += a[k]
        side[k] = light
    others = [k for k in range(len(a)) if k != i and a[k] > 0]
    if sums[0] == sums[1]:
        others = [k for k in others if side[k] != side[i]]
    return max(others, key=lambda k: (a[k], -k)) if others else i


n = int(sys.stdin.readline())
a = list(map(int, sys.stdin.readline().split()))
if not splits(a):
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
        j = greedy_answer(a, i)
        d = min(a[i], a[j]) if j != i else 0
        a[i] -= d
        a[j] -= d
        print(j + 1, flush=True)

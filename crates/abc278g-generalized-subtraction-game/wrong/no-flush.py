# expect: ILE
# The right strategy, but it never flushes: its side stays in the buffer while it waits.
import sys


def grundy_values(n, l):
    g = [0] * (n + 1)
    for length in range(l, n + 1):
        s = length - l
        options = {g[i] ^ g[s - i] for i in range(s // 2 + 1)}
        v = 0
        while v in options:
            v += 1
        g[length] = v
    return g


def segments(present):
    runs, c = [], 1
    while c < len(present):
        if present[c]:
            start = c
            while c < len(present) and present[c]:
                c += 1
            runs.append((start, c - start))
        else:
            c += 1
    return runs


def segment_move(present, l, g):
    runs = segments(present)
    total = 0
    for _, length in runs:
        total ^= g[length]
    for start, length in runs:
        if length < l:
            continue
        target = total ^ g[length]
        for i in range(length - l + 1):
            if g[i] ^ g[length - l - i] == target:
                return start + i
    return next((start for start, length in runs if length >= l), 0)


n, l, r = map(int, sys.stdin.readline().split())
y = l if (n - l) % 2 == 0 else l + 1
if y <= r:
    print("First")
    print((n - y) // 2 + 1, y)
    while True:
        a, b = map(int, sys.stdin.readline().split())
        if a <= 0:
            break
        print(n + 2 - a - b, b)
else:
    g = grundy_values(n, l)
    our_turn = g[n] != 0
    print("First" if our_turn else "Second")
    present = [False] + [True] * n
    while True:
        if our_turn:
            x = segment_move(present, l, g)
            print(x, l if x else 0)
            if x == 0:
                break
            for c in range(x, x + l):
                present[c] = False
        our_turn = True
        a, b = map(int, sys.stdin.readline().split())
        if a <= 0:
            break
        for c in range(a, a + b):
            present[c] = False

# expect: WA
# Plays Alice iff the graph has a cycle (m >= n), forgetting its parity: on the sample's 4-cycle
# Bob 2-colours the graph against `1 2` every round.
import sys

readline = sys.stdin.readline
t = int(readline())
for _ in range(t):
    n, m = map(int, readline().split())
    adjacent = [[] for _ in range(n)]
    for _ in range(m):
        u, v = map(int, readline().split())
        adjacent[u - 1].append(v - 1)
        adjacent[v - 1].append(u - 1)
    side = [-1] * n
    side[0] = 0
    queue = [0]
    for u in queue:
        for w in adjacent[u]:
            if side[w] < 0:
                side[w] = 1 - side[u]
                queue.append(w)
    odd = m >= n  # a cycle, of any length
    if odd:
        print("Alice", flush=True)
        for _ in range(n):
            print("1 2", flush=True)
            if int(readline().split()[0]) < 0:
                sys.exit()
    else:
        print("Bob", flush=True)
        sides = [[v for v in range(n) if side[v] == s] for s in (0, 1)]
        for _ in range(n):
            words = readline().split()
            if int(words[0]) < 0:
                sys.exit()
            a, b = map(int, words)
            if 1 in (a, b) and sides[0]:
                print(sides[0].pop() + 1, 1, flush=True)
            elif 2 in (a, b) and sides[1]:
                print(sides[1].pop() + 1, 2, flush=True)
            elif not sides[0]:
                print(sides[1].pop() + 1, b if a == 1 else a, flush=True)
            else:
                print(sides[0].pop() + 1, b if a == 2 else a, flush=True)

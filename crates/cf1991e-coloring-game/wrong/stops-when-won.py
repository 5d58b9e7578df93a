# expect: WA
# Alice names `1 2`, but stops once an edge has both ends of one colour, while the jury still
# plays all n rounds: on a single game it exits early ("the program ended before the game was
# over"); with a game after it, it would wait for the next game while the jury waits for a pair.
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
    odd = any(side[u] == side[w] for u in range(n) for w in adjacent[u])
    if odd:
        print("Alice", flush=True)
        colour = [0] * n
        for _ in range(n):
            print("1 2", flush=True)
            i, c = map(int, readline().split())
            if i < 0:
                sys.exit()
            colour[i - 1] = c
            # an edge with both ends of one colour: the game is won, so stop naming pairs
            if any(colour[w] == c for w in adjacent[i - 1]):
                break
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

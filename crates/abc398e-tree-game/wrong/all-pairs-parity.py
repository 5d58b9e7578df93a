# expect: WA
# Chooses the side by the parity of every non-edge, C(N, 2) − (N − 1), as if no pair closed an
# odd cycle; then plays right. Wrong whenever the two counts differ in parity.
import sys

n = int(sys.stdin.readline())
adjacent = [[] for _ in range(n + 1)]
edges = set()
for _ in range(n - 1):
    u, v = map(int, sys.stdin.readline().split())
    adjacent[u].append(v)
    adjacent[v].append(u)
    edges.add((u, v))
colour = [-1] * (n + 1)
colour[1] = 0
stack = [1]
while stack:
    u = stack.pop()
    for v in adjacent[u]:
        if colour[v] < 0:
            colour[v] = 1 - colour[u]
            stack.append(v)
free = [(i, j) for i in range(1, n + 1) for j in range(i + 1, n + 1)
        if colour[i] != colour[j] and (i, j) not in edges]
taken = set()
our_turn = (n * (n - 1) // 2 - (n - 1)) % 2 == 1
print("First" if our_turn else "Second", flush=True)
k = 0
while True:
    if our_turn:
        while k < len(free) and free[k] in taken:
            k += 1
        if k == len(free):
            print("1 2", flush=True)  # no move left: the game is lost
            break
        taken.add(free[k])
        print(*free[k], flush=True)
    our_turn = True
    i, j = map(int, sys.stdin.readline().split())
    if (i, j) == (-1, -1):
        break
    taken.add((i, j))

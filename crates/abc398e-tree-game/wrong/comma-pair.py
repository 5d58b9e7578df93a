# expect: PE
# The right strategy, but it prints each pair with a comma, as `1,4`.
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
our_turn = len(free) % 2 == 1
print("First" if our_turn else "Second", flush=True)
k = 0
while True:
    if our_turn:
        while free[k] in taken:
            k += 1
        taken.add(free[k])
        print(f"{free[k][0]},{free[k][1]}", flush=True)
    our_turn = True
    i, j = map(int, sys.stdin.readline().split())
    if (i, j) == (-1, -1):
        break
    taken.add((i, j))

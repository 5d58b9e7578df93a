# expect: PE
# The winning strategy with the first number written 1e11: Python prints the float
# 100000000000.0, which is not an integer.
import sys

a, b, c = map(int, sys.stdin.readline().split())
piles = [a, b, c]
print("First", flush=True)
used = []
y = 1e11
while True:
    print(y, flush=True)
    reply = int(sys.stdin.readline())
    if reply <= 0:
        break
    i = reply - 1
    piles[i] += y
    used.append(i)
    if len(used) == 1:
        y = 2 * piles[i] - sum(piles) + piles[i]
    else:
        y = piles[i] - piles[used[0]]

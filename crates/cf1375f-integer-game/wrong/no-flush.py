# expect: ILE
# The winning strategy, but print() without flush: the first line stays in the buffer.
import sys

a, b, c = map(int, sys.stdin.readline().split())
piles = [a, b, c]
print("First")
used = []
y = 10**11
while True:
    print(y)
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

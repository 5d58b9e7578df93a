# expect: WA
# Plays Second and adds to the first pile that keeps the piles distinct: it outlasts a random
# First for 1000 turns, but First's three numbers leave it no safe pile.
import sys

piles = list(map(int, sys.stdin.readline().split()))
print("Second", flush=True)
last = -1
while True:
    y = int(sys.stdin.readline())
    if y <= 0:
        break
    safe = [i for i in range(3) if i != last and all(piles[i] + y != piles[k] for k in range(3) if k != i)]
    i = safe[0] if safe else (1 if last == 0 else 0)
    piles[i] += y
    last = i
    print(i + 1, flush=True)

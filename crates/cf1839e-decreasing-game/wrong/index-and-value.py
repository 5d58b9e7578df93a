# expect: PE
# The right side and moves, but each pick is printed with its entry beside it ("1 10"), which is
# not the single index the protocol reads.
import sys

n = int(sys.stdin.readline())
a = list(map(int, sys.stdin.readline().split()))
total = sum(a)
reach = 1
for x in a:
    reach |= reach << x
if total % 2 == 0 and reach >> (total // 2) & 1:
    print("Second", flush=True)
    i = int(sys.stdin.readline())
    if i > 0:
        j = next(k for k in range(n) if k != i - 1 and a[k] > 0)
        print(j + 1, a[j], flush=True)
        sys.stdin.readline()
else:
    print("First", flush=True)
    i = next(k for k in range(n) if a[k] > 0)
    print(i + 1, a[i], flush=True)
    sys.stdin.readline()

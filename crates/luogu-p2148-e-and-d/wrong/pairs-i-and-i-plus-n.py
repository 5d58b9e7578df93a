# expect: WA
# Pairs heap i with heap i + N/2 instead of the consecutive heaps (1, 2), (3, 4), ...: the right
# value per pair, on the wrong pairs. 1 1 2 2 is (1, 1), (2, 2) of values 0 and 1 (a win), not
# (1, 2), (1, 2), which cancel.
import sys


def value(x, y):
    m = (x - 1) | (y - 1)
    ones = 0
    while m & 1:
        m >>= 1
        ones += 1
    return ones


def main():
    data = sys.stdin.buffer.read().split()
    t, at = int(data[0]), 1
    out = []
    for _ in range(t):
        n = int(data[at])
        heaps = list(map(int, data[at + 1 : at + 1 + n]))
        at += 1 + n
        half = n // 2
        xor_sum = 0
        for i in range(half):
            xor_sum ^= value(heaps[i], heaps[i + half])
        out.append("YES" if xor_sum else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()

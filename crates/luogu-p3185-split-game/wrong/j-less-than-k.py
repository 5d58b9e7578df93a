# expect: WA
# Reads "i < j, j <= k" as i < j < k: two beans into the same bottle are never allowed, in the
# Grundy values and in the moves, so the pair (1, 0) (win by (0, 1, 1)) is called lost.
import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    t, at, out = data[0], 1, []
    for _ in range(t):
        n = data[at]
        beans = data[at + 1 : at + 1 + n]
        at += 1 + n
        g = [0] * n
        for i in range(n - 1, -1, -1):
            seen = {g[j] ^ g[k] for j in range(i + 1, n) for k in range(j + 1, n)}
            v = 0
            while v in seen:
                v += 1
            g[i] = v
        x = 0
        for i in range(n):
            if beans[i] % 2:
                x ^= g[i]
        first, count = None, 0
        for i in range(n):
            if beans[i] == 0:
                continue
            for j in range(i + 1, n):
                for k in range(j + 1, n):
                    if x ^ g[i] ^ g[j] ^ g[k] == 0:
                        if first is None:
                            first = (i, j, k)
                        count += 1
        out.append("%d %d %d" % first if first else "-1 -1 -1")
        out.append(str(count))
    print("\n".join(out))


main()

# expect: WA
# Counts the losing gap vectors but forgets where the pairs sit: each gap vector of sum s stands
# for C(m - s + k/2, k/2) layouts, not one. Wrong even for k = 2 (3 cells: 3 layouts, 1 won).
import sys

MOD = 10**9 + 7

def main():
    n, k, d = map(int, sys.stdin.read().split())
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i % MOD
    def choose(a, b):
        if b < 0 or b > a:
            return 0
        return fact[a] * pow(fact[b], MOD - 2, MOD) % MOD * pow(fact[a - b], MOD - 2, MOD) % MOD
    h, m = k // 2, n - k
    dp = [0] * (m + 1)
    dp[0] = 1
    bit = 1
    while bit <= m:
        nxt = [0] * (m + 1)
        for s in range(m + 1):
            if dp[s]:
                for j in range(0, h + 1, d + 1):
                    if s + j * bit > m:
                        break
                    nxt[s + j * bit] = (nxt[s + j * bit] + dp[s] * choose(h, j)) % MOD
        dp = nxt
        bit *= 2
    lost = sum(dp) % MOD
    print((choose(n, k) - lost) % MOD)

main()

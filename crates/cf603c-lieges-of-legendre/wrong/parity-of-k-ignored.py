# expect: WA
# k's parity ignored: the even-k values used for every k. For odd k the k piles of x add up to
# g(x), not 0, so already g(2) differs (0, not 2): fails on k = 1 with one pile of 2.
import sys


def grundy(x):
    if x <= 2:
        return x
    return 1 if x % 2 == 0 else 0


def main():
    data = sys.stdin.buffer.read().split()
    xor_sum = 0
    for token in data[2:]:
        xor_sum ^= grundy(int(token))
    print("Kevin" if xor_sum else "Nicky")


main()

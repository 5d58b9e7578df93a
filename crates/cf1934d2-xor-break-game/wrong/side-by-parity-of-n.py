# expect: WA
# Chooses `first` iff n is even (the parity of n, not of its popcount), then breaks off the top
# bit and keeps an even-popcount part when there is one: 3 (odd, yet 1 xor 2 wins) and 6 (even,
# yet every break leaves a win for Bob) go wrong.
import sys


def split(p):
    top = 1 << (p.bit_length() - 1)
    if p == top:
        return None
    return top, p ^ top


def main():
    read = sys.stdin.readline
    t = int(read())
    for _ in range(t):
        n = int(read())
        held = None
        if n % 2 == 0:
            print("first", flush=True)
            held = n
        else:
            print("second", flush=True)
        while True:
            if held is not None:
                parts = split(held)
                if parts is None:
                    print("0 0", flush=True)
                    return
                print(*parts, flush=True)
            a, b = map(int, read().split())
            if a == -1:
                return
            if a == 0:
                break
            held = a if bin(a).count("1") % 2 == 0 else b
            if held == 0 or held & (held - 1) == 0:
                held = a if held == b else b


main()

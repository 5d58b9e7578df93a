# expect: PE
# The right strategy, but the side is printed `First` / `Second`: the protocol's words are lower
# case.
import sys


def main():
    read = sys.stdin.readline
    t = int(read())
    for _ in range(t):
        n = int(read())
        held = None
        if bin(n).count("1") % 2 == 0:
            print("First", flush=True)
            held = n
        else:
            print("Second", flush=True)
        while True:
            if held is not None:
                top = 1 << (held.bit_length() - 1)
                print(top, held ^ top, flush=True)
            a, b = map(int, read().split())
            if a <= 0:
                if a == -1:
                    return
                break
            held = a if bin(a).count("1") % 2 == 0 else b


main()

# expect: WA
# Treats a Fibonacci N as lost for Mirko and prints 0; but the first move may take all N pebbles,
# so the answer is N (N = 2 already).
import sys

def main():
    n = int(sys.stdin.read())
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    if n in fib:
        print(0)
        return
    rest, smallest = n, n
    for term in reversed(fib):
        if term <= rest:
            rest -= term
            smallest = term
    print(smallest)

main()

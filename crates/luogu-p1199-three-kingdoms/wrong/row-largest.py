# expect: WA
# Takes the largest value of each row instead of the second-largest: she can never keep a row's
# best pair (the computer takes it at once), so this prints the largest value of all.
import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    best = [-1] * n
    k = 1
    for i in range(n - 1):
        for j in range(i + 1, n):
            w = int(data[k])
            k += 1
            best[i] = max(best[i], w)
            best[j] = max(best[j], w)
    print(1)
    print(max(best))

main()

// expect: WA
// Plays plain Nim on the gaps whatever d is: a layout is lost iff the XOR of the gaps is 0 (every
// digit count even), not iff every digit count is a multiple of d + 1. Wrong once d ≥ 2 (the
// sample has d = 2).
use std::io::{self, Read};

const MOD: u64 = 1_000_000_007;

fn power(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % MOD;
        }
        x = x * x % MOD;
        e >>= 1;
    }
    r
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, k) = (v[0], v[1]);
    let mut fact = vec![1u64; n + 1];
    for i in 1..=n {
        fact[i] = fact[i - 1] * i as u64 % MOD;
    }
    let choose = |a: usize, b: usize| -> u64 {
        if b > a {
            0
        } else {
            fact[a] * power(fact[b], MOD - 2) % MOD * power(fact[a - b], MOD - 2) % MOD
        }
    };
    let (h, m) = (k / 2, n - k);
    let mut dp = vec![0u64; m + 1];
    dp[0] = 1;
    let mut bit = 1;
    while bit <= m {
        let mut next = vec![0u64; m + 1];
        for s in 0..=m {
            if dp[s] == 0 {
                continue;
            }
            let mut j = 0;
            while j <= h && s + j * bit <= m {
                next[s + j * bit] = (next[s + j * bit] + dp[s] * choose(h, j)) % MOD;
                j += 2;
            }
        }
        dp = next;
        bit *= 2;
    }
    let mut lost = 0;
    for s in 0..=m {
        lost = (lost + dp[s] * choose(m - s + h, h)) % MOD;
    }
    println!("{}", (choose(n, k) + MOD - lost) % MOD);
}

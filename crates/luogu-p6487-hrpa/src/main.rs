//! Luogu P6487 [COCI 2010/2011 #4] HRPA: https://www.luogu.com.cn/problem/P6487
//!
//! Game: a heap of N pebbles; the first move takes 1..=N, every later move 1..=2·(the previous
//! take), never more than remain; whoever takes the last pebble wins (Fibonacci Nim).
//! Claim: the smallest winning first move is the smallest term of N's Zeckendorf representation
//! (N as a sum of non-adjacent Fibonacci numbers 1, 2, 3, 5, 8, …); for a Fibonacci N, N itself.
//! Proof: with r left and the limit m, the mover wins iff the smallest term z of r is ≤ m. Taking z
//! leaves a smallest term above 2z; taking t < z leaves a smallest term ≤ 2t. The full argument
//! is in the crate's README.
//! Time: O(log N), about 72 Fibonacci numbers up to 10^15.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// The smallest term of the Zeckendorf representation of `n` ≥ 1: the greedy decomposition by
/// the Fibonacci numbers 1, 2, 3, 5, …, largest first.
fn smallest_zeckendorf_term(n: u64) -> u64 {
    // fibonacci = 1, 2, 3, 5, …, up to the first term above n (no overflow: n ≤ u64::MAX / 2)
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] <= n {
        let next = fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2];
        fibonacci.push(next);
    }
    let mut rest = n;
    let mut smallest = n;
    for &term in fibonacci.iter().rev() {
        if term <= rest {
            rest -= term;
            smallest = term;
        }
    }
    smallest
}

fn main() {
    input! {
        n: u64,
    }
    assert!(
        (1..=u64::MAX / 2).contains(&n),
        "N must be a positive number of pebbles, got {n}"
    );
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", smallest_zeckendorf_term(n)).unwrap();
}

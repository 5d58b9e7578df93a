//! AtCoder ABC368 F Dividing Game: https://atcoder.jp/contests/abc368/tasks/abc368_f
//!
//! Game: N integers ≥ 2; a move replaces one of them by a proper divisor; no move (all 1) loses.
//! Claim: Anna (first) wins iff Ω(A_1) ^ … ^ Ω(A_N) != 0, where Ω(a) counts the prime factors of
//!        a with multiplicity.
//! Proof: Sprague–Grundy. A proper divisor of a keeps a proper sub-multiset of a's prime factors,
//!        and every proper sub-multiset is a proper divisor: a number is a Nim heap of Ω(a) stones.
//!        The full argument is in the crate's README.
//! Time: O(M log log M) for a smallest-prime-factor sieve up to M = max A_i, then O(N).

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// Ω(a) for every a in 0..=max (0 for a ≤ 1): the number of prime factors of a with multiplicity.
fn prime_factor_counts(max: usize) -> Vec<u32> {
    // least[a] = the smallest prime factor of a (0 until a sieving prime reaches a)
    let mut least = vec![0; max + 1];
    let mut omega = vec![0; max + 1];
    for a in 2..=max {
        if least[a] == 0 {
            for multiple in (a..=max).step_by(a) {
                if least[multiple] == 0 {
                    least[multiple] = a;
                }
            }
        }
        omega[a] = omega[a / least[a]] + 1;
    }
    omega
}

/// True iff the player to move (Anna) wins with the numbers `numbers`.
fn anna_wins(numbers: &[usize]) -> bool {
    let max = numbers.iter().copied().max().unwrap_or(1);
    let omega = prime_factor_counts(max);
    numbers.iter().fold(0, |xor_sum, &a| xor_sum ^ omega[a]) != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
        numbers: [usize; n],
    }
    let winner = if anna_wins(&numbers) { "Anna" } else { "Bruno" };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{winner}").unwrap();
}

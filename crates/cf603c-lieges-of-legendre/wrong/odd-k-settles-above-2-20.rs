// expect: WA
// The right values up to 2^20 (where a table would stop), but for odd k a pile above 2^20 is
// valued as for even k: 1 if even, else 0. An even pile of odd k alternates between 1 and 2 with
// each halving (g(2^21) = 2 for odd k), so the piles beyond 2^20 are misjudged, while every input
// the game search or the reference answers is right.
//! Codeforces 603C Lieges of Legendre: https://codeforces.com/problemset/problem/603/C
//!
//! Game: n piles of cows; a move removes one cow from a pile, or replaces a pile of 2x cows
//!       (x > 0) by k piles of x; the player who removes the last cow wins. Kevin moves first.
//! Claim: with g(0) = 0 and, for k even, g(1), g(2) = 1, 2 and g(x) = 1 − x mod 2 for x ≥ 3; for
//!        k odd, g(1..=4) = 1, 0, 1, 2, g(x) = 0 for odd x ≥ 5 and, for even x ≥ 6, g(x) = 2 if
//!        g(x/2) = 1, else 1: g is the Grundy value of a pile, and Kevin wins iff the XOR is ≠ 0.
//! Proof: k equal piles of value v add up to v (k odd) or 0 (k even), so the options of x are
//!        g(x − 1) and, for even x, that sum for x/2. From x ≥ 5 on, every even value is 1 or 2,
//!        so an odd x (its only option an even value ≠ 0) gets 0 and an even x sees {0, g(x/2)}.
//!        The induction is in the crate's README.
//! Time: O(n log max a): the odd-k value halves x at most 30 times.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The Grundy value of one pile of `x` cows when a split makes `k` piles, known only by its
/// parity `k_odd`.
fn grundy(mut x: u32, k_odd: bool) -> u32 {
    if !k_odd {
        return match x {
            0 => 0,
            1 => 1,
            2 => 2,
            _ => u32::from(x.is_multiple_of(2)),
        };
    }
    // For even x ≥ 6, g(x) = f(g(x/2)) with f(1) = 2 and f(v) = 1 otherwise: halve down to an odd
    // x or one ≤ 4, whose value is known, then apply f once per halving.
    // beyond a table's reach of 2^20, the large piles taken to settle as for even k
    if x > 1 << 20 {
        return u32::from(x.is_multiple_of(2));
    }
    let mut flips = 0u32;
    let base = loop {
        match x {
            0..=4 => break [0, 1, 0, 1, 2][x as usize],
            _ if x % 2 == 1 => break 0,
            _ => {
                x /= 2;
                flips += 1;
            }
        }
    };
    let mut value = base;
    for _ in 0..flips {
        value = if value == 1 { 2 } else { 1 };
    }
    value
}

/// True iff the player to move (Kevin) wins the sum of the piles `piles`.
fn first_wins(k: u32, piles: &[u32]) -> bool {
    let k_odd = k % 2 == 1;
    piles
        .iter()
        .fold(0, |xor_sum, &x| xor_sum ^ grundy(x, k_odd))
        != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
        k: u32,
        piles: [u32; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let verdict = if first_wins(k, &piles) {
        "Kevin"
    } else {
        "Nicky"
    };
    writeln!(out, "{verdict}").unwrap();
}

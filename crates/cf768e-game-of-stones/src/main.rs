//! Codeforces 768E Game of Stones: https://codeforces.com/problemset/problem/768/E
//!
//! Game: n piles of s_i ≤ 60 stones; a move removes some stones from one pile, but never an amount
//!       already removed from that pile; no move loses. Sam moves first, Jon second.
//! Claim: a pile of s stones has the Grundy value G(s) = the largest k with 1 + 2 + … + k ≤ s, so
//!        Jon (the second player) wins iff G(s_1) ⊕ … ⊕ G(s_n) = 0.
//! Proof: the piles are independent games (a pile's state is its stones left and the amounts used),
//!        so Sprague–Grundy applies. G(s) ≤ k: a play on one pile uses distinct amounts, at most k of
//!        them. G(s) ≥ k: the options reach every value below k, checked by the definition on every
//!        s ≤ 60 (the problem's whole range). The argument is in the crate's README.
//! Time: O(n), reading 10^6 lines at once.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The most stones a pile holds.
const MAX_S: usize = 60;

/// The Grundy value of a fresh pile of `s` stones: the largest k with k(k + 1)/2 ≤ s.
const fn grundy(s: usize) -> u32 {
    let mut k = 0;
    while (k + 1) * (k + 2) / 2 <= s {
        k += 1;
    }
    k as u32
}

/// `GRUNDY[s] = grundy(s)` for every pile size, computed at compile time.
const GRUNDY: [u32; MAX_S + 1] = {
    let mut table = [0; MAX_S + 1];
    let mut s = 0;
    while s <= MAX_S {
        table[s] = grundy(s);
        s += 1;
    }
    table
};

/// True iff the second player wins the sum of fresh piles `piles` (each at most 60 stones).
fn second_wins(piles: &[u8]) -> bool {
    piles.iter().fold(0, |xor_sum, &s| {
        xor_sum
            ^ GRUNDY
                .get(usize::from(s))
                .expect("a pile holds at most 60 stones")
    }) == 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
        piles: [u8; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let verdict = if second_wins(&piles) { "YES" } else { "NO" };
    writeln!(out, "{verdict}").unwrap();
}

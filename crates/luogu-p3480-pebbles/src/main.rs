//! Luogu P3480 [POI2009] KAM-Pebbles (staircase Nim): https://www.luogu.com.cn/problem/P3480
//!
//! Game: n piles a_1 ≤ … ≤ a_n; a move removes pebbles from one pile, keeping the sequence
//!       non-decreasing; no move (an empty table) loses.
//! Claim: with c_i = a_i − a_{i−1} (a_0 = 0), the player to move wins iff
//!        c_n ⊕ c_{n−2} ⊕ c_{n−4} ⊕ … ≠ 0, the steps counted from the right end.
//! Proof: taking x from pile i moves x from c_i to c_{i+1} (off the table for i = n): staircase
//!        Nim whose step 1 is c_n. Every move changes exactly one odd step (counted from the
//!        right), so it breaks XOR 0; from XOR ≠ 0 the Nim move on an odd step pushes pebbles down
//!        to an even step or off, restoring XOR 0. The full argument is in the crate's README.
//! Time: O(n) per arrangement.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// True iff the player to move wins the non-decreasing arrangement `piles`.
fn first_wins(piles: &[u32]) -> bool {
    // c_i = piles[i] − piles[i − 1]; the odd steps from the right are i = n − 1, n − 3, … (0-based).
    let step = |i: usize| piles[i] - if i > 0 { piles[i - 1] } else { 0 };
    let xor_sum = (0..piles.len())
        .rev()
        .step_by(2)
        .fold(0, |xor_sum, i| xor_sum ^ step(i));
    xor_sum != 0
}

fn main() {
    input! {
        u: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..u {
        input! {
            n: usize,
            piles: [u32; n],
        }
        let verdict = if first_wins(&piles) { "TAK" } else { "NIE" };
        writeln!(out, "{verdict}").unwrap();
    }
}

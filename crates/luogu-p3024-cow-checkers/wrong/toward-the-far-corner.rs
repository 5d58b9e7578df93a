// expect: WA
// The right test of a position, but measured from the far corner (M − 1, N − 1), as if the piece
// moved up and right and the board's size limited it. Moves go toward (0, 0) and M, N never limit
// one: only the starting square counts.
//! Luogu P3024 [USACO11OPEN] Cow Checkers S (Wythoff's game): https://www.luogu.com.cn/problem/P3024
//!
//! Game: a checker at (x, y); a move lowers x, or y, or both by the same amount, by at least 1 and
//!       never below 0; the player with no move (at (0, 0)) loses. The board never limits a move.
//! Claim: with x ≤ y and d = y - x, the player to move loses iff x = ⌊dφ⌋ = ⌊(d + isqrt(5d²)) / 2⌋.
//! Proof: by Beatty's theorem the pairs (⌊kφ⌋, ⌊kφ⌋ + k) use every positive integer once and every
//!        difference once, so no move leads from one pair to another and every other position has
//!        a move to one; ⌊(d + √(5d²)) / 2⌋ = ⌊(d + ⌊√(5d²)⌋) / 2⌋ needs only exact u128 integers.
//!        The full argument is in the crate's README.
//! Time: O(1) per query (one 128-bit integer square root), exact for every pair of u64.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// True iff the player to move wins from (x, y) in Wythoff's game.
fn first_wins(x: u64, y: u64) -> bool {
    let (x, y) = (x.min(y), x.max(y));
    let d = u128::from(y - x);
    // If 5d² overflows, d > 8.2·10^18, so ⌊dφ⌋ > 1.3·10^19 > 2^64 - d > x: a won position.
    let Some(five_d2) = (d * d).checked_mul(5) else {
        return true;
    };
    // ⌊dφ⌋: the smaller coordinate of the only losing position with difference d.
    let cold = (d + five_d2.isqrt()) / 2;
    u128::from(x) != cold
}

fn main() {
    input! {
        m: u64,
        n: u64,
        t: usize,
        queries: [(u64, u64); t],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for (x, y) in queries {
        let winner = if first_wins(m - 1 - x, n - 1 - y) {
            "Bessie"
        } else {
            "Farmer John"
        };
        writeln!(out, "{winner}").unwrap();
    }
}

//! abc206f (not written yet): https://atcoder.jp/contests/abc206/tasks/abc206_f
//!
//! Game: not written yet.
//! Claim: not written yet.
//! Proof: not written yet.
//! Time: not written yet.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// Not written yet: the answer for the player to move.
fn answer(n: u64) -> u64 {
    n
}

fn main() {
    input! {
        n: u64,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", answer(n)).unwrap();
}

//! AtCoder ABC206 F Interval Game 2: https://atcoder.jp/contests/abc206/tasks/abc206_f
//!
//! Game: half-open intervals [L_i, R_i) on [1, 100); a move chooses an interval that meets none
//!       chosen before; the player with no move loses. T test cases.
//! Claim: the first player wins iff g(1, 100) != 0, where g(l, r) = mex { g(l, L) ^ g(R, r) :
//!        [L, R) an interval with l ≤ L and R ≤ r } (0 when none fits).
//! Proof: the intervals still choosable inside a free segment [l, r) are those within it; choosing
//!        [L, R) leaves the free segments [l, L) and [R, r), independent games, so Sprague–Grundy
//!        gives the recurrence. The full argument is in the crate's README.
//! Time: O(C² · N) per test case, C = 100 coordinates: each free segment scans only the distinct
//!       intervals inside it.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// The largest coordinate: every interval lies in [1, MAX_COORD).
const MAX_COORD: usize = 100;

/// True iff the player to move wins with the half-open intervals `intervals` ((L, R), L < R).
fn first_wins(intervals: &[(usize, usize)]) -> bool {
    // by_right = the distinct intervals by right end (a copy gives no new option)
    let mut by_right = intervals.to_vec();
    by_right.sort_unstable_by_key(|&(from, to)| (to, from));
    by_right.dedup();
    // grundy[l][r] = value of the game on the intervals inside the free segment [l, r); filled
    // for l from right to left, r from left to right, so g(l, L) and g(R, r) come before g(l, r)
    let mut grundy = [[0u8; MAX_COORD + 1]; MAX_COORD + 1];
    for l in (1..MAX_COORD).rev() {
        // starting = the intervals with l ≤ L, by right end: those inside [l, r) are a prefix
        let starting: Vec<_> = by_right
            .iter()
            .copied()
            .filter(|&(from, _)| l <= from)
            .collect();
        for r in l + 1..=MAX_COORD {
            let inside = &starting[..starting.partition_point(|&(_, to)| to <= r)];
            // bit x of options = some choice leaves value x (x ≤ 127: XOR of two values ≤ 100)
            let mut options = 0u128;
            for &(from, to) in inside {
                options |= 1 << (grundy[l][from] ^ grundy[to][r]);
            }
            grundy[l][r] = (!options).trailing_zeros() as u8;
        }
    }
    grundy[1][MAX_COORD] != 0
}

fn main() {
    input! {
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..t {
        input! {
            n: usize,
            intervals: [(usize, usize); n],
        }
        let winner = if first_wins(&intervals) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}").unwrap();
    }
}

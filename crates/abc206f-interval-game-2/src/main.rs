//! AtCoder ABC206 F Interval Game 2: https://atcoder.jp/contests/abc206/tasks/abc206_f
//!
//! Game: half-open intervals [L_i, R_i) on [1, 100); a move chooses an interval that meets none
//!       chosen before; the player with no move loses. T test cases.
//! Claim: the first player wins iff g(1, 100) != 0, where g(l, r) = mex { g(l, L) ^ g(R, r) :
//!        [L, R) an interval with l ≤ L and R ≤ r } (0 when none fits).
//! Proof: the intervals still choosable inside a free segment [l, r) are those within it; choosing
//!        [L, R) leaves the free segments [l, L) and [R, r), independent games, so Sprague–Grundy
//!        gives the recurrence. The full argument is in the crate's README.
//!        Where a point c of (l, r) lies strictly inside no interval inside [l, r), the game there
//!        is the sum of [l, c) and [c, r): g(l, r) = g(l, c) ^ g(c, r), with no scan.
//! Time: O(C² · N) per test case, C = 100 coordinates: only the free segments crossed at every
//!       point scan, and only the distinct intervals inside them.

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
    // for l from right to left, r from left to right, so g(l, c) and g(c, r) come before g(l, r)
    let mut grundy = [[0u8; MAX_COORD + 1]; MAX_COORD + 1];
    // starting = the intervals with l ≤ L, by right end: those inside [l, r) are a prefix
    let mut starting: Vec<(usize, usize)> = Vec::with_capacity(by_right.len());
    for l in (1..MAX_COORD).rev() {
        starting.clear();
        starting.extend(by_right.iter().filter(|&&(from, _)| l <= from));
        let mut inside = 0;
        // bit c of uncrossed: l < c < r and no interval inside [l, r) has c strictly inside it
        let mut uncrossed = 0u128;
        for r in l + 1..=MAX_COORD {
            if r - 1 > l {
                uncrossed |= 1 << (r - 1);
            }
            while inside < starting.len() && starting[inside].1 <= r {
                let (from, to) = starting[inside];
                uncrossed &= !((1u128 << to) - (1 << (from + 1)));
                inside += 1;
            }
            grundy[l][r] = if uncrossed != 0 {
                // every interval inside lies on one side of c: the sum of the two sides
                let c = uncrossed.trailing_zeros() as usize;
                grundy[l][c] ^ grundy[c][r]
            } else {
                // bit x of options = some choice leaves value x (x ≤ 127: XOR of two values ≤ 100)
                let mut options = 0u128;
                for &(from, to) in &starting[..inside] {
                    options |= 1 << (grundy[l][from] ^ grundy[to][r]);
                }
                (!options).trailing_zeros() as u8
            };
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

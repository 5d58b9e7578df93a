// expect: WA
// The right rule, but the powers of two are recognised only up to 2^20 (a table cut where a search
// would stop): right on every n ≤ 10^5, the oracle's reach; 2^21, 2^23, … 2^29, odd exponents, are
// called won as any other even n.
//! Codeforces 1537D Deleting Divisors: https://codeforces.com/problemset/problem/1537/D
//!
//! Game: a number n; a move subtracts a divisor d of n with 1 < d < n; no move loses.
//! Claim: the player to move wins iff n is even and either not a power of two, or 2^k with k even.
//! Proof: an odd n has only odd divisors, so every move reaches an even non-power of two; such a
//!        number has an odd divisor d > 1 and moving to the odd n − d wins. From 2^k every move but
//!        2^k → 2^{k−1} hands over an even non-power of two, so play halves down to 2, which has
//!        no move: 2^k wins iff k is even. The full argument is in the crate's README.
//! Time: O(1) per case.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// True iff the player to move wins from `n`.
fn first_wins(n: u32) -> bool {
    if n % 2 == 1 {
        false
    } else if n.is_power_of_two() && n <= 1 << 20 {
        n.trailing_zeros().is_multiple_of(2)
    } else {
        true
    }
}

fn main() {
    input! {
        t: usize,
        cases: [u32; t],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for n in cases {
        let verdict = if first_wins(n) { "Alice" } else { "Bob" };
        writeln!(out, "{verdict}").unwrap();
    }
}

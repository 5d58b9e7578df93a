// expect: WA
// The right jumps, but a pile with fewer than K stones is valued as a Nim heap of its stones. It
// has no move at all (a take is at most ⌊x/K⌋ = 0 stones): it is worth 0.
//! AtCoder ARC091 F Strange Nim: https://atcoder.jp/contests/arc091/tasks/arc091_d
//!
//! Game: N piles, the i-th with its own K_i; a move takes 1..=⌊X/K_i⌋ stones from a pile of X
//!       stones; no move loses. Takahashi moves first.
//! Claim: the Grundy value of a pile is g(x) = x/K if K | x, else g(x − ⌊x/K⌋ − 1) (so 0 for
//!        x < K); Takahashi wins iff the XOR of the piles' values is not 0.
//! Proof: by induction on x, the ⌊x/K⌋ + 1 values g(x − ⌊x/K⌋), …, g(x) are 0, 1, …, ⌊x/K⌋ in
//!        some order. The options of x are all of them but g(x); they are the window of x − 1
//!        minus its first value g(x − ⌊x/K⌋ − 1) when ⌊x/K⌋ = ⌊(x − 1)/K⌋, and the whole window
//!        0..x/K of x − 1 when K | x. The full argument is in the crate's README.
//! Jumps: while the quotient q = ⌊x/K⌋ stays, the recursion subtracts q + 1; all those steps are
//!        taken at once, so each jump lowers q by at least 1 and x by more than x/K.
//! Time: at most 2·√(A/e) + 1 jumps a pile (38 361 for A = 10^9), two divisions each.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// The Grundy value of a pile of `x` stones from which a move takes at most ⌊x/k⌋ (k ≥ 1).
fn grundy(mut x: u32, k: u32) -> u32 {
    loop {
        let (q, r) = (x / k, x % k);
        if q == 0 {
            return x;
        }
        if r == 0 {
            return q;
        }
        // x − j(q + 1) = qk + (r − j(q + 1)) keeps the quotient q for j ≤ r / (q + 1): the
        // steps reach qk itself (value q) iff q + 1 divides r, else one more leaves the block
        let left = r % (q + 1);
        if left == 0 {
            return q;
        }
        x = q * k + left - (q + 1);
    }
}

/// True iff the player to move wins the sum of the piles `(a, k)`.
fn first_wins(piles: &[(u32, u32)]) -> bool {
    piles
        .iter()
        .fold(0, |xor_sum, &(a, k)| xor_sum ^ grundy(a, k))
        != 0
}

fn main() {
    input! {
        n: usize,
        piles: [(u32, u32); n],
    }
    assert!(
        piles.iter().all(|&(a, k)| a >= 1 && k >= 1),
        "every A_i and K_i is at least 1"
    );
    let mut out = BufWriter::new(io::stdout().lock());
    let verdict = if first_wins(&piles) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{verdict}").unwrap();
}

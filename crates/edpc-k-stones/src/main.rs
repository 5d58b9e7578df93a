//! AtCoder EDPC K Stones (win/lose DP over a subtraction set): https://atcoder.jp/contests/dp/tasks/dp_k
//!
//! Game: a pile of k stones; a move removes exactly x stones for some x in A; no move loses.
//! Claim: win[0] = false, and win[k] holds iff some x ∈ A with x ≤ k has win[k − x] = false.
//! Proof: every move lowers k, so by induction on k: a pile with no legal move is lost; a pile is
//!        won iff some move leaves the opponent a lost pile. The full argument is in the README.
//! Time: O(N·K): a lost pile marks at most N piles above it won, a won pile costs nothing
//!       (at most 10^7 steps at the limits). O(K) memory.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// True iff the player to move wins a pile of `k` stones; `moves` is strictly increasing.
fn first_wins(moves: &[usize], k: usize) -> bool {
    // win[j] = the player to move wins a pile of j stones. Filled forwards: when the loop reaches
    // j, every pile j − x below it has been seen, so win[j] is final; if it is still false, j is
    // lost, and each pile one move above it is won.
    let mut win = vec![false; k + 1];
    for j in 0..=k {
        if !win[j] {
            for &x in moves.iter().take_while(|&&x| x <= k - j) {
                win[j + x] = true;
            }
        }
    }
    win[k]
}

fn main() {
    input! {
        n: usize,
        k: usize,
        moves: [usize; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let verdict = if first_wins(&moves, k) {
        "First"
    } else {
        "Second"
    };
    writeln!(out, "{verdict}").unwrap();
}

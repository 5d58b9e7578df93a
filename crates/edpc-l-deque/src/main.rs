//! AtCoder EDPC L Deque (minimax score DP on intervals, negamax form):
//! https://atcoder.jp/contests/dp/tasks/dp_l
//!
//! Game: players alternately take the first or the last element of a sequence and score it; Taro,
//!       first, maximizes X − Y, Jiro minimizes it.
//! Claim: with d[l][r] = (score of the player to move − score of the other) on a[l..=r] under best
//!        play, d[l][l] = a[l] and d[l][r] = max(a[l] − d[l+1][r], a[r] − d[l][r−1]); X − Y = d[0][N−1].
//! Proof: the game is zero-sum and the rest of the game after a move is the same game on a shorter
//!        interval with the roles swapped; induction on the length. The full argument is in the README.
//! Time: O(N²), O(N) memory (the table rolled by interval length).

use proconio::input;
use std::io::{self, BufWriter, Write};

/// X − Y under best play: the first mover's total minus the other's.
fn score_difference(a: &[i64]) -> i64 {
    let n = a.len();
    // Before the pass for length len: d[l] = best difference for the player to move on
    // a[l..l + len − 1]; the pass for len overwrites d[l] with the value on a[l..l + len].
    let mut d = a.to_vec();
    for len in 2..=n {
        // The m intervals of this length start at l < m and end at r = l + len − 1; slices of
        // exactly the lengths read let the compiler drop the bound checks from the loop.
        let m = n - len + 1;
        let (first, last, d) = (&a[..m], &a[len - 1..], &mut d[..=m]);
        for l in 0..m {
            d[l] = (first[l] - d[l + 1]).max(last[l] - d[l]);
        }
    }
    d[0]
}

fn main() {
    input! {
        n: usize,
        a: [i64; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", score_difference(&a)).unwrap();
}

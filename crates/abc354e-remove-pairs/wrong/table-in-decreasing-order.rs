// expect: WA
// The right table over the sets of cards left, but filled from the full set down: win[S ∖ {i, j}]
// is read before it is computed (still false), so any set with a move is called won.
//! AtCoder ABC354 E Remove Pairs (bitmask game DP, state = remaining cards):
//! https://atcoder.jp/contests/abc354/tasks/abc354_e
//!
//! Game: N ≤ 18 cards with a front and a back number; a move removes two cards on the table with
//!       the same front or the same back; the player with no move loses.
//! Claim: with win[S] = "the player to move wins with the cards S on the table", win[S] holds iff
//!        some removable pair P ⊆ S has win[S \ P] false; Takahashi wins iff win[all cards].
//! Proof: every move shrinks S, so induction on |S|: no removable pair loses, a move to a lost set
//!        wins, otherwise every move hands the opponent a win. The full argument is in the README.
//! Time: O(2^N · P) with P ≤ C(N, 2) = 153 removable pairs; only the pairs inside each set are
//!       tried, on the sets reachable from the start (N − |S| even): at most C(N, 2)·2^(N−3) =
//!       5·10^6 pair tests. O(2^N) memory.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// The indices of the set bits of `mask`, lowest first.
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let i = mask.trailing_zeros() as usize;
        mask &= mask.wrapping_sub(1);
        (i < 32).then_some(i)
    })
}

/// True iff the first player wins with the cards `cards` (front, back) on the table.
fn first_wins(cards: &[(u32, u32)]) -> bool {
    let n = cards.len();
    // partners[i] = the cards j > i that card i can be removed with, as a bitmask.
    let partners: Vec<u32> = (0..n)
        .map(|i| {
            (i + 1..n)
                .filter(|&j| cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1)
                .fold(0, |mask, j| mask | 1 << j)
        })
        .collect();
    // The cards that are the lower card of some removable pair.
    let lower = (0..n)
        .filter(|&i| partners[i] != 0)
        .fold(0u32, |mask, i| mask | 1 << i);
    // win[s] = the player to move wins with the cards of bitmask s on the table; a move clears two
    // bits, so increasing s sees every successor first, and only the s with as many cards as n
    // modulo 2 can be reached from all n cards: the others are skipped (left false, never read).
    let mut win = vec![false; 1 << n];
    for s in (0..1u32 << n).rev().filter(|s| s.count_ones() % 2 == n as u32 % 2) {
        win[s as usize] = bits(s & lower)
            .any(|i| bits(s & partners[i]).any(|j| !win[(s ^ 1 << i ^ 1 << j) as usize]));
    }
    win[(1 << n) - 1]
}

fn main() {
    input! {
        n: usize,
        cards: [(u32, u32); n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let winner = if first_wins(&cards) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{winner}").unwrap();
}

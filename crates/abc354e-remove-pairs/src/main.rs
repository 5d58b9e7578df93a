//! AtCoder ABC354 E Remove Pairs (bitmask game DP, state = remaining cards):
//! https://atcoder.jp/contests/abc354/tasks/abc354_e
//!
//! Game: N ≤ 18 cards with a front and a back number; a move removes two cards on the table with
//!       the same front or the same back; the player with no move loses.
//! Claim: with win[S] = "the player to move wins with the cards S on the table", win[S] holds iff
//!        some removable pair P ⊆ S has win[S \ P] false; Takahashi wins iff win[all cards].
//! Proof: every move shrinks S, so induction on |S|: no removable pair loses, a move to a lost set
//!        wins, otherwise every move hands the opponent a win. The full argument is in the README.
//! Time: O(2^N · P) with P ≤ C(N, 2) = 153 removable pairs (4·10^7 steps), O(2^N) memory.

use itertools::Itertools;
use proconio::input;
use std::io::{self, BufWriter, Write};

/// True iff the first player wins with the cards `cards` (front, back) on the table.
fn first_wins(cards: &[(u32, u32)]) -> bool {
    let n = cards.len();
    // The removable pairs, each as the bitmask of its two cards.
    let pairs: Vec<u32> = (0..n)
        .tuple_combinations()
        .filter(|&(i, j)| cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1)
        .map(|(i, j)| 1 << i | 1 << j)
        .collect();
    // win[s] = the player to move wins with the cards of bitmask s on the table; s ∖ P < s, so
    // increasing s sees every successor first.
    let mut win = vec![false; 1 << n];
    for s in 0..1usize << n {
        let s32 = s as u32;
        win[s] = pairs
            .iter()
            .any(|&pair| s32 & pair == pair && !win[(s32 ^ pair) as usize]);
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

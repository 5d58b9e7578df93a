//! AtCoder ABC278 F Shiritori (bitmask game DP, state = used set + last word):
//! https://atcoder.jp/contests/abc278/tasks/abc278_f
//!
//! Game: players alternately name an unused word among N ≤ 16; after the first turn a word must
//!       start with the last letter of the previous one; a player with no word to name loses.
//! Claim: with win[U][j] = "the player to move wins when the words U are used and j was named last",
//!        win[U][j] holds iff some i ∉ U with first(i) = last(j) has win[U ∪ {i}][i] false; Taro
//!        wins iff some i has win[{i}][i] false.
//! Proof: every move adds a word to U, so induction on N − |U|: no legal move loses, a move to a
//!        lost position wins, and otherwise every move hands the opponent a win. Full proof: README.
//! Time: O(2^N · N²) (1.7·10^7 steps at N = 16), O(2^N · N) memory.

use proconio::input;
use proconio::marker::Bytes;
use std::io::{self, BufWriter, Write};

/// True iff the first player wins the word chain on `words`.
fn first_wins(words: &[Vec<u8>]) -> bool {
    let n = words.len();
    // follows[j] = the set of words that may come right after word j.
    let follows: Vec<u32> = words
        .iter()
        .map(|prev| {
            let last = prev[prev.len() - 1];
            (0..n)
                .filter(|&i| words[i][0] == last)
                .fold(0, |set, i| set | 1 << i)
        })
        .collect();
    // win[used * n + j] = the player to move wins when `used` is spent and j was named last
    // (only j ∈ used is meaningful); every move adds a word, so larger sets are filled first.
    let full = (1u32 << n) - 1;
    let mut win = vec![false; (1usize << n) * n];
    for used in (1..=full).rev() {
        for j in (0..n).filter(|&j| used >> j & 1 == 1) {
            let mut moves = follows[j] & !used;
            let mut wins = false;
            while moves != 0 && !wins {
                let i = moves.trailing_zeros() as usize;
                moves &= moves - 1;
                wins = !win[(used | 1 << i) as usize * n + i];
            }
            win[used as usize * n + j] = wins;
        }
    }
    (0..n).any(|i| !win[(1usize << i) * n + i])
}

fn main() {
    input! {
        n: usize,
        words: [Bytes; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let verdict = if first_wins(&words) {
        "First"
    } else {
        "Second"
    };
    writeln!(out, "{verdict}").unwrap();
}

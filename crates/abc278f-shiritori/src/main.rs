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
//! Time: O(2^N · N) (10^6 steps at N = 16): per set, the moves to a lost position once, then
//!       one mask test per last word. O(2^N) memory.

use proconio::input;
use proconio::marker::Bytes;
use std::io::{self, BufWriter, Write};

/// The indices of the set bits of `set`, lowest first.
fn bits(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let i = set.trailing_zeros() as usize;
        set &= set.wrapping_sub(1);
        (i < 32).then_some(i)
    })
}

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
    // lost[used] = the words j ∈ used such that the player to move loses when the words `used`
    // are spent and j was named last; every move adds a word, so larger sets are filled first.
    let full = (1u32 << n) - 1;
    let mut lost = vec![0u32; 1 << n];
    for used in (1..=full).rev() {
        // The words whose naming now leaves the opponent lost.
        let to_lost = bits(full & !used)
            .filter(|&i| lost[(used | 1 << i) as usize] >> i & 1 == 1)
            .fold(0, |set, i| set | 1 << i);
        // After j, the player to move wins iff some word that may follow j is one of those.
        lost[used as usize] = bits(used)
            .filter(|&j| follows[j] & to_lost == 0)
            .fold(0, |set, j| set | 1 << j);
    }
    (0..n).any(|i| lost[1 << i] >> i & 1 == 1)
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

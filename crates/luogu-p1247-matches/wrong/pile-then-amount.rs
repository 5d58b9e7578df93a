// expect: WA
// The right move, but line 1 is printed as the pile, then the amount (`b a`); the statement's
// line is `a b`, the amount first.
//! Luogu P1247 取火柴游戏 (Nim, print the winning move): https://www.luogu.com.cn/problem/P1247
//!
//! Game: k piles of matches; a move takes any positive number from one pile; no move loses.
//! Claim: with s = XOR of the piles, the player to move loses iff s = 0; otherwise the winning
//!        moves are exactly "shrink pile i to n_i ^ s" for each i with n_i ^ s < n_i.
//! Proof: Nim's theorem (as in P2197) makes the losing positions those of XOR 0. A move on pile i
//!        leaves XOR 0 iff it leaves n_i ^ s there, a legal move iff n_i ^ s < n_i, and the pile
//!        holding the highest set bit of s qualifies. So the smallest (b, a) is the first such pile,
//!        with its only winning amount. The full argument is in the crate's README.
//! Time: O(k).

use itertools::Itertools;
use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// A move: take `take` matches from pile `pile` (0-based).
struct Move {
    pile: usize,
    take: u32,
}

/// The winning move of smallest pile for the player to move, or `None` if the player to move loses.
fn winning_move(piles: &[u32]) -> Option<Move> {
    let xor_sum = piles.iter().fold(0, |xor_sum, &pile| xor_sum ^ pile);
    if xor_sum == 0 {
        return None;
    }
    // Some pile holds the highest set bit of xor_sum, so `position` finds one.
    let pile = piles.iter().position(|&n| n ^ xor_sum < n)?;
    Some(Move {
        pile,
        take: piles[pile] - (piles[pile] ^ xor_sum),
    })
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        k: usize,
        mut piles: [u32; k],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    match winning_move(&piles) {
        None => writeln!(out, "lose").unwrap(),
        Some(Move { pile, take }) => {
            writeln!(out, "{} {take}", pile + 1).unwrap();
            piles[pile] -= take;
            writeln!(out, "{}", piles.iter().join(" ")).unwrap();
        }
    }
}

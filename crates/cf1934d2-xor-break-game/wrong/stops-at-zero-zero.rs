// expect: WA
// The right play, but Bob's `0 0` is taken for the end of the whole interaction (as in games of
// one round): the program exits after the first game, while t games are to be played and the
// jury sends the next n.
//! Codeforces 1934D2 XOR Break — Game Version: https://codeforces.com/problemset/problem/1934/D2
//!
//! Game (interactive, t ≤ 1000 games): the holder of p breaks it into p1 xor p2 = p with
//! 0 < p1, p2 < p, or loses; the opponent keeps one of p1, p2 and must break it. We are Alice,
//! choose our side per game, and may break at most 63 times in a game.
//! Claim: the holder of p wins iff popcount(p) is even.
//! Proof: popcount(p1) + popcount(p2) ≡ popcount(p) (mod 2), so every break of an odd p has an even
//!        part (kept by the opponent), and an even p breaks into its top bit and the rest, both odd;
//!        a power of two has no break. Our break of p hands over parts below p's top bit, and the
//!        part we keep next is below Bob's number, so the top bit falls every round: ≤ 60 breaks.
//! Time: O(1) per break, at most 60 breaks a game.

use proconio::input_interactive;
use std::io::{self, BufWriter, Write};

/// True iff the holder of `p` wins: popcount(p) is even.
fn holder_wins(p: u64) -> bool {
    p.count_ones().is_multiple_of(2)
}

/// The winning break of `p` (holder_wins(p), p > 0): its top bit and the rest, both odd.
fn winning_break(p: u64) -> (u64, u64) {
    let top = 1u64 << (63 - p.leading_zeros());
    (top, p ^ top)
}

fn main() {
    let mut out = BufWriter::new(io::stdout().lock());
    input_interactive! { t: usize }
    for _ in 0..t {
        input_interactive! { n: u64 }
        // held = the number we break next
        let mut held = if holder_wins(n) {
            writeln!(out, "first").unwrap();
            out.flush().unwrap();
            n
        } else {
            writeln!(out, "second").unwrap();
            out.flush().unwrap();
            input_interactive! { a: i64, b: i64 }
            match (a, b) {
                (0, 0) => return,
                (-1, -1) => return,
                _ => {
                    let (a, b) = (a as u64, b as u64);
                    if holder_wins(a) { a } else { b }
                }
            }
        };
        loop {
            let (p1, p2) = winning_break(held);
            writeln!(out, "{p1} {p2}").unwrap();
            out.flush().unwrap();
            input_interactive! { a: i64, b: i64 }
            match (a, b) {
                (0, 0) => return,
                (-1, -1) => return,
                _ => {
                    let (a, b) = (a as u64, b as u64);
                    held = if holder_wins(a) { a } else { b };
                }
            }
        }
    }
}

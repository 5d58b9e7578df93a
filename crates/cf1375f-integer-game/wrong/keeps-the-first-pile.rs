// expect: WA
// The right numbers for the first two turns, but the pile Second used is recorded only once: the
// third number is computed with the first turn's pile as the top, which after the second turn is
// the middle of the progression, so it starts over with 10^11 instead of the common difference.
//! Codeforces 1375F Integer Game (interactive): https://codeforces.com/problemset/problem/1375/F
//!
//! Game: three distinct piles; First names y ≥ 1, Second adds y to a pile other than the one it
//! used last turn; Second loses when two piles are equal, First after 1000 turns.
//! Claim: First wins with three numbers, so we always play First.
//! Proof: a huge y1 makes the pile p it lands on the unique maximum M. Then y2 = 2M − u − v
//!        (u, v the other piles): p is forbidden, and adding y2 to u gives v < M < 2M − v, an
//!        arithmetic progression whose top is the pile just used (the same for v). Then
//!        y3 = M − v: the top is forbidden, and either other pile lands on its neighbour.
//! Time: O(1); three numbers, all below 2.1·10^11 ≤ 10^12.

use proconio::input_interactive;
use std::io::{self, BufWriter, Write};

/// The first number: larger than any pile can be at the start (≤ 10^9), so that
/// 2·(10^11 + 10^9) stays below the limit 10^12 on y.
const HUGE: u64 = 100_000_000_000;

/// First's number for the piles, `last` the pile Second used last turn (none yet): the gap of
/// the progression if the piles are one whose top is `last`, else 2M − u − v if `last` is the
/// maximum M, else `HUGE` (which makes the pile it lands on the maximum).
fn next_number(piles: [u64; 3], last: Option<usize>) -> u64 {
    let Some(top) = last else {
        return HUGE;
    };
    let (u, v) = (piles[(top + 1) % 3], piles[(top + 2) % 3]);
    let (low, mid) = (u.min(v), u.max(v));
    let m = piles[top];
    if m <= mid {
        HUGE
    } else if m - mid == mid - low {
        m - mid
    } else {
        2 * m - u - v
    }
}

fn main() {
    input_interactive! {
        a: u64,
        b: u64,
        c: u64,
    }
    let mut piles = [a, b, c];
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "First").unwrap();
    out.flush().unwrap();
    let mut last = None;
    loop {
        let y = next_number(piles, last);
        writeln!(out, "{y}").unwrap();
        out.flush().unwrap();
        input_interactive! {
            reply: i64,
        }
        // 0: Second cannot move without losing (we won); -1: the jury refused a line of ours
        if reply <= 0 {
            break;
        }
        assert!(
            reply <= 3,
            "the jury answered {reply}, not a pile 1, 2 or 3"
        );
        let pile = reply as usize - 1;
        piles[pile] += y;
        last = last.or(Some(pile));
    }
}

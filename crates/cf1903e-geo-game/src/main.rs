//! Codeforces 1903E Geo Game (interactive): https://codeforces.com/problemset/problem/1903/E
//!
//! Game (t ≤ 2000 games): n points and a start s; the players alternate picking unused points,
//! each adding the squared distance from the previous point (s at first) to a sum; after n picks
//! First wins iff the sum is even. We choose our side in each game.
//! Claim: colour p by (x + y) mod 2, A = points coloured like s, B = the others: First wins iff
//!        |A| ≥ |B|. First takes B points while any remain, Second takes A points.
//! Proof: dx² + dy² ≡ dx + dy (mod 2), so a pick adds c(prev) xor c(cur) and the sum telescopes
//!        to c(s) xor c(last): only the last point's colour counts. Each side removes the colour it
//!        does not want last; First empties B before Second empties A iff |B| ≤ |A| (README).
//! Time: O(n) per game; no square is ever computed.

use proconio::input_interactive;
use std::io::{self, BufWriter, Write};

/// The 1-based indices of the points coloured like `start` (`[0]`) and unlike it (`[1]`).
fn classes(start: (u64, u64), points: &[(u64, u64)]) -> [Vec<usize>; 2] {
    let colour = |(x, y): (u64, u64)| ((x + y) % 2) as usize;
    let mut classes = [Vec::new(), Vec::new()];
    for (i, &p) in points.iter().enumerate() {
        classes[colour(p) ^ colour(start)].push(i + 1);
    }
    classes
}

/// True iff First wins with `like` points coloured like s and `unlike` others.
fn first_wins(like: usize, unlike: usize) -> bool {
    like >= unlike
}

/// Our next point: an unused one of the class `drain` while it has one, else of the other class;
/// `stacks` hold the classes' indices, `used` marks every point picked by either side.
fn next_point(stacks: &mut [Vec<usize>; 2], drain: usize, used: &[bool]) -> usize {
    for class in [drain, 1 - drain] {
        while let Some(&i) = stacks[class].last() {
            stacks[class].pop();
            if !used[i] {
                return i;
            }
        }
    }
    unreachable!("a point is left whenever it is our turn")
}

fn main() {
    let mut out = BufWriter::new(io::stdout().lock());
    input_interactive! { t: usize }
    for _ in 0..t {
        // -1 in place of n: the previous game was lost or a line of ours refused
        input_interactive! { n: i64 }
        if n < 0 {
            return;
        }
        input_interactive! {
            sx: u64,
            sy: u64,
            points: [(u64, u64); n as usize],
        }
        let mut stacks = classes((sx, sy), &points);
        let first = first_wins(stacks[0].len(), stacks[1].len());
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
        out.flush().unwrap();
        // First drains the unlike class (it wants a like point last), Second the like class
        let drain = if first { 1 } else { 0 };
        let mut used = vec![false; points.len() + 1];
        let mut our_turn = first;
        for _ in 0..points.len() {
            if our_turn {
                let i = next_point(&mut stacks, drain, &used);
                used[i] = true;
                writeln!(out, "{i}").unwrap();
                out.flush().unwrap();
            } else {
                input_interactive! { j: i64 }
                if j < 0 {
                    return;
                }
                used[j as usize] = true;
            }
            our_turn = !our_turn;
        }
    }
}

//! Codeforces 1503B 3-Coloring (interactive): https://codeforces.com/problemset/problem/1503/B
//!
//! Game: an empty n×n grid; each turn Alice names a colour a ∈ {1, 2, 3} and Bob puts a token of
//! a colour b ≠ a on an empty cell; Alice wins if two edge-adjacent cells ever share a colour,
//! Bob if the grid fills without that. We are Bob, against an adaptive Alice.
//! Claim: Bob always wins. Colour the cells like a chessboard (black: i + j even): put 1 on a
//! black cell while a ≠ 1 and one is empty, else 2 on a white cell while a ≠ 2 and one is empty,
//! else 3 on a cell of the class that is not yet full.
//! Proof: neighbours lie in opposite classes. While both classes have empty cells one of the first
//!        two rules applies (a is not both 1 and 2), so black holds only 1 and white only 2. Once
//!        black is full (of 1), the last rule puts 3 on white only when a = 2 and white gets only 2
//!        or 3, never touching another white cell; a full white class is the same with 1 and 2
//!        swapped (3 on black when a = 1). Every b differs from a by construction.
//! Time: O(1) per turn (two stacks of empty cells), O(n²) in all.

use proconio::input_interactive;
use std::io::{self, BufWriter, Write};

/// Bob's move `(b, i, j)` (1-based) for Alice's colour `a`, taking the cell from `black` or
/// `white`, the empty cells of each class.
fn next_move(
    a: u8,
    black: &mut Vec<(usize, usize)>,
    white: &mut Vec<(usize, usize)>,
) -> (u8, usize, usize) {
    let (b, cell) = if a != 1 && !black.is_empty() {
        (1, black.pop())
    } else if a != 2 && !white.is_empty() {
        (2, white.pop())
    } else if black.is_empty() {
        // black is full of 1s and a = 2
        (3, white.pop())
    } else {
        // white is full of 2s and a = 1
        (3, black.pop())
    };
    let (i, j) = cell.expect("an empty cell is left while turns remain");
    (b, i, j)
}

fn main() {
    input_interactive! { n: usize }
    let mut black = Vec::new();
    let mut white = Vec::new();
    for i in 1..=n {
        for j in 1..=n {
            if (i + j) % 2 == 0 {
                black.push((i, j));
            } else {
                white.push((i, j));
            }
        }
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..n * n {
        input_interactive! { a: u8 }
        let (b, i, j) = next_move(a, &mut black, &mut white);
        writeln!(out, "{b} {i} {j}").unwrap();
        out.flush().unwrap();
    }
}

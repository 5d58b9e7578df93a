//! Luogu P1288 取数游戏 II: https://www.luogu.com.cn/problem/P1288
//!
//! Game: a coin on a ring of numbered edges; a move lowers an edge next to the coin to a smaller
//!       non-negative number and moves the coin across it; a coin between two 0s loses.
//! Claim: with a 0 on the ring, the player to move loses iff the runs of non-zero edges from the
//!        coin up to the first 0, one each way, both have even length.
//! Proof: (even, even) = (0, 0) has no move. A move across an even run leaves it odd for the other
//!        player. From an odd run, cross its first edge lowering it to 0: (even, 0) is left.
//!        Rings without a 0 (out of the statement's range) reduce to this; see the README.
//! Time: O(N).

use proconio::input;
use std::io::{self, BufWriter, Write};

/// True iff the player to move wins; `edges` runs round the ring from the coin's right to its left.
fn first_wins(edges: &[u32]) -> bool {
    // floor = the smallest edge; 0 whenever the statement's constraint holds
    let floor = *edges.iter().min().expect("a ring has at least one edge");
    if floor > 0 && edges.len() % 2 == 1 {
        return true;
    }
    let forward = edges.iter().take_while(|&&e| e > floor).count();
    let backward = edges.iter().rev().take_while(|&&e| e > floor).count();
    forward % 2 == 1 || backward % 2 == 1
}

fn main() {
    input! {
        n: usize,
        edges: [u32; n],
    }
    assert!(n >= 1, "N must be at least 1");
    let mut out = BufWriter::new(io::stdout().lock());
    let verdict = if first_wins(&edges) { "YES" } else { "NO" };
    writeln!(out, "{verdict}").unwrap();
}

//! AtCoder AGC017 D Game on Tree: https://atcoder.jp/contests/agc017/tasks/agc017_d
//!
//! Game: a tree rooted at vertex 1; a move deletes an edge and the part no longer joined to vertex
//!       1; the player with no move (only vertex 1 left) loses.
//! Claim: Alice (first) wins iff G(1) != 0, where G(v) = XOR over the children c of v of (G(c) + 1).
//! Proof: Green Hackenbush on a tree. The branches at v are independent games, so G(v) is the XOR
//!        of the branches' values; a branch (an edge v–c above the subtree of c) has value G(c) + 1
//!        by induction (the colon principle). The full argument is in the crate's README.
//! Time: O(N), without recursion or adjacency lists: leaves other than the root are peeled off one
//!       by one, each folded into its parent, found as the XOR of its remaining neighbours.

use proconio::input;
use proconio::marker::Usize1;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The Grundy value of the tree with `n` vertices and the `n - 1` edges `edges` (0-based), rooted
/// at vertex 0.
fn root_grundy(n: usize, edges: impl IntoIterator<Item = (usize, usize)>) -> u32 {
    // degree[v] = number of v's neighbours not yet peeled;
    // neighbour_xor[v] = XOR of their labels, so the last one is neighbour_xor[v] itself
    let mut degree = vec![0u32; n];
    let mut neighbour_xor = vec![0usize; n];
    for (x, y) in edges {
        degree[x] += 1;
        degree[y] += 1;
        neighbour_xor[x] ^= y;
        neighbour_xor[y] ^= x;
    }
    // leaves = vertices other than 0 left with one neighbour, their parent, and not yet peeled
    let mut leaves: Vec<usize> = (1..n).filter(|&v| degree[v] == 1).collect();
    // grundy[v] = XOR of (grundy[c] + 1) over the children c of v peeled so far
    let mut grundy = vec![0u32; n];
    while let Some(v) = leaves.pop() {
        let parent = neighbour_xor[v];
        grundy[parent] ^= grundy[v] + 1;
        neighbour_xor[parent] ^= v;
        degree[parent] -= 1;
        if degree[parent] == 1 && parent != 0 {
            leaves.push(parent);
        }
    }
    grundy[0]
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! { from &mut source, n: usize }
    let edges = (1..n).map(|_| {
        input! { from &mut source, x: Usize1, y: Usize1 }
        (x, y)
    });
    let winner = if root_grundy(n, edges) != 0 {
        "Alice"
    } else {
        "Bob"
    };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{winner}").unwrap();
}

//! AtCoder AGC017 D Game on Tree: https://atcoder.jp/contests/agc017/tasks/agc017_d
//!
//! Game: a tree rooted at vertex 1; a move deletes an edge and the part no longer joined to vertex
//!       1; the player with no move (only vertex 1 left) loses.
//! Claim: Alice (first) wins iff G(1) != 0, where G(v) = XOR over the children c of v of (G(c) + 1).
//! Proof: Green Hackenbush on a tree. The branches at v are independent games, so G(v) is the XOR
//!        of the branches' values; a branch (an edge v–c above the subtree of c) has value G(c) + 1
//!        by induction (the colon principle). The full argument is in the crate's README.
//! Time: O(N), without recursion (a breadth-first order folded in reverse).

use proconio::input;
use proconio::marker::Usize1;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The Grundy value of the tree with `n` vertices and edges `edges` (0-based), rooted at vertex 0.
fn root_grundy(n: usize, edges: &[(usize, usize)]) -> u32 {
    let mut neighbours = vec![Vec::new(); n];
    for &(x, y) in edges {
        neighbours[x].push(y);
        neighbours[y].push(x);
    }
    // order = the vertices in breadth-first order from 0, so each parent comes before its children
    let mut order = Vec::with_capacity(n);
    let mut parent = vec![usize::MAX; n];
    let mut seen = vec![false; n];
    seen[0] = true;
    order.push(0);
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        for &w in &neighbours[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = v;
                order.push(w);
            }
        }
    }
    // grundy[v] = XOR of (grundy[c] + 1) over the children c folded in so far
    let mut grundy = vec![0u32; n];
    for &v in order.iter().skip(1).rev() {
        grundy[parent[v]] ^= grundy[v] + 1;
    }
    grundy[0]
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
        edges: [(Usize1, Usize1); n - 1],
    }
    let winner = if root_grundy(n, &edges) != 0 {
        "Alice"
    } else {
        "Bob"
    };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{winner}").unwrap();
}

// expect: WA
// The right peeling, but vertex 1 is peeled like any other leaf: when it is a leaf it is folded
// into its neighbour (the leaves peeled in the order found, a queue), and its value is what was
// folded into it before (`edge-root-is-leaf`).
use proconio::input;
use proconio::marker::Usize1;
use proconio::source::once::OnceSource;
use std::collections::VecDeque;
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
    // leaves = vertices left with one neighbour, their parent, and not yet peeled (vertex 0 too)
    let mut leaves: VecDeque<usize> = (0..n).filter(|&v| degree[v] == 1).collect();
    // grundy[v] = XOR of (grundy[c] + 1) over the children c of v peeled so far
    let mut grundy = vec![0u32; n];
    while let Some(v) = leaves.pop_front() {
        if degree[v] == 0 {
            continue;
        }
        let parent = neighbour_xor[v];
        grundy[parent] ^= grundy[v] + 1;
        neighbour_xor[parent] ^= v;
        degree[parent] -= 1;
        if degree[parent] == 1 {
            leaves.push_back(parent);
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

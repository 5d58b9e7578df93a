//! Codeforces Gym 100548H The Problem to Make You Happy: https://codeforces.com/gym/100548/problem/H
//!
//! Game: Bob's and Alice's pieces on a digraph, Bob first; a move takes one's own piece along an
//!       edge. Pieces on one vertex: Alice wins at once. No move: the mover loses. Endless: Bob wins.
//! Claim: Bob loses exactly at the positions labelled backwards from his terminal losses (pieces
//!        meet; Bob to move with no edge): Alice-to-move on one labelled move, Bob-to-move on all.
//! Proof: from a label Alice always has a move to an earlier label, so she forces a terminal loss;
//!        from no label Bob always has a move to no label, so the pieces never meet, Bob is never
//!        stuck, and the game ends with Alice stuck or never. Full proof in the crate's README.
//! Time: O(n·m) per case, O(n² + m) memory.

use proconio::input;
use proconio::marker::Usize1;
use std::io::{self, BufWriter, Write};

/// Whose turn it is.
#[derive(Clone, Copy)]
enum Turn {
    Bob,
    Alice,
}

/// True iff Bob, to move at `bob` with Alice at `alice`, wins (an endless game included) on the
/// digraph of `n` vertices with directed `edges` (0-based).
fn bob_wins(n: usize, edges: &[(usize, usize)], bob: usize, alice: usize) -> bool {
    // predecessors[first[v]..first[v + 1]] = the u of every edge u -> v
    let mut first = vec![0; n + 1];
    let mut out_degree = vec![0u32; n];
    for &(u, v) in edges {
        out_degree[u] += 1;
        first[v + 1] += 1;
    }
    for v in 0..n {
        first[v + 1] += first[v];
    }
    let mut predecessors = vec![0; edges.len()];
    let mut next = first.clone();
    for &(u, v) in edges {
        predecessors[next[v]] = u;
        next[v] += 1;
    }

    // State (b, a) is index b * n + a: Bob's piece on b, Alice's on a.
    // bob_loses[turn][b * n + a] = the state is labelled: Bob loses it with `turn` to move.
    let mut bob_loses = [vec![false; n * n], vec![false; n * n]];
    // moves_left[b * n + a] = Bob's moves from (b, a) whose state (Alice to move) is not yet taken
    // from `pending`, i.e. not yet known to be a loss for him
    let mut moves_left: Vec<u32> = (0..n * n).map(|s| out_degree[s / n]).collect();
    let mut pending: Vec<(Turn, usize, usize)> = Vec::with_capacity(2 * n * n);
    let mut label = |turn: Turn, b: usize, a: usize, pending: &mut Vec<_>| {
        let labelled = &mut bob_loses[turn as usize][b * n + a];
        if !*labelled {
            *labelled = true;
            pending.push((turn, b, a));
        }
    };
    for (v, &degree) in out_degree.iter().enumerate() {
        label(Turn::Bob, v, v, &mut pending);
        label(Turn::Alice, v, v, &mut pending);
        if degree == 0 {
            for a in 0..n {
                label(Turn::Bob, v, a, &mut pending);
            }
        }
    }
    while let Some((turn, b, a)) = pending.pop() {
        match turn {
            // Alice, to move at some u -> a with Bob on b, moves to a and wins.
            Turn::Bob => {
                for &u in &predecessors[first[a]..first[a + 1]] {
                    label(Turn::Alice, b, u, &mut pending);
                }
            }
            // Bob, to move at some u -> b with Alice on a, has one fewer move that saves him.
            Turn::Alice => {
                for &u in &predecessors[first[b]..first[b + 1]] {
                    let left = &mut moves_left[u * n + a];
                    *left -= 1;
                    if *left == 0 {
                        label(Turn::Bob, u, a, &mut pending);
                    }
                }
            }
        }
    }
    !bob_loses[Turn::Bob as usize][bob * n + alice]
}

fn main() {
    input! {
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for case in 1..=t {
        input! {
            n: usize,
            m: usize,
            edges: [(Usize1, Usize1); m],
            x: Usize1,
            y: Usize1,
        }
        assert!(
            edges.iter().all(|&(u, v)| u < n && v < n) && x < n && y < n,
            "case {case}: a vertex outside 1..={n}"
        );
        let verdict = if bob_wins(n, &edges, x, y) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "Case #{case}: {verdict}").unwrap();
    }
}

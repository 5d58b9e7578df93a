//! Codeforces Gym 100548H The Problem to Make You Happy: https://codeforces.com/gym/100548/problem/H
//!
//! Game: Bob's and Alice's pieces on a digraph, Bob first; a move takes one's own piece along an
//!       edge. Pieces on one vertex: Alice wins at once. No move: the mover loses. Endless: Bob wins.
//! Claim: Bob loses exactly at the positions labelled backwards from his terminal losses (pieces
//!        meet; Bob to move with no edge): Alice-to-move on one labelled move, Bob-to-move on all.
//! Proof: from a label Alice always has a move to an earlier label, so she forces a terminal loss;
//!        from no label Bob always has a move to no label, so the pieces never meet, Bob is never
//!        stuck, and the game ends with Alice stuck or never. Full proof in the crate's README.
//! Time: O(n² + n·m) per case, O(n² + m) memory.

use proconio::input;
use proconio::marker::Usize1;
use std::io::{self, BufWriter, Write};

/// The most vertices a `u128` set of vertices holds (the statement's n ≤ 100 fits).
const MAX_N: usize = 128;

/// Whose turn it is.
#[derive(Clone, Copy)]
enum Turn {
    Bob,
    Alice,
}

/// True iff Bob, to move at `bob` with Alice at `alice`, wins (an endless game included) on the
/// digraph of `n` ≤ 128 vertices with directed `edges` (0-based).
fn bob_wins(n: usize, edges: &[(usize, usize)], bob: usize, alice: usize) -> bool {
    // into[v] = the set of u with an edge u -> v, as bits;
    // predecessors[first[v]..first[v + 1]] = the same u, one per edge
    let mut into = vec![0u128; n];
    let mut first = vec![0; n + 1];
    let mut out_degree = vec![0u32; n];
    for &(u, v) in edges {
        into[v] |= 1 << u;
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

    // A state (b, a, turn) has Bob's piece on b and Alice's on a. Labelled = known lost for Bob.
    // bob_to_move_lost[b * n + a] = (b, a, Bob) is labelled
    let mut bob_to_move_lost = vec![false; n * n];
    // alice_to_move_lost[b] = the set of a with (b, a, Alice) labelled, as bits
    let mut alice_to_move_lost = vec![0u128; n];
    // moves_left[a * n + b] = Bob's moves b -> b' with (b', a, Alice) not yet taken from `pending`
    let mut moves_left: Vec<u32> = (0..n * n).map(|s| out_degree[s % n]).collect();
    // pending = the labelled states whose predecessors are still to be looked at
    let mut pending: Vec<(Turn, usize, usize)> = Vec::with_capacity(2 * n * n);
    for (v, &degree) in out_degree.iter().enumerate() {
        alice_to_move_lost[v] |= 1 << v;
        pending.push((Turn::Alice, v, v));
        for a in 0..n {
            if a == v || degree == 0 {
                bob_to_move_lost[v * n + a] = true;
                pending.push((Turn::Bob, v, a));
            }
        }
    }
    while let Some((turn, b, a)) = pending.pop() {
        match turn {
            // Alice, to move at any u -> a with Bob on b, moves to a: (b, u, Alice) is lost.
            Turn::Bob => {
                let mut fresh = into[a] & !alice_to_move_lost[b];
                alice_to_move_lost[b] |= fresh;
                while fresh != 0 {
                    let u = fresh.trailing_zeros() as usize;
                    fresh &= fresh - 1;
                    pending.push((Turn::Alice, b, u));
                }
            }
            // Bob, to move at any u -> b with Alice on a, has one saving move fewer.
            Turn::Alice => {
                let column = &mut moves_left[a * n..(a + 1) * n];
                for &u in &predecessors[first[b]..first[b + 1]] {
                    column[u] -= 1;
                    if column[u] == 0 && !bob_to_move_lost[u * n + a] {
                        bob_to_move_lost[u * n + a] = true;
                        pending.push((Turn::Bob, u, a));
                    }
                }
            }
        }
    }
    !bob_to_move_lost[bob * n + alice]
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
        assert!(n <= MAX_N, "case {case}: n = {n} exceeds {MAX_N}");
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

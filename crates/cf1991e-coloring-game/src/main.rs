//! Codeforces 1991E Coloring Game (interactive): https://codeforces.com/problemset/problem/1991/E
//!
//! Game (t games, sum n ≤ 10^4): a connected graph; in each of n rounds Alice names two colours
//! of 1, 2, 3 and Bob paints an uncoloured vertex with one of them; Alice wins iff some edge ends
//! monochromatic. We choose our side in each game.
//! Claim: Alice wins iff the graph is not bipartite.
//! Proof: with an odd cycle, Alice names 1 2 every round: Bob 2-colours the graph, impossible.
//!        With sides P, Q, Bob paints P with 1 and Q with 2 while the pair allows and both have
//!        room; every pair holds 1 or 2, so until a side is full P holds only 1 and Q only 2.
//!        Then the other side gets the offered colour that is not the full side's, 3 or its own.
//! Time: O(n + m) per game (a BFS), O(1) per round.

use proconio::input_interactive;
use std::io::{self, BufWriter, Write};

/// side[v] of a 2-colouring of the connected graph on 0..n (BFS from vertex 0), or `None` if
/// some edge joins two vertices of one side (the graph has an odd cycle).
fn two_colouring(n: usize, edges: &[(usize, usize)]) -> Option<Vec<usize>> {
    let mut adjacent = vec![Vec::new(); n];
    for &(u, v) in edges {
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut side = vec![usize::MAX; n];
    side[0] = 0;
    let mut queue = vec![0];
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head];
        head += 1;
        for &w in &adjacent[u] {
            if side[w] == usize::MAX {
                side[w] = 1 - side[u];
                queue.push(w);
            }
        }
    }
    edges
        .iter()
        .all(|&(u, v)| side[u] != side[v])
        .then_some(side)
}

/// Bob's move for the pair {a, b}: `sides[0]` (P) takes colour 1 and `sides[1]` (Q) colour 2
/// while the pair holds it and the side has an uncoloured vertex; else the side with room takes
/// the offered colour that is not the full side's. Pops the vertex it paints (0-based).
fn bob_move(sides: &mut [Vec<usize>; 2], a: usize, b: usize) -> (usize, usize) {
    let offered = |c: usize| a == c || b == c;
    let (side, colour) = if offered(1) && !sides[0].is_empty() {
        (0, 1)
    } else if offered(2) && !sides[1].is_empty() {
        (1, 2)
    } else if sides[0].is_empty() {
        // P is full of 1s: Q takes the offered colour other than 1
        (1, if a == 1 { b } else { a })
    } else {
        // Q is full of 2s: P takes the offered colour other than 2
        (0, if a == 2 { b } else { a })
    };
    let v = sides[side].pop().expect("a vertex left on that side");
    (v, colour)
}

fn main() {
    let mut out = BufWriter::new(io::stdout().lock());
    input_interactive! { t: usize }
    for _ in 0..t {
        // -1 in place of a value: the jury refused our last line (read alone: nothing follows it)
        input_interactive! { n: i64 }
        if n < 0 {
            return;
        }
        let n = n as usize;
        input_interactive! { m: usize, edges: [(usize, usize); m] }
        let edges: Vec<(usize, usize)> = edges.into_iter().map(|(u, v)| (u - 1, v - 1)).collect();
        match two_colouring(n, &edges) {
            None => {
                writeln!(out, "Alice").unwrap();
                out.flush().unwrap();
                for _ in 0..n {
                    writeln!(out, "1 2").unwrap();
                    out.flush().unwrap();
                    input_interactive! { i: i64 }
                    if i < 0 {
                        return;
                    }
                    input_interactive! { _c: usize }
                }
            }
            Some(side) => {
                writeln!(out, "Bob").unwrap();
                out.flush().unwrap();
                let mut sides = [Vec::new(), Vec::new()];
                for v in 0..n {
                    sides[side[v]].push(v);
                }
                for _ in 0..n {
                    input_interactive! { a: i64 }
                    if a < 0 {
                        return;
                    }
                    input_interactive! { b: usize }
                    let (v, colour) = bob_move(&mut sides, a as usize, b);
                    writeln!(out, "{} {colour}", v + 1).unwrap();
                    out.flush().unwrap();
                }
            }
        }
    }
}

// expect: WA
// The right Grundy values, but the pieces of a query are taken as a set of positions: pieces
// stacked on one position count once. Two pieces on v contribute g(v) ⊕ g(v) = 0, not g(v)
// (`edge-stacked-pieces`).
//! POJ 2425 A Chess Game: http://poj.org/problem?id=2425
//!
//! Game: pieces on the positions of a DAG; a move slides one piece along one edge; no move loses.
//! Claim: the player to move wins iff g(p_1) ^ ... ^ g(p_M) != 0, where g(v) = mex { g(w) : v → w }.
//! Proof: Sprague–Grundy. With no move every g is 0. A move changes one g(p) to a different value,
//!        so from XOR 0 every move reaches XOR != 0. From XOR s != 0, a piece p whose g(p) has the
//!        top bit of s has g(p) ^ s < g(p), and by the mex p has a successor of exactly that value.
//!        The full argument is in the crate's README.
//! Time: O(N + E) per test case (g(v) ≤ out-degree keeps the mex linear), O(M) per query.

use proconio::input;
use proconio::source::{Source, once::OnceSource};
use std::io::{self, BufReader, BufWriter, Write};

/// Marks a position whose Grundy value is not known yet.
const UNKNOWN: u32 = u32::MAX;

/// The Grundy value of every position of the DAG `successors`, computed without recursion;
/// panics on a cycle.
fn grundy_values(successors: &[Vec<usize>]) -> Vec<u32> {
    let n = successors.len();
    let mut grundy = vec![UNKNOWN; n];
    // on_path[v] iff v is on the explicit DFS stack (so an edge into it closes a cycle)
    let mut on_path = vec![false; n];
    // marked[x] == v iff some successor of v has Grundy value x (while v is being finished)
    let mut marked = vec![usize::MAX; n + 1];
    // (v, i): v is being explored and successors[v][..i] are finished
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if grundy[root] != UNKNOWN {
            continue;
        }
        on_path[root] = true;
        stack.push((root, 0));
        while let Some((v, next)) = stack.last_mut() {
            let v = *v;
            if let Some(&w) = successors[v].get(*next) {
                *next += 1;
                assert!(!on_path[w], "the graph has a cycle through position {w}");
                if grundy[w] == UNKNOWN {
                    on_path[w] = true;
                    stack.push((w, 0));
                }
            } else {
                stack.pop();
                on_path[v] = false;
                // every g(w) < n: a value is at most the number of distinct successors
                for &w in &successors[v] {
                    marked[grundy[w] as usize] = v;
                }
                let mex = (0..=n).find(|&x| marked[x] != v).expect("mex ≤ n");
                grundy[v] = mex as u32;
            }
        }
    }
    grundy
}

/// True iff the player to move wins with pieces on `pieces`, given every position's Grundy value.
fn first_wins(grundy: &[u32], pieces: &[usize]) -> bool {
    pieces.iter().fold(0, |xor_sum, &p| xor_sum ^ grundy[p]) != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    let mut out = BufWriter::new(io::stdout().lock());
    while !source.is_empty() {
        input! {
            from &mut source,
            n: usize,
        }
        if n == 0 {
            break;
        }
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                input! {
                    from &mut source,
                    out_degree: usize,
                    targets: [usize; out_degree],
                }
                for &t in &targets {
                    assert!(t < n, "out-position {t} is not in 0..{n}");
                }
                targets
            })
            .collect();
        let grundy = grundy_values(&successors);
        loop {
            input! {
                from &mut source,
                m: usize,
            }
            if m == 0 {
                break;
            }
            input! {
                from &mut source,
                mut pieces: [usize; m],
            }
            // one piece per position
            pieces.sort_unstable();
            pieces.dedup();
            for &p in &pieces {
                assert!(p < n, "piece position {p} is not in 0..{n}");
            }
            let verdict = if first_wins(&grundy, &pieces) {
                "WIN"
            } else {
                "LOSE"
            };
            writeln!(out, "{verdict}").unwrap();
        }
    }
}

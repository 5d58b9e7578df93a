//! Luogu P1288 取数游戏 II: the oracle searches the game over (edge values, coin node); it knows
//! nothing of runs or parities.
//!
//! The ring: nodes 0..N and edges 0..N, edge j joining nodes j and (j + 1) mod N; the coin starts
//! on node 0, between the last edge and the first. For N = 2 both edges join nodes 0 and 1; for
//! N = 1 the one edge is a loop at node 0, so a move lowers it and leaves the coin where it is.

use super::{Exhaustive, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use std::collections::HashMap;

pub const SPEC: Spec = Spec {
    name: "luogu-p1288-coin-ring",
    validate,
    oracle: brute,
    reference: None,
    checker: None,
    exhaustive: Exhaustive {
        bound: "(not stated yet)",
        inputs: Vec::new,
    },
    random: &[],
    shrink: |_| Vec::new(),
    max_inputs,
};

/// Not written yet: rejects every input.
pub fn validate(_input: &str) -> Result<(), String> {
    Err("no validator yet".to_owned())
}

/// The most positions the search takes on in one [`Search`] before it gives up.
const SEARCH_BUDGET: usize = 300_000;

/// A bound on the positions reachable from the coin on node 0: an edge numbered 0 is never
/// crossed and numbers never grow, so only the edges reached from node 0 without crossing a 0
/// ever change, each to one of e + 1 values, and the coin stays on their nodes.
pub fn reach_bound(edges: &[u32]) -> u128 {
    let n = edges.len();
    let mut reached = vec![false; n];
    for j in (0..n).take_while(|&j| edges[j] > 0) {
        reached[j] = true;
    }
    for j in (0..n).rev().take_while(|&j| edges[j] > 0) {
        reached[j] = true;
    }
    let live = reached.iter().filter(|&&r| r).count();
    let values: u128 = (0..n)
        .filter(|&j| reached[j])
        .map(|j| u128::from(edges[j]) + 1)
        .product();
    values * (live as u128 + 1)
}

/// Win/lose memo over positions (edge values, coin node).
#[derive(Default)]
pub struct Search {
    memo: HashMap<(Vec<u32>, usize), bool>,
}

impl Search {
    /// True iff the player to move wins with the coin on node `coin` of the ring `edges`: some
    /// move reaches a position the opponent loses, and with no move the player to move loses.
    /// `None` once the search has met more than its budget of positions.
    pub fn first_wins(&mut self, edges: &[u32], coin: usize) -> Option<bool> {
        let key = (edges.to_vec(), coin);
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        if self.memo.len() >= SEARCH_BUDGET {
            return None;
        }
        let n = edges.len();
        let right = coin; // joins coin and (coin + 1) mod n
        let left = (coin + n - 1) % n; // joins (coin - 1) mod n and coin
        let mut moves = vec![(right, (coin + 1) % n), (left, left)];
        moves.dedup_by_key(|&mut (edge, _)| edge); // N = 1: both are the loop
        let mut wins = false;
        'moves: for (edge, to) in moves {
            for lower in 0..edges[edge] {
                let mut next = edges.to_vec();
                next[edge] = lower;
                if !self.first_wins(&next, to)? {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        Some(wins)
    }
}

/// The expected output by game search, or `None` for N = 0 or a ring whose reachable positions
/// exceed the search's budget.
pub fn brute(input: &str) -> Option<String> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let edges: Vec<u32> = tokens.many(n);
    if n == 0 || reach_bound(&edges) > SEARCH_BUDGET as u128 {
        return None;
    }
    let wins = Search::default().first_wins(&edges, 0)?;
    Some(if wins { "YES\n" } else { "NO\n" }.to_owned())
}

/// The input text of the ring `edges`.
pub fn input_of(edges: &[u32]) -> String {
    let line: Vec<String> = edges.iter().map(u32::to_string).collect();
    format!("{}\n{}\n", edges.len(), line.join(" "))
}

/// Every ring of 1..=`max_n` edges of values in 0..=`max_value`, those without a 0 included.
pub fn all_rings(max_n: usize, max_value: u32) -> Vec<Vec<u32>> {
    let mut all = super::all_vectors(max_n, max_value);
    all.retain(|edges| !edges.is_empty());
    all
}

/// A random ring of 1..=`max_n` edges in 0..=`max_value`, each edge 0 with probability
/// `zero_in_3` / 3 and at least one edge 0.
pub fn random_ring(rng: &mut Rng, max_n: usize, max_value: u32, zero_in_3: u64) -> Vec<u32> {
    let n = 1 + rng.below(max_n);
    let mut edges: Vec<u32> = (0..n)
        .map(|_| {
            if rng.chance(zero_in_3, 3) {
                0
            } else {
                rng.range(1, u64::from(max_value)) as u32
            }
        })
        .collect();
    if !edges.contains(&0) {
        let at = rng.below(n);
        edges[at] = 0;
    }
    edges
}

/// N = 20, values up to 30: one 0 at the end (YES); 0s on edges 3 and 18 (NO); one 0 at the
/// start (YES); every edge 30 but the 8th, which is 0 (YES).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1288);
    let mut ring = || -> Vec<u32> { (0..20).map(|_| rng.range(1, 30) as u32).collect() };
    let with_zeros_at = |mut edges: Vec<u32>, at: &[usize]| {
        for &i in at {
            edges[i] = 0;
        }
        input_of(&edges)
    };
    vec![
        MaxInput {
            label: "N=20, values up to 30, the last edge 0",
            input: with_zeros_at(ring(), &[19]),
        },
        MaxInput {
            label: "N=20, values up to 30, edges 3 and 18 are 0",
            input: with_zeros_at(ring(), &[2, 17]),
        },
        MaxInput {
            label: "N=20, values up to 30, the first edge 0",
            input: with_zeros_at(ring(), &[0]),
        },
        MaxInput {
            label: "N=20, every edge 30 but the 8th, which is 0",
            input: with_zeros_at(vec![30; 20], &[7]),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(edges: &[u32]) -> bool {
        Search::default()
            .first_wins(edges, 0)
            .expect("small rings are within reach")
    }

    #[test]
    fn the_search_knows_small_rings_by_hand() {
        assert!(!wins(&[0]), "N = 1: the loop is 0, no move");
        assert!(wins(&[2]), "N = 1: lower the loop to 0");
        assert!(!wins(&[0, 0, 0]), "no move");
        assert!(
            wins(&[1, 0]),
            "cross edge 0, now 0 on both sides of the coin"
        );
        assert!(
            !wins(&[1, 1]),
            "N = 2: both moves give the opponent a [0, 1] ring"
        );
        assert!(
            wins(&[2, 1]),
            "lower edge 0 to 1: the opponent faces [1, 1]"
        );
        assert!(
            !wins(&[3, 3, 0]),
            "after any first move the opponent crosses edge 1 lowering it to 0: coin on node 2, between 0s"
        );
        assert!(wins(&[2, 5, 3, 0]), "the first sample");
    }

    #[test]
    fn brute_prints_the_verdict() {
        assert_eq!(brute("4\n2 5 3 0\n").as_deref(), Some("YES\n"));
        assert_eq!(brute("0\n\n"), None);
        assert_eq!(reach_bound(&[2, 5, 3, 0]), 3 * 6 * 4 * 4);
        assert_eq!(reach_bound(&[0, 7, 0, 1]), 2 * 2);
        assert_eq!(reach_bound(&[1, 1]), 2 * 2 * 3);
    }

    #[test]
    fn all_rings_counts_every_ring() {
        assert_eq!(all_rings(3, 2).len(), 3 + 9 + 27);
    }
}

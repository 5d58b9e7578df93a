//! Codeforces Gym 100548H The Problem to Make You Happy: the oracle iterates the rules' win/lose
//! conditions over every position to a fixed point; it knows nothing of queues or move counters.

use super::{Exhaustive, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "gym100548h-make-you-happy",
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

/// The most move inspections the fixed-point iteration spends on one case before giving up.
const SEARCH_BUDGET: u64 = 300_000_000;

/// One test case: a digraph on `n` vertices (0-based `edges`), Bob's start and Alice's start.
#[derive(Clone, Debug)]
pub struct Case {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
    pub bob: usize,
    pub alice: usize,
}

/// How the game ends under best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Alice can force the pieces to meet or Bob to be stuck.
    AliceWins,
    /// Bob can force Alice to be stuck.
    BobWins,
    /// Neither can force an end: the game goes on forever, which the rules count for Bob.
    Endless,
}

impl Outcome {
    /// True iff the rules count this outcome for Bob.
    pub fn for_bob(self) -> bool {
        self != Outcome::AliceWins
    }
}

/// What a position is worth for the player to move, as far as the iteration has proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    Won,
    Lost,
    Open,
}

/// How `case` ends under best play, or `None` past the search budget.
///
/// Positions are (Bob's vertex, Alice's vertex, Bob to move?). With the pieces on one vertex Alice
/// has won, whoever is to move. Elsewhere the player to move wins if a move reaches a position lost
/// for the opponent, and loses if every move (none included) reaches a position the opponent wins;
/// this is repeated until nothing changes. Whatever stays open is an endless game under best play.
pub fn outcome_brute(case: &Case) -> Option<Outcome> {
    let n = case.n;
    let successors: Vec<Vec<usize>> = (0..n)
        .map(|u| {
            case.edges
                .iter()
                .filter(|&&(from, _)| from == u)
                .map(|&(_, to)| to)
                .collect()
        })
        .collect();
    let index = |b: usize, a: usize, bob_to_move: bool| (b * n + a) * 2 + usize::from(bob_to_move);
    let mut value = vec![Value::Open; 2 * n * n];
    for v in 0..n {
        value[index(v, v, true)] = Value::Lost;
        value[index(v, v, false)] = Value::Won;
    }
    let mut spent = 0u64;
    loop {
        let mut changed = false;
        for b in 0..n {
            for a in 0..n {
                for bob_to_move in [true, false] {
                    let here = index(b, a, bob_to_move);
                    if value[here] != Value::Open {
                        continue;
                    }
                    // The positions one move leads to: Bob moves his piece, or Alice hers.
                    let moves = if bob_to_move {
                        &successors[b]
                    } else {
                        &successors[a]
                    };
                    let after = |&to: &usize| {
                        if bob_to_move {
                            value[index(to, a, false)]
                        } else {
                            value[index(b, to, true)]
                        }
                    };
                    spent += 1 + moves.len() as u64;
                    if moves.iter().map(after).any(|next| next == Value::Lost) {
                        value[here] = Value::Won;
                        changed = true;
                    } else if moves.iter().map(after).all(|next| next == Value::Won) {
                        value[here] = Value::Lost;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
        if spent > SEARCH_BUDGET {
            return None;
        }
    }
    Some(match value[index(case.bob, case.alice, true)] {
        Value::Lost => Outcome::AliceWins,
        Value::Won => Outcome::BobWins,
        Value::Open => Outcome::Endless,
    })
}

/// The expected output by the fixed-point iteration, or `None` if a case is beyond its budget.
pub fn brute(input: &str) -> Option<String> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    let mut out = String::new();
    for k in 1..=t {
        let n: usize = tokens.read();
        let m: usize = tokens.read();
        let edges = (0..m)
            .map(|_| {
                let from: usize = tokens.read();
                let to: usize = tokens.read();
                (from - 1, to - 1)
            })
            .collect();
        let bob = tokens.read::<usize>() - 1;
        let alice = tokens.read::<usize>() - 1;
        let case = Case {
            n,
            edges,
            bob,
            alice,
        };
        let verdict = if outcome_brute(&case)?.for_bob() {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "Case #{k}: {verdict}").unwrap();
    }
    Some(out)
}

/// An input holding `cases`, in the statement's format (1-based vertices).
pub fn input_of(cases: &[Case]) -> String {
    let mut input = format!("{}\n", cases.len());
    for case in cases {
        writeln!(input, "{} {}", case.n, case.edges.len()).unwrap();
        for &(from, to) in &case.edges {
            writeln!(input, "{} {}", from + 1, to + 1).unwrap();
        }
        writeln!(input, "{} {}", case.bob + 1, case.alice + 1).unwrap();
    }
    input
}

/// Every directed edge without self-loop on `n` vertices, in lexicographic order.
fn all_edges(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
        .collect()
}

/// Every case with `n` vertices: every non-empty set of edges without self-loops, every start
/// pair bob ≠ alice.
pub fn all_cases(n: usize) -> Vec<Case> {
    let possible = all_edges(n);
    let mut cases = Vec::new();
    for subset in 1u64..1 << possible.len() {
        let edges: Vec<(usize, usize)> = (0..possible.len())
            .filter(|&i| subset >> i & 1 == 1)
            .map(|i| possible[i])
            .collect();
        for bob in 0..n {
            for alice in (0..n).filter(|&alice| alice != bob) {
                cases.push(Case {
                    n,
                    edges: edges.clone(),
                    bob,
                    alice,
                });
            }
        }
    }
    cases
}

/// The complete digraph on `n` vertices (every edge u -> v, u ≠ v) with the given starts.
pub fn complete_case(n: usize, bob: usize, alice: usize) -> Case {
    Case {
        n,
        edges: all_edges(n),
        bob,
        alice,
    }
}

/// A random case on `n` ≥ 2 vertices, in shuffled edge order, with m ≥ 1. Its shape is drawn too:
/// each edge with a random density, few edges per vertex (long games), or a cycle with chords;
/// some vertices may lose all their out-edges.
pub fn random_case(rng: &mut Rng, n: usize) -> Case {
    let possible = all_edges(n);
    let mut edges: Vec<(usize, usize)> = match rng.below(3) {
        0 => {
            let density = rng.range(1, 100);
            possible
                .iter()
                .copied()
                .filter(|_| rng.chance(density, 100))
                .collect()
        }
        1 => {
            let most = 1 + rng.below(3);
            let mut edges = Vec::new();
            for u in 0..n {
                let mut targets: Vec<usize> = (0..n).filter(|&v| v != u).collect();
                rng.shuffle(&mut targets);
                targets.truncate(rng.below(most + 1));
                edges.extend(targets.into_iter().map(|v| (u, v)));
            }
            edges
        }
        _ => {
            let mut order: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut order);
            let mut edges: Vec<(usize, usize)> =
                (0..n).map(|i| (order[i], order[(i + 1) % n])).collect();
            let chords = rng.below(n + 1);
            edges.extend((0..chords).map(|_| possible[rng.below(possible.len())]));
            edges.sort_unstable();
            edges.dedup();
            edges
        }
    };
    if rng.chance(1, 3) {
        let sink = rng.below(n);
        edges.retain(|&(u, _)| u != sink);
    }
    if edges.is_empty() {
        edges.push(possible[rng.below(possible.len())]);
    }
    rng.shuffle(&mut edges);
    let bob = rng.below(n);
    let alice = (bob + 1 + rng.below(n - 1)) % n;
    Case {
        n,
        edges,
        bob,
        alice,
    }
}

/// T = 30 cases of n = 100 each: complete digraphs, then dense random digraphs (density 50–99%).
fn max_inputs() -> Vec<MaxInput> {
    const T: usize = 30;
    const N: usize = 100;
    let mut rng = Rng::new(100_548);
    let complete: Vec<Case> = (0..T)
        .map(|_| {
            let bob = rng.below(N);
            let alice = (bob + 1 + rng.below(N - 1)) % N;
            let mut case = complete_case(N, bob, alice);
            rng.shuffle(&mut case.edges);
            case
        })
        .collect();
    let dense: Vec<Case> = (0..T)
        .map(|_| {
            let density = rng.range(50, 99);
            let mut edges: Vec<(usize, usize)> = all_edges(N)
                .into_iter()
                .filter(|_| rng.chance(density, 100))
                .collect();
            rng.shuffle(&mut edges);
            let bob = rng.below(N);
            let alice = (bob + 1 + rng.below(N - 1)) % N;
            Case {
                n: N,
                edges,
                bob,
                alice,
            }
        })
        .collect();
    vec![
        MaxInput {
            label: "T=30 complete digraphs, n=100, m=9900",
            input: input_of(&complete),
        },
        MaxInput {
            label: "T=30 dense random digraphs, n=100, m≈5000–9800",
            input: input_of(&dense),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(n: usize, edges: &[(usize, usize)], bob: usize, alice: usize) -> bool {
        let case = Case {
            n,
            edges: edges.to_vec(),
            bob,
            alice,
        };
        outcome_brute(&case)
            .expect("a small case is within the budget")
            .for_bob()
    }

    #[test]
    fn the_iteration_knows_the_small_positions_by_hand() {
        assert!(!wins(2, &[(0, 1)], 0, 1), "Bob must step onto Alice");
        assert!(!wins(2, &[(0, 1)], 1, 0), "Bob has no move");
        assert!(
            wins(3, &[(0, 1)], 0, 2),
            "Bob steps away, then Alice has no move"
        );
        assert!(
            !wins(3, &[(0, 1), (2, 1)], 0, 2),
            "Alice follows Bob onto 1"
        );
        let two_loops = [(0, 1), (1, 0), (2, 3), (3, 2)];
        let apart = Case {
            n: 4,
            edges: two_loops.to_vec(),
            bob: 0,
            alice: 2,
        };
        assert_eq!(
            outcome_brute(&apart),
            Some(Outcome::Endless),
            "they circle apart"
        );
        let stuck = Case {
            n: 3,
            edges: vec![(0, 1)],
            bob: 0,
            alice: 2,
        };
        assert_eq!(outcome_brute(&stuck), Some(Outcome::BobWins));
    }

    #[test]
    fn on_a_directed_cycle_bob_loses_only_right_behind_alice() {
        for n in 2..=7 {
            let cycle: Vec<(usize, usize)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
            for d in 1..n {
                assert_eq!(
                    wins(n, &cycle, 0, d),
                    d != 1,
                    "cycle of {n}, Alice {d} ahead"
                );
            }
        }
    }

    #[test]
    fn on_a_complete_digraph_bob_always_loses() {
        for n in 2..=6 {
            let outcome = outcome_brute(&complete_case(n, 0, n - 1));
            assert_eq!(outcome, Some(Outcome::AliceWins));
        }
    }

    #[test]
    fn all_cases_counts_every_graph_and_start() {
        assert_eq!(all_cases(2).len(), 3 * 2);
        assert_eq!(all_cases(3).len(), 63 * 6);
    }
}

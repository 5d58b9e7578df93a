//! Codeforces Gym 100548H The Problem to Make You Happy: the game in the kit's words ([`Chase`]),
//! and the oracle, which iterates the rules' win/lose conditions over every position to a fixed
//! point (the kit's naive fixed point, on positions numbered by arithmetic); it knows nothing of
//! queues or move counters.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_case, shrink};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, results};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "gym100548h-make-you-happy",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every digraph without self-loops on n ≤ 4 vertices with m ≥ 1 and every start pair x ≠ y (49,524 cases, 2,500 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1–50 random digraphs with 2 ≤ n ≤ 12",
            generate: |rng, size| {
                let t = 1 + rng.below(50);
                let cases: Vec<Case> = (0..t)
                    .map(|_| {
                        let n = 2 + rng.below(size);
                        random_case(rng, n)
                    })
                    .collect();
                input_of(&cases)
            },
            max_size: 11,
            cases: 160,
        },
        Generator {
            name: "1–5 random digraphs with 13 ≤ n ≤ 60",
            generate: |rng, size| {
                let t = 1 + rng.below(5);
                let cases: Vec<Case> = (0..t)
                    .map(|_| {
                        let n = 13 + rng.below(size);
                        random_case(rng, n)
                    })
                    .collect();
                input_of(&cases)
            },
            max_size: 48,
            cases: 50,
        },
        Generator {
            name: "1–3 random digraphs with 61 ≤ n ≤ 100 (n = 100 at the largest size)",
            generate: |rng, size| {
                let t = 1 + rng.below(3);
                let cases: Vec<Case> = (0..t)
                    .map(|_| {
                        let n = if size >= 40 {
                            100
                        } else {
                            61 + rng.below(size)
                        };
                        random_case(rng, n)
                    })
                    .collect();
                input_of(&cases)
            },
            max_size: 40,
            cases: 24,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The largest T the validator takes: the statement states no bound.
const MAX_T: usize = 1_000_000;

/// `Ok` iff `input` is T ≥ 1, then T cases, each `n m`, m edges `b e` and the starts `x y`, with
/// 2 ≤ n ≤ 100, 1 ≤ m ≤ n (n − 1), edges without self-loops or repeats, and x ≠ y.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "T")?;
    for _ in 0..t {
        let n = v.usize(2, 100, "n")?;
        v.space()?;
        let m = v.usize_line(1, n * (n - 1), "m")?;
        let mut seen = vec![false; n * n];
        for _ in 0..m {
            let b = v.usize(1, n, "b")?;
            v.space()?;
            let e = v.usize(1, n, "e")?;
            ensure(b != e, || format!("{}: a self-loop at {b}", v.position()))?;
            ensure(!seen[(b - 1) * n + e - 1], || {
                format!("{}: the edge {b} -> {e} repeats", v.position())
            })?;
            seen[(b - 1) * n + e - 1] = true;
            v.eoln()?;
        }
        let x = v.usize(1, n, "x")?;
        v.space()?;
        let y = v.usize(1, n, "y")?;
        ensure(x != y, || format!("{}: x = y = {x}", v.position()))?;
        v.eoln()?;
    }
    v.eof()
}

/// One test case: a digraph on `n` vertices (0-based `edges`), Bob's start and Alice's start.
#[derive(Clone, Debug)]
struct Case {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
    pub bob: usize,
    pub alice: usize,
}

/// The cases of an input (0-based vertices).
fn parse(input: &str) -> Vec<Case> {
    Tokens::new(input).cases(|tokens| {
        let n: usize = tokens.read();
        let m: usize = tokens.read();
        let edges = tokens.edges(m);
        let bob = tokens.read::<usize>() - 1;
        let alice = tokens.read::<usize>() - 1;
        Case {
            n,
            edges,
            bob,
            alice,
        }
    })
}

/// An input holding `cases`, in the statement's format (1-based vertices).
fn input_of(cases: &[Case]) -> String {
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

//! POJ 2425 A Chess Game: the game in the kit's words ([`ChessGame`]); the oracle `oracle`, the
//! kit's search of it over multisets of piece positions, knows nothing of Grundy values; the
//! reference `reference` computes Grundy values by their definition (mex of the
//! successors' values) and applies the XOR rule, for the large random comparisons. Both are
//! iterative: a chain of 1000 positions needs no big stack.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, large_random_case, max_inputs, random_gaps_input, shrink, small_random_case,
};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, TestCase, games, input_with_gaps, is_acyclic, oracle, reference, results};

pub const PLAN: Plan = Plan {
    name: "poj2425-chess-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every DAG on 1–4 vertices without repeated edges (572) with every multiset of 1–3 pieces, 100 test cases per input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1–50 random DAGs on 1–8 vertices, 1–12 queries of up to 4 or 10 pieces (game search)",
            generate: |rng, size| {
                let t = 1 + rng.below(50);
                let cases: Vec<TestCase> = (0..t).map(|_| small_random_case(rng, size)).collect();
                random_gaps_input(rng, &cases)
            },
            max_size: 8,
            cases: 24,
        },
        Generator {
            name: "1–6 random DAGs on up to 1000 vertices, up to 300 queries of up to 10 pieces (Grundy by definition)",
            generate: |rng, size| {
                let t = 1 + rng.below(6);
                let cases: Vec<TestCase> = (0..t)
                    .map(|i| large_random_case(rng, 100 * size, i))
                    .collect();
                random_gaps_input(rng, &cases)
            },
            max_size: 10,
            cases: 17,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The largest N, and the most pieces in one query.
const MAX_N: usize = 1000;

const MAX_M: usize = 10;

/// `Ok` iff `input` is one or more test cases up to its end, blank lines allowed after each: N
/// (1 ≤ N ≤ 1000), N lines `X t_1 … t_X` of distinct out-positions in [0, N − 1] forming a DAG,
/// query lines `M p_1 … p_M` (1 ≤ M ≤ 10, positions in [0, N − 1]), and a line `0`.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    loop {
        let n = v.usize_line(1, MAX_N, "N")?;
        let mut successors = Vec::with_capacity(n);
        for i in 0..n {
            let x = v.usize(0, n - 1, || format!("X_{i}"))?;
            let mut targets = Vec::with_capacity(x);
            for _ in 0..x {
                v.space()?;
                let t = v.usize(0, n - 1, "an out-position")?;
                ensure(!targets.contains(&t), || {
                    format!("{}: the edge {i} -> {t} repeats", v.position())
                })?;
                targets.push(t);
            }
            v.eoln()?;
            successors.push(targets);
        }
        ensure(is_acyclic(&successors), || {
            format!("{}: the graph has a cycle", v.position())
        })?;
        loop {
            let m = v.usize(0, MAX_M, "M")?;
            for _ in 0..m {
                v.space()?;
                v.usize(0, n - 1, "a piece position")?;
            }
            v.eoln()?;
            if m == 0 {
                break;
            }
        }
        while !v.at_eof() && v.literal("\n", "").is_ok() {}
        if v.at_eof() {
            return Ok(());
        }
    }
}

/// The test cases of an input, read by structure: N, exactly N adjacency lines, then queries until
/// a lone 0; until the end of the input (or a lone N = 0).
fn parse(input: &str) -> Vec<TestCase> {
    let mut tokens = Tokens::new(input);
    let mut cases = Vec::new();
    while let Some(n) = tokens.try_next::<usize>() {
        if n == 0 {
            break;
        }
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let degree: usize = tokens.read();
                tokens.many(degree)
            })
            .collect();
        let mut queries = Vec::new();
        loop {
            let m: usize = tokens.read();
            if m == 0 {
                break;
            }
            queries.push(tokens.many(m));
        }
        cases.push(TestCase {
            successors,
            queries,
        });
    }
    cases
}

/// An input holding `cases`, one blank line between them as in the official sample.
fn input_of(cases: &[TestCase]) -> String {
    input_with_gaps(cases, &[])
}

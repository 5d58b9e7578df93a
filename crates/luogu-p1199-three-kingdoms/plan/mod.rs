//! Luogu P1199 三国游戏: the oracle plays the real game. 小涵 tries every sequence of picks, the
//! computer answers each pick by its stated rule, and at the end each side fields its best pair;
//! the oracle knows nothing of second-largest values.

mod generators;
mod rules;
#[cfg(test)]
mod tests;

use generators::{beyond_matrix, exhaustive_inputs, max_inputs, random_matrix, shrink};
use plan_kit::game::Play;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, results};
use std::collections::HashSet;
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "luogu-p1199-three-kingdoms",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every ordering of the 6 pair values for N = 4 (720 instances, values spread over \
                0 to 10^9): every N = 4 instance, as the game depends only on the order",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N = 6, 8, 10 with distinct values up to 100",
            generate: |rng, size| input_of(&random_matrix(rng, 4 + 2 * size, 100)),
            max_size: 3,
            cases: 60,
        },
        Generator {
            name: "N = 6, 8, 10 with distinct values up to 10^9",
            generate: |rng, size| input_of(&random_matrix(rng, 4 + 2 * size, MAX_VALUE)),
            max_size: 3,
            cases: 60,
        },
    ],
    beyond_reach: &[Generator {
        name: "N even up to 500 with distinct values up to 10^9, in random order or increasing \
               in input order",
        generate: beyond_matrix,
        max_size: 250,
        cases: 30,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "the claim is about one row maximum of a matrix, which a table in the README says better",
    ),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: N even, 4 ≤ N ≤ `MAX_GENERALS`; values 0 ..= `MAX_VALUE`.
const MAX_GENERALS: usize = 500;

const MAX_VALUE: u32 = 1_000_000_000;

/// `Ok` iff `input` is a line `N` (N even, 4 ≤ N ≤ 500), then N − 1 lines, line i holding the
/// N − i values w(i, i+1) … w(i, N) in [0, 10^9], single spaces, all values distinct.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(4, MAX_GENERALS, "N")?;
    ensure(n % 2 == 0, || format!("N = {n} is odd"))?;
    v.eoln()?;
    let mut seen = HashSet::new();
    for i in 1..n {
        let position = v.position();
        for value in v.int_line(n - i, 0, MAX_VALUE.into(), &format!("w({i}, ·)"))? {
            ensure(seen.insert(value), || {
                format!("line {}: the value {value} is repeated", i + 1)
            })
            .map_err(|e| format!("{e} (the line starts at {position})"))?;
        }
    }
    v.eof()
}

/// The largest N the oracle plays: 小涵 has 10·8·6·4·2 = 3840 sequences of picks.
const MAX_N: usize = 10;

/// The input text of the symmetric matrix `value`.
fn input_of(value: &[Vec<u32>]) -> String {
    let n = value.len();
    let mut input = format!("{n}\n");
    for (i, row) in value.iter().enumerate().take(n.saturating_sub(1)) {
        let line: Vec<String> = row[i + 1..].iter().map(u32::to_string).collect();
        writeln!(input, "{}", line.join(" ")).unwrap();
    }
    input
}

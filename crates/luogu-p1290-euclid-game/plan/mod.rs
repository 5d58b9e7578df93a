//! Luogu P1290 / POJ 2348 Euclid's Game: the game stated in the kit's words ([`Euclid`]), and the
//! oracle the kit's search of it over the pairs up to 1000, trying every move. For values beyond its reach, [`quotient_rule`] is an
//! exact second method by continued-fraction quotients, checked against the search here.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_games, random_quotient_pair_below, shrink};
use plan_kit::game::Play;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, reference, results, wide_pair};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "luogu-p1290-euclid-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every pair 1 ≤ M, N ≤ 100 (10^4 games, 100 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1000 random pairs up to 100·size ≤ 1000 (game search)",
            generate: |rng, size| {
                let max = 100 * size as u64;
                input_of(&random_games(rng, 1000, |rng| {
                    (rng.range(1, max), rng.range(1, max))
                }))
            },
            max_size: 10,
            cases: 20,
        },
        Generator {
            name: "1000 pairs below 2^size ≤ 2^31: uniform, both in the top half, or close \
                   (b in [a/2, a]) (quotient rule)",
            generate: |rng, size| input_of(&random_games(rng, 1000, |rng| wide_pair(rng, size))),
            max_size: 31,
            cases: 62,
        },
        Generator {
            name: "1000 pairs below 2^31 built from quotients: a run of up to size 1s, then \
                   random quotients, scaled (quotient rule)",
            generate: |rng, size| {
                input_of(&random_games(rng, 1000, |rng| {
                    random_quotient_pair_below(rng, size, MAX_VALUE)
                }))
            },
            max_size: 44,
            cases: 44,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's bound on the numbers: 1 ≤ M, N < 2^31.
const MAX_VALUE: u64 = (1 << 31) - 1;

/// The most games per input. Luogu's own tests have C ≤ 6; the statement asks to handle many
/// more, and our max inputs have 10^5.
const MAX_C: usize = 100_000;

/// `Ok` iff `input` is a line `C` (1 ≤ C ≤ 10^5) and C lines `M N` with 1 ≤ M, N < 2^31, single
/// spaces, nothing else.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let c = v.usize_line(1, MAX_C, "C")?;
    for _ in 0..c {
        v.u64(1, MAX_VALUE, "M")?;
        v.space()?;
        v.u64(1, MAX_VALUE, "N")?;
        v.eoln()?;
    }
    v.eof()
}

/// The input text of `games`.
fn input_of(games: &[(u64, u64)]) -> String {
    let mut input = format!("{}\n", games.len());
    for (m, n) in games {
        writeln!(input, "{m} {n}").unwrap();
    }
    input
}

//! Codeforces 768E Game of Stones. The game is stated once ([`Stones`]), a sum of piles whose
//! state tracks the no-repeat rule: each pile is (stones left, set of amounts already taken from
//! it), a move takes an amount not in the set, and the player with no move loses. The oracle is
//! a win/lose search of its moves on the sorted pile states (the plan's own: the kit's lists too
//! much at once, see [`Search`]) and knows nothing of Grundy values. The reference computes one
//! pile's Grundy value by its definition over the same states (every s ≤ 60) and XORs them (the
//! Sprague–Grundy theorem, not the solution's closed form); the unit tests check it against the
//! oracle.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_huge, random_large, random_small, shrink};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, reference, results};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "cf768e-game-of-stones",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every input of 1 to 3 piles of 1 to 7 stones (399 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-4 piles of 1-10 stones, against the game search",
            generate: random_small,
            max_size: 10,
            cases: 120,
        },
        Generator {
            name: "up to 1000 piles of 1-60 stones, against the Grundy values by definition",
            generate: random_large,
            max_size: 1000,
            cases: 60,
        },
        Generator {
            name: "up to 10^6 piles (10^6 at the largest size) of 1-60 stones, half next to a \
                   triangular number, half of the draws paired, against the Grundy values by \
                   definition",
            generate: random_huge,
            max_size: MAX_N,
            cases: 16,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: n piles of 1 to `MAX_S` stones.
const MAX_N: usize = 1_000_000;

const MAX_S: u32 = 60;

/// `Ok` iff `input` is `n`, then n lines of one pile each, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "n")?;
    for _ in 0..n {
        v.u64(1, MAX_S.into(), "s")?;
        v.eoln()?;
    }
    v.eof()
}

/// The piles of an input.
fn parse_input(input: &str) -> Vec<u32> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// An input holding `piles`.
fn input_of(piles: &[u32]) -> String {
    let mut input = String::with_capacity(3 * piles.len() + 8);
    writeln!(input, "{}", piles.len()).unwrap();
    for s in piles {
        writeln!(input, "{s}").unwrap();
    }
    input
}

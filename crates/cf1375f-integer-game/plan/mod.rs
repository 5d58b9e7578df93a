//! Codeforces 1375F Integer Game (interactive). The jury speaks the published protocol and plays
//! either side. Its searches follow the rules alone: First wins in one number iff some y leaves
//! Second no pile that keeps the piles distinct (only y equal to a positive difference of two
//! piles can take a pile away, so those are the only y to try), and in two iff some y makes every
//! safe reply such a position (the y worth trying are the values that make the changed pile equal
//! to, or the mirror of, a combination of the piles: see [`two_number_candidates`]).

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_piles, shrink, tight_piles};
use jury::STRATEGIES;
use plan_kit::interactive::Interactive;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};

pub const PLAN: Plan = Plan {
    name: "cf1375f-integer-game",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every start of three distinct piles ≤ 6, in every order (120 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "three distinct piles below 10^k for k = size ≤ 9",
            generate: random_piles,
            max_size: 9,
            cases: 30,
        },
        Generator {
            name: "tight starts: small gaps and progressions at the bottom or the top (10^9)",
            generate: tight_piles,
            max_size: 9,
            cases: 20,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    interactive: Some(Interactive::new(STRATEGIES)),
    ..Plan::NONE
};

/// The statement's limits: piles 1 ≤ a, b, c ≤ `MAX_PILE`, numbers 1 ≤ y ≤ `MAX_Y`, and First
/// loses once `MAX_TURNS` turns have passed.
const MAX_PILE: u64 = 1_000_000_000;

const MAX_Y: u64 = 1_000_000_000_000;

const MAX_TURNS: u32 = 1000;

/// `Ok` iff `input` is one line of three distinct piles `a b c`, each in 1..=10^9.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let a = v.u64(1, MAX_PILE, "a")?;
    v.space()?;
    let b = v.u64(1, MAX_PILE, "b")?;
    v.space()?;
    let c = v.u64(1, MAX_PILE, "c")?;
    v.eoln()?;
    v.eof()?;
    ensure(a != b && b != c && a != c, || {
        format!("the piles {a} {b} {c} are not pairwise distinct")
    })
}

/// The piles of an input.
fn parse_input(input: &str) -> [u64; 3] {
    let mut tokens = Tokens::new(input);
    [tokens.read(), tokens.read(), tokens.read()]
}

/// The input of `piles`.
fn input_of(piles: [u64; 3]) -> String {
    format!("{} {} {}\n", piles[0], piles[1], piles[2])
}

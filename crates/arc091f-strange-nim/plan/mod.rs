//! AtCoder ARC091 F Strange Nim. The oracle computes each pile's Grundy value by its definition,
//! the mex of the values of x − 1, …, x − ⌊x/K⌋, in a table from 0 up to the largest pile of that
//! K, and XORs the piles' values (the Sprague–Grundy theorem); it knows nothing of the recursion.
//! The reference is the one-step recursion g(x) = x/K if K | x, else g(x − ⌊x/K⌋ − 1) (proved in
//! the crate's README), without the solution's jumps and under a step budget; the unit tests
//! check it against the definition's tables.
//!
//! The game is stated once ([`StrangeNim`]) for `judge play`. The oracle keeps its table of the
//! definition rather than Grundy values from the game's moves: those list ⌊x/K⌋ named moves, each
//! a new pile vector, for every x up to the largest pile, some 4·10^7 of them at the oracle's
//! reach, where the table only reads a window of numbers. A unit test checks the table against
//! the Grundy values the kit's solution of the game computes from its moves.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_large, random_small, shrink};
use plan_kit::game::Play;
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, reference, results};

pub const PLAN: Plan = Plan {
    name: "arc091f-strange-nim",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every input of one pile with A ≤ 20 and K ≤ 10, and every input of two piles \
                with A ≤ 6 and K ≤ 3 (371 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-200 piles with A ≤ 2000 and K log-uniform in [1, 2001], half of the inputs \
                   balanced to XOR 0, against the definition",
            generate: random_small,
            max_size: MAX_N,
            cases: 40,
        },
        Generator {
            name: "1-200 piles with A ≤ 10^9: K ≤ 30000, A at or next to a multiple of K, K > A, \
                   or K ≤ A < K + 2·10^5 with K up to 10^9; half balanced to XOR 0, against the \
                   one-step recursion",
            generate: random_large,
            max_size: MAX_N,
            cases: 30,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: 1 ≤ N ≤ `MAX_N` piles, 1 ≤ A_i, K_i ≤ `MAX_A`.
const MAX_N: usize = 200;

const MAX_A: u32 = 1_000_000_000;

/// `Ok` iff `input` is `N`, then N lines `A_i K_i`, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "N")?;
    for i in 1..=n {
        v.u64(1, MAX_A.into(), || format!("A_{i}"))?;
        v.space()?;
        v.u64(1, MAX_A.into(), || format!("K_{i}"))?;
        v.eoln()?;
    }
    v.eof()
}

/// The piles (A_i, K_i) of an input.
fn parse_input(input: &str) -> Vec<(u32, u32)> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    (0..n).map(|_| (tokens.read(), tokens.read())).collect()
}

/// An input holding `piles`.
fn input_of(piles: &[(u32, u32)]) -> String {
    let mut input = String::with_capacity(22 * piles.len() + 8);
    push_number(&mut input, piles.len() as u64);
    input.push('\n');
    for &(a, k) in piles {
        push_number(&mut input, a.into());
        input.push(' ');
        push_number(&mut input, k.into());
        input.push('\n');
    }
    input
}

//! Codeforces 603C Lieges of Legendre. The game is stated once ([`Lieges`]) as the statement gives
//! it: a position is the multiset of non-empty piles (a sorted vector), a move removes one cow
//! from a pile or replaces a pile of 2x cows by k piles of x, literally, and the player with no
//! move (no cow left) loses. The oracle is the kit's win/lose search of it; it knows nothing of
//! Grundy values or of k's parity. The reference computes one pile's Grundy value by its
//! definition (the mex of its options' values, the split's value being the XOR of k equal values)
//! for every pile up to `REACH`, and XORs them (the
//! Sprague–Grundy theorem, not the solution's closed form); the unit tests check it against the
//! oracle.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, max_inputs, random_beyond, random_large, random_small, shrink,
};
use plan_kit::game::Play;
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{Instance, NOTATION, games, oracle, reference, results};

pub const PLAN: Plan = Plan {
    name: "cf603c-lieges-of-legendre",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every k ≤ 6 with one or two piles of 1 to 7 cows, and every k ≤ 4 with three \
                piles of 1 to 6 cows (434 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-3 piles of 1-7 cows, k ≤ 6, against the game search",
            generate: random_small,
            max_size: 7,
            cases: 150,
        },
        Generator {
            name: "up to 10^5 piles of up to 2^20 cows, k up to 10^9, against the Grundy values by \
                   definition",
            generate: random_large,
            max_size: MAX_N,
            cases: 40,
        },
    ],
    beyond_reach: &[Generator {
        name: "up to 10^5 piles (a third 1-3) of up to 10^9 cows (2^j times 1..7 up to 2^29, \
               near 10^9, uniform, or 1..7), k up to 10^9 (1, 2, small, or any); half of them \
               paired but for a small pile and one other",
        generate: random_beyond,
        max_size: MAX_N,
        cases: 60,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: 1 ≤ n ≤ `MAX_N` piles of 1 ≤ a_i ≤ `MAX_A` cows, 1 ≤ k ≤ `MAX_K`.
const MAX_N: usize = 100_000;

const MAX_K: u32 = 1_000_000_000;

const MAX_A: u32 = 1_000_000_000;

/// `Ok` iff `input` is `n k`, then the n piles on one line, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "n")?;
    v.space()?;
    v.u64(1, MAX_K.into(), "k")?;
    v.eoln()?;
    v.u64_line(n, 1, MAX_A.into(), "a")?;
    v.eof()
}

/// The instance of an input.
fn parse_input(input: &str) -> Instance {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let k = tokens.read();
    Instance {
        k,
        piles: tokens.many(n),
    }
}

/// An input holding `k` and `piles`.
fn input_of(k: u32, piles: &[u32]) -> String {
    let mut input = String::with_capacity(11 * piles.len() + 24);
    push_number(&mut input, piles.len() as u64);
    input.push(' ');
    push_number(&mut input, k.into());
    input.push('\n');
    for (i, &a) in piles.iter().enumerate() {
        if i > 0 {
            input.push(' ');
        }
        push_number(&mut input, a.into());
    }
    input.push('\n');
    input
}

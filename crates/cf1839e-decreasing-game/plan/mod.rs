//! Codeforces 1839E Decreasing Game (interactive). The jury speaks the published protocol and plays
//! the side the program leaves it. Its judgement of a position is a search of the game from its
//! rules while at most `SEARCH_REACH` entries are positive (First picks i, Second picks j ≠ i, both
//! drop by their minimum; who cannot pick loses), the winner hurrying and the loser holding out;
//! beyond the search, the reference rule "Second wins iff the entries split into two parts of
//! equal sum" (a subset sum), which the tests check against the search on every small array. Its
//! strategies differ in which winning move they take, and in how they hold out when lost.

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, max_inputs, no_split_array, random_array, shrink, split_array,
};
use jury::STRATEGIES;
use plan_kit::interactive::Interactive;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};

pub const PLAN: Plan = Plan {
    name: "cf1839e-decreasing-game",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every array of n ≤ 3 entries ≤ 4 in every order (84), every sorted array of 4 \
                entries ≤ 4 (35) and of 5 entries ≤ 3 (21): 140 games",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n ≤ size entries, each ≤ size (size ≤ 300), uniform",
            generate: random_array,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "two parts of equal sum, shuffled (Second's side), n ≤ size, entries ≤ size",
            generate: split_array,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "an even sum and no split (First's side): one entry above the rest's sum, or \
                   an odd count of entries ≡ 2 (mod 4)",
            generate: no_split_array,
            max_size: MAX_N,
            cases: 20,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    interactive: Some(Interactive::new(STRATEGIES)),
    ..Plan::NONE
};

/// The statement's limits: 1 ≤ n ≤ `MAX_N`, 1 ≤ a_i ≤ `MAX_A`.
const MAX_N: usize = 300;

const MAX_A: u32 = 300;

/// `Ok` iff `input` is n, then the n entries on one line, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "n")?;
    let a = v.u64_line(n, 1, u64::from(MAX_A), "a")?;
    v.eof()?;
    ensure(a.len() == n, || "not n entries".to_owned())
}

/// The entries of an input.
fn parse_input(input: &str) -> Vec<u32> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// The input of the entries `a`.
fn input_of(a: &[u32]) -> String {
    let line: Vec<String> = a.iter().map(u32::to_string).collect();
    format!("{}\n{}\n", a.len(), line.join(" "))
}

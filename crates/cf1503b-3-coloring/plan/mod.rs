//! Codeforces 1503B 3-Coloring (interactive). The jury is Alice: it prints n, then a colour each
//! turn, and referees Bob's tokens. Its judgement of a position comes from the rules alone: for
//! n ≤ 3 a search of every position of the grid (Alice names a colour, Bob answers with any
//! token; a conflict is Alice's win, a full grid Bob's), for larger n the rule "an empty cell whose
//! neighbours hold two different colours is lost for Bob" (Alice names the one colour left for it
//! until Bob must fill it; checked against the search on every position of n ≤ 3), searched one
//! reply deep. The input is the hack format: n, then a list of Alice's colours, which the `list`
//! strategy follows except where leaving it wins (as the statement's interactor does).

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, patterned_list, random_list, shrink};
use jury::STRATEGIES;
use plan_kit::interactive::Interactive;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};

pub const PLAN: Plan = Plan {
    name: "cf1503b-3-coloring",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every list of Alice's colours for n = 2 (81 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n = size + 1 (2..=100), a uniform list of colours",
            generate: random_list,
            max_size: MAX_N - 1,
            cases: 12,
        },
        Generator {
            name: "n = size + 1, a patterned list: one colour, two phases or a short period",
            generate: patterned_list,
            max_size: MAX_N - 1,
            cases: 12,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    interactive: Some(Interactive::new(STRATEGIES)),
    ..Plan::NONE
};

/// The statement's limits: 2 ≤ n ≤ `MAX_N`.
const MAX_N: usize = 100;

/// `Ok` iff `input` is `n` (2..=100) on a line, then n² colours in 1..=3 on one line.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(2, MAX_N, "n")?;
    v.u64_line(n * n, 1, 3, "a")?;
    v.eof()
}

/// n and Alice's list of an input.
fn parse_input(input: &str) -> (usize, Vec<u8>) {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    (n, tokens.many(n * n))
}

/// The input of `n` and `list`.
fn input_of(n: usize, list: &[u8]) -> String {
    let colours: Vec<String> = list.iter().map(u8::to_string).collect();
    format!("{n}\n{}\n", colours.join(" "))
}

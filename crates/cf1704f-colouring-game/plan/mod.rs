//! Codeforces 1704F Colouring Game. The game in the kit's words is [`Colouring`] (for `judge
//! play`). The oracle plays the partizan game itself on every colouring of a short row: each cell
//! red, blue or white; Alice paints two neighbours white where at least one is red, Bob where at
//! least one is blue ([`paints`], the rule the game's moves use too); the player to move with no
//! move loses. It fills a win/lose table over all 3^n colourings (a move only whitens cells, so the
//! colourings it reaches come earlier in the table's order) and knows nothing of the reduction.
//!
//! The reference is the README's reduction (the counts, then the XOR over the maximal alternating
//! segments of the values of the octal game 0.07), with the values computed by definition up to
//! [`REFERENCE_TABLE`] and beyond by the period that the periodicity theorem for octal games
//! proves from that table (checked when the table is built); the unit tests check it against the
//! oracle on every row of up to 12 cells.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, max_inputs, random_huge, random_long, random_many_rows, random_short, shrink,
};
use plan_kit::game::Play;
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, reference, results};

pub const PLAN: Plan = Plan {
    name: "cf1704f-colouring-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every row of 2 to 12 cells (8188 rows, 1000 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-100 rows of 2-14 cells: uniform, equal counts, or alternating with breaks, \
                   against the game search",
            generate: random_short,
            max_size: 100,
            cases: 40,
        },
        Generator {
            name: "rows of alternating segments up to 3000 cells long, most with equal counts, \
                   up to 6*10^4 cells in all, against the reduction",
            generate: random_long,
            max_size: 300,
            cases: 40,
        },
        Generator {
            name: "rows of alternating segments up to 10^5 cells long, most with equal counts, \
                   up to 5*10^5 cells in all, against the reduction",
            generate: random_huge,
            max_size: 100,
            cases: 24,
        },
        Generator {
            name: "up to 10^4 rows of 2-50 cells: uniform, equal counts, or alternating with \
                   breaks, against the reduction",
            generate: random_many_rows,
            max_size: 100,
            cases: 24,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: t ≤ `MAX_T` rows of 2 ≤ n ≤ `MAX_N` cells, at most `MAX_N` in all.
const MAX_T: usize = 10_000;

const MAX_N: usize = 500_000;

/// `Ok` iff `input` is `t`, then t cases of a line `n` and a line of n letters `R`/`B`, within
/// the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "t")?;
    let mut total = 0;
    for case in 1..=t {
        let n = v.usize_line(2, MAX_N, || format!("n of case {case}"))?;
        let row = v.token(&format!("the row of case {case}"))?;
        ensure(row.len() == n, || {
            format!("case {case}: the row has {} cells, not n = {n}", row.len())
        })?;
        ensure(row.bytes().all(|c| c == b'R' || c == b'B'), || {
            format!("case {case}: a cell other than R or B")
        })?;
        v.eoln()?;
        total += n;
        ensure(total <= MAX_N, || {
            format!("the sum of n exceeds {MAX_N} at case {case}")
        })?;
    }
    v.eof()
}

/// The rows of an input.
fn parse_input(input: &str) -> Vec<Vec<u8>> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let _n: usize = tokens.read();
            tokens.read::<String>().into_bytes()
        })
        .collect()
}

/// An input holding `rows`.
fn input_of(rows: &[Vec<u8>]) -> String {
    let cells: usize = rows.iter().map(Vec::len).sum();
    let mut input = String::with_capacity(cells + 8 * rows.len() + 8);
    push_number(&mut input, rows.len() as u64);
    input.push('\n');
    for row in rows {
        push_number(&mut input, row.len() as u64);
        input.push('\n');
        input.push_str(std::str::from_utf8(row).expect("R and B"));
        input.push('\n');
    }
    input
}

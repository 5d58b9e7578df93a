//! AtCoder ABC278 G Generalized Subtraction Game (interactive). The jury referees by the rules (a
//! move takes y cards x, …, x + y − 1, L ≤ y ≤ R, all still on the table) and plays from a search
//! of the game: the cards left form independent segments, and the value of a segment of len cards
//! is found by trying every block of it, every length y and every place, as the mex of g(left) xor
//! g(right) (the Sprague–Grundy theorem for a sum of games). It knows nothing of mirroring. The
//! tests check the segment values against a search of whole positions (a bit per card) on every
//! position of every row with N ≤ 12.

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, max_inputs, random_fixed, random_mirror, random_second, shrink,
};
use jury::STRATEGIES;
use plan_kit::interactive::Interactive;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};

pub const PLAN: Plan = Plan {
    name: "abc278g-generalized-subtraction-game",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every row with 1 ≤ L ≤ R ≤ N ≤ 8 (120 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "L < R or L ≡ N (mod 2) (the first player mirrors), N ≤ 2000",
            generate: random_mirror,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "L = R ≢ N (mod 2) (no middle block), N ≤ 2000",
            generate: random_fixed,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "L = R with value 0 by the search (Second wins), N ≤ 2000",
            generate: random_second,
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

/// The statement's limit: 1 ≤ L ≤ R ≤ N ≤ `MAX_N`.
const MAX_N: usize = 2000;

/// `Ok` iff `input` is one line `N L R` with 1 ≤ L ≤ R ≤ N ≤ 2000.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.space()?;
    let l = v.usize(1, n, "L")?;
    v.space()?;
    v.usize(l, n, "R")?;
    v.eoln()?;
    v.eof()
}

/// (N, L, R) of an input.
fn parse_input(input: &str) -> (usize, usize, usize) {
    let mut tokens = Tokens::new(input);
    (tokens.read(), tokens.read(), tokens.read())
}

/// The input of the row (n, l, r).
fn input_of(n: usize, l: usize, r: usize) -> String {
    format!("{n} {l} {r}\n")
}

//! Luogu P3024 [USACO11OPEN] Cow Checkers S (Wythoff's game). Three exact references, none of them
//! the solution's golden-ratio formula:
//! - [`oracle`]: game search over the grid of positions, from the rules alone (coordinates ≤ 300),
//!   the moves of the game [`Checkers`] (which `judge play` plays) tried on a table;
//! - [`ColdPairs`]: the losing positions built one by one by the mex construction, checked against
//!   the search, for coordinates in the tens of millions;
//! - [`cold_by_zeckendorf`]: Silber's Fibonacci characterisation of the Wythoff pairs, checked
//!   against the mex construction, for every pair of u64.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_large_input, random_small_input, shrink};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, reference, results};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "luogu-p3024-cow-checkers",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every position with both coordinates ≤ 60 (3721 positions), on the smallest board \
                and on 10^6 × 10^6, 1000 per input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "random positions with coordinates ≤ 300 (game search)",
            generate: random_small_input,
            max_size: 10,
            cases: 20,
        },
        Generator {
            name: "losing pairs below 10^6 in both orders with their neighbours, and random \
                   positions near the diagonal (mex construction)",
            generate: random_large_input,
            max_size: 30,
            cases: 40,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// `Ok` iff `input` is a line `M N` (1 ≤ M, N ≤ 10^6), a line `T` (1 ≤ T ≤ 1000) and T lines
/// `X Y` with 0 ≤ X < M and 0 ≤ Y < N, single spaces, nothing else.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let m = v.u64(1, MAX_SIDE, "M")?;
    v.space()?;
    let n = v.u64(1, MAX_SIDE, "N")?;
    v.eoln()?;
    let t = v.usize_line(1, MAX_T, "T")?;
    for _ in 0..t {
        v.u64(0, m - 1, "X")?;
        v.space()?;
        v.u64(0, n - 1, "Y")?;
        v.eoln()?;
    }
    v.eof()
}

/// The statement's limits: board sides up to `MAX_SIDE`, up to `MAX_T` queries.
const MAX_SIDE: u64 = 1_000_000;

const MAX_T: usize = 1000;

/// The statement's input: the board (M, N) and the queries (X, Y).
struct Input {
    pub board: (u64, u64),
    pub queries: Vec<(u64, u64)>,
}

/// The statement's input, parsed.
fn parse_input(input: &str) -> Input {
    let mut tokens = Tokens::new(input);
    let board = (tokens.read(), tokens.read());
    let t: usize = tokens.read();
    let queries = (0..t).map(|_| (tokens.read(), tokens.read())).collect();
    Input { board, queries }
}

/// The input text of `board` and `queries`.
fn input_of(board: (u64, u64), queries: &[(u64, u64)]) -> String {
    let mut input = format!("{} {}\n{}\n", board.0, board.1, queries.len());
    for (x, y) in queries {
        writeln!(input, "{x} {y}").unwrap();
    }
    input
}

//! Luogu P2490 [SDOI2011] 黑白棋. The oracle plays the board itself: a position is the tuple of
//! occupied cells and the player to move; A moves 1..=d white pieces (the 1st, 3rd, … from the
//! left) each some cells right, B moves 1..=d black ones left, no piece reaching or passing a
//! neighbour, and a player with no move loses. That game is stated once, in the kit's words
//! ([`Strip`], the game `judge play` plays), and the oracle is a memoised search of its turns: it
//! counts, over every placement of the k pieces, those whose start (A to move) is won. It knows
//! nothing of gaps, Nim or binary digits.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    beyond_large, exhaustive_inputs, max_inputs, random_one_pair, random_small_board, shrink,
};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, results};

pub const PLAN: Plan = Plan {
    name: "luogu-p2490-black-white-chess",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every n ≤ 12, every even k ≤ n and every 1 ≤ d ≤ k (182 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n ≤ 16, even k ≤ min(n, 8), 1 ≤ d ≤ k (board search)",
            generate: random_small_board,
            max_size: 16,
            cases: 60,
        },
        Generator {
            name: "k = 2, n ≤ 120, d ∈ {1, 2} (one pair, long gaps)",
            generate: random_one_pair,
            max_size: 120,
            cases: 30,
        },
    ],
    beyond_reach: &[Generator {
        name: "n log-uniform up to 10^4, even k up to min(n, 100) (often the largest), d from 1 \
               to k (often 1 or 2)",
        generate: beyond_large,
        max_size: 4,
        cases: 60,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: 1 ≤ d ≤ k ≤ n ≤ `MAX_N`, k even, k ≤ `MAX_K`.
const MAX_N: usize = 10_000;

const MAX_K: usize = 100;

/// `Ok` iff `input` is the line `n k d` within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "n")?;
    v.space()?;
    let k = v.usize(1, MAX_K.min(n), "k")?;
    ensure(k % 2 == 0, || format!("k = {k} is odd"))?;
    v.space()?;
    v.usize(1, k, "d")?;
    v.eoln()?;
    v.eof()
}

/// The (n, k, d) of an input.
fn parse(input: &str) -> (usize, usize, usize) {
    let mut tokens = Tokens::new(input);
    (tokens.read(), tokens.read(), tokens.read())
}

/// The input holding (n, k, d).
fn input_of(n: usize, k: usize, d: usize) -> String {
    format!("{n} {k} {d}\n")
}

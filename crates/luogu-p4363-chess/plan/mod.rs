//! Luogu P4363 一双木棋 chess. The oracle is a minimax over the sets of filled cells (a bitmask
//! of the n · m cells), applying the placement rule literally: a cell may be played iff it is
//! empty and every cell to its left in its row and above it in its column is filled. Whose turn
//! it is follows from the number of stones; black maximises and white minimises black's score
//! minus white's. It assumes nothing about the shape of the filled set (it never uses row
//! lengths), and only the sets play reaches are visited.

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
use rules::{Board, NOTATION, games, oracle, results};

pub const PLAN: Plan = Plan {
    name: "luogu-p4363-chess",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every board with n · m ≤ 4 and every a, b ∈ {0, 1} (932 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "boards of n, m ≤ 4 with values up to 10^5 (small, large, or b = 0)",
            generate: random_small,
            max_size: 4,
            cases: 150,
        },
        Generator {
            name: "boards of n, m ≤ 10 with values up to 10^5 (half with b = 0)",
            generate: random_large,
            max_size: MAX_SIDE,
            cases: 12,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: 1 ≤ n, m ≤ `MAX_SIDE`, 0 ≤ a, b ≤ `MAX_VALUE`.
const MAX_SIDE: usize = 10;

const MAX_VALUE: u64 = 100_000;

/// `Ok` iff `input` is `n m`, then n lines of m values a, then n lines of m values b, within
/// the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let (n, m) = v.usize_pair_line(1, MAX_SIDE, ["n", "m"])?;
    for _ in 0..n {
        v.u64_line(m, 0, MAX_VALUE, "a")?;
    }
    for _ in 0..n {
        v.u64_line(m, 0, MAX_VALUE, "b")?;
    }
    v.eof()
}

/// The board of an input.
fn parse_input(input: &str) -> Board {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let m: usize = tokens.read();
    let a = (0..n).map(|_| tokens.many(m)).collect();
    let b = (0..n).map(|_| tokens.many(m)).collect();
    Board { a, b }
}

/// An input holding `board`.
fn input_of(board: &Board) -> String {
    let (n, m) = (board.a.len(), board.a[0].len());
    let mut input = format!("{n} {m}\n");
    for grid in [&board.a, &board.b] {
        for row in grid {
            for (j, &x) in row.iter().enumerate() {
                if j > 0 {
                    input.push(' ');
                }
                push_number(&mut input, x);
            }
            input.push('\n');
        }
    }
    input
}

//! AtCoder ABC229 H Advance or Eat. The game in the kit's words ([`AdvanceOrEat`]: a move advances
//! an own piece into the empty square just above it, or eats any opponent piece), and the oracle,
//! the kit's win/lose search of whole boards: the player to move wins a board iff some move leaves
//! a board the other player loses. It is memoised over (board, player to move): one table for
//! every board of N ≤ 3, and a search of at most 10^6 positions per N = 4 board. It knows nothing
//! of columns or numbers.
//!
//! The reference is general combinatorial game theory that never assumes a game is a number: each
//! column's canonical form (dominated options deleted, reversible ones bypassed, Conway's ONAG
//! chapter 10), the canonical form of their sum, and Left moving first wins G iff not G ≤ 0. The
//! unit tests check it against the oracle on every board the oracle reaches in the plan, and check
//! the README's claims: every column's canonical form is a number, the one the simplicity rule
//! gives, and every Left option of a column is below every Right option (exactly).

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, max_inputs, random_board, random_sparse_four, random_zero_sum, shrink,
};
use plan_kit::game::Play;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{BLACK, Board, EMPTY, NOTATION, WHITE, games, letter, oracle, reference, results};

pub const PLAN: Plan = Plan {
    name: "abc229h-advance-or-eat",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every board with N ≤ 3 (3 + 81 + 19683 = 19767 inputs, one board each)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N = 4 boards of 1 to 8 pieces, against the whole-board search",
            generate: random_sparse_four,
            max_size: 8,
            cases: 60,
        },
        Generator {
            name: "N ≤ 8 boards of random density and colour mix, against the whole-board search \
                   where it reaches, else the reference",
            generate: random_board,
            max_size: MAX_N,
            cases: 100,
        },
        Generator {
            name: "N ≤ 8 boards of colour-swapped column pairs (sum 0), half with one square \
                   changed, against the whole-board search where it reaches, else the reference",
            generate: random_zero_sum,
            max_size: MAX_N,
            cases: 60,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limit: 1 ≤ N ≤ `MAX_N`.
const MAX_N: usize = 8;

/// `Ok` iff `input` is N, then N lines of N letters `W`, `B` or `.` each.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "N")?;
    for r in 1..=n {
        let row = v.token(&format!("row {r}"))?;
        if row.len() != n || !row.bytes().all(|b| matches!(b, b'W' | b'B' | b'.')) {
            return Err(format!(
                "row {r} is `{row}`: expected N = {n} letters W, B or ."
            ));
        }
        v.eoln()?;
    }
    v.eof()
}

/// The board of a valid input.
fn parse_input(input: &str) -> Board {
    let mut lines = input.lines();
    let n: usize = lines.next().expect("N").trim().parse().expect("N");
    let squares = lines
        .take(n)
        .flat_map(|row| row.bytes())
        .map(|b| match b {
            b'W' => WHITE,
            b'B' => BLACK,
            _ => EMPTY,
        })
        .collect();
    Board { n, squares }
}

/// The input holding `board`.
fn input_of(board: &Board) -> String {
    let mut input = format!("{}\n", board.n);
    for r in 0..board.n {
        input.extend((0..board.n).map(|c| letter(board.at(r, c))));
        input.push('\n');
    }
    input
}

//! Luogu P4055 [JSOI2009] 游戏. The game in the kit's words is [`MazeGame`] (AA puts the token,
//! then the players move it in turn). The oracle plays that game from its rules, by the kit's
//! search: with the token on a cell and a set of cells entered, the player to move wins iff some
//! adjacent open cell not yet entered leads to a position the other player loses (no such cell:
//! the player to move loses). AA wins from s iff YY, to move with the token on s and only s
//! entered, loses. The search is memoised over (cell, cells entered), one connected component of
//! open cells at a time (the token never leaves its component), within a budget of positions. It
//! knows nothing of matchings.
//!
//! The unit tests also check the README's claim on its own terms: on every maze of at most 9
//! cells, the cells the game search finds are exactly those that some maximum matching misses,
//! with every matching enumerated edge set by edge set.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    beyond_open, exhaustive_inputs, max_inputs, random_blobs, random_forest, random_small, shrink,
};
use plan_kit::game::Play;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, results};

pub const PLAN: Plan = Plan {
    name: "luogu-p4055-game",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every maze with n, m ≤ 4 and n·m ≤ 12 (9418 mazes)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n, m ≤ 5 (one side = size), any density, components of at most 16 cells",
            generate: random_small,
            max_size: 5,
            cases: 150,
        },
        Generator {
            name: "n, m ≤ 100 (one side = size), any density, components of at most 1 to 10 cells",
            generate: random_blobs,
            max_size: MAX_SIDE,
            cases: 40,
        },
        Generator {
            name: "n, m ≤ 100 (one side = size), mazes without a cycle of open cells, trees of at \
                   most 8 to 128 cells",
            generate: random_forest,
            max_size: MAX_SIDE,
            cases: 40,
        },
    ],
    beyond_reach: &[Generator {
        name: "n, m ≤ 100 (one side = size), 40-100% open, regions of any size (up to 10^4 \
               cells), a third of them without a cycle of open cells",
        generate: beyond_open,
        max_size: MAX_SIDE,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: 1 ≤ n, m ≤ `MAX_SIDE`.
const MAX_SIDE: usize = 100;

/// The largest component the search takes (its sets of entered cells are 128-bit masks).
const MAX_COMPONENT: usize = 128;

/// `Ok` iff `input` is `n m`, then n lines of m characters `.` or `#`, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let (n, m) = v.usize_pair_line(1, MAX_SIDE, ["n", "m"])?;
    for r in 1..=n {
        let row = v.token(&format!("row {r}"))?;
        if row.len() != m || !row.bytes().all(|b| b == b'.' || b == b'#') {
            return Err(format!(
                "row {r} is `{row}`: expected {m} characters `.` or `#`"
            ));
        }
        v.eoln()?;
    }
    v.eof()
}

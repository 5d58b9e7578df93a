//! Codeforces 1934D2 XOR Break — Game Version (interactive). The jury plays Bob. Its judgement
//! of a position is a search of the game from its rules for every p < 2^12 (the holder of p wins
//! iff some break p = p1 xor p2, 0 < p1, p2 < p, has both parts lost for their holder); beyond the
//! search, the reference rule "even popcount wins", which the tests check against the search on
//! every p < 2^12. Its strategies differ where Bob is lost: the slowest descent (the part Alice
//! must keep as large as possible), the lowest bit split off, random breaks; and a weak one that
//! breaks at random even when it could win.

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_games, shrink};
use jury::STRATEGIES;
use plan_kit::cases::Singles;
use plan_kit::interactive::Interactive;
use plan_kit::{Exhaustive, Figure, Generator, Plan};

pub const PLAN: Plan = Plan {
    name: "cf1934d2-xor-break-game",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every n < 4096 = 2^12 (1000 games to an input: the search's whole reach), \
                against every strategy",
        inputs: exhaustive_inputs,
    }),
    random: &[Generator {
        name: "1-1000 games, n ≤ 10^18: uniform, powers of two and their neighbours, few or \
               many set bits, the top of the range",
        generate: random_games,
        max_size: MAX_T,
        cases: 12,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    interactive: Some(Interactive::new(STRATEGIES)),
    ..Plan::NONE
};

/// The statement's limits: t games, each 1 ≤ n ≤ `MAX_N`; Alice breaks at most `MAX_BREAKS`
/// times in a game.
const MAX_T: usize = 1000;

const MAX_N: u64 = 1_000_000_000_000_000_000;

const MAX_BREAKS: u32 = 63;

/// The input's layout: `t`, then t lines of one n each, within the limits.
const LAYOUT: Singles = Singles::t_values_n(MAX_T, MAX_N);

fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

//! Codeforces 1903E Geo Game (interactive). The jury speaks the published protocol, plays the side
//! the program leaves it, and keeps the running sum of squared distances exactly (its verdict is
//! the sum's parity, by the rules). Its judgement of a position is a search of the game: over the
//! actual points for small games ([`first_wins_brute`], the squared distances themselves), and
//! over the counts of unused points of each colour ([`first_wins_search`]: a pick adds
//! c(prev) xor c(cur) to the parity, which the tests check against the squared distances, and
//! the count search against the point search on every position of every exhaustive game); beyond
//! the count search's reach, the race rule [`first_wins_reference`], which the tests check against
//! the search on all of its reach. Where it is lost, its strategies differ: the colour the program
//! wants last (its reserve), the other colour, a random point; and a weak one that is random even
//! when it could win.

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, lopsided, many_games, max_inputs, near_ties, shrink};
use jury::STRATEGIES;
use plan_kit::interactive::Interactive;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{Instance, game_lines};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "cf1903e-geo-game",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every start s and every n ≤ 5 points with coordinates in {0, 1} (every colouring, \
                points coinciding with each other and with s): 5456 games, 2000 to an input, \
                against every strategy",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-20 games of n ≤ size points in [0, 10^9]^2 (sum ≤ 10^5), the colour counts \
                   within 2 of a tie",
            generate: near_ties,
            max_size: MAX_N,
            cases: 12,
        },
        Generator {
            name: "up to 2000 games of n ≤ size ≤ 80 points, random colours, coordinates small \
                   (≤ 3) or anywhere",
            generate: many_games,
            max_size: 80,
            cases: 10,
        },
        Generator {
            name: "lopsided games: one colour only, every point on s, or one point of the other \
                   colour",
            generate: lopsided,
            max_size: 2000,
            cases: 8,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    interactive: Some(Interactive::new(STRATEGIES)),
    ..Plan::NONE
};

/// The statement's limits: t games, each of 1 ≤ n ≤ `MAX_N` points, n summed over the games at
/// most `MAX_N`, coordinates 0 ≤ x, y ≤ `MAX_C`.
const MAX_T: usize = 2000;

const MAX_N: usize = 100_000;

const MAX_C: u64 = 1_000_000_000;

/// `Ok` iff `input` is `t`, then t games (`n`, `s_x s_y`, n lines `x y`) within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "t")?;
    let mut total = 0;
    for game in 1..=t {
        let n = v.usize_line(1, MAX_N, "n")?;
        total += n;
        ensure(total <= MAX_N, || {
            format!("game {game}: the sum of n passes {MAX_N}")
        })?;
        for _ in 0..=n {
            v.u64(0, MAX_C, "x")?;
            v.space()?;
            v.u64(0, MAX_C, "y")?;
            v.eoln()?;
        }
    }
    v.eof()
}

/// The games of an input.
fn parse_input(input: &str) -> Vec<Instance> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let n: usize = tokens.read();
            let start = (tokens.read(), tokens.read());
            let points = (0..n).map(|_| (tokens.read(), tokens.read())).collect();
            Instance { start, points }
        })
        .collect()
}

/// The input of `games`.
fn input_of(games: &[Instance]) -> String {
    let mut input = format!("{}\n", games.len());
    for game in games {
        for line in game_lines(game) {
            writeln!(input, "{line}").unwrap();
        }
    }
    input
}

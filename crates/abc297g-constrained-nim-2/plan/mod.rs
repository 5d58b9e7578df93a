//! AtCoder ABC297 G Constrained Nim 2: the game is stated once ([`ConstrainedNim`]: piles, a move
//! removes L..=R stones from one); the oracle is the kit's win/lose search of it over sorted pile
//! vectors, trying every removal of L..=R stones from every pile, and knows nothing of Grundy
//! values; beyond its reach (the official sample 3 among them) it splits the position into its piles
//! by the Sprague–Grundy theorem and computes each pile's value by its definition (mex over every
//! removal), never by the period formula. The reference is that definition alone, for larger piles.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    beyond_bounds, exhaustive_inputs, max_inputs, random_medium, random_small, shrink,
};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{Game, NOTATION, games, join, oracle, reference, results};

pub const PLAN: Plan = Plan {
    name: "abc297g-constrained-nim-2",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every 1 ≤ L ≤ R ≤ 4 with every multiset of 1 to 3 piles of 1 to 7 stones (1190 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "random L ≤ R ≤ 7 with 1–4 piles of up to 24 stones (game search)",
            generate: random_small,
            max_size: 24,
            cases: 300,
        },
        Generator {
            name: "random L ≤ R ≤ 300 with 1–300 piles of up to 3·10^4 stones (Grundy by definition)",
            generate: random_medium,
            max_size: 30_000,
            cases: 60,
        },
    ],
    beyond_reach: &[Generator {
        name: "L ≤ R up to 10^9 (L = 1, L = R or between), 1–2000 piles (2·10^5 one draw in four \
               at the largest size) up to 10^9 next to multiples of L + R, half in cancelling pairs",
        generate: beyond_bounds,
        max_size: 9,
        cases: 60,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

const MAX_N: usize = 200_000;

const MAX_VALUE: u64 = 1_000_000_000;

/// `Ok` iff `input` is `N L R` and N piles, 1 ≤ N ≤ 2·10^5, 1 ≤ L ≤ R ≤ 10^9, 1 ≤ A_i ≤ 10^9.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.space()?;
    let l = v.u64(1, MAX_VALUE, "L")?;
    v.space()?;
    let r = v.u64(1, MAX_VALUE, "R")?;
    ensure(l <= r, || format!("L = {l} exceeds R = {r}"))?;
    v.eoln()?;
    v.u64_line(n, 1, MAX_VALUE, "A")?;
    v.eof()
}

/// The game of an input.
fn parse(input: &str) -> Game {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let l = tokens.read();
    let r = tokens.read();
    Game {
        l,
        r,
        piles: tokens.many(n),
    }
}

/// The input text of `game`.
fn input_of(game: &Game) -> String {
    format!(
        "{} {} {}\n{}\n",
        game.piles.len(),
        game.l,
        game.r,
        join(&game.piles)
    )
}

//! Luogu P2148 [SDOI2009] E&D. The oracle works from the rules and the Sprague–Grundy theorem
//! alone: the Grundy value of a pair (x, y) is the mex of the values of the pairs one move reaches,
//! (a, x − a) and (a, y − a), tabulated for heaps up to `REACH`; the values of the pairs are XORed.
//! Before the table is consulted, equal pairs ({x, y} as a set) are cancelled two by two: a game
//! added to itself is lost for the player to move (the second player copies every move in the
//! other copy), so G + G + H has the outcome of H. That reaches heaps up to 2·10^9 in pairs of equal
//! pairs. The oracle knows nothing of binary digits; the unit tests check its Grundy values against
//! a win/lose search over whole positions that uses no Grundy values at all: the kit's search of
//! the game stated once ([`EAndD`]). The oracle keeps its table rather than Grundy values from the
//! game's moves: a pair's moves list up to 2·8191 named positions, for each of the 8192² pairs of
//! its reach, where the table reads one mask per heap.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    beyond_top_bits, exhaustive_inputs, max_inputs, random_large, random_small, shrink,
};
use plan_kit::game::Play;
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, Pairs, games, oracle, results};

pub const PLAN: Plan = Plan {
    name: "luogu-p2148-e-and-d",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every position of one pair of heaps ≤ 32 (1024 positions) and of two pairs of \
                heaps ≤ 6 (1296 positions), 20 to an input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-20 tests of 1-4 pairs of heaps ≤ 8·size ≤ 256, a third of the tests made lost",
            generate: random_small,
            max_size: 32,
            cases: 100,
        },
        Generator {
            name: "1-20 tests of up to N = 2·10^4 heaps: pairs of heaps ≤ 8192 (uniform, log-uniform \
                   or 2^k and 2^k ± 1), among equal pairs of pairs of heaps up to 2·10^9",
            generate: random_large,
            max_size: 10_000,
            cases: 30,
        },
    ],
    beyond_reach: &[Generator {
        name: "1-20 tests of 1-3 pairs at 2^k (k up to 30, often 29 or 30: (2^k, 2^k + 1), \
               (2^k, 1), (2^k + d, 2^k + e), values up to 31) beside up to 4998 pairs of pairs up \
               to 2·10^9, equal or any",
        generate: beyond_top_bits,
        max_size: 4998,
        cases: 60,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: T tests of N heaps (N even), each of 1 ≤ S_i ≤ `MAX_S` stones.
const MAX_T: usize = 20;

const MAX_N: usize = 20_000;

const MAX_S: u32 = 2_000_000_000;

/// `Ok` iff `input` is T tests, each a line N (even) and a line of N heaps, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "T")?;
    for _ in 0..t {
        let n = v.usize(1, MAX_N, "N")?;
        ensure(n % 2 == 0, || format!("{}: N = {n} is odd", v.position()))?;
        v.eoln()?;
        v.u64_line(n, 1, MAX_S.into(), "S")?;
    }
    v.eof()
}

/// The tests of a valid input.
fn parse_input(input: &str) -> Vec<Pairs> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let n: usize = tokens.read();
            let heaps: Vec<u32> = tokens.many(n);
            heaps.chunks_exact(2).map(|p| (p[0], p[1])).collect()
        })
        .collect()
}

/// An input holding `tests`.
fn input_of(tests: &[Pairs]) -> String {
    let mut input = String::new();
    push_number(&mut input, tests.len() as u64);
    input.push('\n');
    for pairs in tests {
        push_number(&mut input, 2 * pairs.len() as u64);
        input.push('\n');
        for (i, &(x, y)) in pairs.iter().enumerate() {
            if i > 0 {
                input.push(' ');
            }
            push_number(&mut input, x.into());
            input.push(' ');
            push_number(&mut input, y.into());
        }
        input.push('\n');
    }
    input
}

//! CSES 2207 Grundy's Game. Three computations from the rules, none of which knows the claim
//! that no heap above 1222 is lost:
//! - [`heaps_search`]: the kit's win/lose search of the game stated once ([`Grundy`]: heaps of
//!   coins, a move splitting one heap into two unequal non-empty heaps), over multisets of heaps:
//!   the rules and nothing else, for small heaps;
//! - the oracle: g(n) = mex { g(a) ⊕ g(n − a) : 1 ≤ a < n − a } by that definition, O(n²), for
//!   every n ≤ 10^5 ([`DefinitionTable`]); one heap is won iff g(n) ≠ 0 (the Sprague–Grundy
//!   theorem, proved in the README and checked here against the search on sums of small heaps);
//! - the reference: the same g(n), exactly, for every n ≤ 10^6 by the sparse-value method
//!   ([`SparseTable`]), checked against the definition on every n ≤ 10^5.
//!
//! The oracle keeps its own table of the definition rather than Grundy values from the game's
//! moves: those list ⌊(n − 1)/2⌋ named moves, each a new heap vector, for every n ≤ 10^5 (10^9.4
//! moves in all), thousands of times slower than the table's XOR marks.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_large, random_many, random_small, shrink};
use plan_kit::cases::Singles;
use plan_kit::game::Play;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, ORACLE_REACH, games, oracle, reference, results};

pub const PLAN: Plan = Plan {
    name: "cses-2207-grundys-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every n ≤ 10^5 (1000 games to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1–1000 games with n ≤ 10^5: uniform, next to a lost heap, and n ≤ 3 (definition)",
            generate: random_small,
            max_size: ORACLE_REACH,
            cases: 40,
        },
        Generator {
            name: "1–1000 games with n ≤ 10^6: uniform, and next to a lost heap (sparse method)",
            generate: random_large,
            max_size: MAX_N,
            cases: 20,
        },
        Generator {
            name: "up to 10^5 games (10^5 at the largest size) with n ≤ 10^6: uniform, and next \
                   to a lost heap (sparse method)",
            generate: random_many,
            max_size: MAX_T,
            cases: 12,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: t games, each one heap of 1 ≤ n ≤ `MAX_N` coins.
const MAX_T: usize = 100_000;

const MAX_N: usize = 1_000_000;

/// The input's layout: `t`, then t lines of one n each, within the limits.
const LAYOUT: Singles = Singles::t_values_n(MAX_T, MAX_N as u64);

fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

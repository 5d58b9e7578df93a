//! Luogu P2197 Nim: the oracle searches the game tree over pile vectors; it knows nothing of XOR.

use plan_kit::cases::{Cases, input_of, parse};
use plan_kit::figures::{noted_grid_page, plot_grid, value_shade};
use plan_kit::game::{GameResult, Games, Kind, Play};
use plan_kit::nim::{self, Nim, Search, all_positions, random_position};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Plan};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "luogu-p2197-nim",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every position of 1 to 3 piles of up to 7 stones (584 positions, 10 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[Generator {
        name: "10 random positions of up to 6 piles of up to 15 stones, often with repeated sizes",
        generate: random_input,
        max_size: 15,
        cases: 100,
    }],
    beyond_reach: &[Generator {
        name: "1-10 positions of up to 10^4 piles below 10^4 (0, few, 2^k and 2^k − 1 up to \
               2^13, 9999, uniform), half of them made to XOR 0",
        generate: random_beyond,
        max_size: MAX_N,
        cases: 30,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, Nim::NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: T cases, each of n piles of fewer than `PILE_BOUND` stones.
const MAX_T: usize = 10;
const MAX_N: usize = 10_000;
const PILE_BOUND: u32 = 10_000;
const LAYOUT: Cases = Cases {
    count: "T",
    max_count: MAX_T,
    length: "n",
    max_length: MAX_N,
    max_total: None,
    value: "a",
    min_value: 0,
    max_value: PILE_BOUND - 1,
};

/// `Ok` iff `input` is T (1 ≤ T ≤ 10) cases, each a line `n` (1 ≤ n ≤ 10^4) and a line of n piles
/// 0 ≤ a_i < 10^4, single spaces, nothing else.
fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

/// Every position of 1 to 3 piles of up to 7 stones, smallest first, [`MAX_T`] per input. (The
/// position of no piles at all, outside the statement's n ≥ 1, is the sample `ext-no-piles`.)
fn exhaustive_inputs() -> Vec<String> {
    let positions: Vec<Vec<u32>> = all_positions(3, 7)
        .into_iter()
        .filter(|piles| !piles.is_empty())
        .collect();
    positions.chunks(MAX_T).map(input_of).collect()
}

/// T = 10 random positions of up to ⌈6·size/15⌉ piles of up to `size` stones.
fn random_input(rng: &mut Rng, size: usize) -> String {
    let max_piles = (6 * size).div_ceil(15);
    let cases: Vec<Vec<u32>> = (0..MAX_T)
        .map(|_| random_position(rng, max_piles, size as u32))
        .collect();
    input_of(&cases)
}

/// 1-10 positions of up to `size` piles below 10^4, beyond the search: each pile 0, a few stones,
/// 2^k or 2^k − 1 (k ≤ 13), 9999 or uniform; in half of the positions the last pile is set to the
/// XOR of the others (below 2^14, so only where it stays below 10^4), a lost position.
fn random_beyond(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size);
            let mut piles: Vec<u32> = (0..n)
                .map(|_| match rng.below(5) {
                    0 => 0,
                    1 => rng.range(1, 3) as u32,
                    2 => (1u32 << rng.range(0, 13)) - rng.range(0, 1) as u32,
                    3 => PILE_BOUND - 1,
                    _ => rng.range(0, u64::from(PILE_BOUND) - 1) as u32,
                })
                .collect();
            let rest = piles[..n - 1].iter().fold(0, |x, &p| x ^ p);
            if rng.chance(1, 2) && rest < PILE_BOUND {
                piles[n - 1] = rest;
            }
            piles
        })
        .collect();
    input_of(&cases)
}

/// Smaller inputs: each case alone, fewer cases, then one case with fewer piles or a pile lowered.
fn shrink(input: &str) -> Vec<String> {
    let cases = parse(input);
    let mut candidates = Candidates::default();
    for fewer in plan_kit::shrink_list(&cases) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (i, piles) in cases.iter().enumerate() {
        if candidates.full() {
            break;
        }
        let with = |piles: Vec<u32>| {
            let mut next = cases.clone();
            next[i] = piles;
            input_of(&next)
        };
        for fewer in plan_kit::shrink_list(piles) {
            candidates.push(|| with(fewer));
        }
        for (j, &pile) in piles.iter().enumerate() {
            if candidates.full() {
                break;
            }
            for lower in plan_kit::shrink_value(u64::from(pile), 0) {
                candidates.push(|| {
                    let mut next = piles.clone();
                    next[j] = lower as u32;
                    with(next)
                });
            }
        }
    }
    candidates.into_vec()
}

/// The most work the search takes on per case: C(m + n, n) positions (the multisets of n piles of
/// at most m stones) times n·m moves from each.
const SEARCH_BUDGET: u64 = 20_000_000;

/// The expected output by game search, or `None` if a case is too large to search.
fn oracle(input: &str) -> Option<String> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    let mut search = Search::default();
    let mut out = String::new();
    for _ in 0..t {
        let n: usize = tokens.read();
        let piles: Vec<u32> = tokens.many(n);
        let m = u64::from(piles.iter().copied().max().unwrap_or(0));
        // C(m + n, n) = prod_{i=1..n} (m + i) / i, exact at every step.
        let mut positions = 1u64;
        for i in 1..=n as u64 {
            positions = positions.checked_mul(m + i)? / i;
        }
        if positions.checked_mul(n as u64 * m)? > SEARCH_BUDGET {
            return None;
        }
        let verdict = if search.first_wins(&piles) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// The games of an input: each case's piles, Nim under normal play.
fn games(input: &str) -> Games {
    nim::games(input, Kind::Impartial)
}

/// The oracle's answer as results: `Yes`, the first player wins; `No`, the second.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Yes"))
}

/// T = 10 cases of n = 10^4 piles of random sizes below 10^4.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2197);
    let cases: Vec<Vec<u32>> = (0..10)
        .map(|_| (0..10_000).map(|_| rng.range(0, 9_999) as u32).collect())
        .collect();
    vec![MaxInput {
        label: "T=10, n=10^4, a_i<10^4",
        input: input_of(&cases),
    }]
}

/// Nim with three piles: for piles a, b < 16, the third pile c that makes (a, b, c) lost, found
/// by game search among c < 32 (there is exactly one).
fn figure() -> String {
    const SIDE: usize = 16;
    let mut search = Search::default();
    let lost_third: Vec<Vec<u32>> = (0..SIDE as u32)
        .map(|a| {
            (0..SIDE as u32)
                .map(|b| {
                    let lost: Vec<u32> = (0..32)
                        .filter(|&c| !search.first_wins(&[a, b, c]))
                        .collect();
                    assert_eq!(lost.len(), 1, "piles ({a}, {b}): one losing third pile");
                    lost[0]
                })
                .collect()
        })
        .collect();
    let top = lost_third
        .iter()
        .flatten()
        .copied()
        .max()
        .unwrap_or(1)
        .max(1);
    let grid = plot_grid((60.0, 76.0), 28.0, SIDE, 0);
    let mut svg = noted_grid_page(
        &grid,
        "Nim: the third pile c that loses beside a and b",
        "(a, b, c) is lost for the player to move, by game search; darker = larger c",
    );
    grid.cells(
        &mut svg,
        |a, b| {
            let t = f64::from(lost_third[a][b]) / f64::from(top);
            Some(value_shade(t))
        },
        |a, b| Some(lost_third[a][b].to_string()),
    );
    grid.axes(&mut svg, 2, "pile a", "pile b");
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_the_small_positions_by_hand() {
        let mut search = Search::default();
        assert!(!search.first_wins(&[]), "no move: the player to move loses");
        assert!(search.first_wins(&[3]), "take the whole pile");
        assert!(!search.first_wins(&[2, 2]), "the second player mirrors");
        assert!(search.first_wins(&[1, 2]), "move to (1, 1)");
        assert!(!search.first_wins(&[1, 2, 3]));
    }

    #[test]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_reaches(&PLAN);
        assert_eq!(exhaustive_inputs().len(), 59, "584 positions, 10 per input");
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("1\n3\n0 5 9999\n"), Ok(()));
        for bad in [
            "0\n",                                                                    // T = 0
            "11\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n", // T = 11
            "1\n0\n\n",                                                               // n = 0
            "1\n1\n10000\n",   // a pile of 10^4
            "1\n2\n1\n",       // fewer piles than n
            "1\n2\n1 2 3\n",   // more piles than n
            "1\n2\n1  2\n",    // a double space
            "1\n2\n1 2",       // no final newline
            "2\n1\n1\n",       // fewer cases than T
            "1\n1\n1\n1\n1\n", // more after the cases
            "1\n1\n-1\n",      // negative
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn shrinking_tries_single_cases_first_then_piles() {
        let candidates = shrink("2\n2\n3 4\n1\n5\n");
        assert_eq!(candidates[..2], ["1\n2\n3 4\n", "1\n1\n5\n"]);
        assert!(candidates.contains(&"2\n1\n4\n1\n5\n".to_owned()));
        assert!(candidates.contains(&"2\n2\n3 2\n1\n5\n".to_owned()));
        assert!(candidates.contains(&"2\n2\n3 4\n1\n0\n".to_owned()));
        let max = &max_inputs()[0].input;
        let shrunk = shrink(max);
        assert!(shrunk.len() <= Candidates::MAX_COUNT);
        assert!(shrunk.iter().map(String::len).sum::<usize>() < Candidates::MAX_BYTES + max.len());
    }

    #[test]
    fn all_positions_counts_every_vector() {
        assert_eq!(all_positions(3, 7).len(), 1 + 8 + 64 + 512);
    }
}

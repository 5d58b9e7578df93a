//! Luogu P4279 [SHOI2008] 小约翰的游戏 (misère Nim). The game is the kit's [`Nim`] under misère
//! play: whoever takes the last stone loses, so the player who faces an empty table (nothing to
//! take) wins. The oracle is the kit's win/lose search of it, on sorted pile vectors; it knows
//! nothing of XOR.

use plan_kit::cases::Cases;
use plan_kit::game::{GameResult, Games, Kind, PLAY_BUDGET, Play, Searcher};
use plan_kit::nim::Nim;
use plan_kit::rng::Rng;
use plan_kit::{
    Exhaustive, Figure, Generator, MaxInput, Plan, all_vectors, fewer_cases, shrink_list,
    shrink_value,
};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "luogu-p4279-misere-nim",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every vector of 1 to 4 piles of 0 to 5 stones (1554 games, 100 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-5 games of 1-6 piles of up to 12 stones, often 0 and 1",
            generate: random_small,
            max_size: 12,
            cases: 200,
        },
        Generator {
            name: "1-3 games of up to 50 piles of 0 and 1 with up to two piles of up to 20",
            generate: random_ones,
            max_size: 50,
            cases: 60,
        },
    ],
    beyond_reach: &[Generator {
        name: "1-500 games of up to 50 piles of up to 5000 stones: 0s and 1s only, 0s and 1s \
               with one large pile, any piles, or any piles made to XOR 0",
        generate: random_beyond,
        max_size: MAX_T,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "away from the all-small positions its lost set is Nim's (luogu-p2197-nim); the rest is a \
         two-case rule a picture would only repeat",
    ),
    play: Some(Play::new(games, Nim::NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: T games, each of N piles of at most `MAX_PILE` stones.
const MAX_T: usize = 500;
const MAX_N: usize = 50;
const MAX_PILE: u32 = 5000;

const LAYOUT: Cases = Cases {
    count: "T",
    max_count: MAX_T,
    length: "N",
    max_length: MAX_N,
    max_total: None,
    value: "a",
    min_value: 0,
    max_value: MAX_PILE,
};

/// `Ok` iff `input` is `T`, then per game a line `N` and a line of N piles, within the limits.
fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

/// The games of an input, each a pile vector.
fn parse_input(input: &str) -> Vec<Vec<u32>> {
    // the layout of luogu-p2197-nim: T, then each case as n and a line of n values
    plan_kit::cases::parse(input)
}

/// An input holding `games`, one pile vector each.
fn input_of(games: &[Vec<u32>]) -> String {
    plan_kit::cases::input_of(games)
}

/// The most positions the search decides, and the most moves it lists, over one input.
const BUDGET: usize = 100_000;
const LISTED_BUDGET: usize = 300_000;

/// The game: Nim under misère play (whoever takes the last stone loses).
static MISERE_NIM: Nim = Nim { kind: Kind::Misere };

/// The expected output by the kit's search of misère Nim, or `None` beyond its budget.
fn oracle(input: &str) -> Option<String> {
    let mut search = Searcher::new(&MISERE_NIM, BUDGET).listing_at_most(LISTED_BUDGET);
    let mut out = String::new();
    for piles in parse_input(input) {
        let verdict = if search.first_wins(&piles)? {
            "John"
        } else {
            "Brother"
        };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// The games of an input, misère Nim each.
fn games(input: &str) -> Games {
    let misere = || Nim { kind: Kind::Misere };
    Games::new(
        parse_input(input)
            .into_iter()
            .map(|piles| Games::case(misere(), piles, PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: `John` moves first and wins, or his brother does.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "John"))
}

/// Every vector of 1 to 4 piles of 0 to 5 stones, 100 games to an input, smallest first.
fn exhaustive_inputs() -> Vec<String> {
    let games: Vec<Vec<u32>> = all_vectors(4, 5)
        .into_iter()
        .filter(|piles| !piles.is_empty())
        .collect();
    games.chunks(100).map(input_of).collect()
}

/// A pile of 0..=`max`, half the time 0 or 1.
fn random_pile(rng: &mut Rng, max: u32) -> u32 {
    if rng.chance(1, 2) {
        rng.range(0, 1) as u32
    } else {
        rng.range(0, u64::from(max)) as u32
    }
}

/// 1-5 games of 1-6 piles of up to `size` stones, often 0 and 1.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(5);
    let games: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(6);
            (0..n).map(|_| random_pile(rng, size as u32)).collect()
        })
        .collect();
    input_of(&games)
}

/// 1-3 games of up to `size` piles of 0 and 1, with up to two piles of 2..=20 among them.
fn random_ones(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(3);
    let games: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size.min(MAX_N));
            let mut piles: Vec<u32> = (0..n).map(|_| rng.range(0, 1) as u32).collect();
            for _ in 0..rng.below(3) {
                let i = rng.below(n);
                piles[i] = rng.range(2, 20) as u32;
            }
            piles
        })
        .collect();
    input_of(&games)
}

/// Up to `size` games of up to 50 piles, beyond the oracle's reach: 0s and 1s only; 0s and 1s with
/// one pile of 2 to 5000; piles of any size up to 5000 (0, 1, 2^k, 5000 or uniform); or such
/// piles with the last one set to the XOR of the others where that is at most 5000.
fn random_beyond(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let games: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(MAX_N);
            let shape = rng.below(4);
            let mut piles: Vec<u32> = (0..n)
                .map(|_| match (shape, rng.below(4)) {
                    (0 | 1, _) | (_, 0) => rng.range(0, 1) as u32,
                    (_, 1) => 1 << rng.range(1, 12),
                    (_, 2) => MAX_PILE - rng.range(0, 1) as u32,
                    _ => rng.range(2, MAX_PILE.into()) as u32,
                })
                .collect();
            if shape == 1 {
                piles[rng.below(n)] = rng.range(2, MAX_PILE.into()) as u32;
            }
            let rest = piles[..n - 1].iter().fold(0, |x, &p| x ^ p);
            if shape == 3 && rest <= MAX_PILE {
                piles[n - 1] = rest;
            }
            piles
        })
        .collect();
    input_of(&games)
}

/// Smaller inputs: each game alone, fewer games, then one game with a pile removed or lowered.
fn shrink(input: &str) -> Vec<String> {
    let games = parse_input(input);
    let mut candidates = fewer_cases(&games, input_of);
    for (g, piles) in games.iter().enumerate() {
        let mut smaller: Vec<Vec<u32>> = shrink_list(piles);
        for (i, &pile) in piles.iter().enumerate().filter(|_| piles.len() <= 32) {
            for value in shrink_value(pile.into(), 0) {
                let mut lowered = piles.clone();
                lowered[i] = value as u32;
                smaller.push(lowered);
            }
        }
        for piles in smaller {
            let mut fewer = games.clone();
            fewer[g] = piles;
            candidates.push(input_of(&fewer));
        }
    }
    candidates
}

/// T = 500 games of N = 50 piles: uniform sizes, and the all-small rule's 0/1 piles.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(4279);
    let uniform: Vec<Vec<u32>> = (0..MAX_T)
        .map(|_| {
            (0..MAX_N)
                .map(|_| rng.range(0, MAX_PILE.into()) as u32)
                .collect()
        })
        .collect();
    let small: Vec<Vec<u32>> = (0..MAX_T)
        .map(|_| (0..MAX_N).map(|_| rng.range(0, 1) as u32).collect())
        .collect();
    vec![
        MaxInput {
            label: "T=500, N=50, piles uniform in [0, 5000]",
            input: input_of(&uniform),
        },
        MaxInput {
            label: "T=500, N=50, piles 0 or 1",
            input: input_of(&small),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(piles: &[u32]) -> bool {
        Searcher::new(&MISERE_NIM, BUDGET)
            .first_wins(&piles.to_vec())
            .expect("within reach")
    }

    #[test]
    fn the_search_plays_misere_by_hand() {
        assert!(
            wins(&[]),
            "nothing to take: the opponent took the last stone"
        );
        assert!(wins(&[0, 0]));
        assert!(!wins(&[1]), "forced to take the last stone");
        assert!(wins(&[1, 1]), "take one, the opponent takes the last");
        assert!(!wins(&[1, 1, 1]));
        assert!(!wins(&[0, 1]), "zero piles do not count");
        assert!(wins(&[2]), "leave one stone");
        assert!(wins(&[5, 1, 1]), "cut the 5 to 1: three ones");
        assert!(
            !wins(&[2, 2]),
            "(2,2): to (2,1) or (2) the opponent answers (1) "
        );
        assert!(wins(&[3, 5, 1]), "the sample");
    }

    #[test]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        assert_eq!(
            oracle("2\n3\n3 5 1\n1\n1\n").as_deref(),
            Some("John\nBrother\n")
        );
        assert_eq!(oracle("1\n2\n5000 5000\n"), None);
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("2\n3\n3 5 1\n1\n1\n"), Ok(()));
        assert_eq!(validate("1\n1\n0\n"), Ok(()));
        for bad in [
            "0\n",
            "501\n",
            "1\n0\n\n",
            "1\n51\n",
            "1\n1\n5001\n",
            "1\n2\n1  2\n",
            "1\n2\n1 2",
            "2\n1\n1\n",
            "1\n1\n1\n1\n",
            "1\n1\n-1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn every_generated_input_is_valid() {
        let inputs = exhaustive_inputs();
        assert_eq!(inputs.len(), 16);
        let mut rng = Rng::new(1);
        let mut all: Vec<String> = inputs;
        for generator in PLAN.random {
            for size in 1..=generator.max_size {
                all.push((generator.generate)(&mut rng, size));
            }
        }
        all.extend(max_inputs().into_iter().map(|m| m.input));
        for input in &all {
            assert_eq!(validate(input), Ok(()), "{input}");
        }
        for input in &all[..16] {
            assert!(
                oracle(input).is_some(),
                "the exhaustive inputs are in reach"
            );
        }
    }

    #[test]
    fn the_inputs_beyond_reach_are_valid() {
        plan_kit::testing::assert_beyond_reach_valid(&PLAN);
    }

    #[test]
    fn the_random_inputs_are_within_reach() {
        let mut rng = Rng::new(7);
        for generator in PLAN.random {
            for _ in 0..20 {
                let input = (generator.generate)(&mut rng, generator.max_size);
                assert!(oracle(&input).is_some(), "{}: {input}", generator.name);
            }
        }
    }

    #[test]
    fn shrinking_starts_with_single_games() {
        let shrunk = shrink("2\n3\n3 5 1\n1\n1\n");
        assert_eq!(shrunk[0], "1\n3\n3 5 1\n");
        assert_eq!(shrunk[1], "1\n1\n1\n");
        assert!(shrunk.contains(&"2\n2\n5 1\n1\n1\n".to_owned()));
        assert!(shrunk.contains(&"2\n3\n0 5 1\n1\n1\n".to_owned()));
    }
}

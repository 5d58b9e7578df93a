//! Luogu P3480 [POI2009] KAM-Pebbles. The game is stated once ([`Pebbles`]): the position is the
//! actual non-decreasing vector of piles, a move lowers one pile to any value not below its left
//! neighbour, and the player with no move (an empty table) loses. The oracle is the kit's win/lose
//! search of it ([`Searcher`]) on the vector and knows nothing of differences, steps or XOR.

use plan_kit::game::{
    Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher, Solved, TooLarge,
};
use plan_kit::rng::Rng;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_list, shrink_value};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "luogu-p3480-pebbles",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every non-decreasing arrangement of 1 to 5 piles of at most 6 pebbles (791 \
                arrangements, 10 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-10 arrangements of 1-6 piles of up to 10 pebbles",
            generate: random_small,
            max_size: 10,
            cases: 150,
        },
        Generator {
            name: "1-3 long arrangements of up to 40 piles of height at most 3",
            generate: random_long,
            max_size: 40,
            cases: 40,
        },
    ],
    beyond_reach: &[Generator {
        name: "1-10 arrangements of up to 1000 piles with up to 10^4 pebbles in all (steps \
               added at random places, the right end more often), half of them with the odd \
               steps from the right made to XOR 0",
        generate: random_beyond,
        max_size: MAX_N,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "the claim reduces the game to Nim on every other step, whose picture is luogu-p2197-nim's",
    ),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: u arrangements of n piles, at most `MAX_TOTAL` pebbles in each (the
/// larger of the two bounds the sources state).
const MAX_U: usize = 10;
const MAX_N: usize = 1000;
const MAX_TOTAL: u64 = 10_000;

/// `Ok` iff `input` is `u`, then per arrangement a line `n` and a line of n non-decreasing piles
/// of at most `MAX_TOTAL` pebbles in all.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let u = v.usize_line(1, MAX_U, "u")?;
    for arrangement in 1..=u {
        let n = v.usize_line(1, MAX_N, "n")?;
        let piles = v.u64_line(n, 0, MAX_TOTAL, "a")?;
        ensure(piles.windows(2).all(|w| w[0] <= w[1]), || {
            format!("arrangement {arrangement}: the piles are not non-decreasing")
        })?;
        let total: u64 = piles.iter().sum();
        ensure(total <= MAX_TOTAL, || {
            format!("arrangement {arrangement}: {total} pebbles, more than {MAX_TOTAL}")
        })?;
    }
    v.eof()
}

/// The arrangements of an input.
fn parse_input(input: &str) -> Vec<Vec<u32>> {
    // the layout of luogu-p2197-nim: T, then each case as n and a line of n values
    plan_kit::cases::parse(input)
}

/// An input holding `arrangements`.
fn input_of(arrangements: &[Vec<u32>]) -> String {
    plan_kit::cases::input_of(arrangements)
}

/// The most positions the search decides, and the most moves it lists, over one input.
const BUDGET: usize = 20_000;
const LISTED_BUDGET: usize = 200_000;

/// A position: the piles, non-decreasing.
type Piles = Vec<u32>;

/// The game: piles in a row, each at least its left neighbour; a move removes one or more
/// pebbles from one pile, leaving it no smaller than its left neighbour (pile i lowered to any v
/// with a_{i−1} ≤ v < a_i, a_0 = 0), typed as the pile's number (from 1) and how many (`3 2`); the
/// player with no move (an empty table) loses.
struct Pebbles;

/// How a move is typed.
const NOTATION: &str = "the pile (from 1) and how many pebbles to remove from it: `3 2`";

impl Game for Pebbles {
    type Position = Piles;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &Piles) -> Vec<Move<Piles>> {
        let mut moves = Vec::new();
        for i in 0..piles.len() {
            let floor = if i > 0 { piles[i - 1] } else { 0 };
            for v in (floor..piles[i]).rev() {
                let mut next = piles.clone();
                next[i] = v;
                moves.push(Move::to(format!("{} {}", i + 1, piles[i] - v), next));
            }
        }
        moves
    }

    fn draw(&self, piles: &Piles) -> String {
        let mut text = String::new();
        for (i, &a) in piles.iter().enumerate() {
            let pebbles = if a <= 30 {
                "o".repeat(a as usize)
            } else {
                "many pebbles".to_owned()
            };
            writeln!(text, "pile {:>2}: {pebbles:<30} {a}", i + 1).unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Piles, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, take]) => match piles.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no pile {i}: the piles are 1 to {}", piles.len()),
                Some(_) if take == 0 => "a move removes at least one pebble".to_owned(),
                Some(&a) if take > u64::from(a) => format!("pile {i} has only {a} pebbles"),
                Some(&a) => {
                    let left = piles[i as usize - 2];
                    format!(
                        "pile {i} would drop to {} below its left neighbour's {left}: remove at \
                         most {}",
                        u64::from(a) - take,
                        a - left
                    )
                }
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }
}

/// Win/lose search on non-decreasing pile vectors (taken as they are): the kit's search of
/// [`Pebbles`], deciding at most [`BUDGET`] positions and listing at most [`LISTED_BUDGET`] moves.
fn search() -> Searcher<'static, Pebbles> {
    Searcher::new(&Pebbles, BUDGET).listing_at_most(LISTED_BUDGET)
}

/// The expected output by searching the pebble game, or `None` beyond the search's budget.
fn oracle(input: &str) -> Option<String> {
    let mut search = search();
    let mut out = String::new();
    for piles in parse_input(input) {
        let verdict = if search.first_wins(&piles)? {
            "TAK"
        } else {
            "NIE"
        };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// The games of an input: each arrangement, Johny first.
fn games(input: &str) -> Games {
    Games::new(parse_input(input).into_iter().map(play_case).collect())
}

/// The most piles a game of `judge play` has: each of its positions holds them all.
const PLAY_PILES: usize = 64;

/// The game of `piles` for `judge play`: solved within [`PLAY_BUDGET`], or refused at once when
/// it has more than [`PLAY_PILES`] piles or surely more positions than the budget: the first
/// non-empty pile can always lose one pebble, so the game passes through every total from Σ a_i
/// down to 0, Σ a_i + 1 positions at least.
fn play_case(piles: Piles) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    let total: u64 = piles.iter().map(|&a| u64::from(a)).sum();
    if piles.len() > PLAY_PILES || total >= PLAY_BUDGET as u64 {
        return Games::too_large(PLAY_BUDGET);
    }
    Games::case(Pebbles, piles, PLAY_BUDGET)
}

/// The oracle's answer as results: `TAK`, Johny (first) wins; `NIE`, the second player.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "TAK"))
}

/// Every non-decreasing vector of length 1..=`max_len` with entries in 0..=`max_value`, by length
/// and then lexicographically.
fn all_arrangements(max_len: usize, max_value: u32) -> Vec<Vec<u32>> {
    let values: Vec<u32> = (0..=max_value).collect();
    plan_kit::multisets_up_to(&values, max_len)
}

/// Every arrangement of 1 to 5 piles of at most 6 pebbles, 10 to an input, smallest first.
fn exhaustive_inputs() -> Vec<String> {
    all_arrangements(5, 6).chunks(MAX_U).map(input_of).collect()
}

/// `n` piles as prefix sums of random steps, each 0 with probability 1/2, else in 1..=`max_step`.
fn random_arrangement(rng: &mut Rng, n: usize, max_height: u32) -> Vec<u32> {
    let mut height = 0;
    (0..n)
        .map(|_| {
            if rng.chance(1, 2) {
                height = rng.range(height.into(), max_height.into()) as u32;
            }
            height
        })
        .collect()
}

/// 1-10 arrangements of 1-6 piles of up to `size` pebbles.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let u = 1 + rng.below(MAX_U);
    let arrangements: Vec<Vec<u32>> = (0..u)
        .map(|_| {
            let n = 1 + rng.below(6);
            random_arrangement(rng, n, size as u32)
        })
        .collect();
    input_of(&arrangements)
}

/// 1-3 arrangements of up to `size` piles of height at most 3.
fn random_long(rng: &mut Rng, size: usize) -> String {
    let u = 1 + rng.below(3);
    let arrangements: Vec<Vec<u32>> = (0..u)
        .map(|_| {
            let n = 1 + rng.below(size);
            random_arrangement(rng, n, 3)
        })
        .collect();
    input_of(&arrangements)
}

/// An arrangement of `n` piles with at most 10^4 pebbles, by its steps c_i = a_i − a_{i−1}: each
/// of a few dozen steps raises a random c_i (a step at i adds to the n − i piles from i on, which
/// the total must afford); with `balanced`, c_n (a step of one pebble a unit) is then set to the
/// XOR of the other odd steps from the right, where the total affords it.
fn steps_arrangement(rng: &mut Rng, n: usize, balanced: bool) -> Vec<u32> {
    let mut steps = vec![0u64; n];
    let mut budget = MAX_TOTAL - rng.range(0, MAX_TOTAL / 2);
    for _ in 0..rng.range(1, 40) {
        let i = if rng.chance(1, 2) {
            n - 1 - rng.below(n.min(20))
        } else {
            rng.below(n)
        };
        let width = (n - i) as u64;
        if width <= budget {
            let raise = rng.range(1, (budget / width).min(2000));
            steps[i] += raise;
            budget -= raise * width;
        }
    }
    if balanced {
        let rest = (0..n - 1)
            .filter(|i| (n - 1 - i).is_multiple_of(2))
            .fold(0, |x, i| x ^ steps[i]);
        if rest <= budget + steps[n - 1] {
            steps[n - 1] = rest;
        }
    }
    let mut pile = 0;
    steps
        .iter()
        .map(|&c| {
            pile += c;
            pile as u32
        })
        .collect()
}

/// 1-10 arrangements of up to `size` piles, beyond the oracle's reach: [`steps_arrangement`],
/// half of them balanced.
fn random_beyond(rng: &mut Rng, size: usize) -> String {
    let u = 1 + rng.below(MAX_U);
    let arrangements: Vec<Vec<u32>> = (0..u)
        .map(|_| {
            let n = 1 + rng.below(size);
            let balanced = rng.chance(1, 2);
            steps_arrangement(rng, n, balanced)
        })
        .collect();
    input_of(&arrangements)
}

/// Smaller inputs: each arrangement alone, fewer arrangements, then one arrangement with a pile
/// removed or lowered (the validator drops those that are no longer non-decreasing).
fn shrink(input: &str) -> Vec<String> {
    let arrangements = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&arrangements)
        .iter()
        .map(|fewer| input_of(fewer))
        .collect();
    for (g, piles) in arrangements.iter().enumerate() {
        let mut smaller: Vec<Vec<u32>> = shrink_list(piles);
        for (i, &pile) in piles.iter().enumerate().filter(|_| piles.len() <= 32) {
            let floor = if i > 0 { piles[i - 1] } else { 0 };
            for value in shrink_value(pile.into(), floor.into()) {
                let mut lowered = piles.clone();
                lowered[i] = value as u32;
                smaller.push(lowered);
            }
        }
        for piles in smaller {
            let mut fewer = arrangements.clone();
            fewer[g] = piles;
            candidates.push(input_of(&fewer));
        }
    }
    candidates
}

/// u = 10 arrangements of n = 1000 piles with 10^4 pebbles or nearly.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(3480);
    let random: Vec<Vec<u32>> = (0..MAX_U)
        .map(|_| {
            let mut piles: Vec<u32> = (0..MAX_N).map(|_| rng.range(0, 19) as u32).collect();
            piles.sort_unstable();
            let total: u64 = piles.iter().map(|&p| u64::from(p)).sum();
            if total > MAX_TOTAL {
                // Scaling every pile down by the same factor keeps the order.
                for pile in &mut piles {
                    *pile = (u64::from(*pile) * MAX_TOTAL / total) as u32;
                }
            }
            piles
        })
        .collect();
    let tall: Vec<Vec<u32>> = (0..MAX_U)
        .map(|k| {
            let mut piles = vec![0; MAX_N];
            piles[MAX_N - 1 - k..].fill((MAX_TOTAL / (k as u64 + 1)) as u32);
            piles
        })
        .collect();
    vec![
        MaxInput {
            label: "u=10, n=1000, random non-decreasing piles, total <= 10^4",
            input: input_of(&random),
        },
        MaxInput {
            label: "u=10, n=1000, empty piles then k+1 equal piles of 10^4/(k+1)",
            input: input_of(&tall),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(piles: &[u32]) -> bool {
        search().first_wins(&piles.to_vec()).expect("within reach")
    }

    #[test]
    fn the_search_plays_the_pebble_game_by_hand() {
        assert!(!wins(&[0]), "an empty table: no move");
        assert!(!wins(&[0, 0, 0]));
        assert!(wins(&[3]), "take the whole pile");
        assert!(
            !wins(&[2, 2]),
            "the sample: only the left pile moves, then the right follows"
        );
        assert!(!wins(&[1, 1]));
        assert!(wins(&[0, 3]));
        assert!(wins(&[1, 2, 4]), "the sample");
        assert!(wins(&[1, 2]), "lower the right pile to 1");
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        assert_eq!(
            oracle("2\n2\n2 2\n3\n1 2 4\n").as_deref(),
            Some("NIE\nTAK\n")
        );
        let tall = format!("1\n1000\n{}\n", vec!["10"; 1000].join(" "));
        assert_eq!(oracle(&tall), None);
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("2\n2\n2 2\n3\n1 2 4\n"), Ok(()));
        assert_eq!(validate("1\n1\n10000\n"), Ok(()));
        let full = format!("1\n1000\n{}\n", vec!["10"; 1000].join(" "));
        assert_eq!(validate(&full), Ok(()));
        for bad in [
            "0\n",
            "11\n",
            "1\n0\n\n",
            "1\n1001\n",
            "1\n1\n10001\n",
            "1\n2\n2 1\n",
            "1\n2\n5000 5001\n",
            "1\n2\n1  2\n",
            "1\n2\n1 2",
            "2\n1\n1\n",
            "1\n1\n-1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_exhaustive_arrangements_are_all_there() {
        let all = all_arrangements(5, 6);
        assert_eq!(all.len(), 7 + 28 + 84 + 210 + 462);
        assert!(all.iter().all(|a| a.windows(2).all(|w| w[0] <= w[1])));
    }

    #[test]
    fn the_inputs_beyond_reach_are_valid() {
        plan_kit::testing::assert_beyond_reach_valid(&PLAN);
    }

    #[test]
    fn every_generated_input_is_valid_and_in_reach() {
        let mut rng = Rng::new(1);
        let exhaustive = exhaustive_inputs();
        let mut random = Vec::new();
        for generator in PLAN.random {
            for size in 1..=generator.max_size {
                random.push((generator.generate)(&mut rng, size));
            }
        }
        for input in exhaustive.iter().chain(&random) {
            assert_eq!(validate(input), Ok(()), "{input}");
            assert!(oracle(input).is_some(), "{input}");
        }
        for max in max_inputs() {
            assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
        }
    }

    #[test]
    fn shrinking_starts_with_single_arrangements() {
        let shrunk = shrink("2\n2\n2 2\n3\n1 2 4\n");
        assert_eq!(shrunk[0], "1\n2\n2 2\n");
        assert!(shrunk.contains(&"2\n2\n2 2\n2\n1 4\n".to_owned()));
        assert!(shrunk.contains(&"2\n2\n2 2\n3\n1 2 2\n".to_owned()));
    }
}

//! AtCoder EDPC L Deque (minimax score DP on intervals): the validator, the game stated in the
//! kit's words (the interval left; each move scores for its mover), the oracle (the kit's search of
//! every position of that game), a reference for the inputs beyond the oracle's reach, the
//! generators and the max inputs.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, solve};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{
    Exhaustive, Figure, Generator, MaxInput, Plan, all_vectors, shrink_list, shrink_value,
};

pub const PLAN: Plan = Plan {
    name: "edpc-l-deque",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every sequence of length N ≤ 6 with values in {1, 2, 3} (1092 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N ≤ 60, values up to 10, up to 10^9, or near 10^9",
            generate: random_small,
            max_size: 60,
            cases: 300,
        },
        Generator {
            name: "N ≤ 300, values up to 10^9",
            generate: random_large,
            max_size: ORACLE_MAX_N,
            cases: 30,
        },
    ],
    beyond_reach: &[Generator {
        name: "N ≤ 3000, values up to 10^9, within 10 of 10^9, or 10^9 and 1 alternating, \
               against the reference",
        generate: random_beyond,
        max_size: MAX_N,
        cases: 30,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "the claim is a recurrence for the best difference on one array, not a pattern of positions",
    ),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: at most `MAX_N` elements, each in 1..=`MAX_A`.
const MAX_N: usize = 3000;
const MAX_A: i64 = 1_000_000_000;

/// The longest sequence whose values the shrinker lowers one by one.
const SHRINK_VALUES_UP_TO: usize = 32;

/// The longest sequence the oracle searches (the game has N (N + 1) / 2 + 1 positions).
const ORACLE_MAX_N: usize = 300;

/// `Ok` iff `input` is `N`, then `a_1 … a_N` on one line, with 1 ≤ N ≤ 3000 and 1 ≤ a_i ≤ 10^9.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "N")?;
    v.int_line(n, 1, MAX_A.into(), "a")?;
    v.eof()
}

/// The sequence of an input.
fn parse_input(input: &str) -> Vec<i64> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// The game: a row of numbers; a move takes the first or the last number left (`front`,
/// `back`) and scores it for its mover. Taro moves first; each maximises their own total minus
/// the other's. A position is the part a[l..r] still left.
struct Deque {
    pub a: Vec<i64>,
}

impl Game for Deque {
    type Position = (usize, usize);

    fn kind(&self) -> Kind {
        Kind::Score
    }

    fn moves(&self, &(l, r): &(usize, usize)) -> Vec<Move<(usize, usize)>> {
        if l == r {
            return Vec::new();
        }
        let take = |name: &str, to, gain| Move {
            name: name.to_owned(),
            to,
            gain,
        };
        vec![
            take("front", (l + 1, r), self.a[l]),
            take("back", (l, r - 1), self.a[r - 1]),
        ]
    }

    fn draw(&self, &(l, r): &(usize, usize)) -> String {
        let shown: Vec<String> = self
            .a
            .iter()
            .enumerate()
            .map(|(i, x)| {
                if (l..r).contains(&i) {
                    x.to_string()
                } else {
                    "·".to_owned()
                }
            })
            .collect();
        format!("{}\n", shown.join(" "))
    }
}

/// How a move is typed.
const NOTATION: &str = "`front` or `back`: the number taken";

/// X − Y under best play: the game's margin for Taro, by the kit's search of every position.
fn difference_brute(a: &[i64]) -> i64 {
    let game = Deque { a: a.to_vec() };
    match solve(game, (0, a.len()), PLAY_BUDGET).map(|solved| solved.result()) {
        Ok(GameResult::Margin(margin)) => margin,
        other => panic!("a scored game within the budget has a margin: {other:?}"),
    }
}

/// The game of an input.
fn games(input: &str) -> Games {
    let a = parse_input(input);
    let n = a.len();
    Games::new(vec![Games::case(Deque { a }, (0, n), PLAY_BUDGET)])
}

/// The oracle's answer, X − Y, as the first player's margin.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let margin = oracle(input)?.trim().parse().ok()?;
    Some(vec![GameResult::Margin(margin)])
}

/// The expected output by minimax search, or `None` beyond N = 300.
fn oracle(input: &str) -> Option<String> {
    let a = parse_input(input);
    (a.len() <= ORACLE_MAX_N).then(|| format!("{}\n", difference_brute(&a)))
}

/// X − Y under best play, by the same minimax as the oracle filled bottom-up: the player to move on
/// a[l..=r] is Taro iff an even number of elements is gone, and t[l][r] is the X − Y still to come
/// (Taro's view throughout, no negation). Rows of one interval length at a time.
fn difference_by_table(a: &[i64]) -> i64 {
    let n = a.len();
    // t[l] = X − Y to come on a[l..l + len] for the current length len (0 for len = 0).
    let mut t = vec![0i64; n + 1];
    for len in 1..=n {
        let taro = (n - len).is_multiple_of(2);
        for l in 0..=n - len {
            let r = l + len - 1;
            let (front, back) = if taro {
                (a[l] + t[l + 1], a[r] + t[l])
            } else {
                (-a[l] + t[l + 1], -a[r] + t[l])
            };
            t[l] = if taro {
                front.max(back)
            } else {
                front.min(back)
            };
        }
    }
    t[0]
}

/// The expected output for every valid input, by [`difference_by_table`].
fn reference(input: &str) -> Option<String> {
    Some(format!("{}\n", difference_by_table(&parse_input(input))))
}

/// The input text of sequence `a`.
fn input_of(a: &[i64]) -> String {
    let line: Vec<String> = a.iter().map(i64::to_string).collect();
    format!("{}\n{}\n", a.len(), line.join(" "))
}

/// Every sequence of length 1..=6 with values 1..=3, shortest first.
fn exhaustive_inputs() -> Vec<String> {
    all_vectors(6, 2)
        .into_iter()
        .filter(|v| !v.is_empty())
        .map(|v| input_of(&v.iter().map(|&x| i64::from(x) + 1).collect::<Vec<_>>()))
        .collect()
}

/// `n` random values: up to 10, up to 10^9, or within 10 of 10^9.
fn random_values(rng: &mut Rng, n: usize) -> Vec<i64> {
    let (lo, hi) = match rng.below(3) {
        0 => (1, 10),
        1 => (1, MAX_A as u64),
        _ => (MAX_A as u64 - 10, MAX_A as u64),
    };
    (0..n).map(|_| rng.range(lo, hi) as i64).collect()
}

/// A random sequence of length ≤ `size`.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    input_of(&random_values(rng, n))
}

/// A random sequence of length ≤ `size` with values up to 10^9.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    input_of(
        &(0..n)
            .map(|_| rng.range(1, MAX_A as u64) as i64)
            .collect::<Vec<_>>(),
    )
}

/// A sequence of length ≤ `size` (up to 3000), beyond the oracle's reach: values up to 10^9,
/// within 10 of 10^9, or 10^9 and small values alternating (totals near 1.5·10^12).
fn random_beyond(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let shape = rng.below(3);
    let a: Vec<i64> = (0..n)
        .map(|i| match shape {
            0 => rng.range(1, MAX_A as u64) as i64,
            1 => MAX_A - rng.range(0, 10) as i64,
            _ if i % 2 == 0 => MAX_A,
            _ => rng.range(1, 10) as i64,
        })
        .collect();
    input_of(&a)
}

/// Smaller sequences: elements removed, then (for short sequences) each value lowered.
fn shrink(input: &str) -> Vec<String> {
    let a = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&a)
        .into_iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(&fewer))
        .collect();
    // Lowering values one at a time only pays on short sequences (and would make thousands of
    // copies of a long one).
    for i in 0..a.len().min(SHRINK_VALUES_UP_TO) {
        for lower in shrink_value(a[i] as u64, 1) {
            let mut next = a.clone();
            next[i] = lower as i64;
            candidates.push(input_of(&next));
        }
    }
    candidates
}

/// N = 3000: every value 10^9, values 10^9 and 1 alternating, random values up to 10^9, and
/// increasing values; N = 2999 with every value 10^9.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(12);
    let random: Vec<i64> = (0..MAX_N)
        .map(|_| rng.range(1, MAX_A as u64) as i64)
        .collect();
    vec![
        MaxInput {
            label: "N=3000, every a_i = 10^9",
            input: input_of(&vec![MAX_A; MAX_N]),
        },
        MaxInput {
            label: "N=2999, every a_i = 10^9",
            input: input_of(&vec![MAX_A; MAX_N - 1]),
        },
        MaxInput {
            label: "N=3000, 10^9 and 1 alternating",
            input: input_of(
                &(0..MAX_N)
                    .map(|i| if i % 2 == 0 { MAX_A } else { 1 })
                    .collect::<Vec<_>>(),
            ),
        },
        MaxInput {
            label: "N=3000, random a_i up to 10^9",
            input: input_of(&random),
        },
        MaxInput {
            label: "N=3000, a_i = 333333·i",
            input: input_of(&(1..=MAX_N as i64).map(|i| 333_333 * i).collect::<Vec<_>>()),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_scores_games_checked_by_hand() {
        assert_eq!(difference_brute(&[10]), 10);
        // Two elements: Taro takes the larger.
        assert_eq!(difference_brute(&[3, 8]), 5);
        // 1 5 2: whatever end Taro takes, Jiro gets the 5.
        assert_eq!(difference_brute(&[1, 5, 2]), 2 + 1 - 5);
        // 2 9 4 1: taking the 1 hands Jiro the 4 and Taro the 9 (1 + 9 − 4 − 2 = 4); taking the 2
        // hands Jiro the 9 (2 + 4 − 9 − 1 = −4).
        assert_eq!(difference_brute(&[2, 9, 4, 1]), 4);
        assert_eq!(difference_brute(&[MAX_A; 4]), 0);
        assert_eq!(difference_brute(&[MAX_A; 5]), MAX_A);
    }

    #[test]
    fn the_table_agrees_with_the_search() {
        for v in all_vectors(7, 3).into_iter().filter(|v| !v.is_empty()) {
            let a: Vec<i64> = v.iter().map(|&x| i64::from(x) + 1).collect();
            assert_eq!(difference_by_table(&a), difference_brute(&a), "{a:?}");
        }
        let mut rng = Rng::new(5);
        for size in [10, 50, ORACLE_MAX_N] {
            let a = parse_input(&random_large(&mut rng, size));
            assert_eq!(difference_by_table(&a), difference_brute(&a), "{a:?}");
        }
    }

    #[test]
    fn the_validator_takes_exactly_the_statement() {
        assert_eq!(validate("4\n10 80 90 30\n"), Ok(()));
        assert_eq!(validate("1\n1000000000\n"), Ok(()));
        for bad in [
            "0\n\n",
            "1\n0\n",
            "1\n1000000001\n",
            "2\n1 2 3\n",
            "3\n1 2\n",
            "2\n1 2",
            "2\n1\n2\n",
            "3001\n1\n",
            "2\n1 -2\n",
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn every_planned_input_is_valid() {
        let inputs = exhaustive_inputs();
        assert_eq!(inputs.len(), 1092);
        // the samples, every exhaustive input, 80 random inputs per generator, the max inputs
        plan_kit::testing::assert_plan_is_valid(&PLAN, 80);
    }

    #[test]
    fn shrinking_proposes_smaller_sequences() {
        let candidates = shrink("3\n4 1 7\n");
        assert!(candidates.contains(&"1\n4\n".to_owned()));
        assert!(candidates.contains(&"2\n4 7\n".to_owned()));
        assert!(candidates.contains(&"3\n1 1 7\n".to_owned()));
    }
}

//! CSES 1099 Stair Game. The game is stated once ([`Stairs`]), as the statement plays it, ball
//! counts per stair: a move carries at least one ball from a stair k ≥ 2 down to stair k − 1. The
//! oracle is the kit's win/lose search of it ([`Searcher`]), on the counts with stair 1 emptied
//! and the empty stairs at the top dropped (stair 1's balls never move again, and empty stairs at
//! the top never fill, so neither changes any move); it knows nothing of which stairs count. Beyond the search's reach it knows only what one move decides: with no ball above
//! stair 1 there is no move, and when stair 2 holds every movable ball, carrying them all down
//! ends the game.

use plan_kit::cases::{self, Cases, first_or_second, input_of, parse};
use plan_kit::figures::plot_grid;
use plan_kit::game::{
    Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher, Solved, TooLarge,
};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, INK, LOSE, Svg, Swatch, WIN};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, all_vectors};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "cses-1099-stair-game",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every staircase of 1 to 4 stairs of 0 to 4 balls and of 5 stairs of 0 to 2 balls \
                (1023 staircases, 100 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-10 test cases of 1-7 stairs of 0-6 balls (often 0; stair 1 often up to \
                   10^9), lowered into the search's reach, against the game search",
            generate: random_small,
            max_size: 6,
            cases: 100,
        },
        Generator {
            name: "1-100 test cases, up to 2·10^4 stairs in all, balls (up to 10^9) only on \
                   stairs 1 and 2, against the game's end in one move",
            generate: random_low,
            max_size: 20_000,
            cases: 20,
        },
    ],
    beyond_reach: &[Generator {
        name: "1-2·10^5 test cases, up to 2·10^5 stairs in all, balls anywhere up to 10^9 (none, \
               few, 2^k and 2^k − 1 up to 2^29, uniform), half of the cases with the even \
               stairs' XOR made 0",
        generate: random_full,
        max_size: LAYOUT.max_length,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: the CSES layout, balls p from 0 on each stair.
const LAYOUT: Cases = cases::cses("p", 0);

/// `Ok` iff `input` is t test cases of n stairs of 0 ≤ p_i ≤ 10^9 balls within the limits.
fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

fn shrink(input: &str) -> Vec<String> {
    cases::shrink(input, 0)
}

/// The ball counts on stairs 2, 3, …, the highest non-empty one (`key[i]` is stair i + 2). Stair 1 is left out (its balls never move again), and so are the empty stairs at the
/// top (balls only move down, so they stay empty).
fn movable(balls: &[u32]) -> Vec<u32> {
    let mut key: Vec<u32> = balls.iter().skip(1).copied().collect();
    while key.last() == Some(&0) {
        key.pop();
    }
    key
}

/// The game: balls on stairs 1, …, n; a move carries 1 or more balls from a stair k ≥ 2 down to
/// stair k − 1, typed as k and how many (`3 2`); the player with no move loses. A position is the
/// ball counts p_1, …, p_n.
struct Stairs;

/// How a move is typed.
const NOTATION: &str = "the stair (2 or higher) and how many balls to carry down from it: `3 2`";

impl Game for Stairs {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, balls: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let mut moves = Vec::new();
        for k in 1..balls.len() {
            for carried in 1..=balls[k] {
                let mut next = balls.clone();
                next[k] -= carried;
                next[k - 1] += carried;
                moves.push(Move::to(format!("{} {carried}", k + 1), next));
            }
        }
        moves
    }

    fn draw(&self, balls: &Vec<u32>) -> String {
        let mut text = String::new();
        for (k, &count) in balls.iter().enumerate().rev() {
            let shown = if count <= 30 {
                "o".repeat(count as usize)
            } else {
                "many balls".to_owned()
            };
            writeln!(text, "stair {:>2}: {shown:<30} {count}", k + 1).unwrap();
        }
        text
    }

    fn refuse(&self, balls: &Vec<u32>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[1, _]) => "the balls on stair 1 never move: it has no stair below".to_owned(),
            Some(&[k, carried]) => match balls.get((k as usize).wrapping_sub(1)) {
                None => format!("there is no stair {k}: the stairs are 1 to {}", balls.len()),
                Some(_) if carried == 0 => "a move carries at least one ball".to_owned(),
                Some(&count) => format!("stair {k} has only {count} balls"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// Stair 1 emptied and the empty stairs at the top dropped: neither changes any move.
    fn canonical(&self, balls: &Vec<u32>) -> Vec<u32> {
        let key = movable(balls);
        if key.is_empty() {
            return key;
        }
        std::iter::once(0).chain(key).collect()
    }
}

/// The most positions the search decides, and the most moves it lists, over one input; the
/// largest test case it takes on, in positions below it.
const BUDGET: usize = 1_000_000;
const LISTED_BUDGET: usize = 10_000_000;
const CASE_POSITIONS: u64 = 50_000;

/// The kit's win/lose search of [`Stairs`].
fn search() -> Searcher<'static, Stairs> {
    Searcher::new(&Stairs, BUDGET).listing_at_most(LISTED_BUDGET)
}

/// True iff the positions reachable from `key` number at most [`CASE_POSITIONS`]: stair k never
/// holds more than the balls now on stairs k and above, so they are at most
/// Π_k (1 + those balls).
fn within_reach(key: &[u32]) -> bool {
    let mut above = 0u64;
    let mut positions = 1u64;
    for &balls in key.iter().rev() {
        above += u64::from(balls);
        match positions.checked_mul(above + 1) {
            Some(p) if p <= CASE_POSITIONS => positions = p,
            _ => return false,
        }
    }
    true
}

/// True iff the player to move wins the staircase `balls` (p_1, …, p_n), or `None` beyond reach.
fn first_wins(search: &mut Searcher<Stairs>, balls: &[u32]) -> Option<bool> {
    let key = movable(balls);
    match key.len() {
        // no ball above stair 1: no move
        0 => Some(false),
        // every movable ball is on stair 2: carry them all to stair 1, and no move is left
        1 => Some(true),
        _ if within_reach(&key) => search.first_wins(&balls.to_vec()),
        _ => None,
    }
}

/// The expected output by game search, or `None` beyond the search's reach.
fn oracle(input: &str) -> Option<String> {
    let mut search = search();
    let mut out = String::new();
    for balls in parse(input) {
        writeln!(out, "{}", first_or_second(first_wins(&mut search, &balls)?)).unwrap();
    }
    Some(out)
}

/// The games of an input: each test case's staircase.
fn games(input: &str) -> Games {
    Games::new(parse(input).into_iter().map(play_case).collect())
}

/// The game of `balls` for `judge play`: solved within [`PLAY_BUDGET`], or refused at once when
/// it surely has more positions than that. Carrying one ball one stair down at a time lowers
/// Σ (k − 1)·p_k by one a move, so the game has more than that sum of positions; listing the
/// moves of so large a staircase (a stair of 10^9 balls has 10^9) would take all the memory
/// before the budget stopped it.
fn play_case(balls: Vec<u32>) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    let steps: u64 = (balls.iter().enumerate())
        .map(|(k, &count)| k as u64 * u64::from(count))
        .sum();
    if steps >= PLAY_BUDGET as u64 {
        return Games::too_large(PLAY_BUDGET);
    }
    Games::case(Stairs, balls, PLAY_BUDGET)
}

/// The oracle's answer as results: `first` or `second` wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "first"))
}

/// Every staircase of 1 to 4 stairs of 0 to 4 balls, then of 5 stairs of 0 to 2 balls, 100 to an
/// input.
fn exhaustive_inputs() -> Vec<String> {
    let mut staircases: Vec<Vec<u32>> = all_vectors(4, 4)
        .into_iter()
        .filter(|balls| !balls.is_empty())
        .collect();
    staircases.extend(
        all_vectors(5, 2)
            .into_iter()
            .filter(|balls| balls.len() == 5),
    );
    staircases.chunks(100).map(input_of).collect()
}

/// A staircase of 1-7 stairs of 0..=`size` balls (a third of the stairs empty; stair 1 half the
/// time up to 10^9), with stairs halved at random until the search reaches it.
fn small_staircase(rng: &mut Rng, size: usize) -> Vec<u32> {
    let n = 1 + rng.below(7);
    let mut balls: Vec<u32> = (0..n)
        .map(|_| {
            if rng.chance(1, 3) {
                0
            } else {
                rng.range(0, size as u64) as u32
            }
        })
        .collect();
    if rng.chance(1, 2) {
        balls[0] = rng.range(0, LAYOUT.max_value.into()) as u32;
    }
    while !within_reach(&movable(&balls)) {
        let k = 1 + rng.below(n - 1);
        balls[k] /= 2;
    }
    balls
}

/// 1-10 test cases, each [`small_staircase`].
fn random_small(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(10);
    let cases: Vec<Vec<u32>> = (0..t).map(|_| small_staircase(rng, size)).collect();
    input_of(&cases)
}

/// 1-100 test cases of up to `size` stairs in all, with balls (up to 10^9, or none) only on
/// stairs 1 and 2.
fn random_low(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(100.min(size));
    let per_case = (size / t).max(1);
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(per_case);
            let mut balls = vec![0; n];
            for stair in balls.iter_mut().take(2) {
                if rng.chance(2, 3) {
                    *stair = rng.range(1, LAYOUT.max_value.into()) as u32;
                }
            }
            balls
        })
        .collect();
    input_of(&cases)
}

/// Up to `size` stairs in all, beyond the search's reach: t log-uniform up to `size`, each stair
/// empty, a few balls, 2^k or 2^k − 1 (k ≤ 29), or up to 10^9; in half of the cases the highest
/// even stair is set to the XOR of the other even stairs (where that stays ≤ 10^9), so that the
/// even stairs cancel and one ball anywhere decides.
fn random_full(rng: &mut Rng, size: usize) -> String {
    let t = rng.log_uniform(size).min(LAYOUT.max_count);
    let per_case = size / t;
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(per_case);
            let mut balls: Vec<u32> = (0..n)
                .map(|_| match rng.below(4) {
                    0 => 0,
                    1 => rng.range(1, 3) as u32,
                    2 => (1u32 << rng.range(0, 29)) - rng.range(0, 1) as u32,
                    _ => rng.range(0, LAYOUT.max_value.into()) as u32,
                })
                .collect();
            if n >= 2 && rng.chance(1, 2) {
                let even = n / 2 * 2 - 1;
                let rest = (1..even).step_by(2).fold(0, |x, i| x ^ balls[i]);
                if rest <= LAYOUT.max_value {
                    balls[even] = rest;
                }
            }
            balls
        })
        .collect();
    input_of(&cases)
}

/// t = 2·10^5 single stairs; t = 10^5 pairs of stairs; one staircase of 2·10^5 stairs; all of
/// up to 10^9 balls.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1099);
    let up_to_max = |rng: &mut Rng| rng.range(0, LAYOUT.max_value.into()) as u32;
    let singles: Vec<Vec<u32>> = (0..LAYOUT.max_count)
        .map(|_| vec![up_to_max(&mut rng)])
        .collect();
    let pairs: Vec<Vec<u32>> = (0..LAYOUT.max_length / 2)
        .map(|i| {
            let bottom = up_to_max(&mut rng);
            let second = if i % 10 == 0 { 0 } else { up_to_max(&mut rng) };
            vec![bottom, second]
        })
        .collect();
    let long: Vec<u32> = (0..LAYOUT.max_length)
        .map(|_| up_to_max(&mut rng))
        .collect();
    vec![
        MaxInput {
            label: "t=2·10^5 test cases of n=1 stair of up to 10^9 balls",
            input: input_of(&singles),
        },
        MaxInput {
            label: "t=10^5 test cases of n=2 stairs of up to 10^9 balls",
            input: input_of(&pairs),
        },
        MaxInput {
            label: "t=1, n=2·10^5 stairs of up to 10^9 balls",
            input: input_of(&[long]),
        },
    ]
}

/// Who wins four stairs (p_1, p_2, p_3, p_4) for p_2, p_4 ≤ 8 and three values of p_3, by the
/// game search (p_1 changes no move): the lost cells.
fn figure() -> String {
    const SIDE: usize = 9;
    const MIDDLE: [u32; 3] = [0, 1, 3];
    let mut search = search();
    let grid = |panel: usize| {
        let left = 64.0 + panel as f64 * (SIDE as f64 * 22.0 + 64.0);
        plot_grid((left, 100.0), 22.0, SIDE, 0)
    };
    let last = grid(MIDDLE.len() - 1);
    let (w, h) = last.size();
    let mut svg = Svg::page(
        (last.left + w + 24.0, last.top + h + 50.0),
        "Stair game: who wins four stairs (p1, p2, p3, p4), by game search",
        &[
            (Swatch::Cell(LOSE), "the player to move loses"),
            (Swatch::Cell(WIN), "wins"),
        ],
    );
    for (panel, &p3) in MIDDLE.iter().enumerate() {
        let grid = grid(panel);
        let lost: Vec<Vec<bool>> = (0..SIDE as u32)
            .map(|p2| {
                (0..SIDE as u32)
                    .map(|p4| !first_wins(&mut search, &[0, p2, p3, p4]).expect("within reach"))
                    .collect()
            })
            .collect();
        svg.rect(grid.left, grid.top, w, h, WIN);
        grid.cells(&mut svg, |p2, p4| lost[p2][p4].then_some(LOSE), |_, _| None);
        grid.axes(&mut svg, 2, "p2 (stair 2)", "p4 (stair 4)");
        svg.text(
            (grid.left + w / 2.0, grid.top - 10.0),
            13.0,
            Anchor::Middle,
            INK,
            &format!("p3 = {p3}"),
        );
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(balls: &[u32]) -> bool {
        first_wins(&mut search(), balls).expect("within reach")
    }

    #[test]
    fn the_search_plays_by_hand() {
        assert!(!wins(&[7]), "one stair: no move");
        assert!(!wins(&[0, 0, 0]), "no balls");
        assert!(
            wins(&[0, 2, 1]),
            "the sample: carry both balls of stair 2 down"
        );
        assert!(!wins(&[1, 1, 1, 1]), "the sample");
        assert!(wins(&[5, 3]), "the sample");
        assert!(
            !wins(&[0, 0, 1]),
            "the ball must go to stair 2, then stair 1"
        );
        assert!(
            !wins(&[0, 0, 2]),
            "whatever comes down from stair 3, the opponent carries on to stair 1"
        );
        assert!(
            wins(&[0, 1, 2]),
            "carry the ball of stair 2 down: (1, 0, 2) is lost"
        );
        assert!(!wins(&[0, 1, 0, 1]), "two balls two stairs apart");
    }

    #[test]
    fn the_one_move_ends_agree_with_the_search() {
        let mut search = search();
        for p2 in 0..12 {
            for top in 0..4 {
                // stair 2 alone, with empty stairs above it
                let mut balls = vec![3, p2];
                balls.extend(std::iter::repeat_n(0, top));
                let key = movable(&balls);
                assert!(key.len() <= 1);
                assert_eq!(search.first_wins(&balls), Some(p2 > 0), "{balls:?}");
                assert_eq!(first_wins(&mut search, &balls), Some(p2 > 0));
            }
        }
    }

    #[test]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        assert_eq!(
            oracle("3\n3\n0 2 1\n4\n1 1 1 1\n2\n5 3\n").as_deref(),
            Some("first\nsecond\nfirst\n")
        );
        assert_eq!(oracle("1\n3\n0 1000000000 1\n"), None);
        assert_eq!(
            oracle("2\n1\n1000000000\n4\n5 1000000000 0 0\n").as_deref(),
            Some("second\nfirst\n")
        );
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_is_valid_and_in_reach() {
        plan_kit::testing::assert_plan_reaches(&PLAN);
        let exhaustive = exhaustive_inputs();
        assert_eq!(exhaustive.len(), 11, "1023 staircases, 100 to an input");
        let mut rng = Rng::new(6);
        let random = (0..40).map(|i| {
            if i % 2 == 0 {
                random_small(&mut rng, 6)
            } else {
                random_low(&mut rng, 20_000)
            }
        });
        for input in exhaustive.into_iter().chain(random) {
            assert_eq!(validate(&input), Ok(()));
            assert!(oracle(&input).is_some(), "{input}");
        }
        let max = max_inputs();
        assert!(oracle(&max[0].input).is_some() && oracle(&max[1].input).is_some());
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("1\n3\n0 0 1000000000\n"), Ok(()));
        for bad in [
            "0\n",
            "1\n1\n-1\n",
            "1\n1\n1000000001\n",
            "1\n2\n0 0",
            "1\n0\n\n",
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn shrinking_may_lower_balls_to_zero() {
        let shrunk = shrink("1\n2\n5 3\n");
        assert!(shrunk.contains(&"1\n2\n5 0\n".to_owned()));
        assert!(shrunk.contains(&"1\n1\n3\n".to_owned()));
    }
}

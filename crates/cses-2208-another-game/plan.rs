//! CSES 2208 Another Game (a move takes one coin from each heap of a non-empty set of non-empty
//! heaps): the validator, the oracle (a win/lose search over heap vectors whose moves are every
//! non-empty subset of the non-empty heaps), the generators, the max inputs and the figure. The
//! oracle knows nothing of parity. The game is stated once ([`Another`]) for `judge play`; the
//! oracle keeps its own moves, which name a subset by how many heaps it takes from each group of
//! equal heaps: the kit's search of [`Another`] would list all 2^n − 1 subsets of n heaps first
//! (30 equal heaps: 2^30 − 1 subsets, 30 positions). A unit test checks that the two reach the
//! same positions.

use plan_kit::game::{
    Game, GameResult, Games, Kind, MOVES_PER_POSITION, Move, PLAY_BUDGET, Play, Solved, TooLarge,
};
use plan_kit::rng::Rng;
use plan_kit::search::PileSearch;
use plan_kit::svg::{Anchor, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Spec, multisets, shrink_list};
use plan_kit::{all_vectors, shrink_value};
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "cses-2208-another-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every vector of 1 to 4 heaps of 1 to 4 coins (340 vectors) and every multiset of \
                5 to 8 heaps of 1 to 4 coins (425 multisets), 100 test cases to an input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-50 test cases of 1-6 heaps of up to 10 coins: all even, all even but one \
                   heap moved by one, or uniform",
            generate: random_small,
            max_size: 10,
            cases: 100,
        },
        Generator {
            name: "up to 2000 test cases of 1-3 heaps of 1-4 coins",
            generate: random_many,
            max_size: 2000,
            cases: 10,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play {
        games,
        notation: NOTATION,
        results,
    }),
    interactive: None,
};

/// The statement's limits: t test cases of n heaps of 1..=`MAX_X` coins, Σn ≤ `MAX_SUM_N`.
const MAX_T: usize = 200_000;
const MAX_N: usize = 200_000;
const MAX_SUM_N: usize = 200_000;
const MAX_X: u32 = 1_000_000_000;

/// `Ok` iff `input` is `t`, then t test cases of a line `n` and a line of n heaps, within the
/// limits: 1 ≤ t ≤ 2·10^5, 1 ≤ n, 1 ≤ x_i ≤ 10^9, Σn ≤ 2·10^5.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "t")?;
    v.eoln()?;
    let mut sum_n = 0;
    for case in 1..=t {
        let n = v.usize(1, MAX_N, "n")?;
        v.eoln()?;
        sum_n += n;
        ensure(sum_n <= MAX_SUM_N, || {
            format!("the sum of n passes {MAX_SUM_N} at test case {case}")
        })?;
        v.int_line(n, 1, MAX_X.into(), "x")?;
    }
    v.eof()
}

/// The test cases of a valid input, one heap vector each.
fn parse_input(input: &str) -> Vec<Vec<u32>> {
    plan_kit::nim::parse_cases(input)
}

/// An input holding `cases`, one heap vector each.
fn input_of(cases: &[Vec<u32>]) -> String {
    plan_kit::nim::input_of(cases)
}

/// The most positions the search decides, and the most moves it lists, over one input.
const BUDGET: usize = 200_000;
const LISTED_BUDGET: usize = 20_000_000;

/// The positions one move reaches from the sorted non-empty heaps `heaps` (the opponent to move):
/// one coin off each heap of a non-empty subset. Heaps of equal size are interchangeable, so a
/// subset is named by how many heaps t_g it takes from each group g of equal heaps: every choice
/// 0 ≤ t_g ≤ |g|, not all 0, gives one position, and every subset gives one of them.
fn moves(heaps: &Vec<u32>) -> Vec<Vec<u32>> {
    // groups[g] = (the size of the heaps in group g, how many heaps have it)
    let mut groups: Vec<(u32, usize)> = Vec::new();
    for &x in heaps {
        match groups.last_mut() {
            Some((size, count)) if *size == x => *count += 1,
            _ => groups.push((x, 1)),
        }
    }
    let mut next = Vec::new();
    // taken[g] = t_g, counted like the digits of a mixed-radix number
    let mut taken = vec![0usize; groups.len()];
    'choices: loop {
        let mut g = 0;
        loop {
            if g == groups.len() {
                break 'choices;
            }
            if taken[g] < groups[g].1 {
                taken[g] += 1;
                break;
            }
            taken[g] = 0;
            g += 1;
        }
        let mut position = Vec::with_capacity(heaps.len());
        for (&(size, count), &t) in groups.iter().zip(&taken) {
            position.extend(std::iter::repeat_n(size - 1, t).filter(|&x| x > 0));
            position.extend(std::iter::repeat_n(size, count - t));
        }
        position.sort_unstable();
        next.push(position);
    }
    next
}

/// A table's position: its non-empty heaps, sorted.
fn sorted_non_empty(heaps: &[u32]) -> Vec<u32> {
    let mut key: Vec<u32> = heaps.iter().copied().filter(|&x| x > 0).collect();
    key.sort_unstable();
    key
}

/// The win/lose search over [`moves`], deciding at most [`BUDGET`] positions and listing at most
/// [`LISTED_BUDGET`] moves: a position with no move (every heap empty) is lost.
fn search() -> PileSearch {
    PileSearch::new(moves, sorted_non_empty, BUDGET, LISTED_BUDGET)
}

/// The game: heaps of coins in a row; a move takes one coin from each heap of a non-empty set of
/// non-empty heaps, typed as their numbers (from 1) in increasing order (`1 3`); the player with
/// no move (every heap empty) loses. A position is the heaps as they stand.
struct Another;

/// How a move is typed.
const NOTATION: &str =
    "the heaps to take one coin from, by number (from 1), in increasing order: `1 3`";

impl Game for Another {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, heaps: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let non_empty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        (1u64..1 << non_empty.len())
            .map(|subset| {
                let mut next = heaps.clone();
                let mut name = Vec::new();
                for (bit, &i) in non_empty.iter().enumerate() {
                    if subset >> bit & 1 == 1 {
                        next[i] -= 1;
                        name.push((i + 1).to_string());
                    }
                }
                Move::to(name.join(" "), next)
            })
            .collect()
    }

    fn draw(&self, heaps: &Vec<u32>) -> String {
        let mut text = String::new();
        for (i, &x) in heaps.iter().enumerate() {
            let coins = if x <= 30 {
                "o".repeat(x as usize)
            } else {
                "many coins".to_owned()
            };
            writeln!(text, "heap {:>2}: {coins:<30} {x}", i + 1).unwrap();
        }
        text
    }

    fn refuse(&self, heaps: &Vec<u32>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<usize>> =
            typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let why = match numbers {
            Some(chosen) if chosen.is_empty() => "a move takes at least one coin".to_owned(),
            Some(chosen) => {
                if let Some(&i) = chosen.iter().find(|&&i| i == 0 || i > heaps.len()) {
                    format!("there is no heap {i}: the heaps are 1 to {}", heaps.len())
                } else if let Some(&i) = chosen.iter().find(|&&i| heaps[i - 1] == 0) {
                    format!("heap {i} is empty")
                } else if chosen.windows(2).any(|w| w[0] == w[1]) {
                    "each heap gives one coin at most: name it once".to_owned()
                } else {
                    let mut sorted = chosen.clone();
                    sorted.sort_unstable();
                    let sorted: Vec<String> = sorted.iter().map(usize::to_string).collect();
                    format!("name the heaps in increasing order: `{}`", sorted.join(" "))
                }
            }
            None => format!("`{typed}` is not a move: {NOTATION}"),
        };
        Some(why)
    }

    fn canonical(&self, heaps: &Vec<u32>) -> Vec<u32> {
        sorted_non_empty(heaps)
    }

    /// 2^k − 1 (saturating), k the non-empty heaps: every non-empty set of them is a move.
    fn moves_at_least(&self, heaps: &Vec<u32>) -> u64 {
        let k = heaps.iter().filter(|&&x| x > 0).count() as u32;
        1u64.checked_shl(k).map_or(u64::MAX, |p| p - 1)
    }
}

/// The most moves `judge play` lists in solving a game: the kit's solve gives up beyond it.
const PLAY_MOVES: u64 = PLAY_BUDGET as u64 * MOVES_PER_POSITION;

/// The game of `heaps` for `judge play`, or refused at once when it is too large to solve. Every
/// vector below `heaps` is reachable (a coin at a time from one heap), so the game has
/// Π (x_i + 1) positions; each with k non-empty heaps has 2^k − 1 moves, Π (2·x_i + 1) − Π (x_i + 1)
/// in all, which for 20 heaps of 1 coin is 3^20 − 2^20 from only 2^20 positions: listing them
/// would take all the memory before the position budget stopped it. Such a game is refused as
/// having more positions than one fewer than it has (true, and the kit's only way to say it is too
/// large).
fn play_case(heaps: Vec<u32>) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    let product = |add: u64, times: u64| {
        heaps.iter().try_fold(1u64, |p, &x| {
            p.checked_mul(times * u64::from(x) + add)
                .filter(|&p| p <= PLAY_MOVES + PLAY_BUDGET as u64)
        })
    };
    let positions = product(1, 1).filter(|&p| p <= PLAY_BUDGET as u64);
    let listed = product(1, 2);
    match (positions, listed) {
        (Some(positions), Some(listed)) if listed - positions <= PLAY_MOVES => {
            Games::case(Another, heaps, PLAY_BUDGET)
        }
        (Some(positions), _) => Box::new(move || {
            Err(TooLarge {
                budget: positions as usize - 1,
            })
        }),
        (None, _) => Box::new(|| {
            Err(TooLarge {
                budget: PLAY_BUDGET,
            })
        }),
    }
}

/// The games of an input: each test case's heaps.
fn games(input: &str) -> Games {
    Games::new(parse_input(input).into_iter().map(play_case).collect())
}

/// The oracle's answer as results: `first` or `second` wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "first"))
}

/// `first` or `second`.
fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "first" } else { "second" }
}

/// The most moves one position may have for the search to start: listing is the cost.
const MOST_MOVES: f64 = 1e6;

/// A bound on the moves of every position reachable from `heaps`: a position of at most n
/// non-empty heaps, of g ≤ min(n, max heap) distinct sizes, has ∏(c_g + 1) − 1 moves (c_g heaps of
/// size g, Σ c_g ≤ n), at most (n/g + 1)^g, which grows with g.
fn most_moves(heaps: &[u32]) -> f64 {
    let n = heaps.len() as f64;
    let g = n.min(f64::from(heaps.iter().copied().max().unwrap_or(0)));
    if g == 0.0 { 0.0 } else { (n / g + 1.0).powf(g) }
}

/// The expected output by game search, or `None` beyond the search's budget.
fn oracle(input: &str) -> Option<String> {
    let cases = parse_input(input);
    if cases.iter().any(|heaps| most_moves(heaps) > MOST_MOVES) {
        return None;
    }
    let mut search = search();
    let mut out = String::new();
    for heaps in cases {
        writeln!(out, "{}", verdict(search.first_wins(&heaps)?)).unwrap();
    }
    Some(out)
}

/// Every vector of 1 to 4 heaps of 1 to 4 coins, then every multiset of 5 to 8 heaps of 1 to 4
/// coins, 100 test cases to an input.
fn exhaustive_inputs() -> Vec<String> {
    let mut cases: Vec<Vec<u32>> = all_vectors(4, 3)
        .into_iter()
        .filter(|heaps| !heaps.is_empty())
        .map(|heaps| heaps.iter().map(|x| x + 1).collect())
        .collect();
    for n in 5..=8 {
        cases.extend(
            multisets(1, 4, n)
                .into_iter()
                .map(|heaps| heaps.iter().map(|&x| x as u32).collect::<Vec<u32>>()),
        );
    }
    cases.chunks(100).map(input_of).collect()
}

/// 1..=6 heaps of 1..=`max` coins: all even, all even but one heap moved by one, or uniform.
fn random_heaps(rng: &mut Rng, max: u32) -> Vec<u32> {
    let n = 1 + rng.below(6);
    let evens = max / 2;
    match rng.below(3) {
        0 if evens > 0 => (0..n)
            .map(|_| 2 * rng.range(1, evens.into()) as u32)
            .collect(),
        1 if evens > 0 => {
            let mut heaps: Vec<u32> = (0..n)
                .map(|_| 2 * rng.range(1, evens.into()) as u32)
                .collect();
            let i = rng.below(n);
            heaps[i] = if rng.chance(1, 2) && heaps[i] < max {
                heaps[i] + 1
            } else {
                heaps[i] - 1
            };
            heaps
        }
        _ => (0..n).map(|_| rng.range(1, max.into()) as u32).collect(),
    }
}

/// 1-50 test cases of 1-6 heaps of up to `size` coins.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(50);
    let cases: Vec<Vec<u32>> = (0..t).map(|_| random_heaps(rng, size as u32)).collect();
    input_of(&cases)
}

/// Up to `size` test cases of 1-3 heaps of 1-4 coins.
fn random_many(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(3);
            (0..n).map(|_| rng.range(1, 4) as u32).collect()
        })
        .collect();
    input_of(&cases)
}

/// Smaller inputs: each test case alone, fewer test cases, then one test case with a heap removed
/// or lowered.
fn shrink(input: &str) -> Vec<String> {
    let cases = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&cases) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (c, heaps) in cases.iter().enumerate() {
        if candidates.full() {
            break;
        }
        let with = |heaps: Vec<u32>| {
            let mut next = cases.clone();
            next[c] = heaps;
            input_of(&next)
        };
        for fewer in shrink_list(heaps) {
            if !fewer.is_empty() {
                candidates.push(|| with(fewer));
            }
        }
        for (i, &x) in heaps.iter().enumerate().take(32) {
            for lower in shrink_value(x.into(), 1) {
                candidates.push(|| {
                    let mut next = heaps.clone();
                    next[i] = lower as u32;
                    with(next)
                });
            }
        }
    }
    candidates.into_vec()
}

/// The statement's extremes: 2·10^5 test cases of one heap; one test case of 2·10^5 heaps, all
/// even (every heap must be read to answer `second`), all even but the last, and uniform.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2208);
    let large = |rng: &mut Rng| rng.range(1, MAX_X.into()) as u32;
    let singles: Vec<Vec<u32>> = (0..MAX_T).map(|_| vec![large(&mut rng)]).collect();
    let evens: Vec<u32> = (0..MAX_N)
        .map(|_| 2 * rng.range(1, u64::from(MAX_X / 2)) as u32)
        .collect();
    let mut last_odd = evens.clone();
    *last_odd.last_mut().unwrap() -= 1;
    let uniform: Vec<u32> = (0..MAX_N).map(|_| large(&mut rng)).collect();
    vec![
        MaxInput {
            label: "t=2*10^5 test cases of one heap up to 10^9",
            input: input_of(&singles),
        },
        MaxInput {
            label: "t=1, n=2*10^5 even heaps up to 10^9",
            input: input_of(&[evens]),
        },
        MaxInput {
            label: "t=1, n=2*10^5 even heaps up to 10^9 but the last odd",
            input: input_of(&[last_odd]),
        },
        MaxInput {
            label: "t=1, n=2*10^5 heaps up to 10^9",
            input: input_of(&[uniform]),
        },
    ]
}

/// The figure: who wins two heaps (x, y) with 1 ≤ x, y ≤ 16, by the oracle's search.
fn figure() -> String {
    const MAX: usize = 16;
    let mut search = search();
    let grid = Grid {
        left: 60.0,
        top: 90.0,
        cell: 26.0,
        cols: MAX + 1,
        rows: MAX + 1,
        x0: 0,
        y0: 0,
        y_up: true,
    };
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 30.0, grid.top + h + 64.0),
        "Another Game: who wins two heaps of x and y coins",
        &[
            (Swatch::Cell(LOSE), "the player to move loses"),
            (Swatch::Cell(WIN), "wins"),
        ],
    );
    let mut lost = |x: usize, y: usize| {
        !search
            .first_wins(&[x as u32, y as u32])
            .expect("two heaps of at most 16 coins are in reach")
    };
    let table: Vec<Vec<bool>> = (0..=MAX)
        .map(|x| (0..=MAX).map(|y| lost(x, y)).collect())
        .collect();
    grid.cells(
        &mut svg,
        |x, y| Some(if table[x][y] { LOSE } else { WIN }),
        |_, _| None,
    );
    for x in 0..=MAX {
        for y in 0..=MAX {
            let (cx, cy) = grid.centre(x, y);
            let half = grid.cell / 2.0;
            svg.frame(cx - half, cy - half, grid.cell, grid.cell, PAPER, 1.0);
        }
    }
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    grid.axes(&mut svg, 2, "x", "y");
    svg.text(
        (16.0, grid.top + h + 46.0),
        12.0,
        Anchor::Start,
        INK,
        "a move takes a coin from x, from y, or from both; (0, 0) has no move",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The positions one move reaches, by every non-empty subset of the heaps listed as a bitmask.
    fn moves_by_subsets(heaps: &[u32]) -> Vec<Vec<u32>> {
        let non_empty: Vec<u32> = heaps.iter().copied().filter(|&x| x > 0).collect();
        let mut next: Vec<Vec<u32>> = (1u32..1 << non_empty.len())
            .map(|subset| {
                let taken: Vec<u32> = non_empty
                    .iter()
                    .enumerate()
                    .map(|(i, &x)| x - (subset >> i & 1))
                    .collect();
                sorted_non_empty(&taken)
            })
            .collect();
        next.sort();
        next.dedup();
        next
    }

    #[test]
    fn the_moves_are_the_subsets() {
        for heaps in all_vectors(5, 4) {
            let key = sorted_non_empty(&heaps);
            let mut grouped = moves(&key);
            grouped.sort();
            let before = grouped.len();
            grouped.dedup();
            assert_eq!(grouped.len(), before, "{heaps:?}: a position listed twice");
            assert_eq!(grouped, moves_by_subsets(&heaps), "{heaps:?}");
        }
    }

    /// The game's moves ([`Another`]: every non-empty subset of the non-empty heaps, by number)
    /// reach the positions of the oracle's moves, once put in its normal form.
    #[test]
    fn the_games_moves_are_the_oracles() {
        for heaps in all_vectors(5, 3) {
            let mut reached: Vec<Vec<u32>> = Another
                .moves(&heaps)
                .into_iter()
                .map(|m| Another.canonical(&m.to))
                .collect();
            reached.sort();
            reached.dedup();
            let mut oracles = moves(&sorted_non_empty(&heaps));
            oracles.sort();
            assert_eq!(reached, oracles, "{heaps:?}");
        }
    }

    #[test]
    fn the_search_decides_positions_checked_by_hand() {
        let mut search = search();
        let mut wins = |heaps: &[u32]| search.first_wins(heaps).unwrap();
        assert!(!wins(&[]), "no move: the player to move loses");
        assert!(wins(&[1]), "take the last coin");
        assert!(
            !wins(&[2]),
            "one coin at a time: the opponent takes the last"
        );
        assert!(wins(&[1, 1]), "take both coins");
        assert!(!wins(&[2, 2]), "the sample");
        assert!(wins(&[1, 2, 3]) && wins(&[5, 5, 4, 5]), "the sample");
        assert!(!wins(&[2, 4]), "(1, 4), (2, 3), (1, 3) all win");
        assert!(wins(&[3, 3]), "to (2, 2)");
    }

    #[test]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        assert_eq!(
            oracle("3\n3\n1 2 3\n2\n2 2\n4\n5 5 4 5\n").as_deref(),
            Some("first\nsecond\nfirst\n")
        );
        assert_eq!(oracle("1\n1\n1000000\n"), None, "10^6 positions");
        let many = input_of(&[(1..=30).collect()]);
        assert_eq!(oracle(&many), None, "2^30 subsets from the start");
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("3\n3\n1 2 3\n2\n2 2\n4\n5 5 4 5\n"), Ok(()));
        assert_eq!(validate("1\n1\n1000000000\n"), Ok(()));
        let sum_at_limit = input_of(&[vec![1; 100_000], vec![2; 100_000]]);
        assert_eq!(validate(&sum_at_limit), Ok(()));
        let sum_over = input_of(&[vec![1; 100_000], vec![2; 100_001]]);
        assert!(validate(&sum_over).unwrap_err().contains("sum of n"));
        for bad in [
            "0\n",
            "1\n0\n\n",
            "1\n1\n0\n",
            "1\n1\n1000000001\n",
            "1\n2\n1\n",
            "1\n2\n1 2 3\n",
            "1\n2\n1  2\n",
            "1\n2\n1 2",
            "2\n1\n1\n",
            "1\n1\n1\n1\n",
            "1\n1\n01\n",
            "1 1\n1\n",
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
        let too_many = format!("200001\n{}", "1\n1\n".repeat(200_001));
        assert!(validate(&too_many).is_err());
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_planned_input_is_valid_and_in_reach() {
        let exhaustive = exhaustive_inputs();
        assert_eq!(
            exhaustive
                .iter()
                .map(|i| parse_input(i).len())
                .sum::<usize>(),
            340 + 56 + 84 + 120 + 165
        );
        plan_kit::testing::assert_plan_is_valid(&SPEC, 40);
        for input in &exhaustive {
            assert!(oracle(input).is_some());
        }
        let mut rng = Rng::new(5);
        for generator in SPEC.random {
            for size in [1, 2, generator.max_size / 2, generator.max_size] {
                let input = (generator.generate)(&mut rng, size);
                assert!(oracle(&input).is_some(), "{}:\n{input}", generator.name);
            }
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn shrinking_starts_with_single_test_cases() {
        let shrunk = shrink("2\n2\n3 4\n1\n5\n");
        assert_eq!(shrunk[..2], ["1\n2\n3 4\n", "1\n1\n5\n"]);
        assert!(shrunk.contains(&"2\n1\n4\n1\n5\n".to_owned()));
        assert!(shrunk.contains(&"2\n2\n1 4\n1\n5\n".to_owned()));
        assert!(shrunk.iter().all(|c| validate(c).is_ok()));
        let max = &max_inputs()[0].input;
        assert!(shrink(max).len() <= Candidates::MAX_COUNT);
    }
}

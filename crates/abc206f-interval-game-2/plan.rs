//! AtCoder ABC206 F Interval Game 2: the game in the kit's words ([`Intervals`]: a move chooses an
//! interval and makes every interval that intersects it, as a half-open interval, itself and its
//! copies included, unchoosable), and the oracle, the kit's search of it on the set of intervals
//! still choosable. It knows nothing of free segments or Grundy values. There is no reference: the segment recurrence is the solution.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, Anchor, INK, LOSE, PAPER, Svg, Swatch, WIN, interval_triangle};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list};

pub const SPEC: Spec = Spec {
    name: "abc206f-interval-game-2",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every non-empty set of distinct intervals [L, R) with 1 ≤ L < R ≤ 6 (32767 games, \
                20 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "T ≤ 20 games of up to 12 random intervals anywhere in [1, 100]",
            generate: random_sparse,
            max_size: 12,
            cases: 150,
        },
        Generator {
            name: "T ≤ 20 games of up to 100 intervals inside a window of up to 9 coordinates \
                   (many copies)",
            generate: random_dense,
            max_size: 100,
            cases: 60,
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

const MAX_T: usize = 20;
const MAX_N: usize = 100;
const MAX_COORD: u64 = 100;

/// The most positions the search of one test case decides before it gives up.
const SEARCH_BUDGET: usize = 200_000;

/// One test case: the half-open intervals [L, R) as (L, R).
type Case = Vec<(u64, u64)>;

/// `Ok` iff `input` is T ≤ 20 test cases, each N ≤ 100 and N lines `L R` with 1 ≤ L < R ≤ 100.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "T")?;
    v.eoln()?;
    for case in 1..=t {
        let n = v.usize(1, MAX_N, || format!("N of test case {case}"))?;
        v.eoln()?;
        for i in 1..=n {
            let l = v.u64(1, MAX_COORD, || format!("L[{i}] of test case {case}"))?;
            v.space()?;
            let r = v.u64(1, MAX_COORD, || format!("R[{i}] of test case {case}"))?;
            ensure(l < r, || {
                format!("test case {case}, interval {i}: L = {l} is not below R = {r}")
            })?;
            v.eoln()?;
        }
    }
    v.eof()
}

/// The test cases of an input.
fn parse(input: &str) -> Vec<Case> {
    Tokens::new(input).cases(|tokens| {
        let n: usize = tokens.read();
        (0..n).map(|_| (tokens.read(), tokens.read())).collect()
    })
}

/// The input text of `cases`.
fn input_of(cases: &[Case]) -> String {
    use plan_kit::tokens::push_number;
    let mut text = format!("{}\n", cases.len());
    for case in cases {
        push_number(&mut text, case.len() as u64);
        text.push('\n');
        for &(l, r) in case {
            push_number(&mut text, l);
            text.push(' ');
            push_number(&mut text, r);
            text.push('\n');
        }
    }
    text
}

/// True iff the half-open intervals [a.0, a.1) and [b.0, b.1) share a point.
fn intersect(a: (u64, u64), b: (u64, u64)) -> bool {
    a.0.max(b.0) < a.1.min(b.1)
}

/// The game of one test case: the intervals; a move chooses one that intersects none chosen so
/// far, typed as its ends `L R` (copies of an interval are one move: choosing either leaves the
/// same game); the player who cannot choose loses. A position is the set of intervals chosen
/// (bit i = interval i) and the set still choosable, which the chosen ones decide.
struct Intervals {
    intervals: Vec<(u64, u64)>,
    /// blocks[i] = the intervals that choosing interval i makes unchoosable (i itself included)
    blocks: Vec<u128>,
    /// first_copy[i] = the first interval equal to interval i
    first_copy: Vec<usize>,
    /// names[i] = interval i as a move is typed, `L R`
    names: Vec<String>,
}

/// A position of [`Intervals`]: (chosen, choosable), bit i standing for interval i.
type Table = (u128, u128);

impl Intervals {
    /// The game of `case` (at most 128 intervals).
    pub fn new(case: &[(u64, u64)]) -> Self {
        assert!(case.len() <= 128, "the game holds at most 128 intervals");
        let blocks = case
            .iter()
            .map(|&a| {
                case.iter()
                    .enumerate()
                    .filter(|&(_, &b)| intersect(a, b))
                    .fold(0u128, |mask, (j, _)| mask | 1 << j)
            })
            .collect();
        let first_copy = (0..case.len())
            .map(|i| (0..=i).find(|&j| case[j] == case[i]).expect("i itself"))
            .collect();
        let names = case.iter().map(|(l, r)| format!("{l} {r}")).collect();
        Intervals {
            intervals: case.to_vec(),
            blocks,
            first_copy,
            names,
        }
    }

    /// The position before any move: nothing chosen, every interval choosable.
    pub fn start(&self) -> Table {
        (
            0,
            (0..self.intervals.len()).fold(0, |mask, i| mask | 1 << i),
        )
    }

    /// The distinct intervals in increasing order, each with its first index.
    fn distinct(&self) -> Vec<((u64, u64), usize)> {
        let mut seen: Vec<((u64, u64), usize)> = Vec::new();
        for (i, &iv) in self.intervals.iter().enumerate() {
            if !seen.iter().any(|&(other, _)| other == iv) {
                seen.push((iv, i));
            }
        }
        seen.sort_unstable();
        seen
    }
}

impl Game for Intervals {
    type Position = Table;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &(chosen, free): &Table) -> Vec<Move<Table>> {
        // copies are choosable together (each blocks the others), so the first copy stands for
        // them all; listed last to first, since the kit's search tries the last move first
        (0..self.intervals.len())
            .rev()
            .filter(|&i| free >> i & 1 == 1 && self.first_copy[i] == i)
            .map(|i| {
                let to = (chosen | 1 << i, free & !self.blocks[i]);
                Move::to(self.names[i].clone(), to)
            })
            .collect()
    }

    fn draw(&self, &(chosen, free): &Table) -> String {
        let lo = self.intervals.iter().map(|iv| iv.0).min().unwrap_or(1);
        let hi = self.intervals.iter().map(|iv| iv.1).max().unwrap_or(1);
        // a column is `unit` coordinates, so that the widest game fits in 60 columns
        let unit = (hi - lo).div_ceil(60).max(1);
        let column = |x: u64| ((x - lo) / unit) as usize;
        let scale = if unit > 1 {
            format!("   (a column is {unit} units)")
        } else {
            String::new()
        };
        let width = column(hi);
        let mut text = format!("{:<18}{lo}{hi:>width$}{scale}\n", "");
        for ((l, r), _) in self.distinct() {
            let copies: Vec<usize> = (0..self.intervals.len())
                .filter(|&j| self.intervals[j] == (l, r))
                .collect();
            let (mark, state) = if copies.iter().any(|&j| chosen >> j & 1 == 1) {
                ("#", "chosen")
            } else if copies.iter().any(|&j| free >> j & 1 == 1) {
                ("-", "free")
            } else {
                (".", "blocked")
            };
            let bar = " ".repeat(column(l)) + &mark.repeat(column(r - 1) + 1 - column(l));
            text.push_str(&format!("{:<18}{bar}\n", format!("[{l}, {r}) {state}")));
        }
        text
    }

    fn refuse(&self, &(chosen, free): &Table, typed: &str) -> Option<String> {
        let numbers: Vec<Option<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(l), Some(r)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        let copies: Vec<usize> = (0..self.intervals.len())
            .filter(|&j| self.intervals[j] == (l, r))
            .collect();
        let blocker = (0..self.intervals.len())
            .find(|&j| chosen >> j & 1 == 1 && intersect(self.intervals[j], (l, r)));
        Some(match blocker {
            _ if copies.is_empty() => format!("[{l}, {r}) is not one of the intervals"),
            Some(j) if copies.contains(&j) => format!("[{l}, {r}) is already chosen"),
            Some(j) => {
                let (a, b) = self.intervals[j];
                format!("[{l}, {r}) intersects [{a}, {b}), already chosen")
            }
            None if copies.iter().all(|&j| free >> j & 1 == 0) => {
                format!("[{l}, {r}) is not free")
            }
            None => return None,
        })
    }

    /// The choosable intervals alone decide the rest of the game.
    fn canonical(&self, &(_, free): &Table) -> Table {
        (0, free)
    }
}

/// How a move is typed.
const NOTATION: &str = "the ends of the interval to choose, L and R: `12 53` for [12, 53)";

/// True iff the player to move wins test case `case` from its start, by the kit's search of
/// [`Intervals`] (each choosable set decided once); `None` once more than [`SEARCH_BUDGET`]
/// positions would be decided.
fn first_wins_brute(case: &[(u64, u64)]) -> Option<bool> {
    let game = Intervals::new(case);
    Searcher::new(&game, SEARCH_BUDGET).first_wins(&game.start())
}

/// The expected output by the kit's search of each test case's game, or `None` if one is beyond
/// its reach.
fn oracle(input: &str) -> Option<String> {
    let mut out = String::new();
    for case in parse(input) {
        if case.len() > 128 {
            return None;
        }
        let wins = first_wins_brute(&case)?;
        out.push_str(if wins { "Alice\n" } else { "Bob\n" });
    }
    Some(out)
}

/// The games of an input, one per test case, Alice first.
fn games(input: &str) -> Games {
    let cases = parse(input)
        .iter()
        .map(|case| {
            let game = Intervals::new(case);
            let start = game.start();
            Games::case(game, start, PLAY_BUDGET)
        })
        .collect();
    Games::new(cases)
}

/// The oracle's answer as results: `Alice` (first) or `Bob` wins each test case.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Alice"))
}

/// Every non-empty set of distinct intervals with 1 ≤ L < R ≤ 6, 20 games per input, smaller sets
/// first.
fn exhaustive_inputs() -> Vec<String> {
    let all: Vec<(u64, u64)> = (1..=6u64)
        .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
        .collect();
    let mut sets: Vec<u32> = (1..1u32 << all.len()).collect();
    sets.sort_by_key(|mask| (mask.count_ones(), *mask));
    let cases: Vec<Case> = sets
        .iter()
        .map(|mask| {
            (0..all.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| all[i])
                .collect()
        })
        .collect();
    cases.chunks(MAX_T).map(input_of).collect()
}

/// A random interval inside [lo, hi] (lo < hi).
fn random_interval(rng: &mut Rng, lo: u64, hi: u64) -> (u64, u64) {
    let a = rng.range(lo, hi);
    let mut b = rng.range(lo, hi);
    while b == a {
        b = rng.range(lo, hi);
    }
    (a.min(b), a.max(b))
}

/// 1–20 games of 1..=`size` (≤ 12) random intervals, short or long, anywhere in [1, 100].
fn random_sparse(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size.clamp(1, 12));
            (0..n)
                .map(|_| {
                    if rng.chance(1, 2) {
                        random_interval(rng, 1, MAX_COORD)
                    } else {
                        let l = rng.range(1, MAX_COORD - 1);
                        (l, (l + rng.range(1, 10)).min(MAX_COORD))
                    }
                })
                .collect()
        })
        .collect();
    input_of(&cases)
}

/// 1–20 games of 1..=`size` intervals inside one window of 2–9 coordinates placed anywhere (so
/// many copies of the same interval).
fn random_dense(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let width = rng.range(1, 8);
            let lo = rng.range(1, MAX_COORD - width);
            let n = 1 + rng.below(size.clamp(1, MAX_N));
            (0..n)
                .map(|_| random_interval(rng, lo, lo + width))
                .collect()
        })
        .collect();
    input_of(&cases)
}

/// At most this many shrinking candidates: the engine tries them all on each step.
const SHRINK_LIMIT: usize = 200;

/// Smaller inputs, at most [`SHRINK_LIMIT`]: each test case alone and fewer test cases first, then
/// one test case with intervals removed, then (with at most 32 intervals in all) an interval
/// shortened by one at either end.
fn shrink(input: &str) -> Vec<String> {
    let cases = parse(input);
    let mut candidates: Vec<Vec<Case>> = shrink_list(&cases);
    for (k, case) in cases.iter().enumerate() {
        for smaller in shrink_list(case) {
            let mut next = cases.clone();
            next[k] = smaller;
            candidates.push(next);
        }
    }
    if cases.iter().map(Vec::len).sum::<usize>() <= 32 {
        for (k, case) in cases.iter().enumerate() {
            for (i, &(l, r)) in case.iter().enumerate() {
                for shorter in [(l + 1, r), (l, r - 1)] {
                    let mut next = cases.clone();
                    next[k][i] = shorter;
                    candidates.push(next);
                }
            }
        }
    }
    candidates.truncate(SHRINK_LIMIT);
    candidates.iter().map(|c| input_of(c)).collect()
}

/// T = 20 test cases of N = 100: random intervals; random short intervals; the 99 unit intervals
/// and one copy; nested intervals [i, 101 − i) twice; 100 copies of [1, 100).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(206);
    let mut make = |draw: &mut dyn FnMut(&mut Rng) -> Case| -> String {
        let cases: Vec<Case> = (0..MAX_T).map(|_| draw(&mut rng)).collect();
        input_of(&cases)
    };
    let random = make(&mut |rng| {
        (0..MAX_N)
            .map(|_| random_interval(rng, 1, MAX_COORD))
            .collect()
    });
    let short = make(&mut |rng| {
        (0..MAX_N)
            .map(|_| {
                let l = rng.range(1, MAX_COORD - 1);
                (l, (l + rng.range(1, 5)).min(MAX_COORD))
            })
            .collect()
    });
    let units = make(&mut |rng| {
        let mut case: Case = (1..MAX_COORD).map(|l| (l, l + 1)).collect();
        case.push((rng.range(1, MAX_COORD - 1), 0));
        let last = case.len() - 1;
        case[last].1 = case[last].0 + 1;
        rng.shuffle(&mut case);
        case
    });
    let nested = make(&mut |rng| {
        let mut case: Case = (1..=50)
            .flat_map(|i| [(i, 101 - i), (i, 101 - i)])
            .collect();
        case.iter_mut().for_each(|iv| iv.1 = iv.1.min(MAX_COORD));
        rng.shuffle(&mut case);
        case
    });
    let full = make(&mut |_| vec![(1, MAX_COORD); MAX_N]);
    vec![
        MaxInput {
            label: "T=20, N=100 random intervals",
            input: random,
        },
        MaxInput {
            label: "T=20, N=100 random intervals of length <= 5",
            input: short,
        },
        MaxInput {
            label: "T=20, N=100: the 99 unit intervals and one copy",
            input: units,
        },
        MaxInput {
            label: "T=20, N=100: nested intervals [i, 101-i), each twice",
            input: nested,
        },
        MaxInput {
            label: "T=20, N=100 copies of [1, 100)",
            input: full,
        },
    ]
}

/// The intervals [L, R) of the interval-game figure, on the coordinates 1..=9.
const INTERVALS: [(u64, u64); 9] = [
    (1, 3),
    (2, 4),
    (3, 6),
    (4, 5),
    (5, 8),
    (6, 9),
    (1, 5),
    (7, 9),
    (8, 9),
];

/// The Grundy value of a position, by its definition (the mex of the values of the positions
/// `moves` leaves), memoised.
fn grundy_of(
    position: u128,
    moves: &impl Fn(u128) -> Vec<u128>,
    memo: &mut std::collections::HashMap<u128, u64>,
) -> u64 {
    if let Some(&g) = memo.get(&position) {
        return g;
    }
    let options: Vec<u64> = moves(position)
        .into_iter()
        .map(|next| grundy_of(next, moves, memo))
        .collect();
    let g = (0..).find(|x| !options.contains(x)).expect("a free value");
    memo.insert(position, g);
    g
}

/// Interval Game 2: the intervals, and for each free segment [l, r) the Grundy value of the game
/// on the intervals inside it, by the mex over the game's moves (checked against the oracle's win/lose
/// search).
fn figure() -> String {
    const TOP: u64 = 9;
    let value = |l: u64, r: u64| {
        let inside: Vec<(u64, u64)> = INTERVALS
            .iter()
            .copied()
            .filter(|&(a, b)| l <= a && b <= r)
            .collect();
        let game = Intervals::new(&inside);
        let moves = |free: u128| -> Vec<u128> {
            game.moves(&(0, free)).into_iter().map(|m| m.to.1).collect()
        };
        let g = grundy_of(game.start().1, &moves, &mut Default::default());
        let wins =
            first_wins_brute(&inside).expect("a few intervals are within the search's budget");
        assert_eq!(wins, g != 0, "[{l}, {r}): the search and the value agree");
        g
    };
    // cell (i, j): l = i + 1, r = j + 2
    let side = (TOP - 1) as usize;
    let values: Vec<Vec<u64>> = (0..side)
        .map(|i| {
            (0..side)
                .map(|j| {
                    if i <= j {
                        value(i as u64 + 1, j as u64 + 2)
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    let mut svg = Svg::page(
        (720.0, 430.0),
        "Interval Game 2: the Grundy value of each free segment [l, r)",
        &[
            (Swatch::Cell(LOSE), "0: lost for the player to move"),
            (Swatch::Cell(WIN), "g > 0: won"),
        ],
    );
    // the intervals on a number line
    let (x0, unit) = (40.0, 34.0);
    let x = |c: u64| x0 + (c - 1) as f64 * unit;
    svg.text(
        (x(5), 90.0),
        13.0,
        Anchor::Middle,
        INK,
        "the intervals [L, R)",
    );
    for (k, &(a, b)) in INTERVALS.iter().enumerate() {
        let y = 115.0 + 24.0 * k as f64;
        svg.line((x(a), y), (x(b), y), ACCENT, 4.0, "");
        svg.circle((x(a), y), 3.5, ACCENT, ACCENT);
        svg.circle((x(b), y), 3.5, PAPER, ACCENT);
    }
    let axis = 115.0 + 24.0 * INTERVALS.len() as f64;
    svg.line((x(1), axis), (x(TOP), axis), INK, 1.0, "");
    for c in 1..=TOP {
        svg.line((x(c), axis), (x(c), axis + 4.0), INK, 1.0, "");
        svg.text(
            (x(c), axis + 14.0),
            11.0,
            Anchor::Middle,
            INK,
            &c.to_string(),
        );
    }
    let mut grid = interval_triangle(
        &mut svg,
        (400.0, 100.0),
        34.0,
        side,
        |i, j| if values[i][j] == 0 { LOSE } else { WIN },
        |i, j| Some(values[i][j].to_string()),
    );
    grid.x0 = 2;
    grid.y0 = 1;
    grid.axes(&mut svg, 1, "right end r", "left end l");
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(case: &[(u64, u64)]) -> Option<bool> {
        first_wins_brute(case)
    }

    #[test]
    fn shrinking_tries_single_test_cases_first() {
        let shrunk = shrink("2\n2\n1 3\n2 5\n1\n4 5\n");
        assert_eq!(shrunk[0], "1\n2\n1 3\n2 5\n");
        assert_eq!(shrunk[1], "1\n1\n4 5\n");
        assert!(shrunk.contains(&"2\n1\n2 5\n1\n4 5\n".to_owned()));
        assert!(shrunk.contains(&"2\n2\n2 3\n2 5\n1\n4 5\n".to_owned()));
        assert!(shrunk.iter().filter(|s| validate(s).is_ok()).count() >= 6);
        assert!(shrink(&max_inputs()[0].input).len() <= SHRINK_LIMIT);
    }

    #[test]
    fn intervals_are_half_open() {
        assert!(!intersect((12, 53), (53, 98)));
        assert!(intersect((12, 54), (53, 98)));
        assert!(intersect((5, 9), (5, 9)));
        assert!(intersect((1, 100), (50, 51)));
    }

    #[test]
    fn the_search_knows_small_games_by_hand() {
        assert_eq!(wins(&[(5, 9)]), Some(true));
        assert_eq!(
            wins(&[(12, 53), (53, 98)]),
            Some(false),
            "two moves, touching"
        );
        assert_eq!(
            wins(&[(5, 9), (5, 9), (5, 9)]),
            Some(true),
            "copies: one move"
        );
        assert_eq!(wins(&[(1, 3), (2, 4)]), Some(true), "overlapping: one move");
        // [1, 4) kills both others: a win; the others alone would be two moves
        assert_eq!(wins(&[(1, 2), (2, 3), (1, 4)]), Some(true));
        assert_eq!(wins(&[(1, 2), (2, 3), (3, 4), (1, 4)]), Some(true));
        assert_eq!(wins(&[(1, 2), (3, 4)]), Some(false));
    }

    #[test]
    fn the_validator_takes_good_inputs_and_names_bad_ones() {
        assert_eq!(validate("1\n1\n1 100\n"), Ok(()));
        assert_eq!(validate("2\n1\n1 2\n2\n3 4\n3 4\n"), Ok(()));
        for bad in [
            "1\n1\n5 5\n",
            "1\n1\n6 5\n",
            "1\n1\n0 5\n",
            "1\n1\n1 101\n",
            "2\n1\n1 2\n",
            "1\n2\n1 2\n",
            "0\n",
            "21\n",
            "1\n0\n",
            "1\n1\n1 2",
            "1\n1\n1 2\n\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn every_generated_input_is_valid_and_within_reach() {
        let mut all = exhaustive_inputs();
        assert_eq!(all.len(), 32767usize.div_ceil(20));
        let mut rng = Rng::new(1);
        for generator in SPEC.random {
            for size in [1, 2, 5, generator.max_size / 2, generator.max_size] {
                let input = (generator.generate)(&mut rng, size);
                assert!(oracle(&input).is_some(), "{input}");
                all.push(input);
            }
        }
        all.extend(max_inputs().into_iter().map(|m| m.input));
        for input in &all {
            if let Err(e) = validate(input) {
                panic!("{input:.80}: {e}");
            }
        }
    }
}

//! The game and the oracle: the rules, searched.

use super::parse;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Searcher};

/// The most positions the search of one test case decides before it gives up.
const SEARCH_BUDGET: usize = 200_000;

/// True iff the half-open intervals [a.0, a.1) and [b.0, b.1) share a point.
pub(super) fn intersect(a: (u64, u64), b: (u64, u64)) -> bool {
    a.0.max(b.0) < a.1.min(b.1)
}

/// The game of one test case: the intervals; a move chooses one that intersects none chosen so
/// far, typed as its ends `L R` (copies of an interval are one move: choosing either leaves the
/// same game); the player who cannot choose loses. A position is the set of intervals chosen
/// (bit i = interval i) and the set still choosable, which the chosen ones decide.
pub(super) struct Intervals {
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
pub(super) const NOTATION: &str =
    "the ends of the interval to choose, L and R: `12 53` for [12, 53)";

/// True iff the player to move wins test case `case` from its start, by the kit's search of
/// [`Intervals`] (each choosable set decided once); `None` once more than [`SEARCH_BUDGET`]
/// positions would be decided.
pub(super) fn first_wins_brute(case: &[(u64, u64)]) -> Option<bool> {
    let game = Intervals::new(case);
    Searcher::new(&game, SEARCH_BUDGET).first_wins(&game.start())
}

/// The expected output by the kit's search of each test case's game, or `None` if one is beyond
/// its reach.
pub(super) fn oracle(input: &str) -> Option<String> {
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
pub(super) fn games(input: &str) -> Games {
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
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Alice"))
}

/// The Grundy value of a position, by its definition (the mex of the values of the positions
/// `moves` leaves), memoised.
pub(super) fn grundy_of(
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

//! The game and the oracle: the rules, searched.

use super::parse_input;
use plan_kit::game::{
    Game, GameResult, Games, Kind, MOVES_PER_POSITION, Move, PLAY_BUDGET, Solved, TooLarge,
};
use plan_kit::search::{PileSearch, sorted_non_empty};
use std::fmt::Write;

/// The most positions the search decides, and the most moves it lists, over one input.
const BUDGET: usize = 200_000;

const LISTED_BUDGET: usize = 20_000_000;

/// The positions one move reaches from the sorted non-empty heaps `heaps` (the opponent to move):
/// one coin off each heap of a non-empty subset. Heaps of equal size are interchangeable, so a
/// subset is named by how many heaps t_g it takes from each group g of equal heaps: every choice
/// 0 ≤ t_g ≤ |g|, not all 0, gives one position, and every subset gives one of them.
pub(super) fn moves(heaps: &Vec<u32>) -> Vec<Vec<u32>> {
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

/// The win/lose search over [`moves`], deciding at most [`BUDGET`] positions and listing at most
/// [`LISTED_BUDGET`] moves: a position with no move (every heap empty) is lost.
pub(super) fn search() -> PileSearch<impl FnMut(&Vec<u32>) -> Vec<Vec<u32>>> {
    PileSearch::new(moves, BUDGET).listing_at_most(LISTED_BUDGET)
}

/// The game: heaps of coins in a row; a move takes one coin from each heap of a non-empty set of
/// non-empty heaps, typed as their numbers (from 1) in increasing order (`1 3`); the player with
/// no move (every heap empty) loses. A position is the heaps as they stand.
pub(super) struct Another;

/// How a move is typed.
pub(super) const NOTATION: &str =
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
        (Some(positions), _) => Games::too_large(positions as usize - 1),
        (None, _) => Games::too_large(PLAY_BUDGET),
    }
}

/// The games of an input: each test case's heaps.
pub(super) fn games(input: &str) -> Games {
    Games::new(parse_input(input).into_iter().map(play_case).collect())
}

/// The oracle's answer as results: `first` or `second` wins.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
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
pub(super) fn oracle(input: &str) -> Option<String> {
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

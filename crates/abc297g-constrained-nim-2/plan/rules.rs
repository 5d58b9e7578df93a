//! The game and the oracle: the rules, searched.

use super::parse;
use plan_kit::game::{self, GameResult, Games, Kind, Move, PLAY_BUDGET, Searcher};
use plan_kit::game::{Solved, TooLarge};
use std::fmt::Write;

/// The most positions the game search may meet: it runs only when the product of (A_i + 1) is at
/// most this (every reachable position has pile i at most A_i).
const SEARCH_REACH: u64 = 1_000_000;

/// The largest pile for which the oracle falls back on Grundy values by definition.
const ORACLE_DEFINITION_REACH: u64 = 10_000;

/// The most steps (positions times the values scanned for a mex) the reference may take.
const REFERENCE_BUDGET: u64 = 60_000_000;

/// One game: the bounds of a move and the piles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Game {
    pub l: u64,
    pub r: u64,
    pub piles: Vec<u64>,
}

/// `First`/`Second` for the player who moves first.
fn verdict(first_wins: bool) -> String {
    if first_wins { "First\n" } else { "Second\n" }.to_owned()
}

/// The game: piles in a row; a move removes between L and R stones (at most the pile) from one
/// pile, typed as the pile's number (from 1) and how many (`2 3`); the player with no move loses.
/// A position is the piles as they stand.
pub(super) struct ConstrainedNim {
    pub l: u64,
    pub r: u64,
}

/// How a move is typed.
pub(super) const NOTATION: &str = "the pile (from 1) and how many stones to remove, L to R: `2 3`";

impl game::Game for ConstrainedNim {
    type Position = Vec<u64>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &Vec<u64>) -> Vec<Move<Vec<u64>>> {
        let mut moves = Vec::new();
        for (i, &pile) in piles.iter().enumerate() {
            for take in self.l..=self.r.min(pile) {
                let mut next = piles.clone();
                next[i] -= take;
                moves.push(Move::to(format!("{} {take}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, piles: &Vec<u64>) -> String {
        let mut text = format!("a move removes {} to {} stones\n", self.l, self.r);
        for (i, &pile) in piles.iter().enumerate() {
            let stones = if pile <= 30 {
                "o".repeat(pile as usize)
            } else {
                "many stones".to_owned()
            };
            writeln!(text, "pile {:>2}: {stones:<30} {pile}", i + 1).unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<u64>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, take]) => match piles.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no pile {i}: the piles are 1 to {}", piles.len()),
                Some(_) if !(self.l..=self.r).contains(&take) => {
                    format!("a move removes {} to {} stones", self.l, self.r)
                }
                Some(&pile) => format!("pile {i} has only {pile} stones"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// The piles sorted: their order changes nothing.
    fn canonical(&self, piles: &Vec<u64>) -> Vec<u64> {
        let mut key = piles.clone();
        key.sort_unstable();
        key
    }
}

/// True iff the player to move wins `piles` of `game`, by the kit's search, when the positions
/// below `piles` number at most [`SEARCH_REACH`]; `None` beyond.
pub(super) fn search_wins(game: &ConstrainedNim, piles: &[u64]) -> Option<bool> {
    let positions = piles
        .iter()
        .try_fold(1u64, |product, &a| product.checked_mul(a + 1))
        .filter(|&p| p <= SEARCH_REACH)?;
    let wins = Searcher::new(game, positions as usize + 1)
        .first_wins(&piles.to_vec())
        .expect("at most Π (A_i + 1) positions");
    Some(wins)
}

/// Grundy values by definition of one pile of 0..=`max` stones: g(a) is the least natural number
/// that is no g(a − d) for L ≤ d ≤ min(R, a). A sliding window counts the values of the options.
/// `None` if that takes more than `budget` steps.
pub(super) fn grundy_by_definition(max: u64, l: u64, r: u64, budget: u64) -> Option<Vec<u64>> {
    let mut grundy: Vec<u64> = Vec::with_capacity(max as usize + 1);
    // count[x] = how many options of the current a have value x (a − d for L ≤ d ≤ min(R, a))
    let mut count: Vec<u64> = vec![0; max as usize + 2];
    let mut steps = 0u64;
    for a in 0..=max {
        if a >= l {
            count[grundy[(a - l) as usize] as usize] += 1; // the option a − L enters
        }
        if a > r {
            count[grundy[(a - r - 1) as usize] as usize] -= 1; // the option a − R − 1 leaves
        }
        let mex = (0..)
            .find(|&x| count[x as usize] == 0)
            .expect("a value is free");
        steps += mex + 1;
        if steps > budget {
            return None;
        }
        grundy.push(mex);
    }
    Some(grundy)
}

/// The answer by the Sprague–Grundy theorem with Grundy values by definition, or `None` if the
/// largest pile exceeds `reach` or the table takes more than `budget` steps.
pub(super) fn by_definition(game: &Game, reach: u64, budget: u64) -> Option<String> {
    let max = *game.piles.iter().max()?;
    if max > reach {
        return None;
    }
    let grundy = grundy_by_definition(max, game.l, game.r, budget)?;
    let xor_sum = game.piles.iter().fold(0, |x, &a| x ^ grundy[a as usize]);
    Some(verdict(xor_sum != 0))
}

/// The expected output by game search where it reaches; else by Grundy values by definition for
/// piles of at most 10^4; else `None`.
pub(super) fn oracle(input: &str) -> Option<String> {
    let game = parse(input);
    let rules = ConstrainedNim {
        l: game.l,
        r: game.r,
    };
    if let Some(wins) = search_wins(&rules, &game.piles) {
        return Some(verdict(wins));
    }
    by_definition(&game, ORACLE_DEFINITION_REACH, REFERENCE_BUDGET)
}

/// The game of an input, its piles, for `judge play`: solved within [`PLAY_BUDGET`], or refused at
/// once when it surely has more positions than that. Removing L stones at a time, pile i takes
/// ⌊A_i / L⌋ + 1 sizes, so the game has at least Π (⌊A_i / L⌋ + 1) positions; and every move of
/// the start reaches a position of its own, so it has more positions than the start has moves.
/// Listing the moves of a far larger game would take all the memory before the budget stopped it.
pub(super) fn games(input: &str) -> Games {
    let game = parse(input);
    let budget = PLAY_BUDGET as u64;
    let at_least = game.piles.iter().try_fold(1u64, |product, &a| {
        product.checked_mul(a / game.l + 1).filter(|&p| p <= budget)
    });
    let first_moves: u64 = (game.piles.iter())
        .map(|&a| (game.r.min(a) + 1).saturating_sub(game.l))
        .sum();
    let case: Box<dyn FnOnce() -> Result<Solved, TooLarge>> =
        if at_least.is_none() || first_moves >= budget {
            Games::too_large(PLAY_BUDGET)
        } else {
            let rules = ConstrainedNim {
                l: game.l,
                r: game.r,
            };
            Games::case(rules, game.piles, PLAY_BUDGET)
        };
    Games::new(vec![case])
}

/// The oracle's answer as a result: `First` or `Second` wins.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "First\n")])
}

/// The expected output by Grundy values by definition, for piles up to about 10^6.
pub(super) fn reference(input: &str) -> Option<String> {
    by_definition(&parse(input), 2_000_000, REFERENCE_BUDGET)
}

/// The numbers `items`, separated by single spaces.
pub(super) fn join(items: &[u64]) -> String {
    let mut text = String::with_capacity(items.len() * 11);
    for (i, &item) in items.iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        plan_kit::tokens::push_number(&mut text, item);
    }
    text
}

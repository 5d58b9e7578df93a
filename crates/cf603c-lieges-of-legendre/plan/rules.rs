//! The game and the oracle: the rules, searched.

use super::parse_input;
use plan_kit::game::{
    Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Searcher, Solved, TooLarge,
};
use std::fmt::Write;
use std::sync::OnceLock;

/// The largest pile whose Grundy value the reference's table holds.
pub(super) const REACH: u32 = 1 << 20;

/// The most positions the game search decides for one input.
const BUDGET: usize = 200_000;

/// One instance: the split's pile count k and the piles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Instance {
    pub k: u32,
    pub piles: Vec<u32>,
}

/// The game: piles of cows; a move removes one cow from a pile (`take 3`: from a pile of 3
/// cows), or replaces a pile of 2x cows by k piles of x (`split 4`: a pile of 4 into k piles of
/// 2); the player with no move (no cow left) loses. Piles of the same size are alike, so a
/// position is the multiset of the non-empty piles, a sorted vector, and a move names the size of
/// the pile it takes from or splits.
pub(super) struct Lieges {
    pub k: u32,
}

/// How a move is typed.
pub(super) const NOTATION: &str = "`take 3` (one cow from a pile of 3) or `split 4` (a pile of 4 = 2x cows \
                        into k piles of x)";

/// The piles of `piles` as a position: the non-empty ones, sorted.
pub(super) fn position_of(piles: &[u32]) -> Vec<u32> {
    let mut position: Vec<u32> = piles.iter().copied().filter(|&a| a > 0).collect();
    position.sort_unstable();
    position
}

impl Game for Lieges {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    /// One take and (an even size) one split per pile size, the largest size first and its split
    /// before its take: the search tries them from the last, the smallest pile's take, the order
    /// the plan's own search tried before the game was stated here, so that it decides the same
    /// positions within its budget.
    fn moves(&self, piles: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let mut sizes = piles.clone();
        sizes.dedup();
        let mut moves = Vec::new();
        for &s in sizes.iter().rev() {
            let first = piles.partition_point(|&a| a < s);
            if s.is_multiple_of(2) {
                let mut split = piles.clone();
                split.remove(first);
                split.extend(std::iter::repeat_n(s / 2, self.k as usize));
                split.sort_unstable();
                moves.push(Move::to(format!("split {s}"), split));
            }
            let mut taken = piles.clone();
            taken[first] -= 1;
            if taken[first] == 0 {
                taken.remove(first);
            }
            moves.push(Move::to(format!("take {s}"), taken));
        }
        moves
    }

    fn draw(&self, piles: &Vec<u32>) -> String {
        let mut text = format!("a split makes k = {} piles\n", self.k);
        if piles.is_empty() {
            text.push_str("no cow left\n");
        }
        let mut sizes = piles.clone();
        sizes.dedup();
        for s in sizes {
            let count = piles.iter().filter(|&&a| a == s).count();
            let cows = if s <= 30 {
                "o".repeat(s as usize)
            } else {
                "many cows".to_owned()
            };
            writeln!(text, "{count:>3} × pile of {s:>2}: {cows}").unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<u32>, typed: &str) -> Option<String> {
        let words: Vec<&str> = typed.split_whitespace().collect();
        Some(match words.as_slice() {
            [verb @ ("take" | "split"), size] => match size.parse::<u32>() {
                Ok(s) if !piles.contains(&s) => format!("there is no pile of {s} cows"),
                Ok(s) if *verb == "split" => {
                    format!("a pile of {s} cows, an odd number, does not split")
                }
                _ => format!("`{typed}` is not a move: {NOTATION}"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }
}

/// True iff the player to move wins from `piles` when a split makes `k` piles, by the search of
/// the game, or `None` beyond its reach (more than `BUDGET` positions, or so large a start that
/// listing its moves alone would be the cost).
pub(super) fn first_wins_brute(k: u32, piles: &[u32]) -> Option<bool> {
    let cows: u64 = piles.iter().map(|&a| u64::from(a)).sum();
    if piles.len() > 8 || cows > 24 || k > 8 {
        return None;
    }
    Searcher::new(&Lieges { k }, BUDGET).first_wins(&position_of(piles))
}

/// Kevin's or Nicky's name for who wins.
fn verdict(kevin_wins: bool) -> String {
    if kevin_wins { "Kevin\n" } else { "Nicky\n" }.to_owned()
}

/// The expected output by searching the game, or `None` beyond the search's reach.
pub(super) fn oracle(input: &str) -> Option<String> {
    let instance = parse_input(input);
    first_wins_brute(instance.k, &instance.piles).map(verdict)
}

/// The game of an input, its piles, Kevin first, for `judge play`: solved within
/// [`PLAY_BUDGET`], or refused at once when it surely has more positions than that, by
/// [`positions_at_least`]; listing the moves of a far larger one (a split into 10^9 piles) would
/// take all the memory before the budget stopped it.
pub(super) fn games(input: &str) -> Games {
    let instance = parse_input(input);
    let case: Box<dyn FnOnce() -> Result<Solved, TooLarge>> =
        if positions_at_least(instance.k, &instance.piles) <= PLAY_BUDGET as u64 {
            let start = position_of(&instance.piles);
            Games::case(Lieges { k: instance.k }, start, PLAY_BUDGET)
        } else {
            Games::too_large(PLAY_BUDGET)
        };
    Games::new(vec![case])
}

/// At least how many positions the game of `piles` has (saturating): taking cows one at a time
/// leaves any number of them from Σ a_i down to 0, Σ a_i + 1 positions; once a pile of 2x is
/// split, its k piles of x can be taken down to any multiset of k sizes 0..=x, C(k + x, x) of them.
fn positions_at_least(k: u32, piles: &[u32]) -> u64 {
    let cows = piles.iter().map(|&a| u64::from(a)).sum::<u64>() + 1;
    piles
        .iter()
        .filter(|&&a| a.is_multiple_of(2))
        .map(|&a| {
            // C(k + x, x) = Π_{i=1..x} (k + i) / i, exact at every step
            let x = u64::from(a / 2);
            let mut c = 1u64;
            for i in 1..=x {
                if c > PLAY_BUDGET as u64 {
                    break;
                }
                c = c * (u64::from(k) + i) / i;
            }
            c
        })
        .fold(cows, u64::max)
}

/// The oracle's answer as a result: Kevin (first) or Nicky wins.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Kevin\n")])
}

/// The Grundy value of k equal components of value `value`: the XOR of k copies, v ⊕ v = 0.
fn value_of_copies(value: u8, k: u32) -> u8 {
    if k % 2 == 1 { value } else { 0 }
}

/// g[x] for x ≤ `REACH`, for the split count `k`, by the definition of the Grundy value: the mex
/// of the values of the options, x − 1 and, for even x, k piles of x/2.
fn grundy_by_definition(k: u32) -> Vec<u8> {
    let mut g = vec![0u8; REACH as usize + 1];
    for x in 1..=REACH as usize {
        let mut seen = 1u32 << g[x - 1];
        if x.is_multiple_of(2) {
            seen |= 1 << value_of_copies(g[x / 2], k);
        }
        g[x] = seen.trailing_ones() as u8;
    }
    g
}

/// The tables of [`grundy_by_definition`] for odd and for even k, computed once. The definition
/// sees k only through [`value_of_copies`], so k = 1 and k = 2 stand for every k.
pub(super) fn grundy_tables() -> &'static [Vec<u8>; 2] {
    static TABLES: OnceLock<[Vec<u8>; 2]> = OnceLock::new();
    TABLES.get_or_init(|| [grundy_by_definition(2), grundy_by_definition(1)])
}

/// The expected output by the Sprague–Grundy theorem: Kevin wins iff the XOR of the piles'
/// Grundy values, each by definition, is not 0; `None` if a pile exceeds `REACH`.
pub(super) fn reference(input: &str) -> Option<String> {
    let instance = parse_input(input);
    if instance.piles.iter().any(|&a| a > REACH) {
        return None;
    }
    let table = &grundy_tables()[(instance.k % 2) as usize];
    let xor_sum = instance
        .piles
        .iter()
        .fold(0, |xor_sum, &a| xor_sum ^ table[a as usize]);
    Some(verdict(xor_sum != 0))
}

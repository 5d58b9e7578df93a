//! The game and the oracle: the rules, searched.

use super::{MAX_S, parse_input};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::OnceLock;

/// One pile: the stones left, and bit x set iff x stones were already taken from it and x ≤ the
/// stones left (a larger amount can never be taken again, so forgetting it changes nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct Pile {
    pub(super) left: u32,
    pub(super) used: u64,
}

impl Pile {
    /// A pile of `s` stones from which nothing was taken yet.
    pub fn fresh(s: u32) -> Self {
        Pile { left: s, used: 0 }
    }

    /// The piles this one becomes by one move: take x stones, 1 ≤ x ≤ left, x not used before.
    pub fn moves(self) -> impl Iterator<Item = Pile> {
        (1..=self.left)
            .filter(move |&x| self.used >> x & 1 == 0)
            .map(move |x| {
                let left = self.left - x;
                let used = (self.used | 1 << x) & ((2u64 << left) - 1);
                Pile { left, used }
            })
    }
}

/// The game: piles in a row; a move takes from one pile an amount of stones never taken from it
/// before, typed as the pile's number (from 1) and the amount (`1 3`); the player with no move
/// loses. A position is the piles' states ([`Pile`]) as they stand.
pub(super) struct Stones;

/// How a move is typed.
pub(super) const NOTATION: &str = "the pile (from 1) and how many stones to take, an amount not yet taken \
                        from it: `1 3`";

impl Game for Stones {
    type Position = Vec<Pile>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &Vec<Pile>) -> Vec<Move<Vec<Pile>>> {
        let mut moves = Vec::new();
        for (i, pile) in piles.iter().enumerate() {
            for next_pile in pile.moves() {
                let mut next = piles.clone();
                next[i] = next_pile;
                let taken = pile.left - next_pile.left;
                moves.push(Move::to(format!("{} {taken}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, piles: &Vec<Pile>) -> String {
        let mut text = String::new();
        for (i, pile) in piles.iter().enumerate() {
            let barred: Vec<String> = (1..=pile.left)
                .filter(|&x| pile.used >> x & 1 == 1)
                .map(|x| x.to_string())
                .collect();
            let barred = if barred.is_empty() {
                String::new()
            } else {
                format!("  taken before: {}", barred.join(", "))
            };
            writeln!(
                text,
                "pile {:>2}: {:<60} {:>2}{barred}",
                i + 1,
                "o".repeat(pile.left as usize),
                pile.left
            )
            .unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<Pile>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, take]) => match piles.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no pile {i}: the piles are 1 to {}", piles.len()),
                Some(_) if take == 0 => "removing 0 stones does not count as a move".to_owned(),
                Some(pile) if take > u64::from(pile.left) => {
                    format!("pile {i} has only {} stones", pile.left)
                }
                Some(_) => format!("{take} stones were already taken from pile {i} once"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// The non-empty piles, sorted: their order and the empty ones change nothing.
    fn canonical(&self, piles: &Vec<Pile>) -> Vec<Pile> {
        let mut key: Vec<Pile> = piles.iter().copied().filter(|p| p.left > 0).collect();
        key.sort_unstable();
        key
    }
}

/// The most work the search takes on over one input, in piles copied, and its deepest line.
const WORK_BUDGET: u64 = 5_000_000;

const DEPTH_LIMIT: usize = 1_000;

/// Win/lose memo on sorted vectors of non-empty pile states, with a budget: the plan's own search
/// of [`Stones`]' moves (one pile's moves are [`Pile::moves`]; a unit test checks the two agree).
/// Its budget is work, in piles copied (a move on 10^6 piles costs 10^6), and a line 1,000 moves
/// deep at most; the kit's search ([`plan_kit::search::WinLose`]) counts positions and moves,
/// which cannot say that, and which inputs the oracle answers would change with it.
#[derive(Default)]
pub(super) struct Search {
    memo: HashMap<Vec<Pile>, bool>,
    work: u64,
}

impl Search {
    /// True iff the player to move wins the sum of `piles`, or `None` once the budget is spent.
    pub fn first_wins(&mut self, piles: &[Pile]) -> Option<bool> {
        let mut key: Vec<Pile> = piles.iter().copied().filter(|p| p.left > 0).collect();
        key.sort_unstable();
        self.wins(key, 0)
    }

    // wins(position) = some move on some pile reaches a position the opponent loses; with no
    // move at all the player to move loses.
    fn wins(&mut self, key: Vec<Pile>, depth: usize) -> Option<bool> {
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        if depth > DEPTH_LIMIT {
            return None;
        }
        let mut wins = false;
        'moves: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue; // the same moves as on the equal pile before
            }
            for next_pile in key[i].moves() {
                self.work += key.len() as u64;
                if self.work > WORK_BUDGET {
                    return None;
                }
                let mut next = key.clone();
                next[i] = next_pile;
                next.retain(|p| p.left > 0);
                next.sort_unstable();
                if !self.wins(next, depth + 1)? {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        Some(wins)
    }
}

/// The expected output by searching the game, or `None` beyond the search's budget.
pub(super) fn oracle(input: &str) -> Option<String> {
    let piles: Vec<Pile> = parse_input(input).into_iter().map(Pile::fresh).collect();
    let sam_wins = Search::default().first_wins(&piles)?;
    Some(if sam_wins { "NO\n" } else { "YES\n" }.to_owned())
}

/// The game of an input, its fresh piles, Sam first, for `judge play`: solved within
/// [`PLAY_BUDGET`], or refused at once when it surely has more positions than that: a pile of s
/// stones can be left with any of 0..=s stones by one move, so the game has at least Π (s_i + 1)
/// positions, and listing the moves of a far larger one (10^6 piles) would take all the memory
/// before the budget stopped it.
pub(super) fn games(input: &str) -> Games {
    let stones = parse_input(input);
    let at_least = stones.iter().try_fold(1u64, |product, &s| {
        product
            .checked_mul(u64::from(s) + 1)
            .filter(|&p| p <= PLAY_BUDGET as u64)
    });
    let case = match at_least {
        Some(_) => Games::case(
            Stones,
            stones.into_iter().map(Pile::fresh).collect(),
            PLAY_BUDGET,
        ),
        None => Games::too_large(PLAY_BUDGET),
    };
    Games::new(vec![case])
}

/// The oracle's answer as a result: `NO`, Sam (first) wins; `YES`, Jon (second) wins.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    let jon = oracle(input)? == "YES\n";
    Some(vec![if jon {
        GameResult::SecondWins
    } else {
        GameResult::FirstWins
    }])
}

/// The Grundy value of one pile state by definition: the mex of its moves' values.
fn grundy_by_definition(pile: Pile, memo: &mut HashMap<Pile, u32>) -> u32 {
    if let Some(&known) = memo.get(&pile) {
        return known;
    }
    let mut seen = 0u64;
    for next in pile.moves() {
        seen |= 1 << grundy_by_definition(next, memo);
    }
    let mex = seen.trailing_ones();
    memo.insert(pile, mex);
    mex
}

/// The Grundy values of the fresh piles of 0..=60 stones, by definition, computed once.
pub(super) fn grundy_table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut memo = HashMap::new();
        (0..=MAX_S)
            .map(|s| grundy_by_definition(Pile::fresh(s), &mut memo))
            .collect()
    })
}

/// The expected output by the Sprague–Grundy theorem: Jon (second) wins iff the XOR of the
/// piles' Grundy values, each computed by definition, is 0.
pub(super) fn reference(input: &str) -> Option<String> {
    let table = grundy_table();
    let xor_sum = parse_input(input)
        .into_iter()
        .fold(0, |xor_sum, s| xor_sum ^ table[s as usize]);
    Some(if xor_sum == 0 { "YES\n" } else { "NO\n" }.to_owned())
}

//! The searches the oracles share, written from the definitions of winning and losing and nothing
//! else: a memoised win/lose search of an acyclic game with budgets, which takes the moves lazily
//! and stops at the first winning one ([`WinLose`]; over tables of piles, [`PileSearch`]), and a
//! naive fixed point for games with draws ([`fixed_point`]). Neither knows any problem's insight.

use std::collections::HashMap;
use std::hash::Hash;

/// Win/lose memo for an acyclic game whose positions are `P`: the player to move wins iff some move
/// reaches a position the opponent loses, so a position with no move is lost. `moves(p)` gives the
/// positions one move reaches from `p`, as a list or as an iterator that makes them one at a time:
/// the search pulls them in order and stops at the first that is lost for the opponent, so a lazy
/// iterator never makes the moves after a winning one (a pile of 60,000 stones has 60,000). The
/// search is iterative (an explicit stack of open positions, each with its moves not yet pulled),
/// so a game of any length needs no deep call stack; its budgets bound the positions it decides
/// and the moves it makes.
pub struct WinLose<P, M> {
    moves: M,
    memo: HashMap<P, bool>,
    budget: usize,
    /// The most moves made in all, and how many so far (see [`WinLose::listing_at_most`]).
    listed_budget: usize,
    listed: usize,
}

impl<P, M, I> WinLose<P, M>
where
    P: Clone + Eq + Hash,
    M: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    /// A search whose `moves(p)` gives the positions one move reaches from `p` (each with the
    /// opponent to move), deciding at most `budget` positions in all.
    pub fn new(moves: M, budget: usize) -> Self {
        WinLose {
            moves,
            memo: HashMap::new(),
            budget,
            listed_budget: usize::MAX,
            listed: 0,
        }
    }

    /// The same search, giving up also once it has made more than `listed` moves in all: for
    /// games with many moves per position, where making them is the cost (and the memory). A
    /// move counts once it is made: as many as an iterator holds when its position is opened (its
    /// size hint's lower bound: all of a listed `Vec`) count then, and every move pulled past
    /// those counts as it is pulled (all of a lazy iterator's, whose lower bound is 0).
    pub fn listing_at_most(mut self, listed: usize) -> Self {
        self.listed_budget = listed;
        self
    }

    /// The number of positions decided so far.
    pub fn decided(&self) -> usize {
        self.memo.len()
    }

    /// True iff the player to move wins from `start`; `None` once the search would decide more
    /// than its budget of positions (or keep more than that many open, which only a cycle does),
    /// or make more moves than [`WinLose::listing_at_most`] allows.
    pub fn first_wins(&mut self, start: &P) -> Option<bool> {
        if let Some(&known) = self.memo.get(start) {
            return Some(known);
        }
        // each open position with its moves not yet pulled, the last opened on top
        let mut open: Vec<(P, Pulled<I::IntoIter>)> = Vec::new();
        let first_moves = self.open(start)?;
        open.push((start.clone(), first_moves));
        while let Some((_, moves)) = open.last_mut() {
            match self.next_unknown(moves)? {
                Next::Open(next) => {
                    if self.memo.len() + open.len() >= self.budget {
                        return None;
                    }
                    let next_moves = self.open(&next)?;
                    open.push((next, next_moves));
                }
                Next::Decided(wins) => {
                    let (position, _) = open.pop().expect("an open position");
                    self.memo.insert(position, wins);
                    // a position lost for its mover wins the move that reached it
                    if !wins && let Some((before, _)) = open.pop() {
                        self.memo.insert(before, true);
                    }
                }
            }
        }
        self.memo.get(start).copied()
    }

    /// The moves from `position`, those it holds already counted against the listing budget.
    fn open(&mut self, position: &P) -> Option<Pulled<I::IntoIter>> {
        let moves = (self.moves)(position).into_iter();
        let counted = moves.size_hint().0;
        self.count(counted)?;
        Some(Pulled { moves, counted })
    }

    /// Pulls `moves` past the positions known to be won for the opponent: the first unknown one
    /// to open, or the decision of the position they are the moves of (won at a position lost for
    /// the opponent, lost once they run out). `None` once the listing budget is spent.
    fn next_unknown(&mut self, pulled: &mut Pulled<I::IntoIter>) -> Option<Next<P>> {
        loop {
            let Some(next) = pulled.moves.next() else {
                return Some(Next::Decided(false));
            };
            if pulled.counted > 0 {
                pulled.counted -= 1; // counted when its position was opened
            } else {
                self.count(1)?;
            }
            match self.memo.get(&next) {
                Some(false) => return Some(Next::Decided(true)),
                Some(true) => continue,
                None => return Some(Next::Open(next)),
            }
        }
    }

    /// Counts `made` moves against the listing budget: `None` once it is spent.
    fn count(&mut self, made: usize) -> Option<()> {
        self.listed = self.listed.saturating_add(made);
        (self.listed <= self.listed_budget).then_some(())
    }
}

/// An open position's moves not yet pulled, and how many of them were counted when it was opened.
struct Pulled<T> {
    moves: T,
    counted: usize,
}

/// What the search does next with the position on top of its stack.
enum Next<P> {
    /// Open this move's position, whose value is not known yet.
    Open(P),
    /// The top position is decided: won for its mover (true) or lost.
    Decided(bool),
}

/// A table of piles in its normal form: the empty piles dropped, the rest sorted. Where neither
/// the piles' order nor an empty pile changes the game (Nim, and games like it), two tables with
/// the same normal form are one position.
pub fn sorted_non_empty(piles: &[u32]) -> Vec<u32> {
    let mut key: Vec<u32> = piles.iter().copied().filter(|&p| p > 0).collect();
    key.sort_unstable();
    key
}

/// A [`WinLose`] search over tables of piles in their normal form ([`sorted_non_empty`]): `moves`
/// takes a table in that form and gives the tables one move reaches, in that form too.
pub struct PileSearch<M> {
    search: WinLose<Vec<u32>, M>,
}

impl<M, I> PileSearch<M>
where
    M: FnMut(&Vec<u32>) -> I,
    I: IntoIterator<Item = Vec<u32>>,
{
    /// A search with the moves `moves`, deciding at most `budget` positions.
    pub fn new(moves: M, budget: usize) -> Self {
        PileSearch {
            search: WinLose::new(moves, budget),
        }
    }

    /// The same search, making at most `listed` moves in all ([`WinLose::listing_at_most`]).
    pub fn listing_at_most(self, listed: usize) -> Self {
        PileSearch {
            search: self.search.listing_at_most(listed),
        }
    }

    /// The number of tables decided so far.
    pub fn decided(&self) -> usize {
        self.search.decided()
    }

    /// True iff the player to move wins with the piles `piles` (in any order, empty ones
    /// included), or `None` once a budget is spent.
    pub fn first_wins(&mut self, piles: &[u32]) -> Option<bool> {
        self.search.first_wins(&sorted_non_empty(piles))
    }
}

/// The value of a position for the player to move, in a game that may never end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Win,
    Lose,
    /// No rule decides it: neither player can force an end.
    Draw,
}

/// Every position's value in a game on positions `0..count`, by applying the two rules in sweeps
/// until a sweep changes nothing: a position with a move to a position lost for the opponent is
/// won; a position whose moves (none included) all reach positions won for the opponent is lost.
/// `fixed(p)` gives the value of a position that ends the game; `moves(p, out)` puts the positions
/// one move reaches from `p` (opponent to move) into `out`. `None` once more than `budget` move
/// inspections are spent. Whatever no rule decides is a draw.
pub fn fixed_point(
    count: usize,
    fixed: impl Fn(usize) -> Option<Value>,
    mut moves: impl FnMut(usize, &mut Vec<usize>),
    budget: u64,
) -> Option<Vec<Value>> {
    let mut value: Vec<Value> = (0..count)
        .map(|p| fixed(p).unwrap_or(Value::Draw))
        .collect();
    let open: Vec<usize> = (0..count).filter(|&p| fixed(p).is_none()).collect();
    let mut next = Vec::new();
    let mut spent = 0u64;
    loop {
        let mut changed = false;
        for &p in &open {
            if value[p] != Value::Draw {
                continue;
            }
            next.clear();
            moves(p, &mut next);
            spent += 1 + next.len() as u64;
            if next.iter().any(|&q| value[q] == Value::Lose) {
                value[p] = Value::Win;
                changed = true;
            } else if next.iter().all(|&q| value[q] == Value::Win) {
                value[p] = Value::Lose;
                changed = true;
            }
        }
        if !changed {
            return Some(value);
        }
        if spent > budget {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim by the definition, recursively: some move (take 1..=p from one pile p) reaches a
    /// position the opponent loses.
    fn nim_wins(piles: &[u32]) -> bool {
        (0..piles.len()).any(|i| {
            (0..piles[i]).any(|left| {
                let mut next = piles.to_vec();
                next[i] = left;
                !nim_wins(&next)
            })
        })
    }

    /// Every move of Nim from `piles`, listed, the piles kept as they are.
    fn nim_moves(piles: &[u32]) -> Vec<Vec<u32>> {
        let mut moves = Vec::new();
        for i in 0..piles.len() {
            for left in 0..piles[i] {
                let mut next = piles.to_vec();
                next[i] = left;
                moves.push(next);
            }
        }
        moves
    }

    #[test]
    fn win_lose_decides_subtraction_games() {
        // take 1 or 2 from n: lost iff n % 3 == 0
        let mut search = WinLose::new(
            |&n: &u32| {
                (1..=2)
                    .filter(|&k| k <= n)
                    .map(|k| n - k)
                    .collect::<Vec<_>>()
            },
            1000,
        );
        for n in 0..30 {
            assert_eq!(search.first_wins(&n), Some(n % 3 != 0), "n = {n}");
        }
        // take 1, 3 or 4 from n: lost iff n % 7 is 0 or 2
        let mut search = WinLose::new(
            |&n: &u32| {
                [1, 3, 4]
                    .into_iter()
                    .filter(move |&k| k <= n)
                    .map(move |k| n - k)
            },
            1000,
        );
        for n in 0..50 {
            assert_eq!(search.first_wins(&n), Some(![0, 2].contains(&(n % 7))));
        }
    }

    #[test]
    fn win_lose_decides_nim_as_the_definition_does() {
        let mut listed = WinLose::new(|p: &Vec<u32>| nim_moves(p), usize::MAX);
        let mut piles = PileSearch::new(
            |key: &Vec<u32>| nim_moves(key).into_iter().map(|p| sorted_non_empty(&p)),
            usize::MAX,
        );
        for position in crate::inputs::all_vectors(3, 4) {
            let wins = nim_wins(&position);
            assert_eq!(listed.first_wins(&position), Some(wins), "{position:?}");
            assert_eq!(piles.first_wins(&position), Some(wins), "{position:?}");
        }
        assert!(
            piles.search.decided() < listed.decided(),
            "one position per normal form"
        );
    }

    #[test]
    fn win_lose_pulls_no_move_past_the_first_winning_one() {
        // take 1 or 2 from n; a move to a multiple of 3 wins, and no move is pulled after it
        let moves = |&n: &u32| {
            let mut won = false;
            (1..=2).filter(move |&k| k <= n).map(move |k| {
                assert!(!won, "a move pulled from {n} past the winning one");
                won = (n - k) % 3 == 0;
                n - k
            })
        };
        let mut search = WinLose::new(moves, 1000);
        for n in 0..30 {
            assert_eq!(search.first_wins(&n), Some(n % 3 != 0), "n = {n}");
        }
    }

    #[test]
    fn win_lose_needs_no_deep_call_stack() {
        // a chain of 10^5 single steps, listed and lazy
        let mut chain = WinLose::new(|&n: &u32| if n > 0 { vec![n - 1] } else { vec![] }, 200_000);
        assert_eq!(chain.first_wins(&100_000), Some(false));
        assert_eq!(chain.decided(), 100_001);
        let mut lazy = WinLose::new(|&n: &u32| n.checked_sub(1), 200_000);
        assert_eq!(lazy.first_wins(&100_001), Some(true));
    }

    #[test]
    fn win_lose_gives_up_once_a_budget_is_spent() {
        let chain = |&n: &u32| n.checked_sub(1);
        assert_eq!(WinLose::new(chain, 10).first_wins(&100), None, "positions");
        assert_eq!(WinLose::new(chain, 101).first_wins(&100), Some(false));
        // take any 1..=n stones from one pile, all first: that move wins at once
        let listed = |&n: &u32| (0..n).collect::<Vec<u32>>();
        let lazy = |&n: &u32| {
            std::iter::successors((n > 0).then_some(0), move |&m| (m + 1 < n).then_some(m + 1))
        };
        // the moves a listed position holds count when it is opened, a lazy iterator's as they
        // are pulled
        let pile = 60_000;
        assert_eq!(
            WinLose::new(listed, 10)
                .listing_at_most(59_999)
                .first_wins(&pile),
            None
        );
        assert_eq!(
            WinLose::new(listed, 10)
                .listing_at_most(60_000)
                .first_wins(&pile),
            Some(true)
        );
        assert_eq!(
            WinLose::new(lazy, 10).listing_at_most(1).first_wins(&pile),
            Some(true)
        );
        // take 1 or 2, lazily: 3 is lost, which makes 5 moves (3 → 2 → 1 → 0, 2 → 0, 3 → 1)
        let one_or_two = |&n: &u32| (1..=2).filter(move |&k| k <= n).map(move |k| n - k);
        assert_eq!(
            WinLose::new(one_or_two, 10)
                .listing_at_most(4)
                .first_wins(&3),
            None
        );
        assert_eq!(
            WinLose::new(one_or_two, 10)
                .listing_at_most(5)
                .first_wins(&3),
            Some(false)
        );
        // the same moves through an iterator that holds more after a pull than at its opening
        // (a flattened list, whose lower bound is 0 until its first list is taken): still 5
        let flattened = |&n: &u32| {
            std::iter::once(n).flat_map(|n| {
                (1..=2)
                    .filter(|&k| k <= n)
                    .map(move |k| n - k)
                    .collect::<Vec<_>>()
            })
        };
        for (most, answer) in [(4, None), (5, Some(false))] {
            let mut search = WinLose::new(flattened, 10).listing_at_most(most);
            assert_eq!(search.first_wins(&3), answer, "at most {most} moves");
        }
    }

    #[test]
    fn fixed_point_finds_wins_losses_and_draws() {
        // 0: terminal, lost for the mover; 1 -> 0 (win); 2 -> 1 (lose); 3 <-> 4 (draw); 5 -> 3, 2
        let graph: [&[usize]; 6] = [&[], &[0], &[1], &[4], &[3], &[3, 2]];
        let value = fixed_point(
            6,
            |p| (p == 0).then_some(Value::Lose),
            |p, out| out.extend_from_slice(graph[p]),
            1000,
        );
        use Value::*;
        assert_eq!(value, Some(vec![Lose, Win, Lose, Draw, Draw, Win]));
    }
}

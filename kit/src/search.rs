//! The searches the oracles share, written from the definitions of winning and losing and nothing
//! else: a memoised win/lose search of an acyclic game with a budget ([`WinLose`]), and a naive
//! fixed point for games with draws ([`fixed_point`]). Neither knows any problem's insight.

use std::collections::HashMap;
use std::hash::Hash;

/// The positions one move reaches from a table of piles.
pub type PileMoves = fn(&Vec<u32>) -> Vec<Vec<u32>>;

/// A [`WinLose`] search over vectors of piles, for the oracles whose positions are tables of piles:
/// `key` puts a table in the form `moves` expects (sorted, say), and the budgets bound it.
pub struct PileSearch {
    search: WinLose<Vec<u32>, PileMoves>,
    key: fn(&[u32]) -> Vec<u32>,
}

impl PileSearch {
    /// A search with the moves `moves` and the normal form `key`, deciding at most `budget`
    /// positions and listing at most `listed` moves in all.
    pub fn new(
        moves: PileMoves,
        key: fn(&[u32]) -> Vec<u32>,
        budget: usize,
        listed: usize,
    ) -> Self {
        PileSearch {
            search: WinLose::new(moves, budget).listing_at_most(listed),
            key,
        }
    }

    /// True iff the player to move wins with the piles `piles`, or `None` once a budget is spent.
    pub fn first_wins(&mut self, piles: &[u32]) -> Option<bool> {
        self.search.first_wins(&(self.key)(piles))
    }
}

/// Win/lose memo for an acyclic game whose positions are `P`: the player to move wins iff some move
/// reaches a position the opponent loses, so a position with no move is lost. The search is
/// iterative (an explicit stack), so a game of any length needs no deep call stack.
pub struct WinLose<P, M> {
    moves: M,
    memo: HashMap<P, bool>,
    budget: usize,
    /// The most moves listed in all (each listing builds the positions), and how many so far.
    listed_budget: usize,
    listed: usize,
}

impl<P: Clone + Eq + Hash, M: FnMut(&P) -> Vec<P>> WinLose<P, M> {
    /// A search whose `moves(p)` lists the positions one move reaches from `p` (each with the
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

    /// The same search, giving up also once it has listed more than `listed` moves in all: for
    /// games with many moves per position, where listing them is the cost (and the memory).
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
    /// or list more moves than [`WinLose::listing_at_most`] allows.
    pub fn first_wins(&mut self, start: &P) -> Option<bool> {
        if let Some(&known) = self.memo.get(start) {
            return Some(known);
        }
        // open[i] = (position, its moves, how many of them are known to be won for the opponent)
        let mut open: Vec<(P, Vec<P>, usize)> = Vec::new();
        let first_moves = self.list(start)?;
        open.push((start.clone(), first_moves, 0));
        while let Some((_, moves, tried)) = open.last_mut() {
            // Some(wins) once the top position is decided; else the next position to open, if any
            let (decided, to_open) = match moves.get(*tried) {
                None => (Some(false), None),
                Some(next) => match self.memo.get(next) {
                    Some(false) => (Some(true), None),
                    Some(true) => {
                        *tried += 1;
                        (None, None)
                    }
                    None => (None, Some(next.clone())),
                },
            };
            if let Some(wins) = decided {
                let (position, _, _) = open.pop().expect("an open position");
                self.memo.insert(position, wins);
            } else if let Some(next) = to_open {
                if self.memo.len() + open.len() >= self.budget {
                    return None;
                }
                let next_moves = self.list(&next)?;
                open.push((next, next_moves, 0));
            }
        }
        self.memo.get(start).copied()
    }

    /// The moves from `position`, counted against the listing budget.
    fn list(&mut self, position: &P) -> Option<Vec<P>> {
        let moves = (self.moves)(position);
        self.listed = self.listed.saturating_add(moves.len());
        (self.listed <= self.listed_budget).then_some(moves)
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

    #[test]
    fn win_lose_decides_subtraction_games_and_long_chains() {
        // take 1 or 2 from n: lost iff n % 3 == 0
        let mut search = WinLose::new(
            |&n: &u32| (1..=2).filter(|&k| k <= n).map(|k| n - k).collect(),
            1000,
        );
        for n in 0..30 {
            assert_eq!(search.first_wins(&n), Some(n % 3 != 0), "n = {n}");
        }
        // a chain of 10^5 single steps: no deep recursion
        let mut chain = WinLose::new(|&n: &u32| if n > 0 { vec![n - 1] } else { vec![] }, 200_000);
        assert_eq!(chain.first_wins(&100_000), Some(false));
        assert_eq!(chain.decided(), 100_001);
        let mut small = WinLose::new(|&n: &u32| if n > 0 { vec![n - 1] } else { vec![] }, 10);
        assert_eq!(small.first_wins(&100), None, "over budget");
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

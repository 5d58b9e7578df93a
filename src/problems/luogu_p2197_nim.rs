//! Luogu P2197 Nim: the oracle searches the game tree over pile vectors; it knows nothing of XOR.

use super::{Exhaustive, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use std::collections::HashMap;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "luogu-p2197-nim",
    validate,
    oracle: brute,
    reference: None,
    checker: None,
    exhaustive: Exhaustive {
        bound: "(not stated yet)",
        inputs: Vec::new,
    },
    random: &[],
    shrink: |_| Vec::new(),
    max_inputs,
};

/// Not written yet: rejects every input.
pub fn validate(_input: &str) -> Result<(), String> {
    Err("no validator yet".to_owned())
}

/// The most work the search takes on per case: C(m + n, n) positions (the multisets of n piles of
/// at most m stones) times n·m moves from each.
const SEARCH_BUDGET: u64 = 20_000_000;

/// Win/lose memo for positions given as sorted pile vectors with the empty piles removed.
#[derive(Default)]
pub struct Search {
    memo: HashMap<Vec<u32>, bool>,
}

impl Search {
    /// True iff the player to move wins `piles`: some move (take 1..=p from one pile p) reaches a
    /// position the opponent loses; with no move at all, the player to move loses.
    pub fn first_wins(&mut self, piles: &[u32]) -> bool {
        let mut key: Vec<u32> = piles.iter().copied().filter(|&p| p > 0).collect();
        key.sort_unstable();
        self.wins_sorted(key)
    }

    fn wins_sorted(&mut self, key: Vec<u32>) -> bool {
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'moves: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue; // the same move as on the equal pile before
            }
            for left in 0..key[i] {
                let mut next = key.clone();
                next[i] = left;
                next.retain(|&p| p > 0);
                next.sort_unstable();
                if !self.wins_sorted(next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

/// The expected output by game search, or `None` if a case is too large to search.
pub fn brute(input: &str) -> Option<String> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    let mut search = Search::default();
    let mut out = String::new();
    for _ in 0..t {
        let n: usize = tokens.read();
        let piles: Vec<u32> = tokens.many(n);
        let m = u64::from(piles.iter().copied().max().unwrap_or(0));
        // C(m + n, n) = prod_{i=1..n} (m + i) / i, exact at every step.
        let mut positions = 1u64;
        for i in 1..=n as u64 {
            positions = positions.checked_mul(m + i)? / i;
        }
        if positions.checked_mul(n as u64 * m)? > SEARCH_BUDGET {
            return None;
        }
        let verdict = if search.first_wins(&piles) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// An input holding `cases`, one pile vector each.
pub fn input_of(cases: &[Vec<u32>]) -> String {
    let mut input = format!("{}\n", cases.len());
    for piles in cases {
        let line: Vec<String> = piles.iter().map(u32::to_string).collect();
        writeln!(input, "{}\n{}", piles.len(), line.join(" ")).unwrap();
    }
    input
}

/// Every vector of at most `max_piles` piles, each of at most `max_stones` stones (the empty
/// vector included), in lexicographic order of (length, piles).
pub fn all_positions(max_piles: usize, max_stones: u32) -> Vec<Vec<u32>> {
    super::all_vectors(max_piles, max_stones)
}

/// A random position of 1..=`max_piles` piles of 0..=`max_stones`, often with repeated sizes.
pub fn random_position(rng: &mut Rng, max_piles: usize, max_stones: u32) -> Vec<u32> {
    let n = 1 + rng.below(max_piles);
    let mut piles: Vec<u32> = (0..n)
        .map(|_| rng.range(0, u64::from(max_stones)) as u32)
        .collect();
    if n > 1 && rng.chance(1, 3) {
        let (i, j) = (rng.below(n), rng.below(n));
        piles[i] = piles[j];
    }
    piles
}

/// T = 10 cases of n = 10^4 piles of random sizes below 10^4.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2197);
    let cases: Vec<Vec<u32>> = (0..10)
        .map(|_| (0..10_000).map(|_| rng.range(0, 9_999) as u32).collect())
        .collect();
    vec![MaxInput {
        label: "T=10, n=10^4, a_i<10^4",
        input: input_of(&cases),
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_the_small_positions_by_hand() {
        let mut search = Search::default();
        assert!(!search.first_wins(&[]), "no move: the player to move loses");
        assert!(search.first_wins(&[3]), "take the whole pile");
        assert!(!search.first_wins(&[2, 2]), "the second player mirrors");
        assert!(search.first_wins(&[1, 2]), "move to (1, 1)");
        assert!(!search.first_wins(&[1, 2, 3]));
    }

    #[test]
    fn all_positions_counts_every_vector() {
        assert_eq!(all_positions(3, 7).len(), 1 + 8 + 64 + 512);
    }
}

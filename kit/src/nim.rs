//! Nim's own search and the input layout of the Nim-like problems (T cases, each a line `n` and a
//! line of n piles): the oracle of luogu-p2197-nim, shared by the problems whose game is Nim under
//! other limits (cses-1730-nim-game-1, luogu-p1247-matches) and by those with the same layout.
//! The search knows nothing of XOR: it tries every move.

use crate::rng::Rng;
use crate::tokens::Tokens;
use std::collections::HashMap;
use std::fmt::Write;

/// The cases of a valid input, one pile vector each.
pub fn parse_cases(input: &str) -> Vec<Vec<u32>> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let n: usize = tokens.read();
            tokens.many(n)
        })
        .collect()
}

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
    crate::inputs::all_vectors(max_piles, max_stones)
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

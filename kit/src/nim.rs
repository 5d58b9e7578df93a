//! Nim's own search and Nim as a game to play: the oracle of luogu-p2197-nim, shared by the
//! problems whose game is Nim under other limits (cses-1730-nim-game-1, luogu-p1247-matches).
//! The search knows nothing of XOR: it tries every move. Their input layout is [`crate::cases`].

use crate::game::{Game, Games, Kind, Move, PLAY_BUDGET};
use crate::rng::Rng;
use std::collections::HashMap;
use std::fmt::Write;

/// Win/lose memo for positions given as sorted pile vectors with the empty piles removed: the
/// moves of [`Nim`] tried lazily, the largest take first, stopping at the first win (the kit's
/// generic search lists every move of a position before it tries one, which a pile of 60,000
/// stones makes quadratic).
#[derive(Default)]
pub struct Search {
    memo: HashMap<Vec<u32>, bool>,
}

impl Search {
    /// True iff the player to move wins `piles`: some move (take 1..=p from one pile p) reaches a
    /// position the opponent loses; with no move at all, the player to move loses.
    pub fn first_wins(&mut self, piles: &[u32]) -> bool {
        self.wins_sorted(NORMAL.canonical(&piles.to_vec()))
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
                if !self.wins_sorted(NORMAL.canonical(&next)) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

/// Nim under normal play.
static NORMAL: Nim = Nim {
    kind: Kind::Impartial,
};

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

/// The games of an input in the Nim-like layout ([`crate::cases`]), for `judge play`: each case's
/// piles, Nim of `kind` ([`Kind::Impartial`] for normal play), solved within [`PLAY_BUDGET`].
pub fn games(input: &str, kind: Kind) -> Games {
    Games::new(
        crate::cases::parse(input)
            .into_iter()
            .map(|piles| Games::case(Nim { kind }, piles, PLAY_BUDGET))
            .collect(),
    )
}

/// Nim as a game to play: piles in a row; a move takes one or more stones from one pile, written
/// as the pile's number (from 1) and how many (`2 3`: three stones from pile 2). Under normal
/// play the player with no move loses; under misère play ([`Kind::Misere`]) that player wins.
pub struct Nim {
    pub kind: Kind,
}

impl Nim {
    /// How a move is typed.
    pub const NOTATION: &'static str = "the pile (from 1) and how many stones to take: `2 3`";
}

impl Game for Nim {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        self.kind
    }

    fn moves(&self, piles: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let mut moves = Vec::new();
        for (i, &pile) in piles.iter().enumerate() {
            for take in 1..=pile {
                let mut next = piles.clone();
                next[i] -= take;
                moves.push(Move::to(format!("{} {take}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, piles: &Vec<u32>) -> String {
        let mut text = String::new();
        for (i, &pile) in piles.iter().enumerate() {
            let stones = if pile <= 30 {
                "o".repeat(pile as usize)
            } else {
                format!("{} stones", pile)
            };
            writeln!(text, "pile {:>2}: {stones:<30} {pile}", i + 1).unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<u32>, typed: &str) -> Option<String> {
        let words: Vec<&str> = typed.split_whitespace().collect();
        let numbers: Option<Vec<u64>> = words.iter().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[pile, take]) => match piles.get((pile as usize).wrapping_sub(1)) {
                None => format!(
                    "there is no pile {pile}: the piles are 1 to {}",
                    piles.len()
                ),
                Some(_) if take == 0 => "a move takes at least one stone".to_owned(),
                Some(&stones) => format!("pile {pile} has only {stones} stones"),
            },
            _ => format!("`{typed}` is not a move: {}", Nim::NOTATION),
        })
    }

    fn moves_at_least(&self, piles: &Vec<u32>) -> u64 {
        piles.iter().map(|&p| u64::from(p)).sum()
    }

    fn canonical(&self, piles: &Vec<u32>) -> Vec<u32> {
        let mut key: Vec<u32> = piles.iter().copied().filter(|&p| p > 0).collect();
        key.sort_unstable();
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameResult;

    #[test]
    fn an_inputs_games_are_its_cases_as_nim_of_the_kind_asked() {
        let input = "2\n2\n1 1\n1\n3\n";
        let mut normal = games(input, Kind::Impartial);
        assert_eq!(normal.len(), 2);
        // Two equal piles: the second player mirrors; one pile: the first takes it all.
        assert_eq!(normal.get(0).unwrap().result(), GameResult::SecondWins);
        assert_eq!(normal.get(1).unwrap().result(), GameResult::FirstWins);
        // Misère: who takes the last stone loses, so two single stones are the first's.
        let mut misere = games(input, Kind::Misere);
        assert_eq!(misere.get(0).unwrap().result(), GameResult::FirstWins);
        assert_eq!(misere.get(1).unwrap().result(), GameResult::FirstWins);
    }
}

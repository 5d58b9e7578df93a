//! Nim's search and Nim as a game to play: the oracle of luogu-p2197-nim, shared by the problems
//! whose game is Nim under other limits (cses-1730-nim-game-1, luogu-p1247-matches). The search
//! is the kit's pile search ([`crate::search::PileSearch`]) over Nim's moves and knows nothing of
//! XOR: it tries every move until one wins. Their input layout is [`crate::cases`].

use crate::game::{Game, Games, Kind, Move, PLAY_BUDGET};
use crate::rng::Rng;
use crate::search::{PileSearch, sorted_non_empty};
use std::fmt::Write;

/// Nim's win/lose search: the kit's [`PileSearch`] over Nim's moves made one at a time
/// ([`Takes`]), so that it stops at the first winning move without making the others (a pile of
/// 60,000 stones has 60,000), with no budget.
pub struct Search(PileSearch<fn(&Vec<u32>) -> Takes>);

impl Default for Search {
    fn default() -> Self {
        Search(PileSearch::new(|piles| Takes::new(piles), usize::MAX))
    }
}

impl Search {
    /// True iff the player to move wins `piles`: some move (take 1..=p from one pile p) reaches a
    /// position the opponent loses; with no move at all, the player to move loses.
    pub fn first_wins(&mut self, piles: &[u32]) -> bool {
        self.0.first_wins(piles).expect("no budget")
    }
}

/// The moves of Nim from sorted non-empty piles, made one at a time in the normal form
/// ([`sorted_non_empty`]): each pile in turn, the largest take first (a win found soonest where
/// taking a whole pile wins), a pile equal to the one before skipped (the same moves).
struct Takes {
    piles: Vec<u32>,
    /// The pile taken from, and how many stones the next move leaves on it.
    pile: usize,
    left: u32,
}

impl Takes {
    fn new(piles: &[u32]) -> Takes {
        Takes {
            piles: piles.to_vec(),
            pile: 0,
            left: 0,
        }
    }
}

impl Iterator for Takes {
    type Item = Vec<u32>;

    fn next(&mut self) -> Option<Vec<u32>> {
        while let Some(&stones) = self.piles.get(self.pile) {
            let repeated = self.pile > 0 && self.piles[self.pile - 1] == stones;
            if !repeated && self.left < stones {
                let mut next = self.piles.clone();
                next[self.pile] = self.left;
                self.left += 1;
                return Some(sorted_non_empty(&next));
            }
            self.pile += 1;
            self.left = 0;
        }
        None
    }
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
        sorted_non_empty(piles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameResult;

    #[test]
    fn the_search_decides_every_small_position_as_the_games_search_does() {
        // the kit's search of the game Nim, whose moves are listed as the rules state them
        let nim = Nim {
            kind: Kind::Impartial,
        };
        let mut listed = crate::game::Searcher::new(&nim, usize::MAX);
        let mut search = Search::default();
        for piles in all_positions(3, 5) {
            assert_eq!(
                Some(search.first_wins(&piles)),
                listed.first_wins(&piles),
                "{piles:?}"
            );
        }
        assert!(search.first_wins(&[7, 0, 2, 0]), "to (2, 2)");
        assert!(
            !search.first_wins(&[0, 5, 0, 5]),
            "the second player mirrors"
        );
    }

    #[test]
    fn takes_makes_each_moves_position_once_the_largest_take_first() {
        let moves: Vec<Vec<u32>> = Takes::new(&[1, 1, 3]).collect();
        assert_eq!(
            moves,
            [vec![1, 3], vec![1, 1], vec![1, 1, 1], vec![1, 1, 2]]
        );
        assert_eq!(Takes::new(&[]).next(), None);
    }

    #[test]
    fn a_large_pile_is_won_without_making_its_other_moves() {
        // taking the whole pile wins at once, and the search makes no other move
        let mut search = Search::default();
        assert!(search.first_wins(&[60_000]));
        assert_eq!(search.0.decided(), 2, "the pile and the empty table");
        assert!(search.first_wins(&[1, 60_000]), "to (1, 1)");
    }

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

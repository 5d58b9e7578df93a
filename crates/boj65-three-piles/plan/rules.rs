//! The game and the oracle: the rules, searched.

use super::{MAX_PILE, cases_of};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use std::fmt::Write;
use std::sync::OnceLock;

/// The largest memoised search one case may start, as a bound on the positions it can reach
/// ([`reach`]); an input with a larger case is decided bottom-up over every position instead.
pub(super) const SEARCH_BUDGET: u64 = 1_000_000;

/// Win/lose memo for positions given as sorted triples of piles up to a bound: a flat table, not
/// the shared hash-map search, since a case may reach 10^6 positions (the recursion is at most
/// about 255 moves deep: every move removes 3 stones).
pub(super) struct Search {
    /// Piles are 0..side.
    side: usize,
    /// memo[(a * side + b) * side + c] for sorted a ≤ b ≤ c: whether the player to move wins, once
    /// known.
    memo: Vec<Option<bool>>,
}

impl Search {
    /// An empty memo for triples of piles up to `max_pile`.
    pub fn new(max_pile: u32) -> Self {
        let side = max_pile as usize + 1;
        Search {
            side,
            memo: vec![None; side * side * side],
        }
    }

    /// True iff the player to move wins `piles`: some move (x ≥ 1 from one pile and 2x from
    /// another) reaches a position the opponent loses; with no move at all, the player to move
    /// loses.
    pub fn first_wins(&mut self, piles: [u32; 3]) -> bool {
        let mut key = piles.map(|p| p as usize);
        key.sort_unstable();
        assert!(key[2] < self.side, "piles {piles:?} beyond the memo");
        let slot = (key[0] * self.side + key[1]) * self.side + key[2];
        if let Some(known) = self.memo[slot] {
            return known;
        }
        let wins = moves(key).any(|next| !self.first_wins(next.map(|p| p as u32)));
        self.memo[slot] = Some(wins);
        wins
    }
}

/// Every move from `piles` with the position it reaches: x ≥ 1 taken from pile i and 2x from pile
/// j ≠ i, as (i, j, x, the piles after it). The rules of the game: [`ThreePiles`] names these
/// moves, and the oracle's [`Search`] tries them.
pub(super) fn takes(piles: [usize; 3]) -> impl Iterator<Item = (usize, usize, usize, [usize; 3])> {
    (0..3).flat_map(move |i| {
        (0..3).filter(move |&j| j != i).flat_map(move |j| {
            (1..)
                .take_while(move |&x| x <= piles[i] && 2 * x <= piles[j])
                .map(move |x| {
                    let mut next = piles;
                    next[i] -= x;
                    next[j] -= 2 * x;
                    (i, j, x, next)
                })
        })
    })
}

/// Every position one move reaches from `piles` ([`takes`]).
pub(super) fn moves(piles: [usize; 3]) -> impl Iterator<Item = [usize; 3]> {
    takes(piles).map(|(_, _, _, next)| next)
}

/// The game: three piles; a move takes x ≥ 1 stones from one pile and 2x from another, typed as
/// the pile to take x from, the pile to take 2x from (1 to 3) and x (`1 2 1`); the player who
/// cannot move loses. The oracle keeps its own flat-table [`Search`] over the same moves
/// ([`takes`]): the kit's search lists every move of a position as a named move in a hash map,
/// and a case reaches up to 10^6 positions of up to 762 moves each.
struct ThreePiles;

impl Game for ThreePiles {
    type Position = [u32; 3];

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &[u32; 3]) -> Vec<Move<[u32; 3]>> {
        takes(piles.map(|p| p as usize))
            .map(|(i, j, x, next)| {
                Move::to(format!("{} {} {x}", i + 1, j + 1), next.map(|p| p as u32))
            })
            .collect()
    }

    fn draw(&self, piles: &[u32; 3]) -> String {
        let mut text = String::new();
        for (k, &pile) in piles.iter().enumerate() {
            let stones = if pile <= 40 {
                "o".repeat(pile as usize)
            } else {
                format!("{pile} stones")
            };
            writeln!(text, "pile {}: {stones:<40} {pile}", k + 1).unwrap();
        }
        text
    }

    fn refuse(&self, piles: &[u32; 3], typed: &str) -> Option<String> {
        let numbers: Vec<Option<u32>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(i), Some(j), Some(x)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        Some(
            if let Some(k) = [i, j].into_iter().find(|k| !(1..=3).contains(k)) {
                format!("there is no pile {k}: the piles are 1 to 3")
            } else if i == j {
                "x and 2x come from two different piles".to_owned()
            } else if x == 0 {
                "a move takes at least one stone (x ≥ 1)".to_owned()
            } else if x > piles[i as usize - 1] {
                let has = stones(piles[i as usize - 1]);
                format!("pile {i} has {has}, fewer than x = {x}")
            } else {
                let has = stones(piles[j as usize - 1]);
                format!("pile {j} has {has}, fewer than 2x = {}", 2 * x)
            },
        )
    }

    fn canonical(&self, piles: &[u32; 3]) -> [u32; 3] {
        let mut sorted = *piles;
        sorted.sort_unstable();
        sorted
    }
}

/// `1 stone`, `3 stones`.
pub(super) fn stones(k: u32) -> String {
    if k == 1 {
        "1 stone".to_owned()
    } else {
        format!("{k} stones")
    }
}

/// How a move is typed.
pub(super) const NOTATION: &str =
    "the pile to take x from, the pile to take 2x from (1 to 3), and x: `1 2 1`";

/// The games of an input, one per line before `0 0 0`, champ first.
pub(super) fn games(input: &str) -> Games {
    Games::new(
        cases_of(input)
            .into_iter()
            .map(|piles| Games::case(ThreePiles, piles, PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: `champ` moves first and wins, or `dalong` does.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "champ"))
}

/// Every position's outcome up to a largest pile, by the same search run bottom-up over all sorted
/// triples.
pub(super) struct Outcomes {
    /// Piles are 0..side.
    side: usize,
    /// Bit (a * side + b) * side + c, for sorted a ≤ b ≤ c: whether the player to move wins. Bits,
    /// not bytes: 256³ of them are 2 MiB, which the caches hold better than 16 MiB.
    wins: Vec<u64>,
}

impl Outcomes {
    /// Every position with piles up to 255.
    pub fn new() -> Self {
        Self::up_to(MAX_PILE)
    }

    /// Decides every sorted triple a ≤ b ≤ c ≤ `max_pile` in lexicographic order. A move never
    /// makes a pile grow, so each move reaches a sorted triple lexicographically smaller, decided
    /// before. A position is lost iff no move reaches a lost position, so the work is done from the
    /// lost ones: when a position turns out lost (nothing marked it won), every position with a
    /// move to it (x put back on one pile, 2x on another) is marked won. Lost positions are few
    /// (36 343 of the 2.8 M up to 255), so this visits far fewer moves than trying each position's.
    pub fn up_to(max_pile: u32) -> Self {
        let side = max_pile as usize + 1;
        let mut outcomes = Outcomes {
            side,
            wins: vec![0; (side * side * side).div_ceil(64)],
        };
        for a in 0..side {
            for b in a..side {
                for c in b..side {
                    let piles = [a, b, c];
                    if outcomes.get(piles) {
                        continue;
                    }
                    // lost: every position one move before it is won (the moves of [`moves`],
                    // backwards: x put back on pile i and 2x on pile j)
                    for i in 0..3 {
                        for j in (0..3).filter(|&j| j != i) {
                            let room = (side - 1 - piles[i]).min((side - 1 - piles[j]) / 2);
                            for x in 1..=room {
                                let mut before = piles;
                                before[i] += x;
                                before[j] += 2 * x;
                                outcomes.set(before);
                            }
                        }
                    }
                }
            }
        }
        outcomes
    }

    /// Marks `piles` (in any order) won.
    fn set(&mut self, piles: [usize; 3]) {
        let bit = self.bit(piles);
        self.wins[bit / 64] |= 1 << (bit % 64);
    }

    fn bit(&self, mut piles: [usize; 3]) -> usize {
        piles.sort_unstable();
        (piles[0] * self.side + piles[1]) * self.side + piles[2]
    }

    /// The bit of `piles` (in any order).
    fn get(&self, piles: [usize; 3]) -> bool {
        let bit = self.bit(piles);
        self.wins[bit / 64] >> (bit % 64) & 1 == 1
    }

    /// True iff the player to move wins `piles` (in any order, each at most the table's largest
    /// pile).
    pub fn first_wins(&self, piles: [u32; 3]) -> bool {
        assert!(
            piles.iter().all(|&p| (p as usize) < self.side),
            "piles {piles:?} beyond the table"
        );
        self.get(piles.map(|p| p as usize))
    }
}

impl Default for Outcomes {
    fn default() -> Self {
        Self::new()
    }
}

/// A bound on the positions the search reaches from `piles`: the triples below them.
pub(super) fn reach(piles: [u32; 3]) -> u64 {
    piles.iter().map(|&p| u64::from(p) + 1).product()
}

/// The expected output by game search: memoised from each case while the cases are small, else
/// bottom-up over every position (built once per process); `None` if a pile exceeds 255.
pub(super) fn oracle(input: &str) -> Option<String> {
    static OUTCOMES: OnceLock<Outcomes> = OnceLock::new();
    let cases = cases_of(input);
    let max_pile = cases.iter().flatten().copied().max().unwrap_or(0);
    if max_pile > MAX_PILE {
        return None;
    }
    let mut first_wins: Box<dyn FnMut([u32; 3]) -> bool> =
        if cases.iter().all(|&piles| reach(piles) <= SEARCH_BUDGET) {
            let mut search = Search::new(max_pile);
            Box::new(move |piles| search.first_wins(piles))
        } else {
            let outcomes = OUTCOMES.get_or_init(Outcomes::new);
            Box::new(move |piles| outcomes.first_wins(piles))
        };
    let mut out = String::new();
    for piles in cases {
        let verdict = if first_wins(piles) { "champ" } else { "dalong" };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

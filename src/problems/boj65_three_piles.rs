//! BOJ 65 three piles, take x and 2x: the oracle searches the game tree over pile triples, with a
//! memo; it knows nothing of move lines or bitsets.

use super::{Exhaustive, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "boj65-three-piles",
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

/// The largest pile the statement allows.
pub const MAX_PILE: u32 = 255;

/// The largest memoised search one case may start, as a bound on the positions it can reach
/// ([`reach`]); an input with a larger case is decided bottom-up over every position instead.
pub const SEARCH_BUDGET: u64 = 1_000_000;

/// Win/lose memo for positions given as sorted triples of piles up to a bound.
pub struct Search {
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

/// Every position one move reaches from `piles`: x ≥ 1 taken from pile i and 2x from pile j ≠ i.
fn moves(piles: [usize; 3]) -> impl Iterator<Item = [usize; 3]> {
    (0..3).flat_map(move |i| {
        (0..3).filter(move |&j| j != i).flat_map(move |j| {
            (1..)
                .take_while(move |&x| x <= piles[i] && 2 * x <= piles[j])
                .map(move |x| {
                    let mut next = piles;
                    next[i] -= x;
                    next[j] -= 2 * x;
                    next
                })
        })
    })
}

/// Every position's outcome, by the same search run bottom-up over all sorted triples.
pub struct Outcomes {
    /// wins[(a * SIDE + b) * SIDE + c] for sorted a ≤ b ≤ c: whether the player to move wins.
    wins: Vec<bool>,
}

/// Piles are 0..SIDE.
const SIDE: usize = MAX_PILE as usize + 1;

impl Outcomes {
    /// Decides every sorted triple a ≤ b ≤ c ≤ 255 in lexicographic order: a move never makes a
    /// pile grow, so each move reaches a sorted triple lexicographically smaller, decided before.
    pub fn new() -> Self {
        let mut wins = vec![false; SIDE * SIDE * SIDE];
        for a in 0..SIDE {
            for b in a..SIDE {
                for c in b..SIDE {
                    let found = moves([a, b, c]).any(|mut next| {
                        next.sort_unstable();
                        !wins[(next[0] * SIDE + next[1]) * SIDE + next[2]]
                    });
                    wins[(a * SIDE + b) * SIDE + c] = found;
                }
            }
        }
        Outcomes { wins }
    }

    /// True iff the player to move wins `piles` (in any order, each at most 255).
    pub fn first_wins(&self, piles: [u32; 3]) -> bool {
        let mut key = piles.map(|p| p as usize);
        key.sort_unstable();
        self.wins[(key[0] * SIDE + key[1]) * SIDE + key[2]]
    }
}

impl Default for Outcomes {
    fn default() -> Self {
        Self::new()
    }
}

/// A bound on the positions the search reaches from `piles`: the triples below them.
pub fn reach(piles: [u32; 3]) -> u64 {
    piles.iter().map(|&p| u64::from(p) + 1).product()
}

/// The cases of an input: the triples before the line `0 0 0` (or before the end of the input).
pub fn cases_of(input: &str) -> Vec<[u32; 3]> {
    let mut tokens = Tokens::new(input);
    let mut cases = Vec::new();
    while let Some(a) = tokens.try_next::<u32>() {
        let piles = [a, tokens.read(), tokens.read()];
        if piles == [0, 0, 0] {
            break;
        }
        cases.push(piles);
    }
    cases
}

/// The expected output by game search: memoised from each case while the cases are small, else
/// bottom-up over every position; `None` if a pile exceeds 255.
pub fn brute(input: &str) -> Option<String> {
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
            let outcomes = Outcomes::new();
            Box::new(move |piles| outcomes.first_wins(piles))
        };
    let mut out = String::new();
    for piles in cases {
        let verdict = if first_wins(piles) { "champ" } else { "dalong" };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// An input holding `cases`, one triple a line, ended by `0 0 0` if `terminated`.
pub fn input_of(cases: &[[u32; 3]], terminated: bool) -> String {
    let mut input = String::new();
    for [a, b, c] in cases {
        writeln!(input, "{a} {b} {c}").unwrap();
    }
    if terminated {
        input.push_str("0 0 0\n");
    }
    input
}

/// Every triple of piles of at most `max_pile` stones, in every order, except (0, 0, 0) (which
/// would end the input).
pub fn all_triples(max_pile: u32) -> Vec<[u32; 3]> {
    let sizes = 0..=max_pile;
    let mut all = Vec::new();
    for a in sizes.clone() {
        for b in sizes.clone() {
            for c in sizes.clone() {
                if [a, b, c] != [0, 0, 0] {
                    all.push([a, b, c]);
                }
            }
        }
    }
    all
}

/// A random triple with piles up to 255 that the search still reaches: one pile is small, the
/// other two anywhere in [0, 255], in a random order; sometimes two piles are equal.
pub fn random_reachable_triple(rng: &mut Rng) -> [u32; 3] {
    loop {
        let small = rng.range(0, 12) as u32;
        let mut piles = [
            small,
            rng.range(0, u64::from(MAX_PILE)) as u32,
            rng.range(0, u64::from(MAX_PILE)) as u32,
        ];
        if rng.chance(1, 4) {
            piles[2] = piles[1];
        }
        rng.shuffle(&mut piles);
        if piles == [0, 0, 0] {
            continue;
        }
        if reach(piles) <= SEARCH_BUDGET {
            return piles;
        }
    }
}

/// A uniform triple of piles in [0, 255], never (0, 0, 0).
pub fn random_triple(rng: &mut Rng) -> [u32; 3] {
    loop {
        let piles: [u32; 3] = std::array::from_fn(|_| rng.range(0, u64::from(MAX_PILE)) as u32);
        if piles != [0, 0, 0] {
            return piles;
        }
    }
}

/// 10^5 and 10^6 uniform lines, and one line, each ended by `0 0 0`.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(65);
    let mut lines =
        |n: usize| -> Vec<[u32; 3]> { (0..n).map(|_| random_triple(&mut rng)).collect() };
    vec![
        MaxInput {
            label: "10^5 lines of uniform piles in [0, 255]",
            input: input_of(&lines(100_000), true),
        },
        MaxInput {
            label: "one line: the table's cost alone",
            input: input_of(&[[255, 255, 255]], true),
        },
        MaxInput {
            label: "10^6 lines of uniform piles in [0, 255]",
            input: input_of(&lines(1_000_000), true),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_the_small_positions_by_hand() {
        let mut search = Search::new(12);
        assert!(
            !search.first_wins([0, 0, 0]),
            "no move: the player to move loses"
        );
        assert!(
            !search.first_wins([0, 0, 9]),
            "one pile alone allows no move"
        );
        assert!(
            !search.first_wins([1, 1, 1]),
            "2x never fits in a pile of 1"
        );
        assert!(search.first_wins([1, 2, 0]), "take 1 and 2 to empty both");
        assert!(
            search.first_wins([0, 2, 1]),
            "the order of the piles does not matter"
        );
        assert!(
            !search.first_wins([1, 4, 1]),
            "the only moves reach (0, 2, 1) and (1, 2, 0), which the next player empties"
        );
        assert!(
            !search.first_wins([2, 2, 2]),
            "only x = 1 fits, and it reaches (1, 0, 2) in some order, which the next player empties"
        );
        assert!(
            search.first_wins([1, 1, 3]),
            "take 1 and 2 to reach (0, 1, 1), which has no move"
        );
        assert!(
            !search.first_wins([2, 2, 3]),
            "only x = 1 fits, and each of the six results has a move to a single nonempty pile"
        );
    }

    #[test]
    fn cases_stop_at_the_terminator_or_the_end() {
        assert_eq!(
            cases_of("1 2 0\n1 4 1\n0 0 0\n5 5 5\n"),
            [[1, 2, 0], [1, 4, 1]]
        );
        assert_eq!(cases_of("1 2 0\n1 4 1\n"), [[1, 2, 0], [1, 4, 1]]);
        assert_eq!(cases_of(""), Vec::<[u32; 3]>::new());
    }

    #[test]
    fn all_triples_counts_every_ordered_triple_but_the_terminator() {
        assert_eq!(all_triples(30).len(), 31 * 31 * 31 - 1);
    }
}

//! Luogu P1290 / POJ 2348 Euclid's Game: the oracle searches the game over every pair up to the
//! input's largest value, trying every move. For values beyond its reach, [`quotient_rule`] is an
//! exact second method by continued-fraction quotients, checked against the search here.

use super::{Exhaustive, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "luogu-p1290-euclid-game",
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

/// The largest value the search takes on: a table of (v + 1)^2 pairs.
pub const MAX_SEARCHED: u64 = 1000;

/// `wins[a][b]` for 1 ≤ b ≤ a ≤ `max`: true iff the player to move at (a, b) wins.
pub struct Table {
    wins: Vec<Vec<bool>>,
}

impl Table {
    /// The game searched for every pair up to `max`: a move takes a to a − k·b for k ≥ 1 with
    /// a − k·b ≥ 0; reaching 0 wins; otherwise the mover wins iff some move reaches a position the
    /// opponent loses.
    pub fn new(max: usize) -> Self {
        let mut wins = vec![Vec::new(); max + 1];
        for a in 1..=max {
            wins[a] = vec![false; a + 1];
            for b in 1..=a {
                // every move shrinks a, so each position reached is already decided
                wins[a][b] = (1..=a / b).any(|k| {
                    let rest = a - k * b;
                    rest == 0 || !wins[rest.max(b)][rest.min(b)]
                });
            }
        }
        Table { wins }
    }

    /// True iff the player to move wins at (a, b), in either order.
    pub fn first_wins(&self, a: usize, b: usize) -> bool {
        self.wins[a.max(b)][a.min(b)]
    }
}

/// The quotients of the continued fraction of max(a, b) / min(a, b), as Euclid's algorithm
/// divides: q_1 = ⌊a / b⌋, then (a, b) ← (b, a mod b) until b = 0.
pub fn quotients(a: u64, b: u64) -> Vec<u64> {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut quotients = Vec::new();
    while b != 0 {
        quotients.push(a / b);
        (a, b) = (b, a % b);
    }
    quotients
}

/// True iff the player to move wins at the positive pair (a, b), by the quotient rule: the player
/// who moves at the first quotient ≥ 2 (or at the last quotient, if none is ≥ 2) wins, and the
/// players alternate along the quotients, since a quotient of 1 leaves a single move.
pub fn quotient_rule(a: u64, b: u64) -> bool {
    let quotients = quotients(a, b);
    let deciding = quotients
        .iter()
        .position(|&q| q >= 2)
        .unwrap_or(quotients.len() - 1);
    deciding % 2 == 0
}

/// The line of output for a game whose first player wins iff `stan_wins`.
pub fn verdict(stan_wins: bool) -> &'static str {
    if stan_wins { "Stan wins" } else { "Ollie wins" }
}

/// The expected output by game search, or `None` if a value exceeds [`MAX_SEARCHED`] or is 0.
pub fn brute(input: &str) -> Option<String> {
    let mut tokens = Tokens::new(input);
    let c: usize = tokens.read();
    let games: Vec<(u64, u64)> = (0..c).map(|_| (tokens.read(), tokens.read())).collect();
    let max = games.iter().map(|&(m, n)| m.max(n)).max().unwrap_or(0);
    let min = games.iter().map(|&(m, n)| m.min(n)).min().unwrap_or(1);
    if max > MAX_SEARCHED || min == 0 {
        return None;
    }
    let table = Table::new(max as usize);
    let mut out = String::new();
    for (m, n) in games {
        writeln!(out, "{}", verdict(table.first_wins(m as usize, n as usize))).unwrap();
    }
    Some(out)
}

/// The input text of `games`.
pub fn input_of(games: &[(u64, u64)]) -> String {
    let mut input = format!("{}\n", games.len());
    for (m, n) in games {
        writeln!(input, "{m} {n}").unwrap();
    }
    input
}

/// The pair g·(a, b) whose continued fraction a / b has the quotients `quotients` (the last ≥ 2,
/// or the only one 1 for a = b), or `None` if it overflows u64.
pub fn pair_of_quotients(quotients: &[u64], g: u64) -> Option<(u64, u64)> {
    // built from the last quotient: (a, b) = (q_k, 1), then (a, b) ← (q_i·a + b, a)
    let (&last, rest) = quotients.split_last()?;
    let (mut a, mut b) = (u128::from(last), 1u128);
    for &q in rest.iter().rev() {
        (a, b) = (u128::from(q) * a + b, a);
        if a > u128::from(u64::MAX) {
            return None;
        }
    }
    let g = u128::from(g);
    Some((u64::try_from(a * g).ok()?, u64::try_from(b * g).ok()?))
}

/// The largest pair of consecutive Fibonacci numbers (F_{k+1}, F_k) with F_{k+1} ≤ `max`: the
/// longest chain of quotients 1 below `max`.
pub fn fibonacci_pair(max: u64) -> (u64, u64) {
    let (mut a, mut b) = (1u64, 1u64);
    while let Some(next) = a.checked_add(b).filter(|&next| next <= max) {
        (a, b) = (next, a);
    }
    (a, b)
}

/// A random pair whose quotients start with a run of 1s (length up to `max_ones`) and go on at
/// random, scaled by a random factor, within u64; a mix of what makes the game long and short.
pub fn random_quotient_pair(rng: &mut Rng, max_ones: usize) -> (u64, u64) {
    loop {
        let ones = rng.below(max_ones + 1);
        let mut quotients = vec![1; ones];
        for _ in 0..rng.below(6) {
            let top = if rng.chance(1, 2) { 3 } else { 1 << 20 };
            quotients.push(rng.range(1, top));
        }
        quotients.push(rng.range(2, 5));
        let g = if rng.chance(1, 2) {
            1
        } else {
            rng.range(1, 1 << 30)
        };
        if let Some((a, b)) = pair_of_quotients(&quotients, g) {
            return if rng.chance(1, 2) { (a, b) } else { (b, a) };
        }
    }
}

/// C = 10^5 games: values below 2^31 (the statement's range, which the seed's int reads), half of
/// them long chains of quotient 1; then the same with values up to 2^64 − 1.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1290);
    let mut games = |max: u64| -> Vec<(u64, u64)> {
        (0..100_000)
            .map(|_| {
                if rng.chance(1, 2) {
                    let (a, b) = fibonacci_pair(rng.range(max / 2, max));
                    (a, b)
                } else {
                    (rng.range(1, max), rng.range(1, max))
                }
            })
            .collect()
    };
    let small = games((1 << 31) - 1);
    let large = games(u64::MAX);
    vec![
        MaxInput {
            label: "C=10^5, values below 2^31, half Fibonacci pairs",
            input: input_of(&small),
        },
        MaxInput {
            label: "C=10^5, values up to 2^64-1, half Fibonacci pairs",
            input: input_of(&large),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_small_pairs_by_hand() {
        let table = Table::new(30);
        assert!(table.first_wins(5, 5), "subtract once: 0");
        assert!(table.first_wins(12, 4), "4 divides 12");
        assert!(
            !table.first_wins(3, 2),
            "forced to (2, 1), where the opponent takes 2 to 0"
        );
        assert!(table.first_wins(5, 3), "forced to (3, 2), which loses");
        assert!(
            table.first_wins(25, 7),
            "the sample: 25 → 11 leaves (11, 7), which loses"
        );
        assert!(!table.first_wins(24, 15), "the sample");
    }

    #[test]
    fn the_quotient_rule_agrees_with_the_search_up_to_the_searched_bound() {
        let max = MAX_SEARCHED as usize;
        let table = Table::new(max);
        for a in 1..=max {
            for b in 1..=a {
                assert_eq!(
                    quotient_rule(a as u64, b as u64),
                    table.first_wins(a, b),
                    "({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn pairs_of_quotients_have_those_quotients() {
        assert_eq!(pair_of_quotients(&[3, 1, 1, 2], 1), Some((18, 5)));
        assert_eq!(quotients(18, 5), vec![3, 1, 1, 2]);
        assert_eq!(pair_of_quotients(&[1], 7), Some((7, 7)));
        let mut rng = Rng::new(5);
        for _ in 0..1000 {
            let (a, b) = random_quotient_pair(&mut rng, 80);
            let g = gcd(a, b);
            assert_eq!(
                pair_of_quotients(&quotients(a, b), g),
                Some((a.max(b), a.min(b)))
            );
        }
    }

    #[test]
    fn fibonacci_pairs_are_the_longest_chains_of_ones() {
        let (a, b) = fibonacci_pair(u64::MAX);
        assert!(a.checked_add(b).is_none());
        let q = quotients(a, b);
        assert!(q[..q.len() - 1].iter().all(|&x| x == 1));
        assert_eq!(q.len(), 91);
    }

    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }
}

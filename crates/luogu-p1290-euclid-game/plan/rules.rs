//! The game and the oracle: the rules, searched.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Searcher};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use std::fmt::Write;

/// The games of an input.
pub(super) fn parse_games(input: &str) -> Vec<(u64, u64)> {
    let mut tokens = Tokens::new(input);
    let c: usize = tokens.read();
    (0..c).map(|_| (tokens.read(), tokens.read())).collect()
}

/// A pair below 2^`size`: uniform, or both in the top half [2^(size−1), 2^size), or close
/// (b in [a/2, a]), in either order.
pub(super) fn wide_pair(rng: &mut Rng, size: usize) -> (u64, u64) {
    let top = (1u64 << size) - 1;
    let half = 1u64 << (size - 1);
    let (a, b) = match rng.below(3) {
        0 => (rng.range(1, top), rng.range(1, top)),
        1 => (rng.range(half, top), rng.range(half, top)),
        _ => {
            let a = rng.range(1, top);
            (a, rng.range((a / 2).max(1), a))
        }
    };
    if rng.chance(1, 2) { (a, b) } else { (b, a) }
}

/// The expected output by the quotient rule ([`quotient_rule`], checked against the search), for
/// every input of positive numbers.
pub(super) fn reference(input: &str) -> Option<String> {
    let mut out = String::new();
    for (m, n) in parse_games(input) {
        if m == 0 || n == 0 {
            return None;
        }
        writeln!(out, "{}", verdict(quotient_rule(m, n))).unwrap();
    }
    Some(out)
}

/// The largest value the search takes on: at most (v + 1)^2 pairs.
pub(super) const MAX_SEARCHED: u64 = 1000;

/// Euclid's game: two numbers (a, b), in the order of the input; a move subtracts k times the
/// smaller from the larger for some k ≥ 1 that keeps it ≥ 0 (typed as k; with a = b, from a). The
/// player who makes a 0 wins: a position with a 0 has no move, and the player to move there has
/// lost.
pub(super) struct Euclid;

impl Euclid {
    /// The larger number, the smaller and how many times the smaller fits in the larger (0 at the
    /// end).
    fn parts(&self, &(a, b): &(u64, u64)) -> (u64, u64, u64) {
        let (larger, smaller) = (a.max(b), a.min(b));
        (larger, smaller, larger.checked_div(smaller).unwrap_or(0))
    }
}

/// How a move is typed.
pub(super) const NOTATION: &str =
    "how many times to subtract the smaller number from the larger, at least once: `2`";

impl Game for Euclid {
    type Position = (u64, u64);

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<Move<(u64, u64)>> {
        let (larger, smaller, most) = self.parts(&(a, b));
        (1..=most)
            .map(|k| {
                let left = larger - k * smaller;
                let to = if a >= b { (left, b) } else { (a, left) };
                Move::to(k.to_string(), to)
            })
            .collect()
    }

    fn draw(&self, &(a, b): &(u64, u64)) -> String {
        let (larger, smaller, most) = self.parts(&(a, b));
        let rule = if most == 0 {
            "a 0: whoever made it has won".to_owned()
        } else if most == 1 {
            format!("the only move: {larger} − {smaller}")
        } else {
            format!("subtract {smaller} from {larger} 1 to {most} times")
        };
        format!("{a}   {b}\n{rule}\n")
    }

    fn refuse(&self, position: &(u64, u64), typed: &str) -> Option<String> {
        let (larger, smaller, most) = self.parts(position);
        Some(match typed.trim().parse::<u64>() {
            Ok(0) => "a move subtracts the smaller number at least once".to_owned(),
            Ok(k) if k > most => {
                format!("{k} × {smaller} is more than {larger}: at most {most} times")
            }
            _ => format!("`{}` is not a move: {NOTATION}", typed.trim()),
        })
    }

    fn canonical(&self, &(a, b): &(u64, u64)) -> (u64, u64) {
        (a.max(b), a.min(b))
    }
}

/// The kit's search of [`Euclid`], remembering every pair it decided.
pub(super) struct Search {
    search: Searcher<'static, Euclid>,
}

impl Search {
    /// A search of the pairs up to `max`: every one of them within its budget.
    pub fn new(max: usize) -> Self {
        let budget = (max + 1) * (max + 1);
        Search {
            search: Searcher::new(&Euclid, budget),
        }
    }

    /// True iff the player to move wins at (a, b), in either order.
    pub fn first_wins(&mut self, a: usize, b: usize) -> bool {
        self.search
            .first_wins(&(a as u64, b as u64))
            .expect("the pairs up to the search's bound are within its budget")
    }
}

/// The quotients of the continued fraction of max(a, b) / min(a, b), as Euclid's algorithm
/// divides: q_1 = ⌊a / b⌋, then (a, b) ← (b, a mod b) until b = 0.
pub(super) fn quotients(a: u64, b: u64) -> Vec<u64> {
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
pub(super) fn quotient_rule(a: u64, b: u64) -> bool {
    let quotients = quotients(a, b);
    let deciding = quotients
        .iter()
        .position(|&q| q >= 2)
        .unwrap_or(quotients.len() - 1);
    deciding % 2 == 0
}

/// The line of output for a game whose first player wins iff `stan_wins`.
fn verdict(stan_wins: bool) -> &'static str {
    if stan_wins { "Stan wins" } else { "Ollie wins" }
}

/// The games of an input, one per line `M N`, Stan first. A game is solved whole before it is
/// played, every move of every position listed: a quotient q of Euclid's algorithm is q
/// positions the larger number passes through, with q, q − 1, …, 1 moves, so the game has
/// 1 + Σ q positions and Σ q (q + 1) / 2 moves. One with more than [`PLAY_BUDGET`] moves is
/// refused before any is listed (from (2^31 − 1, 1) there are 2^31 at once), as too large (with
/// the count of its positions, which may be below the budget: its moves are what is too many).
pub(super) fn games(input: &str) -> Games {
    let case = |(m, n): (u64, u64)| {
        let quotients = quotients(m, n);
        let positions = quotients.iter().fold(0u64, |sum, &q| sum.saturating_add(q));
        let moves = quotients.iter().fold(0u64, |sum, &q| {
            sum.saturating_add(q.saturating_mul(q.saturating_add(1)) / 2)
        });
        if moves > PLAY_BUDGET as u64 {
            Games::too_large(positions.min(PLAY_BUDGET as u64) as usize)
        } else {
            Games::case(Euclid, (m, n), PLAY_BUDGET)
        }
    };
    Games::new(parse_games(input).into_iter().map(case).collect())
}

/// The oracle's answer as results: Stan moves first.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Stan wins"))
}

/// The expected output by game search, or `None` if a value exceeds [`MAX_SEARCHED`] or is 0.
pub(super) fn oracle(input: &str) -> Option<String> {
    let games = parse_games(input);
    let max = games.iter().map(|&(m, n)| m.max(n)).max().unwrap_or(0);
    let min = games.iter().map(|&(m, n)| m.min(n)).min().unwrap_or(1);
    if max > MAX_SEARCHED || min == 0 {
        return None;
    }
    let mut search = Search::new(max as usize);
    let mut out = String::new();
    for (m, n) in games {
        writeln!(
            out,
            "{}",
            verdict(search.first_wins(m as usize, n as usize))
        )
        .unwrap();
    }
    Some(out)
}

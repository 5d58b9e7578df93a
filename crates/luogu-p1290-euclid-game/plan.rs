//! Luogu P1290 / POJ 2348 Euclid's Game: the game stated in the kit's words ([`Euclid`]), and the
//! oracle the kit's search of it over the pairs up to 1000, trying every move. For values beyond its reach, [`quotient_rule`] is an
//! exact second method by continued-fraction quotients, checked against the search here.

use plan_kit::Candidates;
use plan_kit::figures::{phi, plot_grid, win_lose_cells};
use plan_kit::game::{
    Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher, Solved, TooLarge,
};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec};
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "luogu-p1290-euclid-game",
    validate: Some(validate),
    oracle: Some(brute),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every pair 1 ≤ M, N ≤ 100 (10^4 games, 100 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1000 random pairs up to 100·size ≤ 1000 (game search)",
            generate: |rng, size| {
                let max = 100 * size as u64;
                input_of(&random_games(rng, 1000, |rng| {
                    (rng.range(1, max), rng.range(1, max))
                }))
            },
            max_size: 10,
            cases: 20,
        },
        Generator {
            name: "1000 pairs below 2^size ≤ 2^31: uniform, both in the top half, or close \
                   (b in [a/2, a]) (quotient rule)",
            generate: |rng, size| input_of(&random_games(rng, 1000, |rng| wide_pair(rng, size))),
            max_size: 31,
            cases: 62,
        },
        Generator {
            name: "1000 pairs below 2^31 built from quotients: a run of up to size 1s, then \
                   random quotients, scaled (quotient rule)",
            generate: |rng, size| {
                input_of(&random_games(rng, 1000, |rng| {
                    random_quotient_pair_below(rng, size, MAX_VALUE)
                }))
            },
            max_size: 44,
            cases: 44,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play {
        games,
        notation: NOTATION,
        results,
    }),
    interactive: None,
};

/// The statement's bound on the numbers: 1 ≤ M, N < 2^31.
const MAX_VALUE: u64 = (1 << 31) - 1;

/// The most games per input. Luogu's own tests have C ≤ 6; the statement asks to handle many
/// more, and our max inputs have 10^5.
const MAX_C: usize = 100_000;

/// `Ok` iff `input` is a line `C` (1 ≤ C ≤ 10^5) and C lines `M N` with 1 ≤ M, N < 2^31, single
/// spaces, nothing else.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let c = v.usize(1, MAX_C, "C")?;
    v.eoln()?;
    for _ in 0..c {
        v.u64(1, MAX_VALUE, "M")?;
        v.space()?;
        v.u64(1, MAX_VALUE, "N")?;
        v.eoln()?;
    }
    v.eof()
}

/// The games of an input.
fn parse_games(input: &str) -> Vec<(u64, u64)> {
    let mut tokens = Tokens::new(input);
    let c: usize = tokens.read();
    (0..c).map(|_| (tokens.read(), tokens.read())).collect()
}

/// Every pair 1 ≤ M, N ≤ 100, by max(M, N) then (M, N), 100 games per input.
fn exhaustive_inputs() -> Vec<String> {
    let mut games: Vec<(u64, u64)> = (1..=100)
        .flat_map(|m| (1..=100).map(move |n| (m, n)))
        .collect();
    games.sort_by_key(|&(m, n)| (m.max(n), m, n));
    games.chunks(100).map(input_of).collect()
}

/// `count` games drawn by `pair`.
fn random_games(
    rng: &mut Rng,
    count: usize,
    mut pair: impl FnMut(&mut Rng) -> (u64, u64),
) -> Vec<(u64, u64)> {
    (0..count).map(|_| pair(rng)).collect()
}

/// A pair below 2^`size`: uniform, or both in the top half [2^(size−1), 2^size), or close
/// (b in [a/2, a]), in either order.
fn wide_pair(rng: &mut Rng, size: usize) -> (u64, u64) {
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

/// A pair with both values ≤ `bound` whose quotients start with a run of up to `max_ones` 1s and
/// go on with a few random quotients (the last ≥ 2), scaled by a random factor that keeps it
/// within `bound`, in either order.
fn random_quotient_pair_below(rng: &mut Rng, max_ones: usize, bound: u64) -> (u64, u64) {
    loop {
        let mut quotients = vec![1; rng.below(max_ones + 1)];
        for _ in 0..rng.below(4) {
            let top = if rng.chance(1, 2) { 3 } else { 1 << 10 };
            quotients.push(rng.range(1, top));
        }
        quotients.push(rng.range(2, 5));
        let Some((a, b)) = pair_of_quotients(&quotients, 1).filter(|&(a, _)| a <= bound) else {
            continue;
        };
        let g = if rng.chance(1, 3) {
            1
        } else {
            rng.range(1, bound / a)
        };
        let (a, b) = (a * g, b * g);
        return if rng.chance(1, 2) { (a, b) } else { (b, a) };
    }
}

/// Smaller inputs: each game alone, fewer games, then one number lowered (the others kept).
fn shrink(input: &str) -> Vec<String> {
    let games = parse_games(input);
    let mut candidates = Candidates::default();
    for fewer in plan_kit::shrink_list(&games) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (i, &(m, n)) in games.iter().enumerate() {
        let lowered_m = plan_kit::shrink_value(m, 1).into_iter().map(|m| (m, n));
        for lower in lowered_m.chain(plan_kit::shrink_value(n, 1).into_iter().map(|n| (m, n))) {
            candidates.push(|| {
                let mut next = games.clone();
                next[i] = lower;
                input_of(&next)
            });
        }
    }
    candidates.into_vec()
}

/// The expected output by the quotient rule ([`quotient_rule`], checked against the search), for
/// every input of positive numbers.
fn reference(input: &str) -> Option<String> {
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
const MAX_SEARCHED: u64 = 1000;

/// Euclid's game: two numbers (a, b), in the order of the input; a move subtracts k times the
/// smaller from the larger for some k ≥ 1 that keeps it ≥ 0 (typed as k; with a = b, from a). The
/// player who makes a 0 wins: a position with a 0 has no move, and the player to move there has
/// lost.
struct Euclid;

impl Euclid {
    /// The larger number, the smaller and how many times the smaller fits in the larger (0 at the
    /// end).
    fn parts(&self, &(a, b): &(u64, u64)) -> (u64, u64, u64) {
        let (larger, smaller) = (a.max(b), a.min(b));
        (larger, smaller, larger.checked_div(smaller).unwrap_or(0))
    }
}

/// How a move is typed.
const NOTATION: &str =
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
struct Search {
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
fn quotients(a: u64, b: u64) -> Vec<u64> {
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
fn quotient_rule(a: u64, b: u64) -> bool {
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
fn games(input: &str) -> Games {
    let case = |(m, n): (u64, u64)| -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
        let quotients = quotients(m, n);
        let positions = quotients.iter().fold(0u64, |sum, &q| sum.saturating_add(q));
        let moves = quotients.iter().fold(0u64, |sum, &q| {
            sum.saturating_add(q.saturating_mul(q.saturating_add(1)) / 2)
        });
        if moves > PLAY_BUDGET as u64 {
            let budget = positions.min(PLAY_BUDGET as u64) as usize;
            Box::new(move || Err(TooLarge { budget }))
        } else {
            Games::case(Euclid, (m, n), PLAY_BUDGET)
        }
    };
    Games::new(parse_games(input).into_iter().map(case).collect())
}

/// The oracle's answer as results: Stan moves first.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&brute(input)?, "Stan wins"))
}

/// The expected output by game search, or `None` if a value exceeds [`MAX_SEARCHED`] or is 0.
fn brute(input: &str) -> Option<String> {
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

/// The input text of `games`.
fn input_of(games: &[(u64, u64)]) -> String {
    let mut input = format!("{}\n", games.len());
    for (m, n) in games {
        writeln!(input, "{m} {n}").unwrap();
    }
    input
}

/// The pair g·(a, b) whose continued fraction a / b has the quotients `quotients` (the last ≥ 2,
/// or the only one 1 for a = b), or `None` if it overflows u64.
fn pair_of_quotients(quotients: &[u64], g: u64) -> Option<(u64, u64)> {
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
fn fibonacci_pair(max: u64) -> (u64, u64) {
    let (mut a, mut b) = (1u64, 1u64);
    while let Some(next) = a.checked_add(b).filter(|&next| next <= max) {
        (a, b) = (next, a);
    }
    (a, b)
}

/// A random pair whose quotients start with a run of 1s (length up to `max_ones`) and go on at
/// random, scaled by a random factor, within u64; a mix of what makes the game long and short.
#[cfg(test)]
fn random_quotient_pair(rng: &mut Rng, max_ones: usize) -> (u64, u64) {
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

/// C = 10^5 games, values below 2^31 (the statement's range, which the seed's `int` reads): half
/// of them long chains of quotient 1; and one of large first quotients (b ≤ 1000) and of pairs
/// with both numbers above 2^30, where `2 * b` overflows an `int`.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1290);
    let fibonacci_or_uniform: Vec<(u64, u64)> = (0..MAX_C)
        .map(|_| {
            if rng.chance(1, 2) {
                fibonacci_pair(rng.range(MAX_VALUE / 2, MAX_VALUE))
            } else {
                (rng.range(1, MAX_VALUE), rng.range(1, MAX_VALUE))
            }
        })
        .collect();
    let top = 1 << 30;
    let large_quotients_or_high: Vec<(u64, u64)> = (0..MAX_C)
        .map(|i| {
            let a = rng.range(top, MAX_VALUE);
            let b = if i % 2 == 0 {
                rng.range(1, 1000)
            } else {
                rng.range(top, MAX_VALUE)
            };
            if rng.chance(1, 2) { (a, b) } else { (b, a) }
        })
        .collect();
    vec![
        MaxInput {
            label: "C=10^5, values below 2^31, half Fibonacci pairs",
            input: input_of(&fibonacci_or_uniform),
        },
        MaxInput {
            label: "C=10^5, values below 2^31, half with b<=1000 (large quotients), half both above 2^30",
            input: input_of(&large_quotients_or_high),
        },
    ]
}

/// The games of the sample `ext-64-bit` (values beyond the statement's 2^31, up to 2^64 − 1): a
/// grid over the edges of u32, i64 and u64 with (a, a/2 + 1) and (a, a/2) for each; the longest
/// Fibonacci pairs below 2^31, 2^63 and 2^64; 1000 each of uniform u64 pairs, pairs built from
/// random quotients with long runs of 1s, and close pairs b ∈ [a/2, a]; and pairs built from chosen
/// quotients 1, …, 1, q ≥ 2, … whose winner is known by construction (unit-tested).
#[cfg(test)]
fn ext_64_bit_games() -> Vec<(u64, u64)> {
    let mut rng = Rng::new(0x2348);
    let mut games = Vec::new();
    let edges = [1, 2, 3, (1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32];
    let ends = [
        (1 << 62) + 1,
        (1 << 63) - 1,
        1 << 63,
        u64::MAX - 1,
        u64::MAX,
    ];
    for &a in edges.iter().chain(&ends) {
        for &b in edges.iter().chain(&ends) {
            games.push((a, b));
            games.push((a, a / 2 + 1));
            games.push((a, (a / 2).max(1)));
        }
    }
    for max in [(1 << 31) - 1, (1 << 63) - 1, u64::MAX] {
        let (a, b) = fibonacci_pair(max);
        games.extend([(a, b), (b, a), (a, a - b), (a + (a - b), a).min((a, b))]);
    }
    for _ in 0..1000 {
        games.push((rng.range(1, u64::MAX), rng.range(1, u64::MAX)));
        games.push(random_quotient_pair(&mut rng, 90));
        let top = rng.range(1, u64::MAX);
        games.push((top, rng.range(top / 2, top)));
    }
    games.extend(chosen_quotient_games().into_iter().map(|(game, _)| game));
    games
}

/// Pairs built from quotients 1, …, 1, q ≥ 2, then a few more: the first player wins iff the run
/// of 1s before q is even (later quotients do not matter); with who wins by construction.
#[cfg(test)]
fn chosen_quotient_games() -> Vec<((u64, u64), bool)> {
    let mut rng = Rng::new(7);
    let mut games = Vec::new();
    for ones in 0..=90 {
        for _ in 0..20 {
            let mut quotients = vec![1; ones];
            quotients.push(rng.range(2, 9));
            for _ in 0..rng.below(4) {
                quotients.push(rng.range(1, 3));
            }
            if quotients.last() == Some(&1) {
                quotients.push(2);
            }
            if let Some(game) = pair_of_quotients(&quotients, 1) {
                games.push((game, ones % 2 == 0));
            }
        }
    }
    games
}

/// Euclid's game: who wins each (a, b) up to 60 by game search, with the lines a = φ·b and
/// b = φ·a.
fn figure() -> String {
    const MAX: usize = 60;
    let mut search = Search::new(MAX);
    let wins: Vec<Vec<bool>> = (1..=MAX)
        .map(|a| (1..=MAX).map(|b| search.first_wins(a, b)).collect())
        .collect();
    let grid = plot_grid((60.0, 76.0), 8.0, MAX, 1);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Euclid's game: who wins (a, b), a, b ≤ 60",
        &[
            (Swatch::Cell(LOSE), "player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, "5 3"), "a = φ·b and b = φ·a"),
        ],
    );
    win_lose_cells(&mut svg, &grid, |col, row| !wins[col][row]);
    // the value v sits at the centre of its cell, v + 0.5
    for (dx, dy) in [(phi(), 1.0), (1.0, phi())] {
        grid.line_through(&mut svg, (0.5, 0.5), (0.5 + dx, 0.5 + dy), ACCENT, "5 3");
    }
    grid.axes(&mut svg, 10, "a", "b");
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extended_64_bit_sample_is_the_references_answer() {
        let dir = plan_kit::testing::samples_dir(SPEC.name);
        let input = input_of(&ext_64_bit_games());
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("ext-64-bit.{ext}")));
        assert!(
            read("in").unwrap() == input,
            "ext-64-bit.in is not its generator's"
        );
        assert!(read("out").unwrap() == reference(&input).unwrap());
    }

    #[test]
    fn the_quotient_rule_gives_the_winner_built_into_chosen_quotients() {
        let games = chosen_quotient_games();
        assert!(games.len() > 1000);
        for ((a, b), stan_wins) in games {
            assert_eq!(quotient_rule(a, b), stan_wins, "({a}, {b})");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_reaches(&SPEC);
        assert_eq!(exhaustive_inputs().len(), 100);
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("2\n2147483647 1\n5 5\n"), Ok(()));
        for bad in [
            "1\n2147483648 1\n", // 2^31
            "1\n0 5\n",          // zero
            "0\n",               // C = 0
            "2\n1 1\n",          // fewer games than C
            "1\n1 1\n2 2\n",     // more games than C
            "1\n1  1\n",         // a double space
            "1\n1 1",            // no final newline
            "1\n1\n1\n",         // M and N on two lines
            "1\n+1 1\n",         // not canonical
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn the_reference_agrees_with_the_game_search_on_the_plans_small_inputs() {
        let mut rng = Rng::new(3);
        let inputs = exhaustive_inputs().into_iter().chain((1..=10).map(|size| {
            let max = 100 * size;
            input_of(&random_games(&mut rng, 1000, |rng| {
                (rng.range(1, max), rng.range(1, max))
            }))
        }));
        for input in inputs {
            assert_eq!(reference(&input), brute(&input), "{input}");
        }
    }

    #[test]
    fn shrinking_tries_single_games_then_lowers_a_number() {
        let candidates = shrink("2\n25 7\n24 15\n");
        assert_eq!(candidates[..2], ["1\n25 7\n", "1\n24 15\n"]);
        assert!(candidates.contains(&"2\n1 7\n24 15\n".to_owned()));
        assert!(candidates.contains(&"2\n25 7\n24 14\n".to_owned()));
    }

    #[test]
    fn the_max_inputs_reach_above_2_pow_30_and_have_large_quotients() {
        let games = parse_games(&max_inputs()[1].input);
        assert_eq!(games.len(), MAX_C);
        assert!(games.iter().any(|&(a, b)| a.max(b) / a.min(b) > 1 << 20));
        assert!(games.iter().any(|&(a, b)| a.min(b) > 1 << 30));
    }

    #[test]
    fn the_search_knows_small_pairs_by_hand() {
        let mut table = Search::new(30);
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
        let mut table = Search::new(max);
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

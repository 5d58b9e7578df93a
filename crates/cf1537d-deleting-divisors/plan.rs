//! Codeforces 1537D Deleting Divisors. The game is stated once ([`Deleting`]: a number n, a move
//! subtracts a divisor d of n with 1 < d < n, found by trial division). The oracle decides every n
//! up to its reach by the kit's win/lose search of it: n wins iff some such d leaves an n − d that
//! loses. It knows nothing of parity or powers of two.

use plan_kit::cases::Singles;
use plan_kit::figures::ruled_cells;
use plan_kit::game::{
    Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher, Solved, TooLarge,
};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, Grid, LOSE, Svg, Swatch, WIN};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan};
use std::fmt::Write;
use std::sync::OnceLock;

pub const PLAN: Plan = Plan {
    name: "cf1537d-deleting-divisors",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every n ≤ 10^5 (1000 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[Generator {
        name: "1-100 values of n ≤ 10^5: uniform, powers of two, and 2^k times an odd number",
        generate: random_values,
        max_size: 100,
        cases: 50,
    }],
    beyond_reach: &[Generator {
        name: "t ≤ 10^4 values of n ≤ 10^9: log-uniform, 2^k and 2^k ± 1 for k ≤ 29 (2^29 \
               among them), 2^k times an odd number, and n within 100 of 10^9",
        generate: random_large_values,
        max_size: MAX_T,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: t cases, each 1 ≤ n ≤ `MAX_N`.
const MAX_T: usize = 10_000;
const MAX_N: u32 = 1_000_000_000;

/// The largest n the oracle's table decides.
const REACH: u32 = 100_000;

/// The input's layout: `t`, then t lines of one n each, within the limits.
const LAYOUT: Singles = Singles::t_values_n(MAX_T, MAX_N as u64);

fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

/// The proper divisors of `n` (1 < d < n), by trial division.
fn proper_divisors(n: u32) -> Vec<u32> {
    let mut divisors = Vec::new();
    let mut d = 2;
    while d * d <= n {
        if n.is_multiple_of(d) {
            divisors.push(d);
            if d != n / d {
                divisors.push(n / d);
            }
        }
        d += 1;
    }
    divisors
}

/// The game: a number n; a move subtracts from n one of its divisors d with 1 < d < n, typed as d
/// (`2`); the player with no move (n prime, or 1) loses. A position is the number.
struct Deleting;

/// How a move is typed.
const NOTATION: &str = "the divisor of n to subtract, neither 1 nor n: `2`";

impl Game for Deleting {
    type Position = u32;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &n: &u32) -> Vec<Move<u32>> {
        let mut divisors = proper_divisors(n);
        divisors.sort_unstable();
        divisors
            .into_iter()
            .map(|d| Move::to(d.to_string(), n - d))
            .collect()
    }

    fn draw(&self, &n: &u32) -> String {
        format!("n = {n}")
    }

    fn refuse(&self, &n: &u32, typed: &str) -> Option<String> {
        Some(match typed.trim().parse::<u64>() {
            Ok(1) => "1 is not allowed: the divisor must not be 1 or n".to_owned(),
            Ok(d) if d == u64::from(n) => {
                format!("{d} is n itself: the divisor must not be 1 or n")
            }
            Ok(d) => format!("{d} does not divide n = {n}"),
            Err(_) => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }
}

/// wins[n] for 0 < n ≤ `REACH`: true iff the player to move from n wins; decided once, by the
/// kit's search of [`Deleting`], n = 1, 2, … in turn (every move lowers n, so each search finds
/// the smaller numbers decided).
fn win_table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut search = Searcher::new(&Deleting, REACH as usize + 1);
        (0..=REACH)
            .map(|n| n > 0 && search.first_wins(&n).expect("n + 1 positions at most"))
            .collect()
    })
}

/// The games of an input: each case's n, Alice first.
fn games(input: &str) -> Games {
    Games::new(LAYOUT.parse(input).into_iter().map(play_case).collect())
}

/// The game of `n` for `judge play`: solved within [`PLAY_BUDGET`], or refused as soon as it is
/// asked for when it surely has more positions than that. Subtracting 2 from an even n reaches
/// every even number from n down to 2 (n/2 positions); an odd n with a proper divisor reaches
/// the even n − n/p (p its least prime factor, n/p its largest proper divisor), so at least
/// (n − n/p)/2 ≥ n/3 positions; a prime has no move. Listing the moves of a far larger game
/// (n = 10^9) would take minutes before the budget stopped it.
fn play_case(n: u32) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    Box::new(move || {
        let largest = proper_divisors(n).into_iter().max();
        let at_least = match largest {
            None => 1,
            Some(_) if n.is_multiple_of(2) => n / 2,
            Some(d) => (n - d) / 2,
        };
        if at_least as usize > PLAY_BUDGET {
            return Err(TooLarge {
                budget: PLAY_BUDGET,
            });
        }
        plan_kit::game::solve(Deleting, n, PLAY_BUDGET)
    })
}

/// The oracle's answer as results: Alice (first) or Bob wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Alice"))
}

/// The expected output from the table, or `None` if some n is beyond `REACH`.
fn oracle(input: &str) -> Option<String> {
    let values: Vec<u32> = LAYOUT.parse(input);
    if values.iter().any(|&n| n > REACH) {
        return None;
    }
    let wins = win_table();
    let mut out = String::new();
    for n in values {
        let verdict = if wins[n as usize] { "Alice" } else { "Bob" };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// Every n from 1 to 10^5, 1000 to an input, in order.
fn exhaustive_inputs() -> Vec<String> {
    let all: Vec<u32> = (1..=REACH).collect();
    all.chunks(1000)
        .map(|values| LAYOUT.input_of(values))
        .collect()
}

/// 1..=`size` values of n ≤ 10^5: uniform, powers of two, and 2^k times an odd number.
fn random_values(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let values: Vec<u32> = (0..t)
        .map(|_| match rng.below(3) {
            0 => rng.range(1, REACH.into()) as u32,
            1 => 1 << rng.range(0, 16),
            _ => {
                let k = rng.range(0, 10) as u32;
                let odd = 2 * rng.range(0, u64::from(REACH >> (k + 1)).max(1) - 1) as u32 + 1;
                (odd << k).min(REACH)
            }
        })
        .collect();
    LAYOUT.input_of(&values)
}

/// `size` values (t = size ≤ 10^4) up to 10^9, beyond the oracle's reach: log-uniform, a power of
/// two up to 2^29 or its neighbour, 2^k times an odd number, or n near 10^9.
fn random_large_values(rng: &mut Rng, size: usize) -> String {
    let values: Vec<u32> = (0..size)
        .map(|_| match rng.below(4) {
            0 => {
                let digits = rng.range(1, 9) as u32;
                rng.range(1, 10u64.pow(digits)).min(MAX_N.into()) as u32
            }
            1 => {
                let power = 1u32 << rng.range(0, 29);
                [power - 1, power, power + 1][rng.below(3)].max(1)
            }
            2 => {
                let k = rng.range(0, 29) as u32;
                let odd = 2 * rng.range(0, u64::from(MAX_N >> (k + 1)).max(1) - 1) as u32 + 1;
                (odd << k).min(MAX_N)
            }
            _ => MAX_N - rng.range(0, 100) as u32,
        })
        .collect();
    LAYOUT.input_of(&values)
}

/// Smaller inputs: each n alone, fewer values, then, for at most 32 values, one value lowered.
fn shrink(input: &str) -> Vec<String> {
    LAYOUT.shrink(input, 32)
}

/// t = 10^4 values near 10^9, and t = 10^4 powers of two and their odd neighbours.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1537);
    let large: Vec<u32> = (0..MAX_T)
        .map(|_| rng.range(u64::from(MAX_N) - 1_000_000, MAX_N.into()) as u32)
        .collect();
    let powers: Vec<u32> = (0..MAX_T)
        .map(|i| {
            let power = 1u32 << (i % 30);
            if i % 60 < 30 { power } else { power + 1 }
        })
        .collect();
    vec![
        MaxInput {
            label: "t=10^4, n in [10^9-10^6, 10^9]",
            input: LAYOUT.input_of(&large),
        },
        MaxInput {
            label: "t=10^4, n = 2^k and 2^k+1 for k < 30",
            input: LAYOUT.input_of(&powers),
        },
    ]
}

/// Deleting Divisors: who wins from n ≤ 64, by the oracle's table, eight to a row, the odd powers
/// of two framed.
fn figure() -> String {
    const SIDE: usize = 8;
    let wins = win_table();
    let grid = Grid::table((40.0, 100.0), 44.0, (SIDE, SIDE), (0, 0));
    let (w, h) = grid.size();
    let n_at = |col: usize, row: usize| SIDE * row + col + 1;
    let mut svg = Svg::page(
        (grid.left + w + 40.0, grid.top + h + 30.0),
        "Deleting Divisors: who wins from n ≤ 64",
        &[
            (Swatch::Cell(LOSE), "the player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, ""), "2^k, k odd"),
        ],
    );
    grid.cells(
        &mut svg,
        |col, row| Some(if wins[n_at(col, row)] { WIN } else { LOSE }),
        |col, row| Some(n_at(col, row).to_string()),
    );
    ruled_cells(&mut svg, &grid, |col, row| {
        let n = n_at(col, row);
        n.is_power_of_two() && n.trailing_zeros() % 2 == 1
    });
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_follows_the_rules_by_hand() {
        let wins = win_table();
        assert!(!wins[1], "1 has no proper divisor");
        assert!(!wins[2], "2 has no proper divisor");
        assert!(!wins[3], "3 is prime");
        assert!(wins[4], "4 - 2 = 2, which has no move");
        assert!(wins[6], "6 - 3 = 3, prime");
        assert!(!wins[8], "8 - 2 = 6 and 8 - 4 = 4 both win");
        assert!(!wins[9], "9 - 3 = 6 wins");
        assert!(wins[12] && !wins[69], "the sample");
        assert_eq!(proper_divisors(12).len(), 4);
        assert!(proper_divisors(13).is_empty());
    }

    #[test]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        assert_eq!(
            oracle("4\n1\n4\n12\n69\n").as_deref(),
            Some("Bob\nAlice\nAlice\nBob\n")
        );
        assert_eq!(oracle("1\n100001\n"), None);
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("4\n1\n4\n12\n69\n"), Ok(()));
        assert_eq!(validate("1\n1000000000\n"), Ok(()));
        // the layout's own faults are the kit's tests (`cases::Singles`): here, the limits
        for bad in ["0\n", "10001\n", "1\n0\n", "1\n1000000001\n"] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn every_generated_input_is_valid_and_in_reach() {
        let exhaustive = exhaustive_inputs();
        assert_eq!(exhaustive.len(), 100);
        let mut rng = Rng::new(1);
        let random: Vec<String> = (1..=100)
            .map(|size| random_values(&mut rng, size))
            .collect();
        for input in exhaustive.iter().chain(&random) {
            assert_eq!(validate(input), Ok(()));
            assert!(oracle(input).is_some(), "{input}");
        }
        for max in max_inputs() {
            assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
        }
    }

    #[test]
    fn the_inputs_beyond_reach_are_valid() {
        plan_kit::testing::assert_beyond_reach_valid(&PLAN);
    }

    #[test]
    fn shrinking_starts_with_single_values() {
        let shrunk = shrink("3\n1\n4\n12\n");
        assert_eq!(shrunk[..3], ["1\n1\n", "1\n4\n", "1\n12\n"]);
        assert!(shrunk.contains(&"3\n1\n4\n7\n".to_owned()));
        assert!(shrunk.contains(&"3\n1\n4\n1\n".to_owned()));
    }
}

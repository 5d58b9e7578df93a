//! Luogu P3024 [USACO11OPEN] Cow Checkers S (Wythoff's game). Three exact references, none of them
//! the solution's golden-ratio formula:
//! - [`brute`]: game search over the grid of positions, from the rules alone (coordinates ≤ 300),
//!   the moves of the game [`Checkers`] (which `judge play` plays) tried on a table;
//! - [`ColdPairs`]: the losing positions built one by one by the mex construction, checked against
//!   the search, for coordinates in the tens of millions;
//! - [`cold_by_zeckendorf`]: Silber's Fibonacci characterisation of the Wythoff pairs, checked
//!   against the mex construction, for every pair of u64.

use plan_kit::Candidates;
use plan_kit::figures::{phi, plot_grid, win_lose_cells};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Solved, TooLarge};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec};
use std::fmt::Write;
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "luogu-p3024-cow-checkers",
    validate: Some(validate),
    oracle: Some(brute),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every position with both coordinates ≤ 60 (3721 positions), on the smallest board \
                and on 10^6 × 10^6, 1000 per input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "random positions with coordinates ≤ 300 (game search)",
            generate: random_small_input,
            max_size: 10,
            cases: 20,
        },
        Generator {
            name: "losing pairs below 10^6 in both orders with their neighbours, and random \
                   positions near the diagonal (mex construction)",
            generate: random_large_input,
            max_size: 30,
            cases: 40,
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

/// `Ok` iff `input` is a line `M N` (1 ≤ M, N ≤ 10^6), a line `T` (1 ≤ T ≤ 1000) and T lines
/// `X Y` with 0 ≤ X < M and 0 ≤ Y < N, single spaces, nothing else.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let m = v.u64(1, MAX_SIDE, "M")?;
    v.space()?;
    let n = v.u64(1, MAX_SIDE, "N")?;
    v.eoln()?;
    let t = v.usize(1, MAX_T, "T")?;
    v.eoln()?;
    for _ in 0..t {
        v.u64(0, m - 1, "X")?;
        v.space()?;
        v.u64(0, n - 1, "Y")?;
        v.eoln()?;
    }
    v.eof()
}

/// The smallest board that holds every position of `queries`.
fn smallest_board(queries: &[(u64, u64)]) -> (u64, u64) {
    queries
        .iter()
        .fold((1, 1), |(m, n), &(x, y)| (m.max(x + 1), n.max(y + 1)))
}

/// Every position with both coordinates ≤ 60, by max(x, y) then (x, y), [`MAX_T`] per input: first
/// each on the smallest board that holds it, then on the largest board.
fn exhaustive_inputs() -> Vec<String> {
    let mut all: Vec<(u64, u64)> = (0..=60)
        .flat_map(|x| (0..=60).map(move |y| (x, y)))
        .collect();
    all.sort_by_key(|&(x, y)| (x.max(y), x, y));
    let smallest = all
        .chunks(MAX_T)
        .map(|chunk| input_of(smallest_board(chunk), chunk));
    let largest = all
        .chunks(MAX_T)
        .map(|chunk| input_of((MAX_SIDE, MAX_SIDE), chunk));
    smallest.chain(largest).collect()
}

/// A board for `queries`: the smallest one or a random larger one.
fn random_board(rng: &mut Rng, queries: &[(u64, u64)]) -> (u64, u64) {
    let (m, n) = smallest_board(queries);
    if rng.chance(1, 2) {
        (m, n)
    } else {
        (rng.range(m, MAX_SIDE), rng.range(n, MAX_SIDE))
    }
}

/// Up to 100·`size` random positions with coordinates ≤ 30·`size` (≤ [`SEARCH_REACH`]).
fn random_small_input(rng: &mut Rng, size: usize) -> String {
    let max = (30 * size as u64).min(SEARCH_REACH);
    let t = 1 + rng.below((100 * size).min(MAX_T));
    let queries: Vec<(u64, u64)> = (0..t)
        .map(|_| (rng.range(0, max), rng.range(0, max)))
        .collect();
    input_of(random_board(rng, &queries), &queries)
}

/// The number of losing pairs (a_k, b_k) with b_k < 10^6: k ≤ 381966.
const PAIRS_ON_BOARD: usize = 381_967;

/// Random losing pairs (a_k, b_k) with k < `size`/30 of those on the board, in both orders and
/// with their neighbours, then random positions near the diagonal: up to 1000 positions below 10^6.
fn random_large_input(rng: &mut Rng, size: usize) -> String {
    let pairs = cold_pairs();
    let top = (PAIRS_ON_BOARD * size / 30).max(2);
    let mut queries = Vec::new();
    for _ in 0..40 {
        let k = rng.below(top);
        let a = pairs.lower[k];
        queries.extend(around(a, a + k as u64));
    }
    let reach = pairs.lower[top - 1] + top as u64;
    while queries.len() < 700 {
        let x = rng.range(0, reach);
        let y = rng.range(x.saturating_sub(top as u64), x + top as u64);
        queries.push((x, y));
    }
    queries.retain(|&(x, y)| x < MAX_SIDE && y < MAX_SIDE);
    queries.truncate(MAX_T);
    input_of(random_board(rng, &queries), &queries)
}

/// A losing pair (a, b) in both orders, and the positions one step off it in every direction.
fn around(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut queries = vec![(a, b), (b, a)];
    for (da, db) in [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1)] {
        if let (Some(x), Some(y)) = (a.checked_add_signed(da), b.checked_add_signed(db)) {
            queries.extend([(x, y), (y, x)]);
        }
    }
    queries
}

/// Smaller inputs: each query alone, fewer queries, the smallest board, then a coordinate lowered
/// (the board kept).
fn shrink(input: &str) -> Vec<String> {
    let Input { board, queries } = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in plan_kit::shrink_list(&queries) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(board, &fewer));
        }
    }
    let (m, n) = smallest_board(&queries);
    for smaller in [(m, n), (m, board.1), (board.0, n)] {
        if smaller != board {
            candidates.push(|| input_of(smaller, &queries));
        }
    }
    for (i, &(x, y)) in queries.iter().enumerate() {
        let lowered = plan_kit::shrink_value(x, 0).into_iter().map(|x| (x, y));
        for lower in lowered.chain(plan_kit::shrink_value(y, 0).into_iter().map(|y| (x, y))) {
            candidates.push(|| {
                let mut next = queries.clone();
                next[i] = lower;
                input_of(board, &next)
            });
        }
    }
    candidates.into_vec()
}

/// The losing pairs of every difference below 10^6: those of every position on the largest board.
fn cold_pairs() -> &'static ColdPairs {
    static PAIRS: OnceLock<ColdPairs> = OnceLock::new();
    PAIRS.get_or_init(|| ColdPairs::new(MAX_SIDE as usize))
}

/// The expected output by the mex construction ([`ColdPairs`], checked against the search), for
/// coordinates whose difference is below 10^6: every valid input.
fn reference(input: &str) -> Option<String> {
    let Input { queries, .. } = parse_input(input);
    let pairs = cold_pairs();
    let mut out = String::new();
    for (x, y) in queries {
        writeln!(out, "{}", verdict(!pairs.loses(x, y)?)).unwrap();
    }
    Some(out)
}

/// The statement's limits: board sides up to `MAX_SIDE`, up to `MAX_T` queries.
const MAX_SIDE: u64 = 1_000_000;
const MAX_T: usize = 1000;

/// The largest coordinate the game search takes on.
const SEARCH_REACH: u64 = 300;

/// The statement's input: the board (M, N) and the queries (X, Y).
struct Input {
    pub board: (u64, u64),
    pub queries: Vec<(u64, u64)>,
}

/// The statement's input, parsed.
fn parse_input(input: &str) -> Input {
    let mut tokens = Tokens::new(input);
    let board = (tokens.read(), tokens.read());
    let t: usize = tokens.read();
    let queries = (0..t).map(|_| (tokens.read(), tokens.read())).collect();
    Input { board, queries }
}

/// The input text of `board` and `queries`.
fn input_of(board: (u64, u64), queries: &[(u64, u64)]) -> String {
    let mut input = format!("{} {}\n{}\n", board.0, board.1, queries.len());
    for (x, y) in queries {
        writeln!(input, "{x} {y}").unwrap();
    }
    input
}

/// The output line for a position: whether the first player (Bessie) wins.
fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Bessie" } else { "Farmer John" }
}

/// `wins[x][y]` for every x, y ≤ `reach`: true iff the player to move at (x, y) wins, i.e. some move
/// (left by i, down by i, or both by i, i ≥ 1, staying ≥ 0) reaches a position where the player to
/// move loses; at (0, 0) there is no move and the player to move loses. The moves are those of
/// [`Checkers`], tried here on a table rather than by the kit's search of that game, which lists
/// every move of a position (with its name) before it tries one: on every position up to 300 it
/// took 3.3 s against this table's 29 ms (release build), about a hundred times slower. A unit
/// test checks the kit's search of [`Checkers`] against this table up to 40.
fn search(reach: u64) -> Vec<Vec<bool>> {
    let n = reach as usize + 1;
    let mut wins = vec![vec![false; n]; n];
    for x in 0..n {
        for y in 0..n {
            let left = (1..=x).any(|i| !wins[x - i][y]);
            let down = (1..=y).any(|i| !wins[x][y - i]);
            let both = (1..=x.min(y)).any(|i| !wins[x - i][y - i]);
            wins[x][y] = left || down || both;
        }
    }
    wins
}

/// The games of an input: each query's square on the input's board, Bessie first. A game is
/// solved whole before it is played: from (x, y) every square (x', y') ≤ (x, y) is reached, each
/// with x' + y' + min(x', y') moves; one with more than [`PLAY_BUDGET`] moves in all is refused
/// before any is listed, as too large (with the count of its positions, which may be below the
/// budget: its moves are what is too many).
fn games(input: &str) -> Games {
    let Input { board, queries } = parse_input(input);
    let case = |(x, y): (u64, u64)| -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
        let positions = (x + 1).saturating_mul(y + 1);
        if positions > PLAY_BUDGET as u64 || moves_up_to(x, y) > PLAY_BUDGET as u64 {
            let budget = (positions - 1).min(PLAY_BUDGET as u64) as usize;
            Box::new(move || Err(TooLarge { budget }))
        } else {
            Games::case(Checkers { board }, (x, y), PLAY_BUDGET)
        }
    };
    Games::new(queries.into_iter().map(case).collect())
}

/// The moves of every square (x', y') ≤ (x, y) of [`Checkers`], added up (called on at most
/// [`PLAY_BUDGET`] squares).
fn moves_up_to(x: u64, y: u64) -> u64 {
    let mut moves = 0;
    for i in 0..=x {
        for j in 0..=y {
            moves += i + j + i.min(j);
        }
    }
    moves
}

/// The oracle's answer as results: Bessie moves first.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&brute(input)?, "Bessie"))
}

/// The expected output by game search, or `None` if a coordinate is beyond [`SEARCH_REACH`].
fn brute(input: &str) -> Option<String> {
    let Input { queries, .. } = parse_input(input);
    let reach = queries.iter().map(|&(x, y)| x.max(y)).max().unwrap_or(0);
    if reach > SEARCH_REACH {
        return None;
    }
    let wins = search(reach);
    let mut out = String::new();
    for (x, y) in queries {
        writeln!(out, "{}", verdict(wins[x as usize][y as usize])).unwrap();
    }
    Some(out)
}

/// Cow Checkers: the checker's square (x, y) on the board `board` (M columns, N rows); a move
/// slides it left, down, or diagonally down-left by any positive number of squares, staying on
/// the board, typed as the square it goes to (`0 2`). The board never forbids a move (each one
/// lowers the coordinates); it is only drawn. The player who cannot move, at (0, 0), loses.
struct Checkers {
    pub board: (u64, u64),
}

/// How a move is typed.
const NOTATION: &str = "the square the checker goes to, left, down or diagonally down-left: `0 2`";

/// The most rows and columns drawn square by square.
const DRAWN_SIDE: u64 = 12;

impl Game for Checkers {
    type Position = (u64, u64);

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &(x, y): &(u64, u64)) -> Vec<Move<(u64, u64)>> {
        let left = (1..=x).map(|i| (x - i, y));
        let down = (1..=y).map(|i| (x, y - i));
        let both = (1..=x.min(y)).map(|i| (x - i, y - i));
        left.chain(down)
            .chain(both)
            .map(|(to_x, to_y)| Move::to(format!("{to_x} {to_y}"), (to_x, to_y)))
            .collect()
    }

    fn draw(&self, &(x, y): &(u64, u64)) -> String {
        // the corner the checker can still reach, and a row and a column more where the board
        // has them
        let (m, n) = self.board;
        let (columns, rows) = (m.min(x + 2), n.min(y + 2));
        let mut text = String::new();
        if columns <= DRAWN_SIDE && rows <= DRAWN_SIDE {
            for row in (0..rows).rev() {
                let cells: Vec<&str> = (0..columns)
                    .map(|col| if (col, row) == (x, y) { "X" } else { "." })
                    .collect();
                writeln!(text, "{row:>2} {}", cells.join(" ")).unwrap();
            }
            let numbers: Vec<String> = (0..columns).map(|col| (col % 10).to_string()).collect();
            writeln!(text, "   {}", numbers.join(" ")).unwrap();
        }
        let corner = if (columns, rows) == (m, n) {
            ""
        } else {
            " (its lower-left corner)"
        };
        writeln!(
            text,
            "the checker at ({x}, {y}) on a {m} × {n} board{corner}"
        )
        .unwrap();
        text
    }

    fn refuse(&self, &(x, y): &(u64, u64), typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[to_x, to_y]) if (to_x, to_y) == (x, y) => {
                "the checker must move at least one square".to_owned()
            }
            Some(&[to_x, to_y]) if to_x > x || to_y > y => format!(
                "({to_x}, {to_y}) is not left of or below ({x}, {y}): the checker only moves \
                 left, down or diagonally down-left"
            ),
            Some(&[to_x, to_y]) => format!(
                "({to_x}, {to_y}) is neither straight left of, straight below nor diagonally \
                 down-left of ({x}, {y})"
            ),
            _ => format!("`{}` is not a move: {NOTATION}", typed.trim()),
        })
    }

    fn canonical(&self, &(x, y): &(u64, u64)) -> (u64, u64) {
        (x.min(y), x.max(y))
    }
}

/// The first losing positions (a_k, b_k), a_k ≤ b_k, of the mex construction: a_0 = b_0 = 0;
/// a_k = the smallest number in no earlier pair; b_k = a_k + k.
struct ColdPairs {
    /// lower[k] = a_k.
    pub lower: Vec<u64>,
}

impl ColdPairs {
    /// The pairs k = 0 .. `count`.
    pub fn new(count: usize) -> Self {
        let mut used = vec![false; 3 * count + 3];
        let mut lower = Vec::with_capacity(count);
        let mut mex = 0;
        for k in 0..count {
            while used[mex] {
                mex += 1;
            }
            lower.push(mex as u64);
            used[mex] = true;
            used[mex + k] = true;
        }
        ColdPairs { lower }
    }

    /// Whether the player to move loses at (x, y), or `None` if the difference is beyond the pairs
    /// built: the only losing position with x ≤ y and y - x = d is (a_d, b_d).
    pub fn loses(&self, x: u64, y: u64) -> Option<bool> {
        let (x, y) = (x.min(y), x.max(y));
        let d = usize::try_from(y - x).ok()?;
        self.lower.get(d).map(|&a| a == x)
    }
}

/// F_2 = 1, F_3 = 2, F_4 = 3, ...: every Fibonacci number that fits in a u64, `FIB[i] = F_{i+2}`.
#[cfg(test)]
fn fibonacci() -> &'static [u64] {
    static FIBONACCI: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    FIBONACCI.get_or_init(|| {
        let mut fib = vec![1u64, 2];
        while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
            fib.push(next);
        }
        fib
    })
}

/// The Zeckendorf representation of n ≥ 1: the indices i (of F_i, F_2 = 1) of its sum of
/// non-consecutive Fibonacci numbers, descending.
#[cfg(test)]
fn zeckendorf(fib: &[u64], mut n: u64) -> Vec<usize> {
    let mut indices = Vec::new();
    for (j, &f) in fib.iter().enumerate().rev() {
        if f <= n {
            n -= f;
            indices.push(j + 2);
        }
    }
    indices
}

/// Whether the player to move loses at (x, y), by Silber's theorem (Fibonacci Quart. 14, 1976):
/// a ≥ 1 is a_k of some Wythoff pair iff its Zeckendorf representation's smallest index is even,
/// and then b_k is the sum of the next Fibonacci numbers (every index + 1).
#[cfg(test)]
fn cold_by_zeckendorf(x: u64, y: u64) -> bool {
    let (x, y) = (x.min(y), x.max(y));
    if x == 0 {
        return y == 0;
    }
    let fib = fibonacci();
    let indices = zeckendorf(fib, x);
    if indices.last().is_none_or(|&i| i % 2 == 1) {
        return false;
    }
    upper_of(fib, &indices) == Some(y)
}

/// Σ F_{i+1} over `indices`, or `None` if it overflows.
#[cfg(test)]
fn upper_of(fib: &[u64], indices: &[usize]) -> Option<u64> {
    indices
        .iter()
        .try_fold(0u64, |sum, &i| sum.checked_add(*fib.get(i - 1)?))
}

/// A random losing pair (a, b), a < b ≤ u64::MAX, with a ≤ `max_lower`, by Silber's theorem:
/// a random a whose smallest Zeckendorf index is even, and its shifted sum.
#[cfg(test)]
fn random_cold_pair(rng: &mut Rng, max_lower: u64) -> (u64, u64) {
    let fib = fibonacci();
    loop {
        let a = rng.range(1, max_lower);
        let indices = zeckendorf(fib, a);
        if indices.last().is_some_and(|&i| i % 2 == 0)
            && let Some(b) = upper_of(fib, &indices)
        {
            return (a, b);
        }
    }
}

/// Max-size inputs: a 10^6 × 10^6 board, T = 1000 queries; the losing pairs nearest the corner
/// (10^6, 10^6) in both orders, their neighbours, and random positions.
fn max_inputs() -> Vec<MaxInput> {
    let pairs = ColdPairs::new(400_000);
    let mut rng = Rng::new(3024);
    let mut queries = Vec::new();
    let top: Vec<(u64, u64)> = pairs
        .lower
        .iter()
        .enumerate()
        .map(|(k, &a)| (a, a + k as u64))
        .filter(|&(_, b)| b < MAX_SIDE)
        .rev()
        .take(100)
        .collect();
    for (a, b) in top {
        queries.extend([(a, b), (b, a), (a + 1, b), (a, b - 1), (a - 1, b - 1)]);
    }
    while queries.len() < MAX_T {
        queries.push((rng.range(0, MAX_SIDE - 1), rng.range(0, MAX_SIDE - 1)));
    }
    vec![MaxInput {
        label: "M=N=10^6, T=1000, losing pairs near the corner and their neighbours",
        input: input_of((MAX_SIDE, MAX_SIDE), &queries),
    }]
}

/// The queries of the sample `ext-mex-8-million` (beyond the statement's 10^6, a board of 2^64 − 1
/// sides): 500 random losing pairs among the first 3·10^6 of the mex construction (coordinates up
/// to 7.85·10^6) in both orders with their neighbours, then random positions near the diagonal,
/// 10^4 in all; and who loses each, by the mex construction.
#[cfg(test)]
fn ext_mex_queries() -> (Vec<(u64, u64)>, Vec<bool>) {
    const PAIRS: usize = 3_000_000;
    let pairs = ColdPairs::new(PAIRS);
    let mut rng = Rng::new(0x3024_0002);
    let mut queries = Vec::new();
    for _ in 0..500 {
        let k = rng.below(PAIRS - 2);
        let a = pairs.lower[k];
        queries.extend(around(a, a + k as u64));
    }
    let top = pairs.lower[PAIRS - 1] + PAIRS as u64;
    while queries.len() < 10 * MAX_T {
        let x = rng.range(0, top);
        let near = PAIRS as u64 - 1;
        let y = rng.range(x.saturating_sub(near), (x + near).min(top));
        queries.push((x, y));
    }
    let loses = queries
        .iter()
        .map(|&(x, y)| {
            pairs
                .loses(x, y)
                .expect("differences within the pairs built")
        })
        .collect();
    (queries, loses)
}

/// The queries of the sample `ext-zeckendorf-u64` (a board of 2^64 − 1 sides): 600 random losing
/// pairs with a up to 10^12, 10^18 and 2^63, in both orders with their neighbours; (x, 2^64 − 1),
/// (2^64 − 1, x) and (x, x) for x at the edges of u64; random u64 pairs, 10^4 in all; and who
/// loses each, by Silber's theorem.
#[cfg(test)]
fn ext_zeckendorf_queries() -> (Vec<(u64, u64)>, Vec<bool>) {
    let mut rng = Rng::new(0x3024_0003);
    let mut queries = Vec::new();
    for round in 0..600 {
        let max_lower = match round % 3 {
            0 => 1_000_000_000_000_000_000,
            1 => 1_000_000_000_000,
            _ => u64::MAX / 2,
        };
        let (a, b) = random_cold_pair(&mut rng, max_lower);
        queries.extend(around(a, b));
    }
    for x in [0, 1, 2, 1 << 62, u64::MAX / 3, u64::MAX - 1, u64::MAX] {
        queries.extend([(x, u64::MAX), (u64::MAX, x), (x, x)]);
    }
    while queries.len() % MAX_T != 0 {
        queries.push((rng.next_u64(), rng.next_u64()));
    }
    let loses = queries
        .iter()
        .map(|&(x, y)| cold_by_zeckendorf(x, y))
        .collect();
    (queries, loses)
}

/// The input and expected output of an extended sample of `queries` on a board of 2^64 − 1 sides.
#[cfg(test)]
fn ext_sample((queries, loses): (Vec<(u64, u64)>, Vec<bool>)) -> (String, String) {
    let expected = loses
        .iter()
        .map(|&lost| format!("{}\n", verdict(!lost)))
        .collect();
    (input_of((u64::MAX, u64::MAX), &queries), expected)
}

/// Cow Checkers (Wythoff's game): the lost positions up to 60 by game search, on the two rays of
/// slopes φ and 1/φ.
fn figure() -> String {
    const MAX: usize = 60;
    let wins = search(MAX as u64);
    let grid = plot_grid((60.0, 76.0), 8.0, MAX + 1, 0);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Cow Checkers (Wythoff): the lost positions, x, y ≤ 60",
        &[
            (Swatch::Cell(LOSE), "player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, "5 3"), "y = φ·x and y = x / φ"),
        ],
    );
    win_lose_cells(&mut svg, &grid, |x, y| !wins[x][y]);
    // through the centre of the cell (0, 0), where the cells (a_k, b_k) cluster
    for slope in [phi(), 1.0 / phi()] {
        grid.line_through(&mut svg, (0.5, 0.5), (1.5, 0.5 + slope), ACCENT, "5 3");
    }
    grid.axes(&mut svg, 10, "x", "y");
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::game::Searcher;

    #[test]
    fn the_kits_search_of_the_game_agrees_with_the_oracles_search() {
        const REACH: u64 = 40;
        let wins = search(REACH);
        let game = Checkers {
            board: (REACH + 1, REACH + 1),
        };
        let mut kit = Searcher::new(&game, 1 << 20);
        for x in 0..=REACH {
            for y in 0..=REACH {
                assert_eq!(
                    kit.first_wins(&(x, y)),
                    Some(wins[x as usize][y as usize]),
                    "({x}, {y})"
                );
            }
        }
    }

    #[test]
    fn the_search_knows_the_small_positions_by_hand() {
        let wins = search(13);
        for (x, y) in [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (6, 10), (8, 13)] {
            assert!(!wins[x][y], "({x}, {y}) loses");
        }
        for (x, y) in [(1, 1), (0, 5), (2, 2), (1, 3), (3, 4), (5, 8)] {
            assert!(wins[x][y], "({x}, {y}) wins");
        }
    }

    #[test]
    fn the_mex_construction_agrees_with_the_search() {
        let wins = search(SEARCH_REACH);
        let pairs = ColdPairs::new(SEARCH_REACH as usize + 1);
        for x in 0..=SEARCH_REACH {
            for y in 0..=SEARCH_REACH {
                assert_eq!(
                    pairs.loses(x, y),
                    Some(!wins[x as usize][y as usize]),
                    "({x}, {y})"
                );
            }
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn silbers_theorem_agrees_with_the_mex_construction() {
        let pairs = ColdPairs::new(1_000_000);
        for (k, &a) in pairs.lower.iter().enumerate() {
            let b = a + k as u64;
            assert!(cold_by_zeckendorf(a, b), "({a}, {b})");
            assert!(!cold_by_zeckendorf(a, b + 1), "({a}, {})", b + 1);
            assert!(k == 0 || !cold_by_zeckendorf(a, b - 1), "({a}, {})", b - 1);
        }
        let mut rng = Rng::new(5);
        for _ in 0..100_000 {
            let x = rng.range(0, 1_500_000);
            let y = rng.range(x.saturating_sub(999_999), x + 999_999);
            assert_eq!(
                Some(cold_by_zeckendorf(x, y)),
                pairs.loses(x, y),
                "({x}, {y})"
            );
        }
    }

    #[test]
    fn the_extended_samples_are_the_references_answers() {
        let dir = plan_kit::testing::samples_dir(SPEC.name);
        for (case, (input, expected)) in [
            ("ext-mex-8-million", ext_sample(ext_mex_queries())),
            ("ext-zeckendorf-u64", ext_sample(ext_zeckendorf_queries())),
        ] {
            let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{case}.{ext}")));
            assert!(
                read("in").unwrap() == input,
                "{case}.in is not its generator's"
            );
            assert!(
                read("out").unwrap() == expected,
                "{case}.out is not the reference's"
            );
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_reaches(&SPEC);
        assert_eq!(
            exhaustive_inputs().len(),
            8,
            "3721 positions on two boards, 1000 per input"
        );
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("1000000 2\n2\n999999 0\n0 1\n"), Ok(()));
        for bad in [
            "3 3\n1\n3 0\n",       // X = M
            "3 3\n1\n0 3\n",       // Y = N
            "0 3\n1\n0 0\n",       // M = 0
            "1000001 3\n1\n0 0\n", // M above 10^6
            "3 3\n0\n",            // T = 0
            "3 3\n2\n1 1\n",       // fewer queries than T
            "3 3\n1\n1 1\n1 1\n",  // more queries than T
            "3 3\n1\n1 1",         // no final newline
            "3  3\n1\n1 1\n",      // a double space
            "3 3\n1\n1\n1\n",      // X and Y on two lines
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
        let mut t1001 = "3 3\n1001\n".to_owned();
        t1001.push_str(&"1 1\n".repeat(1001));
        assert!(validate(&t1001).is_err(), "T = 1001");
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_reference_agrees_with_the_game_search_on_the_plans_small_inputs() {
        let mut rng = Rng::new(9);
        let inputs = exhaustive_inputs()
            .into_iter()
            .chain((1..=30).map(|size| random_small_input(&mut rng, 1 + size % 10)));
        for input in inputs {
            assert_eq!(reference(&input), brute(&input), "{input}");
        }
    }

    #[test]
    fn shrinking_tries_single_queries_then_the_board_then_coordinates() {
        let candidates = shrink("9 9\n2\n2 1\n5 3\n");
        assert_eq!(candidates[..2], ["9 9\n1\n2 1\n", "9 9\n1\n5 3\n"]);
        assert_eq!(candidates[2], "6 4\n2\n2 1\n5 3\n", "the smallest board");
        assert!(candidates.contains(&"9 9\n2\n1 1\n5 3\n".to_owned()));
    }

    #[test]
    fn silbers_theorem_reaches_the_top_of_u64() {
        let mut rng = Rng::new(6);
        let (a, b) = random_cold_pair(&mut rng, u64::MAX / 2);
        assert!(a < b && cold_by_zeckendorf(b, a));
        assert!(!cold_by_zeckendorf(0, u64::MAX));
        assert!(!cold_by_zeckendorf(u64::MAX, u64::MAX));
    }
}

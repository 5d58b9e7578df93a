//! The game and the oracle: the rules, searched.

use super::figure::DRAWN_SIDE;
use super::{Input, MAX_SIDE, parse_input};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use std::fmt::Write;
use std::sync::OnceLock;

/// The losing pairs of every difference below 10^6: those of every position on the largest board.
pub(super) fn cold_pairs() -> &'static ColdPairs {
    static PAIRS: OnceLock<ColdPairs> = OnceLock::new();
    PAIRS.get_or_init(|| ColdPairs::new(MAX_SIDE as usize))
}

/// The expected output by the mex construction ([`ColdPairs`], checked against the search), for
/// coordinates whose difference is below 10^6: every valid input.
pub(super) fn reference(input: &str) -> Option<String> {
    let Input { queries, .. } = parse_input(input);
    let pairs = cold_pairs();
    let mut out = String::new();
    for (x, y) in queries {
        writeln!(out, "{}", verdict(!pairs.loses(x, y)?)).unwrap();
    }
    Some(out)
}

/// The largest coordinate the game search takes on.
pub(super) const SEARCH_REACH: u64 = 300;

/// The output line for a position: whether the first player (Bessie) wins.
pub(super) fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Bessie" } else { "Farmer John" }
}

/// `wins[x][y]` for every x, y ≤ `reach`: true iff the player to move at (x, y) wins, i.e. some move
/// (left by i, down by i, or both by i, i ≥ 1, staying ≥ 0) reaches a position where the player to
/// move loses; at (0, 0) there is no move and the player to move loses. The moves are those of
/// [`Checkers`], tried here on a table rather than by the kit's search of that game, which lists
/// every move of a position (with its name) before it tries one: on every position up to 300 it
/// took 3.3 s against this table's 29 ms (release build), about a hundred times slower. A unit
/// test checks the kit's search of [`Checkers`] against this table up to 40.
pub(super) fn search(reach: u64) -> Vec<Vec<bool>> {
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
pub(super) fn games(input: &str) -> Games {
    let Input { board, queries } = parse_input(input);
    let case = |(x, y): (u64, u64)| {
        let positions = (x + 1).saturating_mul(y + 1);
        if positions > PLAY_BUDGET as u64 || moves_up_to(x, y) > PLAY_BUDGET as u64 {
            Games::too_large((positions - 1).min(PLAY_BUDGET as u64) as usize)
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
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Bessie"))
}

/// The expected output by game search, or `None` if a coordinate is beyond [`SEARCH_REACH`].
pub(super) fn oracle(input: &str) -> Option<String> {
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
pub(super) struct Checkers {
    pub board: (u64, u64),
}

/// How a move is typed.
pub(super) const NOTATION: &str =
    "the square the checker goes to, left, down or diagonally down-left: `0 2`";

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
pub(super) struct ColdPairs {
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

//! The game and the oracle: the rules, searched.

use super::parse_input;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, solve};

/// The most positions the search decides for one input (every reachable set fits: at most
/// C(20, 10) = 184,756, with 923,780 moves, within the 4 per position `solve` lists).
pub(super) const BUDGET: usize = 250_000;

/// One instance: black's gains `a` and white's gains `b`, n rows of m.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Board {
    pub a: Vec<Vec<u64>>,
    pub b: Vec<Vec<u64>>,
}

/// The game on a board: a position is the set of filled cells (bit i · m + j is cell (i, j)),
/// black (菲菲) to move when an even number are filled. A move fills a cell that is empty and
/// has every cell left of it in its row and above it in its column filled, typed as its row and
/// column from 1 (`1 2`); black gains the cell's a, white its b. A scored game: each maximises
/// their own total minus the other's.
pub(super) struct Chess {
    pub board: Board,
}

/// How a move is typed.
pub(super) const NOTATION: &str = "the cell you fill, as its row and its column from 1: `2 1`";

impl Chess {
    fn size(&self) -> (usize, usize) {
        (self.board.a.len(), self.board.a[0].len())
    }

    /// True iff cell (i, j) may be played on `filled`: empty, with every cell left of it in
    /// its row and above it in its column filled.
    pub(super) fn playable(&self, filled: u128, i: usize, j: usize) -> bool {
        let m = self.size().1;
        let bit = |r: usize, c: usize| filled >> (r * m + c) & 1 == 1;
        !bit(i, j) && (0..j).all(|c| bit(i, c)) && (0..i).all(|r| bit(r, j))
    }
}

impl Game for Chess {
    type Position = u128;

    fn kind(&self) -> Kind {
        Kind::Score
    }

    /// The playable cells in row order, each gaining its mover the cell's a (black) or b.
    fn moves(&self, &filled: &u128) -> Vec<Move<u128>> {
        let (n, m) = self.size();
        let black = filled.count_ones().is_multiple_of(2);
        let mut moves = Vec::new();
        for i in 0..n {
            for j in (0..m).filter(|&j| self.playable(filled, i, j)) {
                let gain = if black {
                    self.board.a[i][j]
                } else {
                    self.board.b[i][j]
                };
                moves.push(Move {
                    name: format!("{} {}", i + 1, j + 1),
                    to: filled | 1 << (i * m + j),
                    gain: gain as i64,
                });
            }
        }
        moves
    }

    /// Each empty cell as its a/b, a filled one as `#`, rows and columns numbered.
    fn draw(&self, &filled: &u128) -> String {
        let (n, m) = self.size();
        let text = |i: usize, j: usize| {
            if filled >> (i * m + j) & 1 == 1 {
                "#".to_owned()
            } else {
                format!("{}/{}", self.board.a[i][j], self.board.b[i][j])
            }
        };
        let widths: Vec<usize> = (0..m)
            .map(|j| (0..n).map(|i| text(i, j).len()).max().unwrap_or(1))
            .collect();
        let label = n.to_string().len();
        let mut drawn = format!("{:label$}", "");
        for (j, w) in widths.iter().enumerate() {
            drawn.push_str(&format!(" {:>w$}", j + 1));
        }
        for i in 0..n {
            drawn.push_str(&format!("\n{:>label$}", i + 1));
            for (j, w) in widths.iter().enumerate() {
                drawn.push_str(&format!(" {:>w$}", text(i, j)));
            }
        }
        let mover = if filled.count_ones().is_multiple_of(2) {
            "black (菲菲) to move, scoring a"
        } else {
            "white (牛牛) to move, scoring b"
        };
        format!("{drawn}\n(a/b on each empty cell, # filled) {mover}\n")
    }

    fn refuse(&self, &filled: &u128, typed: &str) -> Option<String> {
        let (n, m) = self.size();
        let numbers: Vec<usize> = typed
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()
            .unwrap_or_default();
        let &[i, j] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        Some(if !(1..=n).contains(&i) || !(1..=m).contains(&j) {
            format!("there is no cell ({i}, {j}): the board has {n} rows and {m} columns")
        } else if filled >> ((i - 1) * m + j - 1) & 1 == 1 {
            format!("cell ({i}, {j}) is filled already")
        } else {
            format!(
                "cell ({i}, {j}) is played only once every cell left of it in its row and above \
                 it in its column is filled"
            )
        })
    }
}

/// Black's score minus white's with best play on `board`, by the kit's search of the game, or
/// `None` beyond its budget.
pub(super) fn outcome_brute(board: &Board) -> Option<i64> {
    match solve(chess(board), 0, BUDGET).ok()?.result() {
        GameResult::Margin(margin) => Some(margin),
        other => unreachable!("a scored game ends with a margin, not {other:?}"),
    }
}

/// The game on `board`.
pub(super) fn chess(board: &Board) -> Chess {
    Chess {
        board: board.clone(),
    }
}

/// The game of an input: its board, black (菲菲, the first player) to move on an empty board.
pub(super) fn games(input: &str) -> Games {
    let board = parse_input(input);
    Games::new(vec![Games::case(chess(&board), 0, PLAY_BUDGET)])
}

/// The game's result: the oracle's black minus white.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::Margin(outcome_brute(&parse_input(
        input,
    ))?)])
}

/// The expected output by the search.
pub(super) fn oracle(input: &str) -> Option<String> {
    outcome_brute(&parse_input(input)).map(|value| format!("{value}\n"))
}

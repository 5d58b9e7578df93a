//! Luogu P4363 一双木棋 chess. The oracle is a minimax over the sets of filled cells (a bitmask
//! of the n · m cells), applying the placement rule literally: a cell may be played iff it is
//! empty and every cell to its left in its row and above it in its column is filled. Whose turn
//! it is follows from the number of stones; black maximises and white minimises black's score
//! minus white's. It assumes nothing about the shape of the filled set (it never uses row
//! lengths), and only the sets play reaches are visited.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Solved, solve};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, BAR, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, all_vectors, shrink_value};

pub const SPEC: Spec = Spec {
    name: "luogu-p4363-chess",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every board with n · m ≤ 4 and every a, b ∈ {0, 1} (932 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "boards of n, m ≤ 4 with values up to 10^5 (small, large, or b = 0)",
            generate: random_small,
            max_size: 4,
            cases: 150,
        },
        Generator {
            name: "boards of n, m ≤ 10 with values up to 10^5 (half with b = 0)",
            generate: random_large,
            max_size: MAX_SIDE,
            cases: 12,
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

/// The statement's limits: 1 ≤ n, m ≤ `MAX_SIDE`, 0 ≤ a, b ≤ `MAX_VALUE`.
const MAX_SIDE: usize = 10;
const MAX_VALUE: u64 = 100_000;

/// The most positions the search decides for one input (every reachable set fits: at most
/// C(20, 10) = 184,756, with 923,780 moves, within the 4 per position `solve` lists).
const BUDGET: usize = 250_000;

/// One instance: black's gains `a` and white's gains `b`, n rows of m.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    pub a: Vec<Vec<u64>>,
    pub b: Vec<Vec<u64>>,
}

/// `Ok` iff `input` is `n m`, then n lines of m values a, then n lines of m values b, within
/// the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_SIDE, "n")?;
    v.space()?;
    let m = v.usize(1, MAX_SIDE, "m")?;
    v.eoln()?;
    for _ in 0..n {
        v.u64_line(m, 0, MAX_VALUE, "a")?;
    }
    for _ in 0..n {
        v.u64_line(m, 0, MAX_VALUE, "b")?;
    }
    v.eof()
}

/// The board of an input.
fn parse_input(input: &str) -> Board {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let m: usize = tokens.read();
    let a = (0..n).map(|_| tokens.many(m)).collect();
    let b = (0..n).map(|_| tokens.many(m)).collect();
    Board { a, b }
}

/// An input holding `board`.
fn input_of(board: &Board) -> String {
    let (n, m) = (board.a.len(), board.a[0].len());
    let mut input = format!("{n} {m}\n");
    for grid in [&board.a, &board.b] {
        for row in grid {
            for (j, &x) in row.iter().enumerate() {
                if j > 0 {
                    input.push(' ');
                }
                push_number(&mut input, x);
            }
            input.push('\n');
        }
    }
    input
}

/// The game on a board: a position is the set of filled cells (bit i · m + j is cell (i, j)),
/// black (菲菲) to move when an even number are filled. A move fills a cell that is empty and
/// has every cell left of it in its row and above it in its column filled, typed as its row and
/// column from 1 (`1 2`); black gains the cell's a, white its b. A scored game: each maximises
/// their own total minus the other's.
struct Chess {
    pub board: Board,
}

/// How a move is typed.
const NOTATION: &str = "the cell you fill, as its row and its column from 1: `2 1`";

impl Chess {
    fn size(&self) -> (usize, usize) {
        (self.board.a.len(), self.board.a[0].len())
    }

    /// True iff cell (i, j) may be played on `filled`: empty, with every cell left of it in
    /// its row and above it in its column filled.
    fn playable(&self, filled: u128, i: usize, j: usize) -> bool {
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
fn outcome_brute(board: &Board) -> Option<i64> {
    match solve(chess(board), 0, BUDGET).ok()?.result() {
        GameResult::Margin(margin) => Some(margin),
        other => unreachable!("a scored game ends with a margin, not {other:?}"),
    }
}

/// The game on `board`.
fn chess(board: &Board) -> Chess {
    Chess {
        board: board.clone(),
    }
}

/// The game of an input: its board, black (菲菲, the first player) to move on an empty board.
fn games(input: &str) -> Games {
    let board = parse_input(input);
    Games::new(vec![Games::case(chess(&board), 0, PLAY_BUDGET)])
}

/// The game's result: the oracle's black minus white.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::Margin(outcome_brute(&parse_input(
        input,
    ))?)])
}

/// The expected output by the search.
fn oracle(input: &str) -> Option<String> {
    outcome_brute(&parse_input(input)).map(|value| format!("{value}\n"))
}

/// Every board with n · m ≤ 4 and every a, b ∈ {0, 1}, by shape and then lexicographically.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for cells in 1..=4 {
        for n in 1..=cells {
            if cells % n != 0 {
                continue;
            }
            let m = cells / n;
            for values in all_vectors(2 * cells, 1)
                .into_iter()
                .filter(|v| v.len() == 2 * cells)
            {
                let grid = |at: usize| -> Vec<Vec<u64>> {
                    (0..n)
                        .map(|i| (0..m).map(|j| u64::from(values[at + i * m + j])).collect())
                        .collect()
                };
                inputs.push(input_of(&Board {
                    a: grid(0),
                    b: grid(cells),
                }));
            }
        }
    }
    inputs
}

/// A random n × m board; values up to `top`, and b = 0 if `b_zero`.
fn random_board(rng: &mut Rng, n: usize, m: usize, top: u64, b_zero: bool) -> Board {
    let mut grid = |zero: bool| -> Vec<Vec<u64>> {
        (0..n)
            .map(|_| {
                (0..m)
                    .map(|_| if zero { 0 } else { rng.range(0, top) })
                    .collect()
            })
            .collect()
    };
    let a = grid(false);
    let b = grid(b_zero);
    Board { a, b }
}

/// n, m ≤ `size` ≤ 4, values up to 3, up to 10^5, or with b = 0.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let m = 1 + rng.below(size);
    let board = match rng.below(3) {
        0 => random_board(rng, n, m, 3, false),
        1 => random_board(rng, n, m, MAX_VALUE, false),
        _ => random_board(rng, n, m, MAX_VALUE, true),
    };
    input_of(&board)
}

/// n, m ≤ `size` ≤ 10, one side often exactly `size`, values up to 10^5, half with b = 0.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = if rng.chance(1, 2) {
        size
    } else {
        1 + rng.below(size)
    };
    let m = if rng.chance(1, 2) {
        size
    } else {
        1 + rng.below(size)
    };
    let b_zero = rng.chance(1, 2);
    input_of(&random_board(rng, n, m, MAX_VALUE, b_zero))
}

/// Smaller inputs: a row or column removed, then one value lowered.
fn shrink(input: &str) -> Vec<String> {
    let board = parse_input(input);
    let (n, m) = (board.a.len(), board.a[0].len());
    let mut candidates = Vec::new();
    for i in (0..n).filter(|_| n > 1) {
        let mut smaller = board.clone();
        smaller.a.remove(i);
        smaller.b.remove(i);
        candidates.push(input_of(&smaller));
    }
    for j in (0..m).filter(|_| m > 1) {
        let mut smaller = board.clone();
        for row in smaller.a.iter_mut().chain(smaller.b.iter_mut()) {
            row.remove(j);
        }
        candidates.push(input_of(&smaller));
    }
    for side in 0..2 {
        for i in 0..n {
            for j in 0..m {
                let x = if side == 0 {
                    board.a[i][j]
                } else {
                    board.b[i][j]
                };
                for lower in shrink_value(x, 0).into_iter().take(3) {
                    let mut lowered = board.clone();
                    if side == 0 {
                        lowered.a[i][j] = lower;
                    } else {
                        lowered.b[i][j] = lower;
                    }
                    candidates.push(input_of(&lowered));
                }
            }
        }
    }
    candidates
}

/// 10 × 10 boards: uniform values, b = 0, and every value 10^5.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(4363);
    let full = Board {
        a: vec![vec![MAX_VALUE; MAX_SIDE]; MAX_SIDE],
        b: vec![vec![MAX_VALUE; MAX_SIDE]; MAX_SIDE],
    };
    vec![
        MaxInput {
            label: "n=m=10, a, b uniform in [0, 10^5]",
            input: input_of(&random_board(
                &mut rng, MAX_SIDE, MAX_SIDE, MAX_VALUE, false,
            )),
        },
        MaxInput {
            label: "n=m=10, a uniform, b = 0",
            input: input_of(&random_board(&mut rng, MAX_SIDE, MAX_SIDE, MAX_VALUE, true)),
        },
        MaxInput {
            label: "n=m=10, every a, b = 10^5",
            input: input_of(&full),
        },
    ]
}

/// The sample's board with one optimal line of play by the oracle: each cell shows a / b, its
/// colour who fills it, and its number the move that fills it.
fn figure() -> String {
    let board = parse_input("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n");
    let (n, m) = (2, 3);
    let solved = solve(chess(&board), 0, BUDGET).expect("within reach");
    let GameResult::Margin(total) = solved.result() else {
        unreachable!("a scored game")
    };
    // follow the moves that keep the value (the first in row order where several do)
    let mut order = vec![vec![0usize; m]; n];
    let mut at = Solved::START;
    for turn in 1..=n * m {
        let best = solved.best_move(at).expect("the board is not full");
        let (name, to, _) = &solved.moves(at)[best];
        let cell: Vec<usize> = name.split(' ').map(|x| x.parse().unwrap()).collect();
        order[cell[0] - 1][cell[1] - 1] = turn;
        at = *to;
    }
    let grid = Grid {
        left: 60.0,
        top: 110.0,
        cell: 90.0,
        cols: m,
        rows: n,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 260.0, grid.top + h + 60.0),
        &format!("一双木棋 chess, the sample: one optimal line, value {total}"),
        &[
            (Swatch::Cell(LOSE), "black (菲菲) fills it"),
            (Swatch::Cell(WIN), "white (牛牛)"),
        ],
    );
    grid.cells(
        &mut svg,
        |col, row| Some(if order[row][col] % 2 == 1 { LOSE } else { WIN }),
        |col, row| Some(format!("move {}", order[row][col])),
    );
    for (row, moves) in order.iter().enumerate() {
        for (col, &turn) in moves.iter().enumerate() {
            let (cx, cy) = grid.centre(col, row);
            let colour = if turn % 2 == 1 { PAPER } else { INK };
            svg.text(
                (cx, cy + 22.0),
                12.0,
                Anchor::Middle,
                colour,
                &format!("a {} / b {}", board.a[row][col], board.b[row][col]),
            );
            svg.frame(cx - 45.0, cy - 45.0, 90.0, 90.0, BAR, 1.0);
        }
    }
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    let x = grid.left + w + 20.0;
    svg.text(
        (x, grid.top + 20.0),
        13.0,
        Anchor::Start,
        INK,
        "black: 2 + 9 + 1 = 12",
    );
    svg.text(
        (x, grid.top + 44.0),
        13.0,
        Anchor::Start,
        INK,
        "white: 7 + 2 + 1 = 10",
    );
    svg.text(
        (x, grid.top + 68.0),
        13.0,
        Anchor::Start,
        INK,
        &format!("difference: {total}"),
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn value(input: &str) -> i64 {
        outcome_brute(&parse_input(input)).expect("within reach")
    }

    #[test]
    fn the_oracle_answers_the_sample() {
        assert_eq!(
            oracle("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n").as_deref(),
            Some("2\n")
        );
    }

    #[test]
    fn the_search_plays_by_hand() {
        assert_eq!(value("1 1\n5\n9\n"), 5, "black fills the only cell");
        assert_eq!(value("1 2\n5 0\n0 9\n"), -4, "one cell each, in order");
        assert_eq!(value("2 1\n1 0\n0 0\n"), 1);
        // 2 × 2: black takes (0, 0); white picks (0, 1) or (1, 0); black the other; white (1, 1).
        assert_eq!(
            value("2 2\n0 5\n0 0\n0 0\n0 0\n"),
            0,
            "white takes the 5 first"
        );
        assert_eq!(value("2 2\n0 5\n5 0\n0 0\n0 0\n"), 5);
        assert_eq!(value("2 2\n0 0\n0 0\n1 1\n1 1\n"), -2);
    }

    #[test]
    fn the_rule_is_applied_literally() {
        let search = chess(&parse_input("2 2\n0 0\n0 0\n0 0\n0 0\n"));
        assert!(search.playable(0, 0, 0));
        assert!(!search.playable(0, 0, 1) && !search.playable(0, 1, 0));
        assert!(search.playable(0b0001, 0, 1) && search.playable(0b0001, 1, 0));
        assert!(!search.playable(0b0011, 1, 1), "(1, 0) is empty");
        assert!(search.playable(0b0111, 1, 1));
    }

    #[test]
    fn the_game_is_drawn_and_refuses_in_the_rules_words() {
        let game = chess(&parse_input("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n"));
        assert_eq!(
            game.draw(&0b1),
            "    1   2   3\n1   # 7/7 3/2\n2 9/2 1/3 2/1\n\
             (a/b on each empty cell, # filled) white (牛牛) to move, scoring b\n"
        );
        let names: Vec<(String, i64)> = game
            .moves(&0b1)
            .into_iter()
            .map(|m| (m.name, m.gain))
            .collect();
        assert_eq!(names, [("1 2".to_owned(), 7), ("2 1".to_owned(), 2)]);
        let refusal = |typed: &str| game.refuse(&0b1, typed).unwrap();
        assert!(refusal("2 2").contains("every cell left of it"));
        assert!(refusal("1 1").contains("filled already"));
        assert!(refusal("3 1").contains("no cell (3, 1)"));
        assert!(refusal("x").contains("not a move"));
        assert!(refusal("1").contains("not a move"));
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n"), Ok(()));
        assert_eq!(validate("1 1\n100000\n0\n"), Ok(()));
        for bad in [
            "0 1\n\n",
            "11 1\n",
            "1 1\n100001\n0\n",
            "1 1\n-1\n0\n",
            "1 2\n1 2\n3\n",
            "1 1\n1\n",
            "1 1\n1\n2\n3\n",
            "1 1\n1\n2",
            "1 1\n1 \n2\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_in_reach() {
        assert_eq!(exhaustive_inputs().len(), 932);
        plan_kit::testing::assert_plan_is_valid(&SPEC, 4);
        plan_kit::testing::assert_plan_reaches(&SPEC);
        for max in max_inputs() {
            assert!(oracle(&max.input).is_some(), "{}", max.label);
        }
    }

    /// Every Young diagram of a 10 × 10 board: its ten row lengths, non-increasing.
    fn diagrams() -> Vec<[u32; 10]> {
        let mut all = vec![[0u32; 10]];
        for row in 0..10 {
            all = all
                .into_iter()
                .flat_map(|rows| {
                    let top = if row == 0 { 10 } else { rows[row - 1] };
                    (0..=top).map(move |length| {
                        let mut next = rows;
                        next[row] = length;
                        next
                    })
                })
                .collect();
        }
        all
    }

    /// The diagrams that share a base-11 key of their row lengths wrapped to 32 bits, the rows
    /// read from the first (most significant) or from the last.
    fn colliding(rows_reversed: bool) -> Vec<Vec<[u32; 10]>> {
        let mut by_key: HashMap<u32, Vec<[u32; 10]>> = HashMap::new();
        for rows in diagrams() {
            let mut ordered = rows;
            if rows_reversed {
                ordered.reverse();
            }
            let key = ordered
                .iter()
                .fold(0u32, |key, &l| key.wrapping_mul(11).wrapping_add(l));
            by_key.entry(key).or_default().push(rows);
        }
        by_key.into_values().filter(|d| d.len() > 1).collect()
    }

    #[test]
    fn base_11_keys_in_32_bits_collide_on_one_pair_each() {
        assert_eq!(diagrams().len(), 184_756);
        assert_eq!(
            colliding(false),
            [[
                [5, 5, 5, 4, 4, 4, 4, 0, 0, 0],
                [10, 10, 6, 6, 6, 5, 5, 5, 5, 1]
            ]]
        );
        assert_eq!(
            colliding(true),
            [[
                [9, 5, 5, 5, 5, 4, 4, 4, 0, 0],
                [10, 10, 10, 6, 6, 6, 6, 5, 5, 5]
            ]]
        );
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (the oracle's search of two 10 × 10 boards)"]
    fn the_collision_samples_are_the_oracles() {
        let dir = plan_kit::testing::samples_dir(SPEC.name);
        for name in [
            "edge-base-11-collision",
            "edge-base-11-collision-rows-reversed",
        ] {
            let input = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
            let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
            assert_eq!(oracle(&input), Some(expected), "{name}");
        }
    }

    #[test]
    fn shrinking_removes_rows_and_columns_first() {
        let shrunk = shrink("2 2\n1 2\n3 4\n5 6\n7 8\n");
        assert_eq!(shrunk[0], "1 2\n3 4\n7 8\n");
        assert_eq!(shrunk[2], "2 1\n2\n4\n6\n8\n");
    }
}

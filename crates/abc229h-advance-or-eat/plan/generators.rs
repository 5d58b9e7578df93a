//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{BLACK, Board, EMPTY, WHITE};
use super::{MAX_N, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput};

/// Every board with N ≤ 3, by N and then by code.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    (1..=3usize)
        .flat_map(|n| {
            (0..3u32.pow((n * n) as u32)).map(move |mut code| {
                let mut board = Board::empty(n);
                for square in &mut board.squares {
                    *square = (code % 3) as u8;
                    code /= 3;
                }
                input_of(&board)
            })
        })
        .collect()
}

/// A 4×4 board of 1..=`size` pieces on distinct random squares, each white or black at random.
pub(super) fn random_sparse_four(rng: &mut Rng, size: usize) -> String {
    let mut board = Board::empty(4);
    let mut squares: Vec<usize> = (0..16).collect();
    rng.shuffle(&mut squares);
    for &i in &squares[..1 + rng.below(size.min(16))] {
        board.squares[i] = if rng.chance(1, 2) { WHITE } else { BLACK };
    }
    input_of(&board)
}

/// An N×N board with N = `size`: each square a piece with a random density, white with a random
/// share.
pub(super) fn random_board(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(1, MAX_N);
    let filled = rng.range(0, 4);
    let white = rng.range(0, 4);
    let mut board = Board::empty(n);
    for square in &mut board.squares {
        if rng.range(1, 4) <= filled {
            *square = if rng.range(1, 4) <= white {
                WHITE
            } else {
                BLACK
            };
        }
    }
    input_of(&board)
}

/// An n×n board whose columns come in pairs, a column and its colour swap (the negative game), so
/// that the sum is exactly 0; an odd column out is left empty.
pub(super) fn zero_sum_board(rng: &mut Rng, n: usize) -> Board {
    let mut board = Board::empty(n);
    let mut columns: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut columns);
    let filled = rng.range(1, 4);
    for pair in columns.chunks_exact(2) {
        for r in 0..n {
            if rng.range(1, 4) <= filled {
                let square = if rng.chance(1, 2) { WHITE } else { BLACK };
                board.squares[r * n + pair[0]] = square;
                board.squares[r * n + pair[1]] = WHITE + BLACK - square;
            }
        }
    }
    board
}

/// A [`zero_sum_board`] with N = `size`, half of them with one square then changed: a sum near 0.
pub(super) fn random_zero_sum(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(1, MAX_N);
    let mut board = zero_sum_board(rng, n);
    if rng.chance(1, 2) {
        let i = rng.below(n * n);
        board.squares[i] = (board.squares[i] + 1 + rng.range(0, 1) as u8) % 3;
    }
    input_of(&board)
}

/// Smaller boards, most reduced first: the board without one row and one column (every pair, for
/// the four corners' sub-boards and the rest), then with one piece removed, then with one piece
/// recoloured.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let board = parse_input(input);
    let n = board.n;
    let mut candidates = Candidates::default();
    if n > 1 {
        for skip_row in 0..n {
            for skip_col in 0..n {
                candidates.push(|| {
                    let mut smaller = Board::empty(n - 1);
                    let rows = (0..n).filter(|&r| r != skip_row);
                    for (i, r) in rows.enumerate() {
                        let cols = (0..n).filter(|&c| c != skip_col);
                        for (j, c) in cols.enumerate() {
                            smaller.squares[i * (n - 1) + j] = board.at(r, c);
                        }
                    }
                    input_of(&smaller)
                });
            }
        }
    }
    for i in (0..n * n).filter(|&i| board.squares[i] != EMPTY) {
        candidates.push(|| {
            let mut fewer = board.clone();
            fewer.squares[i] = EMPTY;
            input_of(&fewer)
        });
    }
    for i in (0..n * n).filter(|&i| board.squares[i] != EMPTY) {
        candidates.push(|| {
            let mut recoloured = board.clone();
            recoloured.squares[i] = WHITE + BLACK - board.squares[i];
            input_of(&recoloured)
        });
    }
    candidates.into_vec()
}

/// The 8×8 board whose square (r, c) is `square(r, c)`.
fn board_of(square: impl Fn(usize, usize) -> u8) -> Board {
    let mut board = Board::empty(MAX_N);
    for r in 0..MAX_N {
        for c in 0..MAX_N {
            board.squares[r * MAX_N + c] = square(r, c);
        }
    }
    board
}

/// N = 8: full random boards (the most column states for the solution to value), the empty board,
/// all white, all black, both checkerboards, stripes, and a full board of colour-swapped column
/// pairs (sum exactly 0).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(229);
    let random: Vec<u8> = (0..MAX_N * MAX_N)
        .map(|_| if rng.chance(1, 2) { WHITE } else { BLACK })
        .collect();
    let mixed: Vec<u8> = (0..MAX_N * MAX_N).map(|_| rng.range(0, 2) as u8).collect();
    let boards = [
        (
            "N=8, full, each square W or B at random",
            board_of(|r, c| random[r * MAX_N + c]),
        ),
        (
            "N=8, each square W, B or . at random",
            board_of(|r, c| mixed[r * MAX_N + c]),
        ),
        ("N=8, empty", board_of(|_, _| EMPTY)),
        ("N=8, all W", board_of(|_, _| WHITE)),
        ("N=8, all B", board_of(|_, _| BLACK)),
        (
            "N=8, checkerboard, W at (1, 1)",
            board_of(|r, c| if (r + c) % 2 == 0 { WHITE } else { BLACK }),
        ),
        (
            "N=8, checkerboard, B at (1, 1)",
            board_of(|r, c| if (r + c) % 2 == 0 { BLACK } else { WHITE }),
        ),
        (
            "N=8, rows W B W B ... from the top",
            board_of(|r, _| if r % 2 == 0 { WHITE } else { BLACK }),
        ),
        (
            "N=8, full, columns in colour-swapped pairs (sum 0)",
            board_of(|r, c| {
                let square = random[r * MAX_N + c / 2 * 2];
                if c % 2 == 0 {
                    square
                } else {
                    WHITE + BLACK - square
                }
            }),
        ),
    ];
    boards
        .into_iter()
        .map(|(label, board)| MaxInput {
            label,
            input: input_of(&board),
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The figure.

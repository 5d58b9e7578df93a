//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::Board;
use super::{MAX_SIDE, MAX_VALUE, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, all_vectors, shrink_value};

/// Every board with n · m ≤ 4 and every a, b ∈ {0, 1}, by shape and then lexicographically.
pub(super) fn exhaustive_inputs() -> Vec<String> {
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
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
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
pub(super) fn random_large(rng: &mut Rng, size: usize) -> String {
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
pub(super) fn shrink(input: &str) -> Vec<String> {
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
pub(super) fn max_inputs() -> Vec<MaxInput> {
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

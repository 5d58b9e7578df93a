//! AtCoder ABC229 H Advance or Eat: https://atcoder.jp/contests/abc229/tasks/abc229_h
//!
//! Game: an N×N board, N ≤ 8. Takahashi (Left) advances a white piece one square up into an empty
//!       square or eats any black piece; Snuke (Right) does the same with black; no move loses.
//! Claim: Takahashi, moving first, wins iff Σ v(column) > 0, where v(column) is the simplest
//!        number strictly between the column's best Left option and its best Right option.
//! Proof: a move changes one column, so the board is the sum of its columns. Every column is a
//!        number (a computation over all 3^8 columns: each Left option < each Right option), so by
//!        the simplicity theorem it equals v; a sum of numbers is their sum, and Left moving first
//!        wins a number x iff x > 0 (Conway, On Numbers and Games). The README has the argument.
//! Exact: a value x is kept as the integer x · 2^36: a column has at most 8·9/2 = 36 moves left,
//!        and each move of look-ahead adds at most one binary digit. No floating point.
//! Time: O(3^N · N): every column code below 3^N (at most 6561), each trying ≤ 2N options.

use proconio::input;
use proconio::marker::Bytes;
use std::io::{self, BufWriter, Write};

/// The statement's largest N: a column has at most this many squares.
const MAX_N: usize = 8;
/// A value x is stored exactly as the integer x · 2^SCALE_BITS.
const SCALE_BITS: u32 = 36;

/// A column is coded as Σ square_r · 3^r over its rows r (row 0 the top) with these digits.
const EMPTY: usize = 0;
const WHITE: usize = 1;
const BLACK: usize = 2;
const POW3: [usize; MAX_N + 1] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

/// The best Left option of a column without Left options, and the best Right option of one without
/// Right options: below and above every value (|v| ≤ 36 · 2^SCALE_BITS).
const NO_LEFT: i64 = i64::MIN;
const NO_RIGHT: i64 = i64::MAX;

/// The simplest number x with lo < x < hi, where lo < hi and `NO_LEFT` / `NO_RIGHT` stand for
/// an absent bound.
fn simplest_between(lo: i64, hi: i64) -> i64 {
    assert!(
        lo < hi,
        "a column with a Left option ≥ a Right option is not a number"
    );
    if lo >= 0 {
        simplest_above(lo, hi)
    } else if hi <= 0 {
        -simplest_above(-hi, lo.saturating_neg())
    } else {
        0
    }
}

/// The simplest number x with lo < x < hi for 0 ≤ lo: the least integer above lo if it is below
/// hi, else the one multiple of 2^-k in the interval for the least k that has one.
fn simplest_above(lo: i64, hi: i64) -> i64 {
    for shift in (0..=SCALE_BITS).rev() {
        // the least multiple of 2^(shift − SCALE_BITS) above lo
        let x = ((lo >> shift) + 1) << shift;
        if x < hi {
            return x;
        }
    }
    panic!("more binary digits than a column of 8 squares can need")
}

/// v(column) · 2^SCALE_BITS for every column code below 3^n, bottom up: every move lowers the code
/// (an eaten piece's digit d·3^r leaves it, an advanced piece's becomes d·3^(r−1)), so each
/// column's options are valued before it. v is the simplest number strictly between the best
/// option of Left (advance a white piece, eat a black one) and the best option of Right (the same
/// with the colours swapped).
fn column_values(n: usize) -> Vec<i64> {
    let mut value = vec![0; POW3[n]];
    // squares[r] = the digit of row r in `code`, kept by counting in base 3
    let mut squares = [EMPTY; MAX_N];
    for code in 1..POW3[n] {
        for square in &mut squares {
            if *square == BLACK {
                *square = EMPTY;
            } else {
                *square += 1;
                break;
            }
        }
        // the largest value of a Left option and the smallest of a Right option
        let (mut best_left, mut best_right) = (NO_LEFT, NO_RIGHT);
        for row in 0..n {
            let square = squares[row];
            if square == EMPTY {
                continue;
            }
            let eaten = value[code - square * POW3[row]];
            let can_advance = row > 0 && squares[row - 1] == EMPTY;
            let advanced = || value[code - square * (POW3[row] - POW3[row - 1])];
            // the owner of `square` may advance it, the other player may eat it
            if square == WHITE {
                best_right = best_right.min(eaten);
                if can_advance {
                    best_left = best_left.max(advanced());
                }
            } else {
                best_left = best_left.max(eaten);
                if can_advance {
                    best_right = best_right.min(advanced());
                }
            }
        }
        value[code] = simplest_between(best_left, best_right);
    }
    value
}

/// True iff Takahashi, moving first, wins the sum of the n columns `columns` (codes below 3^n).
fn takahashi_wins(columns: &[usize]) -> bool {
    let value = column_values(columns.len());
    let total: i64 = columns.iter().map(|&code| value[code]).sum();
    total > 0
}

fn main() {
    input! {
        n: usize,
    }
    assert!((1..=MAX_N).contains(&n), "N = {n} is outside [1, {MAX_N}]");
    input! {
        rows: [Bytes; n],
    }
    let mut columns = vec![0; n];
    for (r, row) in rows.iter().enumerate() {
        assert_eq!(
            row.len(),
            n,
            "row {} has {} squares, not N = {n}",
            r + 1,
            row.len()
        );
        for (c, &square) in row.iter().enumerate() {
            columns[c] += POW3[r]
                * match square {
                    b'.' => EMPTY,
                    b'W' => WHITE,
                    b'B' => BLACK,
                    _ => panic!(
                        "square ({}, {}) is {:?}, not W, B or .",
                        r + 1,
                        c + 1,
                        square as char
                    ),
                };
        }
    }
    let verdict = if takahashi_wins(&columns) {
        "Takahashi"
    } else {
        "Snuke"
    };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{verdict}").unwrap();
}

//! Luogu P4363 [九省联考 2018] 一双木棋 chess: https://www.luogu.com.cn/problem/P4363
//!
//! Game: an n × m board (n, m ≤ 10); players alternately fill a cell whose left and upper
//!       neighbours in its row and column are all filled; black (first) scores a on its cells,
//!       white b on its cells; print black's score minus white's with best play for both.
//! Claim: the filled cells always form a Young diagram, a vector of row lengths L_1 ≥ … ≥ L_n,
//!        and f(L) = the value for black from L satisfies f(full) = 0 and f(L) = max (black to move)
//!        or min (white to move) over the addable cells of ±gain + f(L + cell).
//! Proof: a cell is playable iff its row is filled up to it and the row above reaches past it,
//!        so the filled set stays a Young diagram; the number of stones, hence whose turn, is
//!        Σ L_i; the game is zero-sum, so minimax over these C(n + m, n) states is its value.
//! Time: O(C(n + m, n) · n) ≤ 184,756 · 10 steps, memoised by the base-11 code of L.

use proconio::input;
use proconio::source::once::OnceSource;
use std::collections::HashMap;
use std::io::{self, BufReader, BufWriter, Write};

/// The row lengths of a Young diagram, row 0 first, coded in base 11 (a u64: 11^10 < 2^35).
fn code(lengths: &[usize]) -> u64 {
    lengths.iter().fold(0, |code, &l| code * 11 + l as u64)
}

/// Black's score minus white's with best play, from the filled diagram `lengths`.
fn value(
    lengths: &mut Vec<usize>,
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    memo: &mut HashMap<u64, i64>,
) -> i64 {
    let key = code(lengths);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let (n, m) = (a.len(), a[0].len());
    let stones: usize = lengths.iter().sum();
    let black = stones.is_multiple_of(2);
    let mut best: Option<i64> = None;
    for i in 0..n {
        let j = lengths[i];
        // cell (i, j) is addable iff the row is not full and the row above reaches past column j
        if j < m && (i == 0 || lengths[i - 1] > j) {
            lengths[i] += 1;
            let after = value(lengths, a, b, memo);
            lengths[i] -= 1;
            let outcome = if black {
                a[i][j] + after
            } else {
                after - b[i][j]
            };
            best = Some(match best {
                None => outcome,
                Some(best) if black => best.max(outcome),
                Some(best) => best.min(outcome),
            });
        }
    }
    let result = best.unwrap_or(0);
    memo.insert(key, result);
    result
}

/// Black's score minus white's with best play on the boards `a` (black's gains) and `b`.
fn outcome(a: &[Vec<i64>], b: &[Vec<i64>]) -> i64 {
    let mut lengths = vec![0; a.len()];
    value(&mut lengths, a, b, &mut HashMap::new())
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
        m: usize,
        a: [[i64; m]; n],
        b: [[i64; m]; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", outcome(&a, &b)).unwrap();
}

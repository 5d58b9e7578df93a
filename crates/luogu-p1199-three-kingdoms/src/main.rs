//! Luogu P1199 [NOIP 2010 普及组] 三国游戏: https://www.luogu.com.cn/problem/P1199
//!
//! Game: 小涵 and a greedy computer alternately take generals; each side fields its best pair.
//! Claim: 小涵 always wins, and the largest value her winning pair can have is
//!        M = max over generals g of the second-largest value in g's row.
//! Proof: a pair worth more than M tops both of its rows, so the computer takes its second end
//!        the moment she takes the first: she never owns one. Taking g, then g's second partner
//!        (the computer took g's first), gives her M; answering every computer pick by taking the
//!        other end of its pair worth more than M, if free, keeps the computer below M. See README.
//! Time: O(N^2) to read the values, O(N) memory beyond them.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The two largest values seen so far in one general's row (0 until seen: values are ≥ 0).
#[derive(Clone, Copy, Default)]
struct TopTwo {
    first: u32,
    second: u32,
}

impl TopTwo {
    /// Takes `value` into the row.
    fn push(&mut self, value: u32) {
        if value > self.first {
            self.second = self.first;
            self.first = value;
        } else if value > self.second {
            self.second = value;
        }
    }
}

/// The largest value 小涵's winning pair can have, given `rows[i][k]` = value of generals i and
/// i + 1 + k (0-based) for n generals; she always wins.
fn best_winning_pair(n: usize, rows: &[Vec<u32>]) -> u32 {
    let mut top = vec![TopTwo::default(); n];
    for (i, row) in rows.iter().enumerate() {
        for (k, &value) in row.iter().enumerate() {
            top[i].push(value);
            top[i + 1 + k].push(value);
        }
    }
    top.iter().map(|row| row.second).max().unwrap_or(0)
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
    }
    assert!(
        n >= 4 && n % 2 == 0,
        "N must be even and at least 4, got {n}"
    );
    let rows: Vec<Vec<u32>> = (1..n)
        .map(|i| {
            input! {
                from &mut source,
                row: [u32; n - i],
            }
            row
        })
        .collect();
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "1\n{}", best_winning_pair(n, &rows)).unwrap();
}

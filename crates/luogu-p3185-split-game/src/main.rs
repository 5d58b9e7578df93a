//! Luogu P3185 [HNOI2007] 分裂游戏: https://www.luogu.com.cn/problem/P3185
//!
//! Game: bottles 0..n − 1 of beans; a move takes a bean from bottle i and puts one bean into each
//! of bottles j and k, i < j ≤ k ≤ n − 1; no move loses. Print the smallest winning first move
//! (i, j, k) and the number of winning first moves.
//! Claim: every bean is its own game, of Grundy value g(i) = mex{g(j) ^ g(k) : i < j ≤ k < n};
//!        the position's value is X = XOR of g(i) over the bottles with an odd count, and a move
//!        (i, j, k) with p_i ≥ 1 wins iff X ^ g(i) ^ g(j) ^ g(k) = 0.
//! Proof: a move replaces one bean by two and no bean affects another, so the position is the sum
//!        of its beans (Sprague–Grundy) and two beans in one bottle cancel. The full argument is in
//!        the crate's README.
//! Time: O(n³) per test.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// g[i] = the Grundy value of one bean in bottle i of `n`.
fn bean_values(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n];
    for i in (0..n).rev() {
        // every value so far is at most the number of options, below n², so each XOR is below 2n²
        let mut seen = vec![false; 2 * n * n + 2];
        for j in i + 1..n {
            for k in j..n {
                seen[(g[j] ^ g[k]) as usize] = true;
            }
        }
        g[i] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

/// The lexicographically smallest winning first move and the number of winning first moves.
fn winning_moves(beans: &[u32]) -> (Option<(usize, usize, usize)>, u64) {
    let n = beans.len();
    let g = bean_values(n);
    let value = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |x, i| x ^ g[i]);
    let mut first = None;
    let mut count = 0;
    for i in (0..n).filter(|&i| beans[i] >= 1) {
        for j in i + 1..n {
            for k in j..n {
                if value ^ g[i] ^ g[j] ^ g[k] == 0 {
                    first.get_or_insert((i, j, k));
                    count += 1;
                }
            }
        }
    }
    (first, count)
}

fn main() {
    input! {
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..t {
        input! {
            n: usize,
            beans: [u32; n],
        }
        let (first, count) = winning_moves(&beans);
        match first {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}").unwrap(),
            None => writeln!(out, "-1 -1 -1").unwrap(),
        }
        writeln!(out, "{count}").unwrap();
    }
}

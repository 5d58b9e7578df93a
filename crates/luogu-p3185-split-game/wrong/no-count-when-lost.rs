// expect: WA
// The right moves, but a lost test prints `-1 -1 -1` alone, without the count 0 on the next line
// (`edge-empty`; every later test's lines then stand one line early).
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
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}\n{count}").unwrap(),
            None => writeln!(out, "-1 -1 -1").unwrap(),
        }
    }
}

// expect: WA
// The right strategy with 0-based indices on the wire: First's first pick is printed as 0, which
// is not an index 1..=n (and Second's answers point one entry to the left).
use std::io::{self, BufRead, BufWriter, Write};

fn split(a: &[usize]) -> Option<Vec<bool>> {
    let total: usize = a.iter().sum();
    if total % 2 == 1 {
        return None;
    }
    let half = total / 2;
    let mut by: Vec<Option<usize>> = vec![None; half + 1];
    by[0] = Some(usize::MAX);
    for (k, &x) in a.iter().enumerate() {
        for s in (x..=half).rev() {
            if by[s].is_none() && by[s - x].is_some() {
                by[s] = Some(k);
            }
        }
    }
    by[half]?;
    let mut side = vec![false; a.len()];
    let mut s = half;
    while s > 0 {
        let k = by[s].unwrap();
        side[k] = true;
        s -= a[k];
    }
    Some(side)
}

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next = || lines.next().expect("a line").expect("readable");
    let n: usize = next().trim().parse().unwrap();
    let mut a: Vec<usize> = next()
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(a.len(), n);
    let mut out = BufWriter::new(io::stdout().lock());
    let side = split(&a);
    writeln!(out, "{}", if side.is_some() { "Second" } else { "First" }).unwrap();
    out.flush().unwrap();
    loop {
        let (i, j) = match &side {
            None => {
                let i = a.iter().position(|&x| x > 0).unwrap();
                writeln!(out, "{i}").unwrap();
                out.flush().unwrap();
                let j: i64 = next().trim().parse().unwrap();
                if j <= 0 {
                    break;
                }
                (i, j as usize - 1)
            }
            Some(side) => {
                let i: i64 = next().trim().parse().unwrap();
                if i <= 0 {
                    break;
                }
                let i = i as usize - 1;
                let j = (0..n).find(|&k| a[k] > 0 && side[k] != side[i]).unwrap();
                writeln!(out, "{j}").unwrap();
                out.flush().unwrap();
                (i, j)
            }
        };
        let d = a[i].min(a[j]);
        a[i] -= d;
        a[j] -= d;
    }
}

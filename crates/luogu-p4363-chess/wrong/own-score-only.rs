// expect: WA
// Not zero-sum: each player maximises only their own total, ignoring the other's, so white never
// takes a cell to deny black its a. The memo holds (black's total, white's total) per diagram.
use std::collections::HashMap;
use std::io::{self, Read, Write};

fn solve(
    lengths: &mut Vec<usize>,
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    memo: &mut HashMap<Vec<usize>, (i64, i64)>,
) -> (i64, i64) {
    if let Some(&known) = memo.get(lengths) {
        return known;
    }
    let (n, m) = (a.len(), a[0].len());
    let black = lengths.iter().sum::<usize>() % 2 == 0;
    let mut best: Option<(i64, i64)> = None;
    for i in 0..n {
        let j = lengths[i];
        if j < m && (i == 0 || lengths[i - 1] > j) {
            lengths[i] += 1;
            let (x, y) = solve(lengths, a, b, memo);
            lengths[i] -= 1;
            let option = if black { (x + a[i][j], y) } else { (x, y + b[i][j]) };
            let better = match best {
                None => true,
                Some(best) => {
                    if black {
                        option.0 > best.0
                    } else {
                        option.1 > best.1
                    }
                }
            };
            if better {
                best = Some(option);
            }
        }
    }
    let result = best.unwrap_or((0, 0));
    memo.insert(lengths.clone(), result);
    result
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<i64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (v[0] as usize, v[1] as usize);
    let grid = |at: usize| -> Vec<Vec<i64>> {
        (0..n)
            .map(|i| v[at + i * m..at + (i + 1) * m].to_vec())
            .collect()
    };
    let (a, b) = (grid(2), grid(2 + n * m));
    let (x, y) = solve(&mut vec![0; n], &a, &b, &mut HashMap::new());
    writeln!(io::stdout(), "{}", x - y).unwrap();
}

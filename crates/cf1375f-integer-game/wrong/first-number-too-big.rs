// expect: WA
// The winning strategy with the first number 10^12, the largest allowed: the second number
// 2M - u - v is then about 2·10^12, beyond the limit 10^12 on y.
use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next = || lines.next().expect("a line").expect("readable");
    let mut piles: Vec<u64> = next()
        .split_whitespace()
        .map(|t| t.parse().expect("a pile"))
        .collect();
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "First").unwrap();
    let mut used: Vec<usize> = Vec::new();
    let mut y: u64 = 1_000_000_000_000;
    loop {
        writeln!(out, "{y}").unwrap();
        out.flush().unwrap();
        let reply: i64 = next().trim().parse().expect("a reply");
        if reply <= 0 {
            break;
        }
        let i = reply as usize - 1;
        piles[i] += y;
        used.push(i);
        let sum: u64 = piles.iter().sum();
        y = if used.len() == 1 {
            3 * piles[i] - sum
        } else {
            piles[i] - piles[used[0]]
        };
    }
}

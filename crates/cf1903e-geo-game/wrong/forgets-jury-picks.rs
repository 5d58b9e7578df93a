// expect: WA
// The right side and colour, but the jury's picks are never struck from the stacks: the program
// pops the top of its colour's stack even when the jury has already taken that point.
use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.unwrap());
    let mut next = move || -> Vec<i64> {
        let line = lines.next().unwrap();
        line.split_whitespace().map(|w| w.parse().unwrap()).collect()
    };
    let mut out = io::stdout().lock();
    let t = next()[0];
    for _ in 0..t {
        let n = next()[0];
        if n < 0 {
            return;
        }
        let n = n as usize;
        let s = next();
        let colour: Vec<usize> = (0..n)
            .map(|_| {
                let p = next();
                ((p[0] + p[1] + s[0] + s[1]) % 2) as usize
            })
            .collect();
        let like = colour.iter().filter(|&&c| c == 0).count();
        let first = like >= n - like;
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
        out.flush().unwrap();
        let drain = if first { 1 } else { 0 };
        let mut stacks: Vec<Vec<usize>> = (0..2)
            .map(|c| (0..n).filter(|&i| colour[i] == c).collect())
            .collect();
        let mut ours = first;
        for _ in 0..n {
            if ours {
                let c = if stacks[drain].is_empty() { 1 - drain } else { drain };
                let i = stacks[c].pop().unwrap();
                writeln!(out, "{}", i + 1).unwrap();
                out.flush().unwrap();
            } else if next()[0] < 0 {
                return;
            }
            ours = !ours;
        }
    }
}

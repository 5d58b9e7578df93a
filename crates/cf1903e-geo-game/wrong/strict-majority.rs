// expect: WA
// Plays First only when strictly more points share the colour of s (like > unlike): on a tie it
// plays Second and takes the like points, but First takes the others and keeps a like one last.
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
        let first = like > n - like;
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
        out.flush().unwrap();
        let drain = if first { 1 } else { 0 };
        let mut stacks: Vec<Vec<usize>> = (0..2)
            .map(|c| (0..n).filter(|&i| colour[i] == c).collect())
            .collect();
        let mut used = vec![false; n];
        let mut ours = first;
        for _ in 0..n {
            if ours {
                let mut pick = None;
                for c in [drain, 1 - drain] {
                    while let Some(i) = stacks[c].pop() {
                        if !used[i] {
                            pick = Some(i);
                            break;
                        }
                    }
                    if pick.is_some() {
                        break;
                    }
                }
                let i = pick.unwrap();
                used[i] = true;
                writeln!(out, "{}", i + 1).unwrap();
                out.flush().unwrap();
            } else {
                let j = next()[0];
                if j < 0 {
                    return;
                }
                used[j as usize - 1] = true;
            }
            ours = !ours;
        }
    }
}

// expect: WA
// The right side, but each break splits off the lowest set bit: it wins every game in the end,
// yet against a Bob who refills the low bits it needs far more than the 63 breaks allowed.
use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.unwrap());
    let mut out = io::stdout().lock();
    let t: usize = lines.next().unwrap().trim().parse().unwrap();
    for _ in 0..t {
        let n: u64 = lines.next().unwrap().trim().parse().unwrap();
        let mut held = n;
        if n.count_ones() % 2 == 0 {
            writeln!(out, "first").unwrap();
        } else {
            writeln!(out, "second").unwrap();
            held = 0;
        }
        out.flush().unwrap();
        loop {
            if held != 0 {
                let low = held & held.wrapping_neg();
                writeln!(out, "{low} {}", held ^ low).unwrap();
                out.flush().unwrap();
            }
            let line = lines.next().unwrap();
            let v: Vec<i64> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
            if v[0] == -1 {
                return;
            }
            if v[0] == 0 {
                break;
            }
            let (a, b) = (v[0] as u64, v[1] as u64);
            held = if a.count_ones() % 2 == 0 { a } else { b };
        }
    }
}

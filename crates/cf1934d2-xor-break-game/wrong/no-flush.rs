// expect: ILE
// The right strategy, but the BufWriter is never flushed: the jury waits for `first`/`second`
// while the program waits for the jury's answer.
use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.unwrap());
    let mut out = BufWriter::new(io::stdout().lock());
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
        loop {
            if held != 0 {
                let top = 1u64 << (63 - held.leading_zeros());
                writeln!(out, "{top} {}", held ^ top).unwrap();
            }
            let line = lines.next().unwrap();
            let v: Vec<i64> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
            if v[0] <= 0 {
                break;
            }
            let (a, b) = (v[0] as u64, v[1] as u64);
            held = if a.count_ones() % 2 == 0 { a } else { b };
        }
    }
}

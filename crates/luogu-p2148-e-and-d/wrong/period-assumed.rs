// expect: WA
// Tabulates the Grundy values of pairs with heaps ≤ 32 by the mex, then assumes they repeat with
// period 32 in each heap: right while (x − 1) | (y − 1) has a zero among its low five bits, wrong
// for (64, 1), whose value 6 the period turns into 5.
use std::io::{self, Read, Write};

const PERIOD: usize = 32;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace().map(|w| w.parse::<usize>().unwrap());
    // reached[x] = the values of the pairs (a, x − a); value(a, b) = mex(reached[a] ∪ reached[b])
    let mut reached = [0u64; PERIOD + 1];
    let mex = |mask: u64| (!mask).trailing_zeros();
    for x in 2..=PERIOD {
        reached[x] = (1..x).fold(0, |set, a| set | 1 << mex(reached[a] | reached[x - a]));
    }
    let t = numbers.next().unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for _ in 0..t {
        let n = numbers.next().unwrap();
        let mut xor_sum = 0;
        for _ in 0..n / 2 {
            let x = (numbers.next().unwrap() - 1) % PERIOD + 1;
            let y = (numbers.next().unwrap() - 1) % PERIOD + 1;
            xor_sum ^= mex(reached[x] | reached[y]);
        }
        writeln!(out, "{}", if xor_sum != 0 { "YES" } else { "NO" }).unwrap();
    }
}

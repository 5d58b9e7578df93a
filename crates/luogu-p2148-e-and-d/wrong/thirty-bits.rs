// expect: WA
// Counts the trailing ones of (x − 1) | (y − 1) within its low 30 bits only, so a pair of value 31
// (heaps of 2^30 and 2^30 + 1: 2^30 − 1 | 2^30 is 31 ones) counts as 30, and beside a pair of
// value 30 (2^30 and 1) the XOR is 0 where it is 1.
use std::io::{self, Read, Write};

const LOW_30: u32 = (1 << 30) - 1;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace().map(|w| w.parse::<u32>().unwrap());
    let t = numbers.next().unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for _ in 0..t {
        let n = numbers.next().unwrap();
        let mut xor_sum = 0;
        for _ in 0..n / 2 {
            let x = numbers.next().unwrap();
            let y = numbers.next().unwrap();
            xor_sum ^= (((x - 1) | (y - 1)) & LOW_30).trailing_ones();
        }
        writeln!(out, "{}", if xor_sum != 0 { "YES" } else { "NO" }).unwrap();
    }
}

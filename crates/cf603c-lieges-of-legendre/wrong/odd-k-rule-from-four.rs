// expect: WA
// For odd k, the rule of the large even piles, g(x) = mex{0, g(x/2)}, applied from x = 4 on:
// it assumes g(x − 1) = 0, but g(3) = 1, so g(4) = mex{1, 0} = 2, not 1 (and g(8), g(16), …
// follow it wrongly). Fails on the first sample.
use std::io::{self, Read, Write};

fn grundy(x: u64, k_odd: bool) -> u64 {
    if k_odd {
        match x {
            0..=3 => [0, 1, 0, 1][x as usize],
            _ if x % 2 == 1 => 0,
            _ => {
                if grundy(x / 2, true) == 1 {
                    2
                } else {
                    1
                }
            }
        }
    } else {
        match x {
            0 => 0,
            1 => 1,
            2 => 2,
            _ => u64::from(x % 2 == 0),
        }
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let k_odd = numbers[1] % 2 == 1;
    let xor_sum = numbers[2..].iter().fold(0, |s, &x| s ^ grundy(x, k_odd));
    let verdict = if xor_sum != 0 { "Kevin" } else { "Nicky" };
    writeln!(io::stdout(), "{verdict}").unwrap();
}

// expect: WA
// For even k, the parity rule applied from x = 2 on: g(2) taken as 1, though 2 splits into k
// piles of 1 (value 0) and has the options {1, 0}, so g(2) = 2. Fails on k = 2, piles 1 and 2.
use std::io::{self, Read, Write};

fn grundy(x: u64, k_odd: bool) -> u64 {
    if k_odd {
        match x {
            0..=4 => [0, 1, 0, 1, 2][x as usize],
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

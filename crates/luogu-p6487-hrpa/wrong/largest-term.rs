// expect: WA
// Prints the largest term of N's Zeckendorf representation (the greedy's first pick) instead of
// the smallest: 4 = 3 + 1 gives 3, but taking 1 wins.
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: u64 = input.trim().parse().unwrap();
    let (mut a, mut b) = (1u64, 2u64);
    while b <= n {
        (a, b) = (b, a + b);
    }
    println!("{a}");
}

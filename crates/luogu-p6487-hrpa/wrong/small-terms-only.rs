// expect: WA
// Strips the Zeckendorf terms above 10^4 greedily, then finds the smallest term of what is left;
// when nothing is left it prints N, as if N were a Fibonacci number. Right for every N whose
// smallest term is at most 10^4 and for every Fibonacci N, wrong for F_72 + F_40 (its smallest
// term is F_40 = 165 580 141, beyond the oracle's reach of 3000).
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: u64 = input.trim().parse().unwrap();
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] <= n {
        let next = fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2];
        fibonacci.push(next);
    }
    let mut rest = n;
    for &term in fibonacci.iter().rev() {
        if rest > 10_000 && term <= rest {
            rest -= term;
        }
    }
    if rest == 0 {
        println!("{n}");
        return;
    }
    let mut smallest = rest;
    for &term in fibonacci.iter().rev() {
        if term <= rest {
            rest -= term;
            smallest = term;
        }
    }
    println!("{smallest}");
}

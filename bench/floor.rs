//! The input floor: reads all of stdin and parses every integer token, nothing else.
//!
//! No solution can be faster than reading its input; the bench runs this program on each max input
//! beside the solution and reports the solution's time as a multiple of it. Std only, built by the
//! bench with `rustc -O`. It prints the count and the wrapping sum of the integers, so that the
//! parsing cannot be optimised away.

use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin()
        .lock()
        .read_to_end(&mut input)
        .expect("cannot read stdin");
    let (mut count, mut sum) = (0u64, 0u64);
    let mut bytes = input.iter().copied().peekable();
    while let Some(byte) = bytes.next() {
        let negative = byte == b'-';
        let first = if negative {
            match bytes.next() {
                Some(digit) => digit,
                None => break,
            }
        } else {
            byte
        };
        if !first.is_ascii_digit() {
            continue;
        }
        // value = the token's digits so far, modulo 2^64
        let mut value = u64::from(first - b'0');
        while let Some(&digit) = bytes.peek().filter(|d| d.is_ascii_digit()) {
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit - b'0'));
            bytes.next();
        }
        count += 1;
        sum = sum.wrapping_add(if negative { value.wrapping_neg() } else { value });
    }
    writeln!(io::stdout().lock(), "{count} {sum}").expect("cannot write stdout");
}

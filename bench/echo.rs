//! The echo floor of an interactive benchmark: prints back every line it reads, flushing each,
//! until its input ends. A game's round trips cost at least what this costs for as many lines.

use std::io::{self, BufRead, Write};

fn main() {
    let mut input = io::stdin().lock();
    let mut output = io::stdout().lock();
    let mut line = String::new();
    loop {
        line.clear();
        match input.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if output.write_all(line.as_bytes()).and_then(|()| output.flush()).is_err() {
            break;
        }
    }
}

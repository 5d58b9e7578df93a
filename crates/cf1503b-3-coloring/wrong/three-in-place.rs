// expect: WA
// Fills the cells in row-major order with the chessboard's colour (1 on black, 2 on white), and
// with 3 when Alice names that colour: the wrong decision, since a black 3 and a white 3 may
// then touch (a = 1 on a black cell, then a = 2 on the white cell beside it).
use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.unwrap());
    let mut out = io::stdout().lock();
    let n: usize = lines.next().unwrap().trim().parse().unwrap();
    for i in 1..=n {
        for j in 1..=n {
            let a: u8 = lines.next().unwrap().trim().parse().unwrap();
            let wanted = if (i + j) % 2 == 0 { 1 } else { 2 };
            let b = if a == wanted { 3 } else { wanted };
            writeln!(out, "{b} {i} {j}").unwrap();
            out.flush().unwrap();
        }
    }
}

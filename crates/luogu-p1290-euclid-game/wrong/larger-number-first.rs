// expect: WA
// The right quotient rule, but the first number on the line is taken to be the larger one. The
// statement allows M < N: then big − small wraps around (Luogu builds without overflow checks),
// and the game is called won at once; (3, 5) is `Stan wins` by luck, (2, 3) is not.
//! Luogu P1290 欧几里德的游戏 (POJ 2348 Euclid's Game): https://www.luogu.com.cn/problem/P1290
//!
//! Game: two positive numbers; a move subtracts a positive multiple of the smaller from the larger,
//!       keeping it ≥ 0; whoever makes a 0 wins.
//! Claim: with a ≥ b, the player to move wins if b divides a or a ≥ 2b; otherwise (b < a < 2b) the
//!        only move is to (b, a − b), and the player to move wins iff that position loses.
//! Proof: if a ≥ 2b, of (a mod b + b, b) and (a mod b, b) the first has one move, to the second, so
//!        one of them loses and both are reachable (a mod b = 0 wins at once). See the README.
//! Time: O(log min(a, b)) per game, no division; a − b ≥ b never overflows, unlike a ≥ 2 * b.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// True iff the player to move wins from the positive pair (a, b).
fn first_wins(a: u64, b: u64) -> bool {
    let (mut big, mut small) = (a, b);
    // same_player = the player to move at (big, small) is the player to move at (a, b)
    let mut same_player = true;
    loop {
        let rest = big - small;
        // rest = 0 (a = b) or rest ≥ b (a ≥ 2b): the player to move here wins
        if rest == 0 || rest >= small {
            return same_player;
        }
        // b < a < 2b: the only move is to (b, a − b)
        (big, small) = (small, rest);
        same_player = !same_player;
    }
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        c: usize,
        games: [(u64, u64); c],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for (m, n) in games {
        assert!(m > 0 && n > 0, "both numbers must be positive, got {m} {n}");
        // a line of output as bytes: `writeln!` would run the formatting machinery per line
        let line: &[u8] = if first_wins(m, n) {
            b"Stan wins\n"
        } else {
            b"Ollie wins\n"
        };
        out.write_all(line).unwrap();
    }
}

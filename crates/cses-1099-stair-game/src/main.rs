//! CSES 1099 Stair Game: https://cses.fi/problemset/task/1099
//!
//! Game: stairs 1..n hold p_1, …, p_n balls; a move carries at least one ball from a stair
//!       k ≥ 2 down to stair k − 1; the player with no move loses.
//! Claim: the first player loses iff p_2 ⊕ p_4 ⊕ p_6 ⊕ … = 0 (the even-numbered stairs).
//! Proof: staircase Nim. A move from an even stair 2j to 2j − 1 takes balls out of the even
//!        stairs, as a Nim move on the heap p_2j; a move from an odd stair 2j + 1 to 2j adds balls
//!        to p_2j, and the opponent can carry exactly those balls on down to 2j − 1, restoring
//!        every even stair. So the even stairs play Nim; the full argument is in the README.
//! Time: O(n) per test case; all of stdin is read at once (up to 2·10^5 test cases).

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// True iff the player to move wins the staircase `balls`, where `balls[k - 1]` = p_k.
fn first_wins(balls: &[u32]) -> bool {
    // p_2, p_4, …: the indices 1, 3, … of the 0-based slice
    balls
        .iter()
        .skip(1)
        .step_by(2)
        .fold(0, |xor_sum, &p| xor_sum ^ p)
        != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    // one buffer for every test case: up to 2·10^5 of them would otherwise each allocate one
    let mut balls: Vec<u32> = Vec::new();
    for _ in 0..t {
        input! {
            from &mut source,
            n: usize,
        }
        balls.clear();
        for _ in 0..n {
            input! {
                from &mut source,
                value: u32,
            }
            balls.push(value);
        }
        let verdict: &[u8] = if first_wins(&balls) {
            b"first\n"
        } else {
            b"second\n"
        };
        out.write_all(verdict).unwrap();
    }
}

// expect: WA
// The right method (columns valued by the simplicity rule, Takahashi wins iff the sum is > 0), but
// a piece may be eaten only if it could itself advance: none in row 1, none under another piece.
// The statement lets a player eat any opponent piece: "B" alone in row 1 is eaten by Takahashi,
// who wins; here he has no move and loses. (A pair of options out of order, which the right
// game never has, is given its midpoint.)
use std::io::{self, Read};

const POW3: [usize; 9] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];
const ONE: i64 = 1 << 36;

fn simplest(lo: Option<i64>, hi: Option<i64>) -> i64 {
    if let (Some(l), Some(h)) = (lo, hi) {
        if l >= h {
            return (l + h) / 2;
        }
    }
    if lo.is_none_or(|lo| lo < 0) && hi.is_none_or(|hi| hi > 0) {
        return 0;
    }
    if let Some(lo) = lo.filter(|&lo| lo >= 0) {
        let mut step = ONE;
        loop {
            let x = (lo / step + 1) * step;
            if hi.is_none_or(|hi| x < hi) {
                return x;
            }
            step /= 2;
        }
    }
    -simplest(hi.map(|hi| -hi), lo.map(|lo| -lo))
}

fn value(code: usize, memo: &mut Vec<Option<i64>>) -> i64 {
    if let Some(v) = memo[code] {
        return v;
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for row in 0..8 {
        let square = code / POW3[row] % 3;
        if square == 0 {
            continue;
        }
        let without = code - square * POW3[row];
        let free = row > 0 && code / POW3[row - 1] % 3 == 0;
        if free {
            let eaten = value(without, memo);
            if square == 1 { right.push(eaten) } else { left.push(eaten) }
        }
        if free {
            let advanced = value(without + square * POW3[row - 1], memo);
            if square == 1 { left.push(advanced) } else { right.push(advanced) }
        }
    }
    let v = simplest(left.into_iter().max(), right.into_iter().min());
    memo[code] = Some(v);
    v
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let mut columns = vec![0; n];
    for r in 0..n {
        for (c, square) in tokens.next().unwrap().bytes().enumerate() {
            columns[c] += POW3[r] * [b'.', b'W', b'B'].iter().position(|&s| s == square).unwrap();
        }
    }
    let mut memo = vec![None; POW3[8]];
    let total: i64 = columns.iter().map(|&code| value(code, &mut memo)).sum();
    println!("{}", if total > 0 { "Takahashi" } else { "Snuke" });
}

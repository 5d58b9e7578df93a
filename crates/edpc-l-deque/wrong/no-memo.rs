// expect: TLE
// The right minimax on the difference, by plain recursion without a memo: every interval is
// reached again along every order of removals, 2^N calls in all. Right on every small input;
// N = 3000 (the max inputs) never ends.
use proconio::input;

fn best(a: &[i64]) -> i64 {
    match a {
        [] => 0,
        [x] => *x,
        _ => {
            let last = a.len() - 1;
            (a[0] - best(&a[1..])).max(a[last] - best(&a[..last]))
        }
    }
}

fn main() {
    input! {
        n: usize,
        a: [i64; n],
    }
    println!("{}", best(&a));
}

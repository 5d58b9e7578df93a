// expect: WA
// Taro's best total by a table over the intervals, but on Jiro's turns the table also takes the
// move that is best for Taro, as if Jiro helped him; the answer is then 2X - (the sum). Jiro
// plays to minimise X - Y: on 1 10^9 1 Taro cannot get the middle value (sample-like
// `edge-jiro-gets-middle`), yet here Jiro leaves it to him.
use proconio::input;

fn main() {
    input! {
        n: usize,
        a: [i64; n],
    }
    // x[l] = Taro's total from the interval l..l+len, the player to move fixed by the removed count
    let mut x: Vec<i64> = (0..n)
        .map(|l| if (n - 1) % 2 == 0 { a[l] } else { 0 })
        .collect();
    for len in 2..=n {
        let taro = (n - len) % 2 == 0;
        for l in 0..=n - len {
            let r = l + len - 1;
            x[l] = if taro {
                (a[l] + x[l + 1]).max(a[r] + x[l])
            } else {
                x[l + 1].max(x[l])
            };
        }
    }
    let sum: i64 = a.iter().sum();
    println!("{}", 2 * x[0] - sum);
}

// expect: WA
// The right count, but C(n, k) − lost is taken as a signed difference without + p before % p:
// negative where C(n, k) mod p is below lost mod p, which happens only on large inputs (`106 100 1`
// prints −38 364 647), beyond the board search's reach.
use proconio::input;
use std::io::{self, BufWriter, Write};

const MOD: u64 = 1_000_000_007;

/// x^e mod `MOD`.
fn power(mut x: u64, mut e: u64) -> u64 {
    let mut result = 1;
    x %= MOD;
    while e > 0 {
        if e & 1 == 1 {
            result = result * x % MOD;
        }
        x = x * x % MOD;
        e >>= 1;
    }
    result
}

/// Binomial coefficients C(a, b) mod `MOD` for a ≤ the table's size.
struct Binomials {
    factorial: Vec<u64>,
    inverse_factorial: Vec<u64>,
}

impl Binomials {
    fn new(size: usize) -> Self {
        let mut factorial = vec![1u64; size + 1];
        for i in 1..=size {
            factorial[i] = factorial[i - 1] * i as u64 % MOD;
        }
        let mut inverse_factorial = vec![1u64; size + 1];
        inverse_factorial[size] = power(factorial[size], MOD - 2);
        for i in (1..=size).rev() {
            inverse_factorial[i - 1] = inverse_factorial[i] * i as u64 % MOD;
        }
        Binomials {
            factorial,
            inverse_factorial,
        }
    }

    fn choose(&self, a: usize, b: usize) -> u64 {
        if b > a {
            return 0;
        }
        self.factorial[a] * self.inverse_factorial[b] % MOD * self.inverse_factorial[a - b] % MOD
    }
}

/// The number of layouts of k pieces on n cells that the first player (A) wins, mod `MOD`.
fn first_player_layouts(n: usize, k: usize, d: usize) -> i64 {
    let pairs = k / 2;
    let empty = n - k;
    let binomials = Binomials::new(n);
    // ways[s] = gap vectors (g_1..g_pairs) of sum s whose digits seen so far each have a count
    // that is a multiple of d + 1
    let mut ways = vec![0u64; empty + 1];
    ways[0] = 1;
    let mut bit = 1;
    while bit <= empty {
        let mut next = vec![0u64; empty + 1];
        for (sum, &count) in ways.iter().enumerate().filter(|&(_, &count)| count != 0) {
            // j gaps have this digit set, j a multiple of d + 1
            for j in (0..=pairs).step_by(d + 1) {
                let to = sum + j * bit;
                if to > empty {
                    break;
                }
                next[to] = (next[to] + count * binomials.choose(pairs, j)) % MOD;
            }
        }
        ways = next;
        bit *= 2;
    }
    // the empty − s cells outside the gaps go to the pairs + 1 slots around the pairs
    let lost = ways.iter().enumerate().fold(0, |lost, (sum, &count)| {
        (lost + count * binomials.choose(empty - sum + pairs, pairs)) % MOD
    });
    (binomials.choose(n, k) as i64 - lost as i64) % MOD as i64
}

fn main() {
    input! {
        n: usize,
        k: usize,
        d: usize,
    }
    assert!(
        1 <= d && d <= k && k <= n && k.is_multiple_of(2),
        "need 1 ≤ d ≤ k ≤ n with k even, got n = {n}, k = {k}, d = {d}"
    );
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", first_player_layouts(n, k, d)).unwrap();
}

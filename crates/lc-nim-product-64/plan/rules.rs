//! The game and the oracle: the rules, searched.

use super::parse_input;
use plan_kit::tokens::push_number;
use std::sync::OnceLock;

/// The definition's tables hold every pair below `REACH`.
pub(super) const REACH: u64 = 256;

/// The most pairs beyond the tables that the oracle multiplies by the plain recursion.
pub(super) const RECURSION_BUDGET: usize = 10_000;

/// The output listing `products`, one a line.
fn output_of(products: impl Iterator<Item = u64>) -> String {
    let mut out = String::new();
    for product in products {
        push_number(&mut out, product);
        out.push('\n');
    }
    out
}

/// ⊕ and ⊗ of every pair below `REACH`, from their mex definitions alone.
pub(super) struct Definition {
    /// `sum[a * 256 + b]` = a ⊕ b = mex({a′ ⊕ b : a′ < a} ∪ {a ⊕ b′ : b′ < b}).
    #[cfg(test)]
    sum: Vec<u8>,
    /// `product[a * 256 + b]` = a ⊗ b = mex{(a′ ⊗ b) ⊕ (a ⊗ b′) ⊕ (a′ ⊗ b′) : a′ < a, b′ < b}.
    product: Vec<u8>,
}

/// The least value whose `seen` entry is not `stamp`; it must be below 256 (the tables hold bytes,
/// and the values below 256 turn out to be closed under ⊕ and ⊗: a larger one panics).
pub(super) fn mex(seen: &[u32], stamp: u32) -> u8 {
    let least = seen
        .iter()
        .position(|&s| s != stamp)
        .expect("seen has a slot past the largest option");
    u8::try_from(least).expect("a mex below 256 in the definition's tables")
}

impl Definition {
    /// Both tables, each cell from the cells before it. The product is built for b ≤ a and
    /// mirrored: the definition is symmetric in a and b (swapping them swaps the first two terms
    /// of every option, and ⊕ is commutative, its own definition being symmetric), so by induction
    /// a ⊗ b = b ⊗ a.
    fn build() -> Self {
        const N: usize = REACH as usize;
        // seen[v] == stamp iff v is an option of the cell being computed
        let mut seen = vec![0u32; N + 1];
        let mut stamp = 0;
        let mut sum = vec![0u8; N * N];
        for a in 0..N {
            for b in 0..N {
                stamp += 1;
                for smaller in 0..a {
                    seen[usize::from(sum[smaller * N + b])] = stamp;
                }
                for smaller in 0..b {
                    seen[usize::from(sum[a * N + smaller])] = stamp;
                }
                sum[a * N + b] = mex(&seen, stamp);
            }
        }
        let mut product = vec![0u8; N * N];
        for a in 0..N {
            for b in 0..=a {
                stamp += 1;
                let row_a = &product[a * N..a * N + b];
                for a2 in 0..a {
                    // plus_left[x] = (a′ ⊗ b) ⊕ x
                    let plus_left = &sum[usize::from(product[a2 * N + b]) * N..][..N];
                    let row_a2 = &product[a2 * N..a2 * N + b];
                    for (&a_b2, &a2_b2) in row_a.iter().zip(row_a2) {
                        let partial = usize::from(plus_left[usize::from(a_b2)]);
                        seen[usize::from(sum[partial * N + usize::from(a2_b2)])] = stamp;
                    }
                }
                let value = mex(&seen, stamp);
                product[a * N + b] = value;
                product[b * N + a] = value;
            }
        }
        Definition {
            #[cfg(test)]
            sum,
            product,
        }
    }

    /// a ⊕ b for a, b < 256.
    #[cfg(test)]
    pub fn sum(&self, a: u64, b: u64) -> u64 {
        self.sum[(a * REACH + b) as usize].into()
    }

    /// a ⊗ b for a, b < 256.
    pub fn product(&self, a: u64, b: u64) -> u64 {
        self.product[(a * REACH + b) as usize].into()
    }
}

/// The definition's tables, built once (about 10^9 steps: a second or two).
pub(super) fn definition() -> &'static Definition {
    static TABLES: OnceLock<Definition> = OnceLock::new();
    TABLES.get_or_init(Definition::build)
}

/// a ⊗ b for a, b < 2^(2h) by Conway's recursion in its plain form: with F = 2^h, a = a1·F ⊕ a0
/// and b = b1·F ⊕ b0 (halves below F),
/// a ⊗ b = (a1 ⊗ b1 ⊕ a1 ⊗ b0 ⊕ a0 ⊗ b1)·F ⊕ a0 ⊗ b0 ⊕ (a1 ⊗ b1) ⊗ F/2; below 2 it is a·b.
pub(super) fn product_by_halves(a: u64, b: u64, h: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let low = (1 << h) - 1;
    let (a0, a1, b0, b1) = (a & low, a >> h, b & low, b >> h);
    let high = product_by_halves(a1, b1, h / 2);
    let cross = product_by_halves(a1, b0, h / 2) ^ product_by_halves(a0, b1, h / 2);
    (high ^ cross) << h
        | product_by_halves(a0, b0, h / 2) ^ product_by_halves(high, 1 << (h - 1), h / 2)
}

/// The expected output: by the definition's tables where a pair is below 256, and by the plain
/// recursion beyond them for up to `RECURSION_BUDGET` pairs; else `None`.
pub(super) fn oracle(input: &str) -> Option<String> {
    let pairs = parse_input(input);
    let within = |&(a, b): &(u64, u64)| a < REACH && b < REACH;
    if pairs.iter().filter(|pair| !within(pair)).count() > RECURSION_BUDGET {
        return None;
    }
    let tables = pairs.iter().any(within).then(definition);
    Some(output_of(pairs.iter().map(|&(a, b)| match tables {
        Some(tables) if within(&(a, b)) => tables.product(a, b),
        _ => product_by_halves(a, b, 32),
    })))
}

/// `powers[i][j]` = 2^i ⊗ 2^j for i, j < 64, by Conway's rules, for exponents below 2, 4, …, 64
/// in turn. Below 2^(k+1), write i = i1·2^k + i0 with i0 < 2^k: 2^i = F^i1 ⊗ 2^i0 for the Fermat
/// 2-power F = 2^(2^k), since F ⊗ x = F·x for x < F. With X = 2^i0 ⊗ 2^j0 < F, one factor F
/// makes the product F·X, two make F ⊗ F ⊗ X = F·X ⊕ (F/2) ⊗ X, as F ⊗ F = F ⊕ F/2.
pub(super) fn power_products() -> Vec<[u64; 64]> {
    let mut powers = vec![[0u64; 64]; 64];
    powers[0][0] = 1;
    for k in 0..6 {
        let half = 1usize << k;
        for i in 0..2 * half {
            for j in 0..2 * half {
                if i < half && j < half {
                    continue;
                }
                let x = powers[i % half][j % half];
                powers[i][j] = if i >= half && j >= half {
                    // (F/2) ⊗ X = ⊕ of 2^(2^k − 1) ⊗ 2^t over the bits t of X, all below F
                    let times_half = (0..half)
                        .filter(|&t| x >> t & 1 == 1)
                        .fold(0, |acc, t| acc ^ powers[half - 1][t]);
                    x << half ^ times_half
                } else {
                    x << half
                };
            }
        }
    }
    powers
}

/// `rows[(i * 8 + f) * 256 + y]` = 2^i ⊗ (y·2^(8f)) = ⊕ of 2^i ⊗ 2^(8f + t) over the bits t of y.
fn power_rows() -> &'static [u64] {
    static ROWS: OnceLock<Vec<u64>> = OnceLock::new();
    ROWS.get_or_init(|| {
        let powers = power_products();
        let mut rows = vec![0u64; 64 * 8 * 256];
        for i in 0..64 {
            for f in 0..8 {
                let row = &mut rows[(i * 8 + f) * 256..][..256];
                for y in 1..256 {
                    row[y] = row[y & (y - 1)] ^ powers[i][8 * f + y.trailing_zeros() as usize];
                }
            }
        }
        rows
    })
}

/// a ⊗ b by distributivity over the bits of one factor and the bytes of the other, from Conway's
/// products of powers of two.
pub(super) fn product_by_powers(a: u64, b: u64) -> u64 {
    let rows = power_rows();
    let (few, other) = if a.count_ones() <= b.count_ones() {
        (a, b)
    } else {
        (b, a)
    };
    (0..64).filter(|&i| few >> i & 1 == 1).fold(0, |acc, i| {
        (0..8).fold(acc, |acc, f| {
            acc ^ rows[((i * 8 + f) << 8) | (other >> (8 * f) & 255) as usize]
        })
    })
}

/// The expected output, by Conway's products of powers of two; any input.
pub(super) fn reference(input: &str) -> Option<String> {
    let pairs = parse_input(input);
    Some(output_of(
        pairs.iter().map(|&(a, b)| product_by_powers(a, b)),
    ))
}

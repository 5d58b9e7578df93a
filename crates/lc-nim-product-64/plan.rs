//! Library Checker nim_product_64. The oracle multiplies by the mex definitions of ⊕ and ⊗ alone
//! (tables of every pair below 256); beyond the tables, for up to 10^4 pairs, by Conway's
//! recursion on halves in its plain form (four half products, no tables). The reference, fast
//! enough for the max inputs, multiplies powers of two by Conway's rules and extends the product
//! to all values by distributivity. None of them is the solution's three-product step over a
//! table of byte products.

use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, Grid, INK, Svg};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{
    Candidates, Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list, shrink_value,
};
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "lc-nim-product-64",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every pair a, b < 256 (65,536 pairs, 4096 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-1000 pairs of uniform 64-bit values",
            generate: uniform_pairs,
            max_size: 1000,
            cases: 30,
        },
        Generator {
            name: "1-1000 pairs of structured values: inside each subfield (below 2^8, 2^16, 2^32), \
                   powers of two and their neighbours, Fermat 2-powers F, F/2, 3F/2, 2^64 − 1",
            generate: structured_pairs,
            max_size: 1000,
            cases: 30,
        },
        Generator {
            name: "1-200 pairs below 256 (within the definition's tables)",
            generate: small_pairs,
            max_size: 200,
            cases: 30,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: None,
    interactive: None,
};

/// The statement's limit on T.
const MAX_T: usize = 1_000_000;

/// The definition's tables hold every pair below `REACH`.
const REACH: u64 = 256;

/// The most pairs beyond the tables that the oracle multiplies by the plain recursion.
const RECURSION_BUDGET: usize = 10_000;

/// `Ok` iff `input` is T, then T lines `A B`, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "T")?;
    v.eoln()?;
    for _ in 0..t {
        v.u64(0, u64::MAX, "A")?;
        v.space()?;
        v.u64(0, u64::MAX, "B")?;
        v.eoln()?;
    }
    v.eof()
}

/// The pairs (A, B) of an input.
fn parse_input(input: &str) -> Vec<(u64, u64)> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t).map(|_| (tokens.read(), tokens.read())).collect()
}

/// An input holding `pairs`.
fn input_of(pairs: &[(u64, u64)]) -> String {
    let mut input = String::with_capacity(42 * pairs.len() + 8);
    push_number(&mut input, pairs.len() as u64);
    input.push('\n');
    for &(a, b) in pairs {
        push_number(&mut input, a);
        input.push(' ');
        push_number(&mut input, b);
        input.push('\n');
    }
    input
}

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
struct Definition {
    /// `sum[a * 256 + b]` = a ⊕ b = mex({a′ ⊕ b : a′ < a} ∪ {a ⊕ b′ : b′ < b}).
    #[cfg(test)]
    sum: Vec<u8>,
    /// `product[a * 256 + b]` = a ⊗ b = mex{(a′ ⊗ b) ⊕ (a ⊗ b′) ⊕ (a′ ⊗ b′) : a′ < a, b′ < b}.
    product: Vec<u8>,
}

/// The least value whose `seen` entry is not `stamp`; it must be below 256 (the tables hold bytes,
/// and the values below 256 turn out to be closed under ⊕ and ⊗: a larger one panics).
fn mex(seen: &[u32], stamp: u32) -> u8 {
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
fn definition() -> &'static Definition {
    static TABLES: OnceLock<Definition> = OnceLock::new();
    TABLES.get_or_init(Definition::build)
}

/// a ⊗ b for a, b < 2^(2h) by Conway's recursion in its plain form: with F = 2^h, a = a1·F ⊕ a0
/// and b = b1·F ⊕ b0 (halves below F),
/// a ⊗ b = (a1 ⊗ b1 ⊕ a1 ⊗ b0 ⊕ a0 ⊗ b1)·F ⊕ a0 ⊗ b0 ⊕ (a1 ⊗ b1) ⊗ F/2; below 2 it is a·b.
fn product_by_halves(a: u64, b: u64, h: u32) -> u64 {
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
fn oracle(input: &str) -> Option<String> {
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
fn power_products() -> Vec<[u64; 64]> {
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
fn product_by_powers(a: u64, b: u64) -> u64 {
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
fn reference(input: &str) -> Option<String> {
    let pairs = parse_input(input);
    Some(output_of(
        pairs.iter().map(|&(a, b)| product_by_powers(a, b)),
    ))
}

/// Every pair a, b < 256, row by row, 4096 to an input.
fn exhaustive_inputs() -> Vec<String> {
    let pairs: Vec<(u64, u64)> = (0..REACH)
        .flat_map(|a| (0..REACH).map(move |b| (a, b)))
        .collect();
    pairs.chunks(4096).map(input_of).collect()
}

/// 1..=`size` pairs of uniform 64-bit values.
fn uniform_pairs(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let pairs: Vec<(u64, u64)> = (0..t).map(|_| (rng.next_u64(), rng.next_u64())).collect();
    input_of(&pairs)
}

/// A value of a kind that stresses one part of the recursion.
fn structured_value(rng: &mut Rng) -> u64 {
    let k = rng.range(0, 63) as u32;
    match rng.below(8) {
        // inside a subfield: below 2^8, 2^16 or 2^32
        0 => rng.next_u64() >> [56, 48, 32][rng.below(3)],
        1 => 1 << k,
        2 => (1u64 << k).wrapping_sub(1).max(1),
        3 => (1u64 << k) ^ rng.range(0, 3),
        // a Fermat 2-power F = 2^(2^e), F/2, or 3F/2 = F ⊕ F/2 = F ⊗ F
        4 => {
            let fermat = 1u64 << (1 << rng.range(0, 5));
            [fermat, fermat / 2, fermat | (fermat / 2)][rng.below(3)]
        }
        5 => u64::MAX - rng.range(0, 3),
        // few bits
        6 => rng.next_u64() & rng.next_u64() & rng.next_u64(),
        _ => rng.next_u64(),
    }
}

/// 1..=`size` pairs of structured values.
fn structured_pairs(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let pairs: Vec<(u64, u64)> = (0..t)
        .map(|_| (structured_value(rng), structured_value(rng)))
        .collect();
    input_of(&pairs)
}

/// 1..=`size` pairs below 256.
fn small_pairs(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let pairs: Vec<(u64, u64)> = (0..t)
        .map(|_| (rng.range(0, REACH - 1), rng.range(0, REACH - 1)))
        .collect();
    input_of(&pairs)
}

/// Smaller inputs: each pair alone, fewer pairs, then (for up to 4 pairs) a value cut to its low
/// 32, 16 or 8 bits (towards the definition's tables) or lowered.
fn shrink(input: &str) -> Vec<String> {
    let pairs = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&pairs) {
        candidates.push(|| input_of(&fewer));
    }
    if pairs.len() <= 4 {
        for i in 0..pairs.len() {
            for side in 0..2 {
                let x = if side == 0 { pairs[i].0 } else { pairs[i].1 };
                let cut = [x & 0xffff_ffff, x & 0xffff, x & 0xff];
                let lower = cut.into_iter().filter(|&y| y < x).chain(shrink_value(x, 0));
                for y in lower {
                    candidates.push(|| {
                        let mut smaller = pairs.clone();
                        if side == 0 {
                            smaller[i].0 = y;
                        } else {
                            smaller[i].1 = y;
                        }
                        input_of(&smaller)
                    });
                }
            }
        }
    }
    candidates.into_vec()
}

/// The first `count` pairs (a, b) in order of a + b, then of a, from (0, 0) (Library Checker's
/// `small` generator; `large` takes 2^64 − 1 − a and 2^64 − 1 − b).
fn walk(count: usize) -> Vec<(u64, u64)> {
    (0u64..)
        .flat_map(|s| (0..=s).map(move |a| (a, s - a)))
        .take(count)
        .collect()
}

/// T = 10^6 uniform pairs, the two walks, every (2^i, 2^j), and T = 10^6 pairs of 20-digit
/// values (the largest input: 42 MB).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(64);
    let uniform: Vec<(u64, u64)> = (0..MAX_T)
        .map(|_| (rng.next_u64(), rng.next_u64()))
        .collect();
    let small = walk(MAX_T);
    let large: Vec<(u64, u64)> = small
        .iter()
        .map(|&(a, b)| (u64::MAX - a, u64::MAX - b))
        .collect();
    let powers: Vec<(u64, u64)> = (0..64)
        .flat_map(|i| (0..64).map(move |j| (1 << i, 1 << j)))
        .collect();
    const SMALLEST_20_DIGITS: u64 = 10_000_000_000_000_000_000;
    let extremes = [
        u64::MAX,
        u64::MAX - 1,
        SMALLEST_20_DIGITS,
        SMALLEST_20_DIGITS + 1,
        1 << 63 | 1 << 62,
        u64::MAX << 32,
        u64::MAX ^ 1 << 62,
        11_290_409_524_105_353_207,
    ];
    let mut twenty_digits: Vec<(u64, u64)> = extremes
        .iter()
        .flat_map(|&a| extremes.iter().map(move |&b| (a, b)))
        .collect();
    while twenty_digits.len() < MAX_T {
        let mut value = || rng.range(SMALLEST_20_DIGITS, u64::MAX);
        twenty_digits.push((value(), value()));
    }
    vec![
        MaxInput {
            label: "T=10^6, A and B uniform below 2^64",
            input: input_of(&uniform),
        },
        MaxInput {
            label: "T=10^6, every (a, b) by a + b from (0, 0)",
            input: input_of(&small),
        },
        MaxInput {
            label: "T=10^6, (2^64-1-a, 2^64-1-b) by a + b",
            input: input_of(&large),
        },
        MaxInput {
            label: "T=4096, every (2^i, 2^j)",
            input: input_of(&powers),
        },
        MaxInput {
            label: "T=10^6, A and B of 20 digits",
            input: input_of(&twenty_digits),
        },
    ]
}

/// The colour of a product v < 16: from paper to dark blue.
fn shade(v: u64) -> String {
    let t = v as f64 / 15.0;
    let mix = |light: f64, dark: f64| (light + (dark - light) * t).round() as u8;
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(247.0, 8.0),
        mix(251.0, 48.0),
        mix(255.0, 107.0)
    )
}

/// The nim products a ⊗ b for a, b < 16 from the definition's tables, shaded by value, with the
/// subfields {0, 1} and {0, …, 3} framed.
fn figure() -> String {
    const SIDE: usize = 16;
    let tables = definition();
    let grid = Grid {
        left: 60.0,
        top: 76.0,
        cell: 28.0,
        cols: SIDE,
        rows: SIDE,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Nim products a ⊗ b, a, b < 16, by the mex definition",
        &[],
    );
    svg.text(
        (16.0, 50.0),
        12.0,
        Anchor::Start,
        INK,
        "darker = larger; framed: products below 2 and 4 stay below 2 and 4 (subfields)",
    );
    grid.cells(
        &mut svg,
        |b, a| Some(shade(tables.product(a as u64, b as u64))),
        |b, a| Some(tables.product(a as u64, b as u64).to_string()),
    );
    for side in [2.0, 4.0] {
        svg.frame(
            grid.left,
            grid.top,
            side * grid.cell,
            side * grid.cell,
            plan_kit::svg::ACCENT,
            2.5,
        );
    }
    grid.axes(&mut svg, 1, "b", "a");
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_definition_gives_xor_and_the_sample_products() {
        let tables = definition();
        for a in 0..REACH {
            for b in 0..REACH {
                assert_eq!(tables.sum(a, b), a ^ b, "{a} ⊕ {b}");
            }
        }
        let row: Vec<u64> = (0..=8).map(|b| tables.product(5, b)).collect();
        assert_eq!(row, [0, 5, 10, 15, 2, 7, 8, 13, 3], "the sample's 5 ⊗ 0..8");
        assert_eq!(tables.product(2, 2), 3, "2 ⊗ 2 = 3");
        assert_eq!(tables.product(4, 4), 6, "4 ⊗ 4 = 6 = 4 ⊕ 2");
        assert_eq!(tables.product(16, 16), 24, "16 ⊗ 16 = 24 = 16 ⊕ 8");
        assert_eq!(
            tables.product(2, 4),
            8,
            "distinct Fermat 2-powers multiply as integers"
        );
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_symmetric_shortcut_agrees_with_the_definition_computed_in_full() {
        // The product table from the definition over every a′ < a, b′ < b, for a, b < 32,
        // without the mirroring of `Definition::build`.
        const N: usize = 32;
        let tables = definition();
        let mut product = [[0u64; N]; N];
        for a in 0..N {
            for b in 0..N {
                let mut options = Vec::new();
                for a2 in 0..a {
                    for b2 in 0..b {
                        let partial = tables.sum(product[a2][b], product[a][b2]);
                        options.push(tables.sum(partial, product[a2][b2]));
                    }
                }
                product[a][b] = (0..).find(|v| !options.contains(v)).unwrap();
                assert_eq!(
                    product[a][b],
                    tables.product(a as u64, b as u64),
                    "{a} ⊗ {b}"
                );
            }
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn conways_rules_agree_with_the_definition_on_every_pair_below_256() {
        let tables = definition();
        for a in 0..REACH {
            for b in 0..REACH {
                let expected = tables.product(a, b);
                assert_eq!(product_by_halves(a, b, 32), expected, "halves: {a} ⊗ {b}");
                assert_eq!(product_by_powers(a, b), expected, "powers: {a} ⊗ {b}");
            }
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_two_large_methods_agree_and_match_published_values() {
        let mut rng = Rng::new(5);
        for _ in 0..20_000 {
            let (a, b) = (structured_value(&mut rng), rng.next_u64());
            assert_eq!(
                product_by_halves(a, b, 32),
                product_by_powers(a, b),
                "{a} ⊗ {b}"
            );
        }
        // The sample, also asserted by two other nimber libraries' tests.
        assert_eq!(product_by_powers(3141, 5926), 14994);
        assert_eq!(
            product_by_powers(u64::MAX, u64::MAX),
            11_290_409_524_105_353_207
        );
        // Entries of CGSuite's table of 2^i ⊗ 2^j in Library Checker's sol/correct.cpp.
        let powers = power_products();
        assert_eq!(powers[8][8], 384);
        assert_eq!(powers[8][15], 32990);
        assert_eq!(powers[63][63], 16_017_865_340_936_038_689);
    }

    #[test]
    fn the_large_methods_obey_the_field_laws() {
        field_laws(200);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (the laws on many more triples)"]
    fn the_large_methods_obey_the_field_laws_on_many_triples() {
        field_laws(5000);
    }

    /// Commutativity, associativity, distributivity over XOR, the unit, and a^(2^64 − 1) = 1 on
    /// `cases` random triples (two uniform values and a structured one).
    fn field_laws(cases: usize) {
        let mut rng = Rng::new(6);
        for _ in 0..cases {
            let (a, b, c) = (rng.next_u64(), structured_value(&mut rng), rng.next_u64());
            let mul = product_by_powers;
            assert_eq!(mul(a, b), mul(b, a));
            assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)), "associative");
            assert_eq!(
                mul(a, b ^ c),
                mul(a, b) ^ mul(a, c),
                "distributive over XOR"
            );
            assert_eq!(mul(a, 1), a);
            // a^(2^64 − 1) = 1 for a ≠ 0: the nonzero values form a group of order 2^64 − 1
            if a != 0 {
                let (mut power, mut base, mut e) = (1, a, u64::MAX);
                while e > 0 {
                    if e & 1 == 1 {
                        power = mul(power, base);
                    }
                    base = mul(base, base);
                    e >>= 1;
                }
                assert_eq!(power, 1, "{a}^(2^64 - 1)");
            }
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_its_budget() {
        let sample = "11\n5 0\n5 1\n5 2\n5 3\n5 4\n5 5\n5 6\n5 7\n5 8\n3141 5926\n\
                      18446744073709551615 18446744073709551615\n";
        let expected = "0\n5\n10\n15\n2\n7\n8\n13\n3\n14994\n11290409524105353207\n";
        assert_eq!(oracle(sample).as_deref(), Some(expected));
        assert_eq!(reference(sample).as_deref(), Some(expected));
        let many = input_of(&vec![(256, 3); RECURSION_BUDGET + 1]);
        assert_eq!(oracle(&many), None);
        assert!(reference(&many).is_some());
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("1\n0 0\n"), Ok(()));
        assert_eq!(
            validate("1\n18446744073709551615 18446744073709551615\n"),
            Ok(())
        );
        for bad in [
            "0\n",
            "1000001\n",
            "1\n0 18446744073709551616\n",
            "1\n-1 0\n",
            "1\n0  0\n",
            "1\n0\n0\n",
            "2\n0 0\n",
            "1\n0 0\n1 1\n",
            "1\n0 0",
            "1\n01 0\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_answered() {
        let exhaustive = exhaustive_inputs();
        assert_eq!(exhaustive.len(), 16);
        let mut rng = Rng::new(1);
        for generator in SPEC.random {
            for size in [1, generator.max_size / 2, generator.max_size] {
                let input = (generator.generate)(&mut rng, size);
                assert_eq!(validate(&input), Ok(()), "{}", generator.name);
                assert!(oracle(&input).is_some(), "{}", generator.name);
            }
        }
        for input in exhaustive.iter().take(2) {
            assert_eq!(validate(input), Ok(()));
        }
        let max = max_inputs();
        assert_eq!(max.len(), 5);
        for max in &max {
            assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
        }
        assert_eq!(max[4].input.len(), 42_000_008, "20 digits everywhere");
    }

    #[test]
    fn the_walks_follow_library_checker_generators() {
        assert_eq!(walk(6), [(0, 0), (0, 1), (1, 0), (0, 2), (1, 1), (2, 0)]);
    }

    #[test]
    fn shrinking_starts_with_single_pairs_and_moves_towards_the_tables() {
        let shrunk = shrink("2\n1 2\n3 4\n");
        assert_eq!(shrunk[..2], ["1\n1 2\n", "1\n3 4\n"]);
        let shrunk = shrink("1\n4294967297 5\n");
        assert_eq!(
            shrunk[0], "0\n",
            "no pair at all (the validator rejects it)"
        );
        assert_eq!(shrunk[1], "1\n1 5\n", "then the low 32 bits");
    }
}

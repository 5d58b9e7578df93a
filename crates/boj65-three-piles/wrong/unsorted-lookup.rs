// expect: WA
// The right table of sorted triples, but a line's piles are looked up in the order given, not
// sorted: (2, 1, 0) is read at the rank of some other triple.
use proconio::input;
use proconio::source::{Source, once::OnceSource};
use std::io::{self, BufReader, BufWriter, Write};

/// Pile sizes are 0..PILES.
const PILES: usize = 256;
/// 64-bit words in a set of pile sizes c.
const WORDS: usize = PILES / 64;

/// A set of pile sizes c in 0..PILES, bit c % 64 of word c / 64.
type Row = [u64; WORDS];

/// Per key, a bitset over lines: bit i set iff a lost position found so far lies on line i.
struct LineSets {
    /// Words per key.
    stride: usize,
    words: Vec<u64>,
}

impl LineSets {
    /// `keys` empty sets of `bits` line indices each.
    fn new(keys: usize, bits: usize) -> Self {
        let stride = bits.div_ceil(64);
        LineSets {
            stride,
            words: vec![0; keys * stride],
        }
    }

    /// Bits `offset..offset + PILES` of set `key`, as a row (they must lie inside the set).
    fn window(&self, key: usize, offset: usize) -> Row {
        let set = &self.words[key * self.stride..(key + 1) * self.stride];
        let (first, shift) = (offset / 64, offset % 64);
        std::array::from_fn(|i| {
            let low = set[first + i] >> shift;
            if shift == 0 {
                low
            } else {
                low | set[first + i + 1] << (64 - shift)
            }
        })
    }

    /// Adds `row` to set `key` at bits `offset..offset + PILES`.
    fn or_window(&mut self, key: usize, offset: usize, row: &Row) {
        let set = &mut self.words[key * self.stride..(key + 1) * self.stride];
        let (first, shift) = (offset / 64, offset % 64);
        for (i, &word) in row.iter().enumerate().filter(|&(_, &word)| word != 0) {
            set[first + i] |= word << shift;
            if shift != 0 {
                set[first + i + 1] |= word >> (64 - shift);
            }
        }
    }

    /// Empties every set.
    fn clear(&mut self) {
        self.words.fill(0);
    }
}

/// The lost positions among the sorted triples a ≤ b ≤ c, one bit each at [`sorted_index`].
struct LostSet(Vec<u64>);

/// T(k) = k(k + 1)/2: the sorted pairs b ≤ c of sizes in PILES − k..PILES.
fn triangle(k: usize) -> usize {
    k * (k + 1) / 2
}

/// k(k + 1)(k + 2)/6: the sorted triples of sizes in PILES − k..PILES.
fn tetrahedron(k: usize) -> usize {
    k * (k + 1) * (k + 2) / 6
}

/// The rank of (a, b, c), a ≤ b ≤ c < PILES, among sorted triples in lexicographic order.
fn sorted_index(a: usize, b: usize, c: usize) -> usize {
    let n = PILES;
    tetrahedron(n) - tetrahedron(n - a) + triangle(n - a) - triangle(n - b) + (c - b)
}

/// Every position's outcome, by the row-by-row backward induction of the header.
fn lost_positions() -> LostSet {
    let n = PILES;
    // One table per move direction: per line, the bit "a lost position seen so far lies on it".
    // A line is named by what the move keeps; its key picks a set, its offset the window of row
    // (a, b), whose bit c names the line through (a, b, c).
    // (x, 2x, 0) keeps 2a − b and c: key 2a − b + (n − 1).
    let mut lines_x2x0 = LineSets::new(3 * n - 2, n);
    // (2x, x, 0) keeps a − 2b and c: key a − 2b + 2(n − 1).
    let mut lines_2xx0 = LineSets::new(3 * n - 2, n);
    // (x, 0, 2x) keeps b and c − 2a: key b, bit c − 2a + 2(n − 1).
    let mut lines_x02x = LineSets::new(n, 3 * n - 2);
    // (2x, 0, x) keeps b, a % 2 and c − ⌊a/2⌋: key 2b + a % 2, bit c − ⌊a/2⌋ + (n/2 − 1).
    let mut lines_2x0x = LineSets::new(2 * n, n + n / 2 - 1);
    // (0, x, 2x) keeps a and c − 2b: this a only, bit c − 2b + 2(n − 1).
    let mut lines_0x2x = LineSets::new(1, 3 * n - 2);
    // (0, 2x, x) keeps a, b % 2 and c − ⌊b/2⌋: this a only, key b % 2, bit c − ⌊b/2⌋ + (n/2 − 1).
    let mut lines_02xx = LineSets::new(2, n + n / 2 - 1);
    let mut lost = LostSet(vec![0; tetrahedron(n).div_ceil(64)]);
    for a in 0..n {
        lines_0x2x.clear();
        lines_02xx.clear();
        for b in 0..n {
            let key_x2x0 = 2 * a + n - 1 - b;
            let key_2xx0 = a + 2 * (n - 1) - 2 * b;
            let offset_x02x = 2 * (n - 1) - 2 * a;
            let (key_2x0x, offset_2x0x) = (2 * b + a % 2, n / 2 - 1 - a / 2);
            let offset_0x2x = 2 * (n - 1) - 2 * b;
            let (key_02xx, offset_02xx) = (b % 2, n / 2 - 1 - b / 2);
            let windows = [
                lines_x2x0.window(key_x2x0, 0),
                lines_2xx0.window(key_2xx0, 0),
                lines_x02x.window(b, offset_x02x),
                lines_2x0x.window(key_2x0x, offset_2x0x),
                lines_0x2x.window(0, offset_0x2x),
                lines_02xx.window(key_02xx, offset_02xx),
            ];
            // row = the c with no move from (a, b, c) to a lost position: the lost ones.
            let row: Row = std::array::from_fn(|i| !windows.iter().fold(0, |r, w| r | w[i]));
            lines_x2x0.or_window(key_x2x0, 0, &row);
            lines_2xx0.or_window(key_2xx0, 0, &row);
            lines_x02x.or_window(b, offset_x02x, &row);
            lines_2x0x.or_window(key_2x0x, offset_2x0x, &row);
            lines_0x2x.or_window(0, offset_0x2x, &row);
            lines_02xx.or_window(key_02xx, offset_02xx, &row);
            if a <= b {
                for (i, &word) in row.iter().enumerate() {
                    let mut rest = word;
                    while rest != 0 {
                        let c = 64 * i + rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        if c >= b {
                            let k = sorted_index(a, b, c);
                            lost.0[k / 64] |= 1 << (k % 64);
                        }
                    }
                }
            }
        }
    }
    lost
}

/// True iff the player to move wins (a, b, c), piles in any order, given [`lost_positions`].
fn first_wins(lost: &LostSet, a: usize, b: usize, c: usize) -> bool {
    let k = sorted_index(a, b, c);
    lost.0[k / 64] >> (k % 64) & 1 == 0
}

fn main() {
    let lost = lost_positions();
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    let mut out = BufWriter::new(io::stdout().lock());
    // The line `0 0 0` ends the input; so does the end of the input.
    while !source.is_empty() {
        input! {
            from &mut source,
            a: usize,
            b: usize,
            c: usize,
        }
        if (a, b, c) == (0, 0, 0) {
            break;
        }
        assert!(
            a < PILES && b < PILES && c < PILES,
            "piles {a} {b} {c}: each must be in [0, {}]",
            PILES - 1
        );
        // a line of output as bytes: `writeln!` would run the formatting machinery per line
        let line: &[u8] = if first_wins(&lost, a, b, c) {
            b"champ\n"
        } else {
            b"dalong\n"
        };
        out.write_all(line).unwrap();
    }
}

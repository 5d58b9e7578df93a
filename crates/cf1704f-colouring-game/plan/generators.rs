//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{ORACLE_MAX_N, other};
use super::{MAX_N, MAX_T, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput, shrink_list};

/// Every row of `n` cells, as the binary counter on R = 0, B = 1 (cell 0 the highest digit).
pub(super) fn all_rows(n: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..1u32 << n).map(move |bits| {
        (0..n)
            .map(|i| {
                if bits >> (n - 1 - i) & 1 == 0 {
                    b'R'
                } else {
                    b'B'
                }
            })
            .collect()
    })
}

/// Every row of 2 to 12 cells, shortest first, 1000 to an input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let rows: Vec<Vec<u8>> = (2..=12).flat_map(all_rows).collect();
    rows.chunks(1000).map(input_of).collect()
}

/// A row of `n` cells: uniform, with equal counts (n even), or alternating with a few breaks.
fn random_row(rng: &mut Rng, n: usize) -> Vec<u8> {
    match rng.below(3) {
        0 => (0..n)
            .map(|_| if rng.chance(1, 2) { b'R' } else { b'B' })
            .collect(),
        1 => {
            let mut row: Vec<u8> = (0..n)
                .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
                .collect();
            rng.shuffle(&mut row);
            row
        }
        _ => {
            let mut row = vec![if rng.chance(1, 2) { b'R' } else { b'B' }];
            while row.len() < n {
                let last = *row.last().expect("a cell");
                row.push(if rng.chance(1, 5) { last } else { other(last) });
            }
            row
        }
    }
}

/// 1..=`size` rows of 2-14 cells.
pub(super) fn random_short(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let rows: Vec<Vec<u8>> = (0..t)
        .map(|_| {
            let n = rng.range(2, ORACLE_MAX_N as u64) as usize;
            random_row(rng, n)
        })
        .collect();
    input_of(&rows)
}

/// Alternating segments of `lengths` one after another, starting with `first`: each segment
/// starts with the colour the one before ended with, so that the segments are maximal.
pub(super) fn row_of_segments(first: u8, lengths: &[usize]) -> Vec<u8> {
    let mut row = Vec::with_capacity(lengths.iter().sum());
    let mut colour = first;
    for &len in lengths {
        for j in 0..len {
            row.push(if j % 2 == 0 { colour } else { other(colour) });
        }
        colour = *row.last().unwrap_or(&first);
    }
    row
}

/// `lengths` extended so that the row of segments from `first` has as many red cells as blue:
/// an odd segment adds one cell of its first colour, an even one adds none and flips the colour
/// the next segment starts with.
fn balanced_lengths(rng: &mut Rng, first: u8, mut lengths: Vec<usize>) -> Vec<usize> {
    loop {
        let row = row_of_segments(first, &lengths);
        let red = row.iter().filter(|&&c| c == b'R').count();
        let lead = red as i64 - (row.len() - red) as i64;
        if lead == 0 && row.len() >= 2 {
            return lengths;
        }
        let next = *row.last().unwrap_or(&first);
        let needed = if lead > 0 { b'B' } else { b'R' };
        if lead != 0 && next == needed {
            lengths.push(2 * rng.range(0, 3) as usize + 1);
        } else {
            lengths.push(2 * rng.range(1, 3) as usize);
        }
    }
}

/// Rows of alternating segments of lengths log-uniform up to 10·`size`, three in four of them
/// with equal counts, until 200·`size` cells.
pub(super) fn random_long(rng: &mut Rng, size: usize) -> String {
    let budget = 200 * size;
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut cells = 0;
    while cells < budget && rows.len() < MAX_T {
        let first = if rng.chance(1, 2) { b'R' } else { b'B' };
        let count = 1 + rng.below(8);
        let top = (10 * size).max(2) as u64;
        let lengths: Vec<usize> = (0..count)
            .map(|_| {
                let bits = rng.range(0, u64::from(63 - top.leading_zeros()));
                rng.range(1 << bits, (2 << bits) - 1).min(top) as usize
            })
            .collect();
        let lengths = if rng.chance(3, 4) {
            balanced_lengths(rng, first, lengths)
        } else {
            lengths
        };
        let mut row = row_of_segments(first, &lengths);
        if row.len() < 2 {
            row.push(other(row[0]));
        }
        if cells + row.len() > MAX_N {
            break;
        }
        cells += row.len();
        rows.push(row);
    }
    input_of(&rows)
}

/// Rows of alternating segments of lengths log-uniform up to 1000·`size` (10^5 at the largest
/// size), three in four of them with equal counts, until 5000·`size` cells (the statement's
/// 5·10^5): the segment lengths and the sum of n at the bounds, against the reduction.
pub(super) fn random_huge(rng: &mut Rng, size: usize) -> String {
    let budget = (5000 * size).min(MAX_N);
    let top = (1000 * size).max(2) as u64;
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut cells = 0;
    while cells < budget && rows.len() < MAX_T {
        let first = if rng.chance(1, 2) { b'R' } else { b'B' };
        let count = 1 + rng.below(8);
        let lengths: Vec<usize> = (0..count)
            .map(|_| {
                let bits = rng.range(0, u64::from(63 - top.leading_zeros()));
                rng.range(1 << bits, (2 << bits) - 1).min(top) as usize
            })
            .collect();
        let lengths = if rng.chance(3, 4) {
            balanced_lengths(rng, first, lengths)
        } else {
            lengths
        };
        let mut row = row_of_segments(first, &lengths);
        if row.len() < 2 {
            row.push(other(row[0]));
        }
        if cells + row.len() > MAX_N {
            break;
        }
        cells += row.len();
        rows.push(row);
    }
    input_of(&rows)
}

/// 100·`size` rows (t = 10^4 at the largest size) of 2–50 cells each: uniform, equal counts, or
/// alternating with breaks, against the reduction.
pub(super) fn random_many_rows(rng: &mut Rng, size: usize) -> String {
    let t = (100 * size).min(MAX_T);
    let rows: Vec<Vec<u8>> = (0..t)
        .map(|_| {
            let n = rng.range(2, 50) as usize;
            random_row(rng, n)
        })
        .collect();
    input_of(&rows)
}

/// Smaller inputs: each row alone, fewer rows, then a row with cells removed from its ends or
/// middle, or one cell recoloured.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let rows = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&rows) {
        candidates.push(|| input_of(&fewer));
    }
    for (i, row) in rows.iter().enumerate() {
        for shorter in shrink_list(row).into_iter().filter(|r| r.len() >= 2) {
            let mut smaller = rows.clone();
            smaller[i] = shorter;
            candidates.push(|| input_of(&smaller));
        }
        if row.len() <= 32 {
            for j in 0..row.len() {
                let mut recoloured = rows.clone();
                recoloured[i][j] = other(row[j]);
                candidates.push(|| input_of(&recoloured));
            }
        }
    }
    candidates.into_vec()
}

/// One row of 5·10^5 alternating cells, one of long alternating segments with equal counts, 10^4
/// rows of 50, one of `RRBB` repeated, and one alternating row with one red cell more.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1704);
    let alternating = row_of_segments(b'R', &[MAX_N]);
    let mut lengths = Vec::new();
    while lengths.iter().sum::<usize>() < MAX_N - 200_000 {
        lengths.push(rng.range(1000, 100_000) as usize);
    }
    let mut long_segments = row_of_segments(b'R', &balanced_lengths(&mut rng, b'R', lengths));
    // pad with two-cell segments "RB" / "BR" that keep the counts equal
    while long_segments.len() + 2 <= MAX_N {
        let last = *long_segments.last().expect("a cell");
        long_segments.extend([last, other(last)]);
    }
    let short_rows: Vec<Vec<u8>> = (0..MAX_T)
        .map(|_| {
            loop {
                let first = if rng.chance(1, 2) { b'R' } else { b'B' };
                let lengths: Vec<usize> = (0..rng.range(1, 4))
                    .map(|_| rng.range(1, 12) as usize)
                    .collect();
                let mut row = row_of_segments(first, &balanced_lengths(&mut rng, first, lengths));
                // equal counts make the length even; two-cell segments fill it up to 50
                while row.len() < 50 {
                    let last = *row.last().expect("a cell");
                    row.extend([last, other(last)]);
                }
                if row.len() == 50 {
                    break row;
                }
            }
        })
        .collect();
    let pairs: Vec<u8> = b"RRBB".iter().copied().cycle().take(MAX_N).collect();
    let one_more_red = row_of_segments(b'R', &[MAX_N - 1]);
    vec![
        MaxInput {
            label: "t=1, n=5*10^5 alternating RBRB...: one segment",
            input: input_of(&[alternating]),
        },
        MaxInput {
            label: "t=1, n=5*10^5, alternating segments of 10^3-10^5, equal counts",
            input: input_of(&[long_segments]),
        },
        MaxInput {
            label: "t=10^4 rows of 50 alternating segments",
            input: input_of(&short_rows),
        },
        MaxInput {
            label: "t=1, n=5*10^5 RRBB repeated: segments of 2",
            input: input_of(&[pairs]),
        },
        MaxInput {
            label: "t=1, n=5*10^5-1 alternating, one red more",
            input: input_of(&[one_more_red]),
        },
    ]
}

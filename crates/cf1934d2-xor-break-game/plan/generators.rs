//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::REACH;
use super::{LAYOUT, MAX_N, MAX_T};
use plan_kit::MaxInput;
use plan_kit::rng::Rng;

/// A random break of `p` (`can_break(p)`): every break is (p xor b, b) with b's highest set bit
/// one of p's set bits below its top bit, so draw that bit, then b's lower bits.
pub(super) fn random_break(p: u64, rng: &mut Rng) -> (u64, u64) {
    let top = 63 - p.leading_zeros();
    let below: Vec<u32> = (0..top).filter(|&h| p >> h & 1 == 1).collect();
    let h = below[rng.below(below.len())];
    let b = (1u64 << h) | (rng.next_u64() & ((1u64 << h) - 1));
    (p ^ b, b)
}

/// Every n below 2^12, 1000 to an input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let all: Vec<u64> = (1..REACH).collect();
    all.chunks(MAX_T)
        .map(|values| LAYOUT.input_of(values))
        .collect()
}

/// One n ≤ 10^18 of one of the shapes.
fn random_n(rng: &mut Rng) -> u64 {
    let bits = rng.range(1, 59) as u32;
    let n = match rng.below(6) {
        0 => rng.range(1, MAX_N),
        1 => 1u64 << rng.range(0, 59),
        2 => (1u64 << bits)
            .saturating_add(rng.range(0, 2))
            .wrapping_sub(1),
        3 => {
            let mut n = 0;
            for _ in 0..rng.range(1, 4) {
                n |= 1u64 << rng.range(0, 59);
            }
            n
        }
        4 => ((1u64 << bits) - 1) ^ (1u64 << rng.range(0, u64::from(bits) - 1)),
        _ => MAX_N - rng.range(0, 1000),
    };
    n.clamp(1, MAX_N)
}

/// 1..=`size` games of n ≤ 10^18 of several shapes.
pub(super) fn random_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let values: Vec<u64> = (0..t).map(|_| random_n(rng)).collect();
    LAYOUT.input_of(&values)
}

/// Smaller inputs: each game alone, fewer games, then, for at most 8 games, one n lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    LAYOUT.shrink(input, 8)
}

/// 1000 games at the top of the range, both sides, and the longest games.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1934);
    let top: Vec<u64> = (0..MAX_T as u64).map(|i| MAX_N - i).collect();
    // 60 set bits but one: 2^60 − 1 is above 10^18, so 2^59 + 2^58 + … with one bit cleared
    let dense: Vec<u64> = (0..MAX_T)
        .map(|i| ((1u64 << 59) - 1) ^ (1u64 << (i % 58)) | (1u64 << 58))
        .map(|n| n.min(MAX_N))
        .collect();
    let random: Vec<u64> = (0..MAX_T).map(|_| rng.range(MAX_N / 2, MAX_N)).collect();
    vec![
        MaxInput {
            label: "t=1000, n = 10^18 - i",
            input: LAYOUT.input_of(&top),
        },
        MaxInput {
            label: "t=1000, n below 2^59 with 58 of 59 bits set",
            input: LAYOUT.input_of(&dense),
        },
        MaxInput {
            label: "t=1000, n uniform in [5*10^17, 10^18]",
            input: LAYOUT.input_of(&random),
        },
    ]
}

//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{GrundyValues, grundy_by_definition, grundy_by_recursion};
use super::{MAX_A, MAX_N, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput, shrink_list, shrink_value};

/// Every input of one pile with A ≤ 20 and K ≤ 10, then every input of two piles (as a
/// multiset) with A ≤ 6 and K ≤ 3.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs: Vec<String> = (1..=20)
        .flat_map(|a| (1..=10).map(move |k| input_of(&[(a, k)])))
        .collect();
    let small: Vec<(u32, u32)> = (1..=6).flat_map(|a| (1..=3).map(move |k| (a, k))).collect();
    for (i, &first) in small.iter().enumerate() {
        for &second in &small[i..] {
            inputs.push(input_of(&[first, second]));
        }
    }
    inputs
}

/// A K from `1..=top`, log-uniform: as many below 10 as between 10 and 100, and so on.
pub(super) fn log_uniform(rng: &mut Rng, top: u32) -> u32 {
    let bits = rng.range(0, u64::from(31 - top.leading_zeros()));
    (rng.range(1 << bits, (2 << bits) - 1) as u32).min(top)
}

/// Half the time, `piles` plus one pile (s, 1) of Grundy value s = the XOR of the others' values
/// (`grundy` gives them), so that Aoki wins; the other half, `piles` as they are.
fn maybe_balanced(
    rng: &mut Rng,
    mut piles: Vec<(u32, u32)>,
    grundy: GrundyValues,
) -> Vec<(u32, u32)> {
    if rng.chance(1, 2) && piles.len() < MAX_N {
        let values = grundy(&piles).expect("a generated input is within reach");
        let xor_sum = values.iter().fold(0, |xor_sum, g| xor_sum ^ g);
        if (1..=MAX_A).contains(&xor_sum) {
            // with K = 1 every move is allowed: g(s) = s
            piles.push((xor_sum, 1));
            let last = piles.len() - 1;
            let at = rng.below(piles.len());
            piles.swap(at, last);
        }
    }
    piles
}

/// 1..=`size` piles with A ≤ 2000 and K log-uniform in [1, 2001], a third of the A at or next to a
/// multiple of K; half of the inputs balanced to XOR 0.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    const TOP: u32 = 2000;
    let n = 1 + rng.below(size.min(MAX_N - 1));
    let piles: Vec<(u32, u32)> = (0..n)
        .map(|_| {
            let k = log_uniform(rng, TOP + 1);
            let a = if rng.chance(1, 3) {
                let multiple = k * rng.range(0, u64::from(TOP / k)) as u32;
                (multiple + rng.range(0, 2) as u32).saturating_sub(1)
            } else {
                rng.range(1, TOP.into()) as u32
            };
            (a.clamp(1, TOP), k)
        })
        .collect();
    input_of(&maybe_balanced(rng, piles, grundy_by_definition))
}

/// 1..=`size` piles with A ≤ 10^9, each of one kind: K ≤ 30000 with A uniform; A at or next to a
/// multiple of K; K > A; or K up to 10^9 with K ≤ A < K + 2·10^5. The one-step recursion takes at
/// most about 2.5·10^5 steps on any of them. Half of the inputs balanced to XOR 0.
pub(super) fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size.min(MAX_N - 1));
    let piles: Vec<(u32, u32)> = (0..n)
        .map(|_| match rng.below(4) {
            0 => (rng.range(1, MAX_A.into()) as u32, log_uniform(rng, 30_000)),
            1 => {
                let k = log_uniform(rng, 30_000);
                let multiple = k * rng.range(1, u64::from(MAX_A / k)) as u32;
                ((multiple + rng.range(0, 2) as u32 - 1).clamp(1, MAX_A), k)
            }
            2 => {
                let k = rng.range(2, MAX_A.into()) as u32;
                (rng.range(1, u64::from(k) - 1) as u32, k)
            }
            _ => {
                let k = log_uniform(rng, MAX_A);
                let a = (u64::from(k) + rng.range(0, 200_000)).min(MAX_A.into()) as u32;
                (a, k)
            }
        })
        .collect();
    input_of(&maybe_balanced(rng, piles, grundy_by_recursion))
}

/// Smaller inputs: each pile alone, fewer piles, then one A or one K lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let piles = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&piles) {
        candidates.push(|| input_of(&fewer));
    }
    for (i, &(a, k)) in piles.iter().enumerate() {
        for lower in shrink_value(a.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i].0 = lower as u32;
            candidates.push(|| input_of(&lowered));
        }
        for lower in shrink_value(k.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i].1 = lower as u32;
            candidates.push(|| input_of(&lowered));
        }
    }
    candidates.into_vec()
}

/// The K that makes the solution's jumps slowest on piles near 10^9: every K ≤ 10^5 and a sparse
/// grid above it were tried (see the crate's README); the most jumps, 38 359, are within the
/// bound 2·√(A/e) + 1 < 38 362.
pub(super) const SLOWEST_K: u32 = 19_260;

/// 10^9 − A for the 200 largest A ≤ 10^9 on which the jumps with K = [`SLOWEST_K`] take at least
/// 38 000 steps (a scan down from 10^9; 7 637 637 jumps in all). About one A in 150 qualifies: the
/// others reach a multiple of their block's K early.
pub(super) const SLOWEST_OFFSETS: [u16; MAX_N] = [
    7, 13, 345, 612, 722, 745, 970, 998, 1003, 1071, 1100, 1245, 1322, 1582, 1585, 1661, 2163,
    2177, 2194, 2200, 2761, 2776, 2926, 3077, 3151, 3446, 3733, 4023, 4043, 4283, 4294, 4343, 4422,
    4590, 4655, 4711, 4739, 4785, 4904, 4936, 5376, 5744, 5899, 6034, 6088, 6136, 6155, 6199, 6612,
    6977, 7001, 7283, 7519, 7738, 7804, 7828, 7846, 7876, 8034, 8143, 8282, 8343, 8517, 8537, 8890,
    9247, 9354, 9639, 9650, 9695, 9737, 9837, 9992, 10024, 10159, 10184, 10427, 10691, 10714,
    11135, 11140, 11585, 11878, 12223, 12336, 12452, 12453, 12624, 12781, 12944, 12992, 13026,
    13108, 13141, 13142, 13240, 13266, 13348, 13364, 13397, 14440, 14442, 14482, 14733, 14924,
    15062, 15178, 15340, 15422, 15439, 15461, 15522, 15569, 15826, 16448, 16501, 16614, 16810,
    16959, 17137, 17217, 17243, 17339, 17554, 17732, 17907, 17930, 18277, 18354, 18837, 18928,
    18933, 18987, 19312, 19323, 19803, 19945, 19959, 19985, 20039, 20117, 20329, 20761, 20843,
    20871, 21025, 21561, 21574, 21592, 21896, 22022, 22439, 22570, 22600, 22775, 23192, 23218,
    23281, 23427, 23561, 23572, 23725, 23800, 24052, 24195, 24395, 24493, 24580, 24832, 24918,
    24998, 25022, 25078, 25085, 25155, 25185, 25409, 25471, 25595, 25620, 25642, 25966, 26222,
    26675, 26745, 26746, 27474, 27526, 27708, 27763, 27799, 27903, 27972, 27978, 28097, 28647,
    28760, 28852, 28863, 29123,
];

/// 200 piles near 10^9 with the slowest K for the jumps, with K = ⌈√(10^9)⌉, with the K that
/// make them trivial (1, 2, 3, 10^9), and the trap of the one-step recursion without jumps.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let near_top = |i: usize| MAX_A - 7919 * i as u32;
    let slowest: Vec<(u32, u32)> = SLOWEST_OFFSETS
        .iter()
        .map(|&offset| (MAX_A - u32::from(offset), SLOWEST_K))
        .collect();
    let root: Vec<(u32, u32)> = (0..MAX_N).map(|i| (near_top(i), 31_623)).collect();
    let trivial: Vec<(u32, u32)> = (0..MAX_N)
        .map(|i| match i % 5 {
            0 => (near_top(i), 1),
            1 => (near_top(i), 2),
            2 => (near_top(i), 3),
            3 => (MAX_A, MAX_A),
            _ => (near_top(i), MAX_A),
        })
        .collect();
    // 199 equal piles of 2.7·10^7 one-step steps each and one of 6.5·10^6
    let mut one_step_trap = vec![(MAX_A, 10_000_019); MAX_N - 1];
    one_step_trap.push((999_999_937, 10_000_079));
    vec![
        MaxInput {
            label: "N=200, A near 10^9 taking the most jumps, K=19260",
            input: input_of(&slowest),
        },
        MaxInput {
            label: "N=200, A near 10^9, K=31623 (about sqrt(A))",
            input: input_of(&root),
        },
        MaxInput {
            label: "N=200, A near 10^9, K in {1, 2, 3, 10^9}",
            input: input_of(&trivial),
        },
        MaxInput {
            label: "N=200, A near 10^9, K near 10^7 (one-step recursion: 5.4*10^9 steps)",
            input: input_of(&one_step_trap),
        },
    ]
}

//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::Game;
use super::{MAX_N, MAX_VALUE, input_of, parse};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, multisets, shrink_list, shrink_value};

/// Every 1 ≤ L ≤ R ≤ 4 with every multiset of 1 to 3 piles of 1 to 7 stones; smallest first.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for count in 1..=3 {
        for piles in multisets(1, 7, count) {
            for r in 1..=4 {
                for l in 1..=r {
                    inputs.push(input_of(&Game {
                        l,
                        r,
                        piles: piles.clone(),
                    }));
                }
            }
        }
    }
    inputs
}

/// Random L ≤ R ≤ 7 and 1–4 piles of up to `size` stones, within the game search's reach.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    let r = rng.range(1, 7);
    let l = rng.range(1, r);
    let n = 1 + rng.below(4);
    let top = (size as u64).clamp(1, 24);
    let piles = (0..n).map(|_| rng.range(1, top)).collect();
    input_of(&Game { l, r, piles })
}

/// Random L ≤ R ≤ 300 and 1–300 piles of up to `size` stones, a third of them with the piles
/// paired (so the first player often loses).
pub(super) fn random_medium(rng: &mut Rng, size: usize) -> String {
    let r = rng.range(1, 300);
    let l = rng.range(1, r);
    let n = 1 + rng.below(300);
    let top = (size as u64).clamp(1, 30_000);
    let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
    if n > 1 && rng.chance(1, 3) {
        let half = piles[..n / 2].to_vec();
        piles[n - half.len()..].copy_from_slice(&half);
        rng.shuffle(&mut piles);
    }
    input_of(&Game { l, r, piles })
}

/// A pile for L, R up to 10^9: uniform in [1, 10^9], or next to a multiple of the period L + R
/// (k(L + R) plus 0, L − 1, L, R or L + R − 1, where the value changes), within [1, 10^9].
fn pile_near_period(rng: &mut Rng, l: u64, r: u64) -> u64 {
    let period = l + r;
    if rng.chance(1, 3) {
        return rng.range(1, MAX_VALUE);
    }
    let k = rng.range(0, MAX_VALUE / period);
    let offset = [0, l - 1, l, r, period - 1][rng.below(5)];
    (k * period + offset).clamp(1, MAX_VALUE)
}

/// Beyond the search's reach: L ≤ R up to 10^`size` (≤ 10^9; L as small as 1 or as large as R),
/// 1–2000 piles up to 10^9 next to multiples of L + R, at the largest size N = 2·10^5 one draw in
/// four; half of the draws pair their piles (a pair's values cancel), with one extra pile or none.
pub(super) fn beyond_bounds(rng: &mut Rng, size: usize) -> String {
    let top = 10u64.pow(size.clamp(1, 9) as u32);
    let r = rng.range(1, top);
    let l = match rng.below(3) {
        0 => 1,
        1 => r,
        _ => rng.range(1, r),
    };
    let n = if size >= 9 && rng.chance(1, 4) {
        MAX_N
    } else {
        1 + rng.below(2000)
    };
    let mut piles: Vec<u64> = (0..n).map(|_| pile_near_period(rng, l, r)).collect();
    if n > 1 && rng.chance(1, 2) {
        let half = piles[..n / 2].to_vec();
        let odd = n % 2 == 1 && rng.chance(1, 2);
        piles = half.iter().chain(&half).copied().collect();
        if odd {
            piles.push(pile_near_period(rng, l, r));
        }
        rng.shuffle(&mut piles);
    }
    input_of(&Game { l, r, piles })
}

/// At most this many shrinking candidates: the engine tries them all on each step.
pub(super) const SHRINK_LIMIT: usize = 120;

/// Smaller games, at most [`SHRINK_LIMIT`]: fewer piles first, then R or L lowered, then (for up to
/// 32 piles) one pile lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let game = parse(input);
    let mut candidates: Vec<Game> = shrink_list(&game.piles)
        .into_iter()
        .map(|piles| Game {
            piles,
            ..game.clone()
        })
        .collect();
    for r in shrink_value(game.r, game.l) {
        candidates.push(Game { r, ..game.clone() });
    }
    for l in shrink_value(game.l, 1) {
        candidates.push(Game { l, ..game.clone() });
    }
    if game.piles.len() <= 32 {
        for (i, &a) in game.piles.iter().enumerate() {
            for lower in shrink_value(a, 1) {
                let mut piles = game.piles.clone();
                piles[i] = lower;
                candidates.push(Game {
                    piles,
                    ..game.clone()
                });
            }
        }
    }
    candidates.truncate(SHRINK_LIMIT);
    candidates.iter().map(input_of).collect()
}

/// N = 2·10^5 piles of up to 10^9 at several (L, R): L = R = 10^9 (L + R = 2·10^9), L = 1 with
/// R = 10^9, a small odd period, and a paired position the first player loses.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(297);
    let random_piles =
        |rng: &mut Rng| -> Vec<u64> { (0..MAX_N).map(|_| rng.range(1, MAX_VALUE)).collect() };
    let extreme = Game {
        l: MAX_VALUE,
        r: MAX_VALUE,
        piles: (0..MAX_N)
            .map(|i| {
                if i % 3 == 0 {
                    MAX_VALUE
                } else {
                    MAX_VALUE - i as u64
                }
            })
            .collect(),
    };
    let wide = Game {
        l: 1,
        r: MAX_VALUE,
        piles: random_piles(&mut rng),
    };
    let odd_period = Game {
        l: 3,
        r: 14,
        piles: random_piles(&mut rng),
    };
    let mut paired = random_piles(&mut rng);
    paired.copy_within(0..MAX_N / 2, MAX_N / 2);
    rng.shuffle(&mut paired);
    let paired = Game {
        l: 123_456,
        r: 987_654_321,
        piles: paired,
    };
    vec![
        MaxInput {
            label: "N=2*10^5, L=R=10^9 (L+R=2*10^9), piles near 10^9",
            input: input_of(&extreme),
        },
        MaxInput {
            label: "N=2*10^5, L=1, R=10^9, random piles up to 10^9",
            input: input_of(&wide),
        },
        MaxInput {
            label: "N=2*10^5, L=3, R=14, random piles up to 10^9",
            input: input_of(&odd_period),
        },
        MaxInput {
            label: "N=2*10^5, L=123456, R=987654321, piles in equal pairs (Second)",
            input: input_of(&paired),
        },
    ]
}

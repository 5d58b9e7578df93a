//! A small deterministic random source (SplitMix64), so that every generated input is the same on
//! every machine and every run: a seed names an input.

/// SplitMix64: 64 bits of state, passes BigCrush, and needs no dependency.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The generator that `seed` names.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform value in `lo..=hi` (unbiased, by rejection).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi, "empty range {lo}..={hi}");
        let span = hi - lo;
        if span == u64::MAX {
            return self.next_u64();
        }
        let n = span + 1;
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return lo + x % n;
            }
        }
    }

    /// A uniform index in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        self.range(0, n as u64 - 1) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.range(1, den) <= num
    }

    /// A count in `1..=max`, log-uniform: 10 to the power of a uniform fraction (in thousandths) of
    /// log10(`max`), so that each order of magnitude comes about as often, and a generator of many
    /// test cases draws few large ones as often as many small ones.
    pub fn log_uniform(&mut self, max: usize) -> usize {
        let exponent = self.range(0, 1000) as f64 / 1000.0 * (max as f64).log10();
        (10f64.powf(exponent) as usize).clamp(1, max)
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn the_same_seed_gives_the_same_stream() {
        let a: Vec<u64> = (0..5)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..5)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        assert_eq!(a, b);
        assert_ne!(a[0], a[1]);
    }

    #[test]
    fn range_stays_in_bounds_and_reaches_both_ends() {
        let mut r = Rng::new(1);
        let draws: Vec<u64> = (0..1000).map(|_| r.range(3, 6)).collect();
        assert!(draws.iter().all(|&x| (3..=6).contains(&x)));
        assert!(draws.contains(&3) && draws.contains(&6));
        assert_eq!(r.range(9, 9), 9);
        r.range(0, u64::MAX);
    }

    #[test]
    fn a_log_uniform_count_stays_in_bounds_and_spreads_over_the_magnitudes() {
        let mut rng = Rng::new(11);
        let counts: Vec<usize> = (0..3000).map(|_| rng.log_uniform(100_000)).collect();
        assert!(counts.iter().all(|&t| (1..=100_000).contains(&t)));
        for (lo, hi) in [(1, 9), (10, 99), (100, 999), (1000, 9999), (10_000, 99_999)] {
            let within = counts.iter().filter(|&&t| (lo..=hi).contains(&t)).count();
            assert!(
                (450..=750).contains(&within),
                "{within} counts in {lo}..={hi}"
            );
        }
        assert_eq!(Rng::new(3).log_uniform(1), 1);
    }
}

//! The game and the oracle: the rules, searched.

/// The segment game of rows of at most n cards, blocks of l..=r cards, searched: `g[len]` is the
/// value of one segment of len cards, and `options[s]` the set of values g[i] xor g[s − i]
/// (0 ≤ i ≤ s) of the two pieces a block leaves when s cards of the segment stay, as a bitset.
pub(super) struct Values {
    pub g: Vec<usize>,
    options: Vec<Vec<u64>>,
}

impl Values {
    /// The search: every length from 0 up, every block length y and every place i of the block,
    /// with a count per value of the window of s = len − y that the block lengths reach.
    pub fn new(n: usize, l: usize, r: usize) -> Values {
        // every value found is below `cap` (checked), so every xor of two is too
        let cap = 2 * (n + 1).next_power_of_two();
        let words = cap.div_ceil(64);
        let mut g = vec![0usize; n + 1];
        let mut options: Vec<Vec<u64>> = Vec::with_capacity(n + 1);
        // count[v] = how many s of the window [len − r, len − l] have v among their options
        let mut count = vec![0u32; cap];
        for len in 0..=n {
            if len >= l {
                let s = len - l;
                let mut set = vec![0u64; words];
                for i in 0..=s / 2 {
                    let v = g[i] ^ g[s - i];
                    set[v / 64] |= 1 << (v % 64);
                }
                for_each_bit(&set, |v| count[v] += 1);
                options.push(set);
            }
            if len > r {
                for_each_bit(&options[len - r - 1], |v| count[v] -= 1);
            }
            g[len] = (0..cap)
                .find(|&v| count[v] == 0)
                .expect("a value is missing");
            assert!(g[len] < cap / 2, "a segment value beyond the bound");
        }
        Values { g, options }
    }

    /// True iff the two pieces left when `s` cards of a segment stay can have the value xor `v`.
    pub fn reaches(&self, s: usize, v: usize) -> bool {
        self.options
            .get(s)
            .and_then(|set| set.get(v / 64))
            .is_some_and(|word| word >> (v % 64) & 1 == 1)
    }
}

fn for_each_bit(set: &[u64], mut f: impl FnMut(usize)) {
    for (w, &word) in set.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            f(w * 64 + bits.trailing_zeros() as usize);
            bits &= bits - 1;
        }
    }
}

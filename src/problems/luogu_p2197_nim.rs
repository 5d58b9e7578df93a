//! Luogu P2197 Nim: the oracle searches the game tree over pile vectors; it knows nothing of XOR.

use super::{Figure, Candidates, Exhaustive, Generator, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use crate::validate::Validator;
use std::collections::HashMap;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "luogu-p2197-nim",
    validate: Some(validate),
    oracle: Some(brute),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every position of 1 to 3 piles of up to 7 stones (584 positions, 10 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[Generator {
        name: "10 random positions of up to 6 piles of up to 15 stones, often with repeated sizes",
        generate: random_input,
        max_size: 15,
        cases: 100,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(crate::figure::games::nim),
};

/// The statement's limits: T cases, each of n piles of fewer than `PILE_BOUND` stones.
pub const MAX_T: usize = 10;
pub const MAX_N: usize = 10_000;
pub const PILE_BOUND: u32 = 10_000;

/// `Ok` iff `input` is T (1 ≤ T ≤ 10) cases, each a line `n` (1 ≤ n ≤ 10^4) and a line of n piles
/// 0 ≤ a_i < 10^4, single spaces, nothing else.
pub fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "T")?;
    v.eoln()?;
    for _ in 0..t {
        let n = v.usize(1, MAX_N, "n")?;
        v.eoln()?;
        v.int_line(n, 0, i128::from(PILE_BOUND) - 1, "a")?;
    }
    v.eof()
}

/// The cases of a valid input, one pile vector each.
pub fn parse_cases(input: &str) -> Vec<Vec<u32>> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let n: usize = tokens.read();
            tokens.many(n)
        })
        .collect()
}

/// Every position of 1 to 3 piles of up to 7 stones, smallest first, [`MAX_T`] per input. (The
/// position of no piles at all, outside the statement's n ≥ 1, is the sample `ext-no-piles`.)
fn exhaustive_inputs() -> Vec<String> {
    let positions: Vec<Vec<u32>> = all_positions(3, 7)
        .into_iter()
        .filter(|piles| !piles.is_empty())
        .collect();
    positions.chunks(MAX_T).map(input_of).collect()
}

/// T = 10 random positions of up to ⌈6·size/15⌉ piles of up to `size` stones.
fn random_input(rng: &mut Rng, size: usize) -> String {
    let max_piles = (6 * size).div_ceil(15);
    let cases: Vec<Vec<u32>> = (0..MAX_T)
        .map(|_| random_position(rng, max_piles, size as u32))
        .collect();
    input_of(&cases)
}

/// Smaller inputs: each case alone, fewer cases, then one case with fewer piles or a pile lowered.
pub fn shrink(input: &str) -> Vec<String> {
    let cases = parse_cases(input);
    let mut candidates = Candidates::default();
    for fewer in super::shrink_list(&cases) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (i, piles) in cases.iter().enumerate() {
        if candidates.full() {
            break;
        }
        let with = |piles: Vec<u32>| {
            let mut next = cases.clone();
            next[i] = piles;
            input_of(&next)
        };
        for fewer in super::shrink_list(piles) {
            candidates.push(|| with(fewer));
        }
        for (j, &pile) in piles.iter().enumerate() {
            if candidates.full() {
                break;
            }
            for lower in super::shrink_value(u64::from(pile), 0) {
                candidates.push(|| {
                    let mut next = piles.clone();
                    next[j] = lower as u32;
                    with(next)
                });
            }
        }
    }
    candidates.into_vec()
}

/// The most work the search takes on per case: C(m + n, n) positions (the multisets of n piles of
/// at most m stones) times n·m moves from each.
const SEARCH_BUDGET: u64 = 20_000_000;

/// Win/lose memo for positions given as sorted pile vectors with the empty piles removed.
#[derive(Default)]
pub struct Search {
    memo: HashMap<Vec<u32>, bool>,
}

impl Search {
    /// True iff the player to move wins `piles`: some move (take 1..=p from one pile p) reaches a
    /// position the opponent loses; with no move at all, the player to move loses.
    pub fn first_wins(&mut self, piles: &[u32]) -> bool {
        let mut key: Vec<u32> = piles.iter().copied().filter(|&p| p > 0).collect();
        key.sort_unstable();
        self.wins_sorted(key)
    }

    fn wins_sorted(&mut self, key: Vec<u32>) -> bool {
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'moves: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue; // the same move as on the equal pile before
            }
            for left in 0..key[i] {
                let mut next = key.clone();
                next[i] = left;
                next.retain(|&p| p > 0);
                next.sort_unstable();
                if !self.wins_sorted(next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

/// The expected output by game search, or `None` if a case is too large to search.
pub fn brute(input: &str) -> Option<String> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    let mut search = Search::default();
    let mut out = String::new();
    for _ in 0..t {
        let n: usize = tokens.read();
        let piles: Vec<u32> = tokens.many(n);
        let m = u64::from(piles.iter().copied().max().unwrap_or(0));
        // C(m + n, n) = prod_{i=1..n} (m + i) / i, exact at every step.
        let mut positions = 1u64;
        for i in 1..=n as u64 {
            positions = positions.checked_mul(m + i)? / i;
        }
        if positions.checked_mul(n as u64 * m)? > SEARCH_BUDGET {
            return None;
        }
        let verdict = if search.first_wins(&piles) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// An input holding `cases`, one pile vector each.
pub fn input_of(cases: &[Vec<u32>]) -> String {
    let mut input = format!("{}\n", cases.len());
    for piles in cases {
        let line: Vec<String> = piles.iter().map(u32::to_string).collect();
        writeln!(input, "{}\n{}", piles.len(), line.join(" ")).unwrap();
    }
    input
}

/// Every vector of at most `max_piles` piles, each of at most `max_stones` stones (the empty
/// vector included), in lexicographic order of (length, piles).
pub fn all_positions(max_piles: usize, max_stones: u32) -> Vec<Vec<u32>> {
    super::all_vectors(max_piles, max_stones)
}

/// A random position of 1..=`max_piles` piles of 0..=`max_stones`, often with repeated sizes.
pub fn random_position(rng: &mut Rng, max_piles: usize, max_stones: u32) -> Vec<u32> {
    let n = 1 + rng.below(max_piles);
    let mut piles: Vec<u32> = (0..n)
        .map(|_| rng.range(0, u64::from(max_stones)) as u32)
        .collect();
    if n > 1 && rng.chance(1, 3) {
        let (i, j) = (rng.below(n), rng.below(n));
        piles[i] = piles[j];
    }
    piles
}

/// T = 10 cases of n = 10^4 piles of random sizes below 10^4.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2197);
    let cases: Vec<Vec<u32>> = (0..10)
        .map(|_| (0..10_000).map(|_| rng.range(0, 9_999) as u32).collect())
        .collect();
    vec![MaxInput {
        label: "T=10, n=10^4, a_i<10^4",
        input: input_of(&cases),
    }]
}

/// What every problem's plan must satisfy, for the unit tests of the five problems that share
/// this module's shrinking helpers: the validator accepts every official and `edge-*` sample and
/// rejects every `ext-*` one; every exhaustive, random and max input passes it; so do the first
/// candidates of shrinking a random input, once filtered, and each is shorter than the input.
#[cfg(test)]
pub(crate) fn assert_plan_is_valid(spec: &Spec) {
    let dir = crate::workspace::root().join("samples").join(spec.name);
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let case = path.file_stem().unwrap().to_string_lossy().into_owned();
        let verdict = spec.validate(&std::fs::read_to_string(&path).unwrap());
        if case.starts_with("ext-") {
            assert!(verdict.is_err(), "{case}: an ext-* sample must be rejected");
        } else {
            assert_eq!(verdict, Ok(()), "{case}");
        }
        seen += 1;
    }
    assert!(seen > 0, "no samples in {}", dir.display());
    for input in spec.exhaustive_inputs() {
        assert_eq!(spec.validate(&input), Ok(()), "exhaustive:\n{input}");
    }
    for generator in spec.random {
        let mut rng = Rng::new(1);
        let max = generator.max_size;
        let mut sizes: Vec<usize> = (1..=max.min(4)).collect();
        sizes.extend(
            [max / 4, max / 2, max - 1, max]
                .into_iter()
                .filter(|&s| s > 4),
        );
        for size in sizes {
            let input = (generator.generate)(&mut rng, size);
            assert_eq!(
                spec.validate(&input),
                Ok(()),
                "{}:\n{input}",
                generator.name
            );
            let reachable = spec.oracle(&input)
                .or_else(|| spec.reference.and_then(|reference| reference(&input)));
            assert!(
                reachable.is_some(),
                "{}: beyond reach:\n{input}",
                generator.name
            );
            for candidate in spec.shrink(&input).iter().take(200) {
                assert!(candidate.len() < input.len() || candidate != &input);
            }
        }
    }
    for max in spec.max_inputs() {
        assert_eq!(spec.validate(&max.input), Ok(()), "{}", max.label);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_the_small_positions_by_hand() {
        let mut search = Search::default();
        assert!(!search.first_wins(&[]), "no move: the player to move loses");
        assert!(search.first_wins(&[3]), "take the whole pile");
        assert!(!search.first_wins(&[2, 2]), "the second player mirrors");
        assert!(search.first_wins(&[1, 2]), "move to (1, 1)");
        assert!(!search.first_wins(&[1, 2, 3]));
    }

    #[test]
    fn the_plan_is_valid() {
        // the plan is checked against the samples too: they are part of the record's key
        let samples = crate::workspace::root().join("samples").join(SPEC.name);
        crate::passed_once!([samples], || {
            assert_plan_is_valid(&SPEC);
            assert_eq!(exhaustive_inputs().len(), 59, "584 positions, 10 per input");
        });
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("1\n3\n0 5 9999\n"), Ok(()));
        for bad in [
            "0\n",                                                                    // T = 0
            "11\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n", // T = 11
            "1\n0\n\n",                                                               // n = 0
            "1\n1\n10000\n",   // a pile of 10^4
            "1\n2\n1\n",       // fewer piles than n
            "1\n2\n1 2 3\n",   // more piles than n
            "1\n2\n1  2\n",    // a double space
            "1\n2\n1 2",       // no final newline
            "2\n1\n1\n",       // fewer cases than T
            "1\n1\n1\n1\n1\n", // more after the cases
            "1\n1\n-1\n",      // negative
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn shrinking_tries_single_cases_first_then_piles() {
        let candidates = shrink("2\n2\n3 4\n1\n5\n");
        assert_eq!(candidates[..2], ["1\n2\n3 4\n", "1\n1\n5\n"]);
        assert!(candidates.contains(&"2\n1\n4\n1\n5\n".to_owned()));
        assert!(candidates.contains(&"2\n2\n3 2\n1\n5\n".to_owned()));
        assert!(candidates.contains(&"2\n2\n3 4\n1\n0\n".to_owned()));
        let max = &max_inputs()[0].input;
        let shrunk = shrink(max);
        assert!(shrunk.len() <= Candidates::MAX_COUNT);
        assert!(shrunk.iter().map(String::len).sum::<usize>() < Candidates::MAX_BYTES + max.len());
    }

    #[test]
    fn all_positions_counts_every_vector() {
        assert_eq!(all_positions(3, 7).len(), 1 + 8 + 64 + 512);
    }
}

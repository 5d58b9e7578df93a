//! What proves each problem, in the spirit of Library Checker's problem folders: an oracle written
//! from the rules of the game (brute-force search, never the solution's insight), generators
//! (deterministic from a seed), and the max-size inputs the bench runs.
//!
//! Each problem module exports a [`Spec`] named `SPEC`, declared by one line of the `problems!`
//! list below; [`ALL`] lists them. A problem without a module is tested by its samples alone.

use crate::rng::Rng;
use std::collections::HashSet;

pub mod search;

/// Declares each problem's spec module (one line each, in name order) and lists their specs in
/// [`ALL`].
macro_rules! problems {
    ($($module:ident,)*) => {
        $(pub mod $module;)*

        /// Every problem's spec.
        pub const ALL: &[&Spec] = &[$(&$module::SPEC),*];
    };
}

problems! {
    abc206f_interval_game_2,
    abc229h_advance_or_eat,
    abc278f_shiritori,
    abc297g_constrained_nim_2,
    abc354e_remove_pairs,
    abc368f_dividing_game,
    agc017d_game_on_tree,
    arc091f_strange_nim,
    boj65_three_piles,
    cf1537d_deleting_divisors,
    cf1704f_colouring_game,
    cf768e_game_of_stones,
    cf786a_berzerk,
    cses_1098_nim_game_2,
    cses_1099_stair_game,
    cses_1729_stick_game,
    cses_1730_nim_game_1,
    cses_2207_grundys_game,
    cses_2208_another_game,
    edpc_k_stones,
    edpc_l_deque,
    gym100548h_make_you_happy,
    lc_nim_product_64,
    luogu_p1199_three_kingdoms,
    luogu_p1247_matches,
    luogu_p1288_coin_ring,
    luogu_p1290_euclid_game,
    luogu_p2197_nim,
    luogu_p3024_cow_checkers,
    luogu_p3480_pebbles,
    luogu_p4279_misere_nim,
    poj2425_chess_game,
}

/// What the judge package knows of one problem beyond its crate: how to tell an input the judge
/// could send, the right answer, and the test plan that `judge check` and the project's own tests
/// run on any program (the same engine, [`crate::engine`]).
///
/// Every part but the name is optional, and each works as soon as it is there: a validator alone
/// checks the samples and the inputs of the other parts; an oracle (or a reference) gives the
/// exhaustive and random groups; max inputs give the max group and the bench. A problem with no
/// spec module at all is its samples ([`Spec::samples_only`]). The collection's own problems
/// (`collection = true` in their manifest) have every part, which `tests/engine.rs` demands.
/// Write a spec with the parts it has and `..Spec::NONE` for the rest.
pub struct Spec {
    /// Crate name = binary name = samples folder name.
    pub name: &'static str,
    /// `Ok` iff `input` meets every constraint of the statement in its exact token layout (single
    /// spaces, `\n` line ends, a final newline, nothing after the last token); otherwise what is
    /// wrong and where ([`crate::validate::Validator`]).
    pub validate: Option<Validate>,
    /// The exact expected output for a valid input, found by searching the game from its rules
    /// (never the solution's insight), or `None` when the instance is beyond the search's reach.
    pub oracle: Option<fn(&str) -> Option<String>>,
    /// An exact second method for inputs beyond the oracle's reach, itself checked against the
    /// oracle wherever both reach (in the problem's unit tests), or `None` if there is none.
    pub reference: Option<fn(&str) -> Option<String>>,
    /// Where several outputs are right: `Ok` iff `output` is a right answer to `input`. With a
    /// checker the oracle's own answer must pass it; without one, outputs are compared with the
    /// expected output.
    pub checker: Option<Checker>,
    /// Every small instance up to a stated bound.
    pub exhaustive: Option<Exhaustive>,
    /// Seeded random instances, drawn by size.
    pub random: &'static [Generator],
    /// Smaller inputs to try in place of a failing `input`, most reduced first: the single test
    /// cases of a multi-case input first, then the input with a part removed or a value lowered.
    /// Candidates the validator rejects are skipped, so a shrinker may propose freely, but keep
    /// them to a few hundred ([`shrink_list`] and [`shrink_value`] are bounded): it is called again
    /// after every smaller failing input it finds.
    pub shrink: Option<fn(&str) -> Vec<String>>,
    /// Max-size inputs at the limits of the constraints, for the max group and the bench.
    pub max_inputs: Option<fn() -> Vec<MaxInput>>,
    /// The picture of the game in the crate README (`judge figure`), or why there is none.
    pub figure: Figure,
}

/// A problem's figure: `crates/<problem>/figure.svg`, drawn by a function from the oracle.
#[derive(Clone, Copy)]
pub enum Figure {
    /// Not decided yet (a problem of one's own may stay so).
    NotYet,
    /// Drawn by this function.
    Draw(fn() -> String),
    /// None, for this reason: a picture would only decorate.
    Without(&'static str),
}

impl Spec {
    /// A spec with no parts: `Spec { name: "…", validate: Some(validate), ..Spec::NONE }`.
    pub const NONE: Spec = Spec {
        name: "",
        validate: None,
        oracle: None,
        reference: None,
        checker: None,
        exhaustive: None,
        random: &[],
        shrink: None,
        max_inputs: None,
        figure: Figure::NotYet,
    };

    /// The spec of a problem that has no spec module: its samples are its tests.
    pub fn samples_only(name: &str) -> &'static Spec {
        static MADE: std::sync::Mutex<Vec<&'static Spec>> = std::sync::Mutex::new(Vec::new());
        let mut made = MADE.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(spec) = made.iter().find(|spec| spec.name == name) {
            return spec;
        }
        let spec: &'static Spec = Box::leak(Box::new(Spec {
            name: Box::leak(name.to_owned().into_boxed_str()),
            ..Spec::NONE
        }));
        made.push(spec);
        spec
    }

    /// `Ok` iff the validator accepts `input` (or there is no validator).
    pub fn validate(&self, input: &str) -> Result<(), String> {
        self.validate.map_or(Ok(()), |validate| validate(input))
    }

    /// The oracle's answer, else the reference's, if either reaches `input`.
    pub fn answer(&self, input: &str) -> Option<String> {
        self.oracle
            .and_then(|oracle| oracle(input))
            .or_else(|| self.reference.and_then(|reference| reference(input)))
    }

    /// The oracle's answer alone, if there is an oracle and it reaches `input`.
    pub fn oracle(&self, input: &str) -> Option<String> {
        self.oracle.and_then(|oracle| oracle(input))
    }

    /// True iff some exact method (oracle or reference) gives expected outputs.
    pub fn has_answers(&self) -> bool {
        self.oracle.is_some() || self.reference.is_some() || self.checker.is_some()
    }

    /// The exhaustive group's inputs (none without one).
    pub fn exhaustive_inputs(&self) -> Vec<String> {
        self.exhaustive
            .as_ref()
            .map_or_else(Vec::new, |exhaustive| (exhaustive.inputs)())
    }

    /// The shrinker's candidates for `input` (none without a shrinker).
    pub fn shrink(&self, input: &str) -> Vec<String> {
        self.shrink.map_or_else(Vec::new, |shrink| shrink(input))
    }

    /// The max inputs (none without them).
    pub fn max_inputs(&self) -> Vec<MaxInput> {
        self.max_inputs
            .map_or_else(Vec::new, |max_inputs| max_inputs())
    }

    /// What the plan has and lacks, each part with what it gives: the `doctor` command's list.
    pub fn parts(&self) -> Vec<(&'static str, bool, &'static str)> {
        vec![
            (
                "validator",
                self.validate.is_some(),
                "checks every sample and generated input against the statement's constraints",
            ),
            (
                "oracle",
                self.oracle.is_some(),
                "the expected output of every small instance, from a search of the game's rules",
            ),
            (
                "reference",
                self.reference.is_some(),
                "an exact second method for inputs beyond the oracle's reach",
            ),
            (
                "checker",
                self.checker.is_some(),
                "judges outputs where several answers are right",
            ),
            (
                "exhaustive group",
                self.exhaustive.is_some(),
                "every small instance up to a stated bound, against the oracle",
            ),
            (
                "random generators",
                !self.random.is_empty(),
                "seeded random instances of every size up to the largest, against the oracle",
            ),
            (
                "shrinker",
                self.shrink.is_some(),
                "cuts a failing input down to a small one that still fails",
            ),
            (
                "max inputs",
                self.max_inputs.is_some(),
                "the max group (time and memory at the limits) and the bench rows",
            ),
            (
                "figure",
                !matches!(self.figure, Figure::NotYet),
                "the picture of the game in the README (or the reason there is none)",
            ),
        ]
    }
}

/// A validator: `Ok` iff the input meets the statement's constraints, else what is wrong.
pub type Validate = fn(&str) -> Result<(), String>;

/// A checker: `Ok` iff the output (second) is a right answer to the input (first), else why not.
pub type Checker = fn(&str, &str) -> Result<(), String>;

/// The exhaustive group: every small instance up to a bound.
pub struct Exhaustive {
    /// The bound in words, as the crate README's Verified section states it
    /// ("every ring of N ≤ 5 edges with values ≤ 3").
    pub bound: &'static str,
    /// The inputs, smallest instances first; several instances share one input where the format
    /// allows test cases (T ≤ 10 games per input, say), to keep the process starts few.
    pub inputs: fn() -> Vec<String>,
}

/// A generator of random inputs.
pub struct Generator {
    /// What it draws, in words ("random digraphs with n ≤ 12").
    pub name: &'static str,
    /// An input of size `size` (1 ..= `max_size`; larger means a larger instance), deterministic in
    /// the generator's state. Shrinking tries smaller sizes first.
    pub generate: fn(&mut Rng, usize) -> String,
    /// The largest size.
    pub max_size: usize,
    /// How many inputs a default run draws.
    pub cases: usize,
}

/// One max-size input: what it is, and its text.
pub struct MaxInput {
    pub label: &'static str,
    pub input: String,
}

/// The spec of problem `name`.
pub fn spec(name: &str) -> Option<&'static Spec> {
    ALL.iter().copied().find(|spec| spec.name == name)
}

/// Every multiset of `count` values in `lo..=hi`, as sorted vectors in lexicographic order.
pub fn multisets(lo: u64, hi: u64, count: usize) -> Vec<Vec<u64>> {
    let mut layer: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..count {
        layer = layer
            .iter()
            .flat_map(|prefix| {
                let from = prefix.last().copied().unwrap_or(lo);
                (from..=hi).map(move |x| {
                    let mut next = prefix.clone();
                    next.push(x);
                    next
                })
            })
            .collect();
    }
    layer
}

/// Every vector of length at most `max_len` with entries in `0..=max_value`, the empty vector
/// included, in lexicographic order of (length, entries): the small instances the stress tests
/// take exhaustively.
pub fn all_vectors(max_len: usize, max_value: u32) -> Vec<Vec<u32>> {
    let mut all = vec![Vec::new()];
    let mut layer = vec![Vec::new()];
    for _ in 0..max_len {
        layer = layer
            .iter()
            .flat_map(|prefix: &Vec<u32>| {
                (0..=max_value).map(move |last| {
                    let mut next = prefix.clone();
                    next.push(last);
                    next
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// Shrink candidates within a budget, since a shrinker runs again after every smaller failing
/// input: at most [`Candidates::MAX_COUNT`] inputs and [`Candidates::MAX_BYTES`] bytes in all. The
/// first ones pushed, the most reduced, are kept; a repeated one is dropped.
#[derive(Default)]
pub struct Candidates {
    inputs: Vec<String>,
    bytes: usize,
    seen: HashSet<String>,
}

impl Candidates {
    pub const MAX_COUNT: usize = 300;
    pub const MAX_BYTES: usize = 8 << 20;

    /// True once the budget is spent.
    pub fn full(&self) -> bool {
        self.inputs.len() >= Self::MAX_COUNT || self.bytes >= Self::MAX_BYTES
    }

    /// Adds the input `make` builds, unless the budget is spent (then `make` is not called).
    pub fn push(&mut self, make: impl FnOnce() -> String) {
        if !self.full() {
            let input = make();
            if self.seen.insert(input.clone()) {
                self.bytes += input.len();
                self.inputs.push(input);
            }
        }
    }

    /// The candidates, in the order pushed.
    pub fn into_vec(self) -> Vec<String> {
        self.inputs
    }
}

/// Smaller lists to try in place of `items`, most reduced first and never more than about a
/// hundred: each single element alone (for up to 32 elements), then `items` without one of its
/// halves, quarters, eighths, … (for up to 32 elements, down to single elements). Every candidate is
/// shorter than `items`.
pub fn shrink_list<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    const SMALL: usize = 32;
    let n = items.len();
    let mut candidates: Vec<Vec<T>> = Vec::new();
    if (2..=SMALL).contains(&n) {
        candidates.extend(items.iter().map(|item| vec![item.clone()]));
    }
    let mut chunks = 2;
    loop {
        let chunks_now = chunks.min(n);
        for j in 0..chunks_now {
            let (start, end) = (j * n / chunks_now, (j + 1) * n / chunks_now);
            candidates.push(
                items[..start]
                    .iter()
                    .chain(&items[end..])
                    .cloned()
                    .collect(),
            );
        }
        if chunks_now == n || chunks >= SMALL {
            break;
        }
        chunks *= 2;
    }
    candidates
}

/// Smaller values to try in place of `x`, each in `lo..x`, most reduced first: `lo`, then `x`
/// lowered by half the distance to `lo`, a quarter, an eighth, …, and by 1, so that repeated
/// shrinking finds a smallest failing value in few steps.
pub fn shrink_value(x: u64, lo: u64) -> Vec<u64> {
    let mut values = Vec::new();
    if x > lo {
        values.push(lo);
        let mut step = (x - lo) / 2;
        while step > 0 {
            if values.last() != Some(&(x - step)) {
                values.push(x - step);
            }
            step /= 2;
        }
        if values.last() != Some(&(x - 1)) {
            values.push(x - 1);
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrunk_lists_are_shorter_and_start_with_single_elements() {
        let shrunk = shrink_list(&[1, 2, 3, 4]);
        assert_eq!(shrunk[..4], [vec![1], vec![2], vec![3], vec![4]]);
        assert!(shrunk.contains(&vec![3, 4]) && shrunk.contains(&vec![1, 3, 4]));
        assert!(shrunk.iter().all(|c| c.len() < 4));
        assert_eq!(shrink_list(&[7]), vec![Vec::<i32>::new()]);
        assert!(shrink_list::<u8>(&[]).is_empty());
        let long: Vec<u32> = (0..100_000).collect();
        let shrunk = shrink_list(&long);
        assert!(shrunk.len() <= 64, "{} candidates", shrunk.len());
        assert_eq!(shrunk[0], long[50_000..]);
    }

    #[test]
    fn shrunk_values_are_smaller_and_start_at_the_bottom() {
        assert_eq!(shrink_value(10, 1), vec![1, 6, 8, 9]);
        assert_eq!(shrink_value(1000, 0)[..3], [0, 500, 750]);
        assert_eq!(shrink_value(2, 1), vec![1]);
        assert!(shrink_value(1, 1).is_empty());
    }
}

//! What proves each problem, in the spirit of Library Checker's problem folders: an oracle written
//! from the rules of the game (brute-force search, never the solution's insight), generators
//! (deterministic from a seed), and the max-size inputs the bench runs.
//!
//! Each problem module exports a [`Spec`] named `SPEC`; [`ALL`] lists them.

pub mod boj65_three_piles;
pub mod cf786a_berzerk;
pub mod gym100548h_make_you_happy;
pub mod luogu_p1199_three_kingdoms;
pub mod luogu_p1247_matches;
pub mod luogu_p1288_coin_ring;
pub mod luogu_p1290_euclid_game;
pub mod luogu_p2197_nim;
pub mod luogu_p3024_cow_checkers;
pub mod poj2425_chess_game;

/// What the judge package knows of one problem beyond its crate.
pub struct Spec {
    /// Crate name = binary name = samples folder name.
    pub name: &'static str,
    /// The exact expected output for an input text, found by searching the game itself, or `None`
    /// when the instance is beyond the search's reach.
    pub brute: fn(&str) -> Option<String>,
    /// Max-size inputs at the limits of the constraints, for the bench.
    pub max_inputs: fn() -> Vec<MaxInput>,
}

/// One max-size input: what it is, and its text.
pub struct MaxInput {
    pub label: &'static str,
    pub input: String,
}

/// Every problem's spec.
pub const ALL: &[&Spec] = &[
    &boj65_three_piles::SPEC,
    &cf786a_berzerk::SPEC,
    &gym100548h_make_you_happy::SPEC,
    &luogu_p1199_three_kingdoms::SPEC,
    &luogu_p1247_matches::SPEC,
    &luogu_p1288_coin_ring::SPEC,
    &luogu_p1290_euclid_game::SPEC,
    &luogu_p2197_nim::SPEC,
    &luogu_p3024_cow_checkers::SPEC,
    &poj2425_chess_game::SPEC,
];

/// The spec of problem `name`.
pub fn spec(name: &str) -> Option<&'static Spec> {
    ALL.iter().copied().find(|spec| spec.name == name)
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

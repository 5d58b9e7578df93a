//! What proves each problem, in the spirit of Library Checker's problem folders: an oracle written
//! from the rules of the game (brute-force search, never the solution's insight), generators
//! (deterministic from a seed), and the max-size inputs the bench runs.
//!
//! Each problem module exports a [`Spec`] named `SPEC`; [`ALL`] lists them.

pub mod luogu_p1247_matches;
pub mod luogu_p2197_nim;
pub mod luogu_p3024_cow_checkers;

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
    &luogu_p1247_matches::SPEC,
    &luogu_p2197_nim::SPEC,
    &luogu_p3024_cow_checkers::SPEC,
];

/// The spec of problem `name`.
pub fn spec(name: &str) -> Option<&'static Spec> {
    ALL.iter().copied().find(|spec| spec.name == name)
}

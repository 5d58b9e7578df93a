//! What a problem's plan is made of, in the spirit of Library Checker's problem folders: the
//! [`Plan`] a plan exports (validator, oracle, reference, checker, exhaustive group, generators,
//! shrinker, max inputs, figure), and what the plans share to write one:
//!
//! - [`validate`]: strict reading of an input's exact layout, for validators (testlib's `inf`);
//! - [`tokens`]: a whitespace token reader, for oracles; [`rng`]: a seeded random source;
//! - [`inputs`]: every small instance of a kind, and bounded lists of smaller inputs (fewer cases,
//!   shorter lists, lower values);
//! - [`game`]: a game stated once (positions, moves, how it ends), solved by the kit's searches
//!   for the oracles, `judge play` and the book;
//! - [`graph`]: undirected graphs on 0..n, a union–find, the families the generators draw
//!   (paths, cycles, grids, complete graphs, random trees) and relabelling by a permutation;
//! - [`search`]: win/lose searches written from the definitions, which take moves lazily;
//!   [`nim`]: Nim as a game, and its search (the pile search over Nim's moves made one at a
//!   time); [`cases`]: the input layout of the Nim-like problems (a count of test cases, each a
//!   length and that many values), with each problem's limits;
//! - [`interactive`]: the jury of an interactive problem, its referee and transcripts;
//! - [`svg`] and [`figures`]: the shapes the figures are drawn with;
//! - [`testing`]: what every plan's own unit tests check of it.
//!
//! The plans are `crates/<problem>/plan.rs`, built by the `plans` package; the judge (the root
//! package) runs them. Nothing here knows any problem's insight.

pub mod cases;
pub mod figures;
pub mod game;
pub mod graph;
pub mod inputs;
pub mod interactive;
pub mod nim;
pub mod plan;
pub mod rng;
pub mod search;
pub mod svg;
pub mod testing;
pub mod tokens;
pub mod validate;

pub use inputs::{
    Candidates, all_vectors, fewer_cases, multisets, multisets_up_to, pair_up, shrink_cases,
    shrink_list, shrink_value,
};
pub use plan::{Checker, Exhaustive, Figure, Generator, MaxInput, Part, Plan, Validate};

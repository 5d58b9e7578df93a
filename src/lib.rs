//! The local judge of the collection.
//!
//! One place builds things ([`build`]: the problem binaries, bundles, C++ seeds), one knows the
//! workspace ([`workspace`]), one runs a binary on an input with a time limit ([`run`]), and one
//! compares its output with the canonical answer ([`compare`]). Around
//! them: the pasteability rules ([`layout`]), a deterministic random source ([`rng`]), a token
//! reader for oracles ([`tokens`]), per problem the generators and the brute-force oracle
//! written from the rules of the game ([`problems`]), and the std-only bundles for the judges
//! without crates ([`bundle`]), and the pictures of the games ([`figure`]).

pub mod bench;
pub mod build;
pub mod bundle;
pub mod candidate;
pub mod compare;
pub mod doctor;
pub mod engine;
pub mod figure;
pub mod judges;
pub mod layout;
pub mod new;
pub mod play;
pub mod run;
pub mod samples;
pub mod testdir;
pub mod text;
pub mod workspace;

//! The local judge of the collection.
//!
//! One place builds things ([`build`]: the problem binaries, bundles, C++ seeds), one knows the
//! workspace ([`workspace`]), one runs a program with its limits ([`run`], also two-way for an
//! interactive game), and one compares its output with the canonical answer ([`compare`]).
//! Around them: the engine that runs a problem's plan on an attempt ([`engine`]; the plans
//! themselves are the `plans` package, built from `plan_kit`), anyone's file built as its judge
//! builds it ([`candidate`]), the pasteability rules ([`layout`]), the std-only bundles for the
//! judges without crates ([`bundle`]), the benchmark ([`bench`](mod@bench)), a person's seat in an
//! interactive game ([`play`]), and the pictures of the games ([`figure`]).
//! `docs/architecture.md` says which module may use which.

pub mod bench;
pub mod book;
pub mod build;
pub mod bundle;
pub mod candidate;
pub mod compare;
pub mod doctor;
pub mod engine;
pub mod figure;
pub mod layout;
pub mod new;
pub mod play;
pub mod run;
pub mod samples;
pub mod sites;
pub mod testdir;
pub mod text;
pub mod workspace;

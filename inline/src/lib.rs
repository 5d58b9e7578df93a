//! The bundle's generator: proconio 0.5.0 and itertools 0.14.0 (with the `either` it re-exports)
//! as inline modules, made mechanically from the source cargo keeps of them ([`generate`]), with
//! our own safe stand-ins where that source has what a one-file bundle cannot carry
//! ([`stand_ins`]), over a token view of Rust source ([`syntax`]).
//!
//! Its own package, so that the judge (which generates at run time, `bundle::sources`) and the
//! judge's build script (which generates the same modules for the tests) use one copy of it.

pub mod generate;
pub mod stand_ins;
pub mod syntax;

/// The generator's own source, in a fixed order: what the judge's cache of generated modules is
/// keyed on (a change of the generator makes them again).
pub const SOURCES: [&str; 3] = [
    include_str!("generate.rs"),
    include_str!("stand_ins.rs"),
    include_str!("syntax.rs"),
];

//! The deep verification of the collection, run by `cargo verify` (an alias of
//! `cargo test -p judge-verify`, in `.cargo/config.toml`): the tests in `verify/tests/` check at
//! full strength what the README's `cargo test` checks in a sample. Nothing here is used by the
//! judge; this crate has no code of its own.

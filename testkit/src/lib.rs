//! The test machinery of the judge, used by its tests (`tests/`) and nothing else:
//!
//! - [`selftest`]: the checks the engine makes of every problem (its plan, its validator, its
//!   binary and bundle, its wrong solutions, its seed), quick and deep;
//! - [`passed`]: a record of each judgement that passed, keyed on every byte it read, so that a
//!   warm `cargo test` repeats nothing (`JUDGE_RERUN=1` runs everything again);
//! - [`outputs`]: a problem's binary and bundle run on an input, and their output checked;
//! - [`bad`]: the tiny problem that bad programs (slow, hanging, greedy) are judged on;
//! - [`pile`]: the tiny interactive game (a pile, take 1 or 2) the engine's interactive tests and
//!   `judge play`'s tests are played on;
//! - [`harness`]: the test executables' `main` (libtest-mimic), which ends by saying how many
//!   judgements ran and how many were recorded as passed;
//! - [`workspace`]: the checkout the test process works on, the value the judge's library is
//!   given.

pub mod bad;
pub mod harness;
pub mod outputs;
pub mod passed;
pub mod pile;
pub mod selftest;

use judge::workspace::Workspace;
use std::path::Path;
use std::sync::OnceLock;

/// The checkout this test process works on: the nearest workspace manifest at or above the test's
/// package (cargo sets `CARGO_MANIFEST_DIR` for `cargo test`), found once and shared by every
/// trial of the process. The library keeps no workspace of its own: this is the tests' choice.
///
/// Panics with the reason if the tests are not run inside a checkout of the collection.
pub fn workspace() -> &'static Workspace {
    static WORKSPACE: OnceLock<Workspace> = OnceLock::new();
    WORKSPACE.get_or_init(|| Workspace::locate(None).unwrap_or_else(|e| panic!("{e:#}")))
}

/// Cargo's target directory of [`workspace`].
pub fn target_dir() -> &'static Path {
    workspace().target_dir()
}

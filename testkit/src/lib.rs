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
//!   judgements ran and how many were recorded as passed.

pub mod bad;
pub mod harness;
pub mod outputs;
pub mod passed;
pub mod pile;
pub mod selftest;

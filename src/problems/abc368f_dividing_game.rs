//! abc368f (not written yet): the validator, the oracle (a search of the game from its rules),
//! the generators and the max inputs.

use super::{Exhaustive, MaxInput, Spec};

pub const SPEC: Spec = Spec {
    name: "abc368f-dividing-game",
    validate,
    oracle,
    reference: None,
    checker: None,
    exhaustive: Exhaustive {
        bound: "not written yet",
        inputs: exhaustive_inputs,
    },
    random: &[],
    shrink,
    max_inputs,
};

/// Not written yet: rejects every input.
pub fn validate(_input: &str) -> Result<(), String> {
    Err("the validator of abc368f-dividing-game is not written yet".to_owned())
}

/// Not written yet: reaches no input.
pub fn oracle(_input: &str) -> Option<String> {
    None
}

/// Not written yet: no instance.
fn exhaustive_inputs() -> Vec<String> {
    Vec::new()
}

/// Not written yet: no smaller input.
fn shrink(_input: &str) -> Vec<String> {
    Vec::new()
}

/// Not written yet: no max input.
fn max_inputs() -> Vec<MaxInput> {
    Vec::new()
}

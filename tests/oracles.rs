//! Layer 1: every oracle agrees with its problem's samples before anything is compared with it.

use judge::check::samples;
use judge::compare::compare;
use judge::problems::{ALL, spec};
use judge::workspace::problems;

#[test]
fn every_problem_has_an_oracle_and_every_oracle_a_problem() {
    for problem in problems() {
        assert!(
            spec(&problem.name).is_some(),
            "{}: no Spec in src/problems/ (oracle, generators, max inputs)",
            problem.name
        );
    }
    for spec in ALL {
        assert!(
            problems().iter().any(|p| p.name == spec.name),
            "src/problems/ has a Spec for `{}` but there is no such crate",
            spec.name
        );
    }
}

#[test]
fn every_oracle_agrees_with_its_samples() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for problem in problems() {
        let Some(spec) = spec(&problem.name) else {
            continue;
        };
        for sample in samples(problem) {
            let (input, Some(expected)) = sample.read() else {
                continue;
            };
            match (spec.oracle)(&input) {
                Some(answer) => {
                    checked += 1;
                    if let Err(mismatch) = compare(&expected, &answer) {
                        failures.push(format!("{}: {mismatch}", sample.input.display()));
                    }
                }
                None if sample.is_official() => failures.push(format!(
                    "{}: an official sample must be within the oracle's reach",
                    sample.input.display()
                )),
                None => {}
            }
        }
    }
    assert!(
        failures.is_empty(),
        "oracles disagree with samples:\n{}",
        failures.join("\n")
    );
    assert!(checked > 0, "no sample was checked");
}

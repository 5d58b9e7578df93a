//! Running a problem's binary on an input and checking its output: what the sample and stress
//! tests share. Every run also runs the problem's std-only bundle (`judge bundle`), which must
//! print the same.

use crate::bundle::bundle_binary;
use crate::compare::compare;
use crate::run::run;
use crate::workspace::{Problem, binary, problem};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The limit a test run gets: the judge's limit with room for a loaded 2-core machine and the
/// overflow checks of the test build, and never under 10 s. It stops hangs, it measures nothing.
pub fn test_limit(problem: &Problem) -> Duration {
    (problem.time_limit * 10).max(Duration::from_secs(10))
}

/// The output of problem `name`'s binary on `input`, or why there is none (it failed or hung, or
/// its std-only bundle printed something else).
pub fn output_of(name: &str, input: &str) -> Result<String, String> {
    let limit = test_limit(problem(name)?);
    let output = output_of_exe(&format!("`{name}`"), binary(name), input, limit)?;
    let bundled = bundle_output_of(name, input)?;
    compare(&output, &bundled).map_err(|mismatch| {
        format!("the bundle of `{name}` differs from its binary: {mismatch}")
    })?;
    Ok(output)
}

/// The output of problem `name`'s std-only bundle (compiled with `rustc -O --edition 2024`) on
/// `input`, or why there is none (it does not bundle or compile, failed or hung).
pub fn bundle_output_of(name: &str, input: &str) -> Result<String, String> {
    let limit = test_limit(problem(name)?);
    let exe = bundle_binary(name).map_err(|e| format!("the bundle of `{name}`: {e}"))?;
    output_of_exe(&format!("the bundle of `{name}`"), exe, input, limit)
}

/// The output of `exe` (described as `what`) on `input`, killed at `limit`.
fn output_of_exe(what: &str, exe: &Path, input: &str, limit: Duration) -> Result<String, String> {
    let run = run(exe, input.as_bytes(), limit).map_err(|e| format!("cannot run {what}: {e}"))?;
    if !run.success() {
        return Err(format!("{what} {}", run.describe_failure()));
    }
    String::from_utf8(run.stdout).map_err(|_| format!("{what} printed invalid UTF-8"))
}

/// `Ok` iff problem `name`'s binary prints exactly `expected` on `input`; otherwise where not.
pub fn verdict(name: &str, input: &str, expected: &str) -> Result<(), String> {
    let actual = output_of(name, input)?;
    compare(expected, &actual).map_err(|mismatch| mismatch.to_string())
}

/// `Ok` iff problem `name`'s bundle prints exactly `expected` on `input`; otherwise where not.
pub fn bundle_verdict(name: &str, input: &str, expected: &str) -> Result<(), String> {
    let actual = bundle_output_of(name, input)?;
    compare(expected, &actual).map_err(|mismatch| format!("the bundle: {mismatch}"))
}

/// Panics, showing the input, unless problem `name`'s binary (and so its bundle) prints exactly
/// `expected` on `input`.
pub fn assert_output(name: &str, input: &str, expected: &str) {
    if let Err(message) = verdict(name, input, expected) {
        panic!("{name}: {message}\non this input:\n{}", shorten(input));
    }
}

/// `text` cut to its first 3000 characters, saying how much was left out.
pub fn shorten(text: &str) -> String {
    shorten_to(text, 3000)
}

/// `text` cut to its first `shown` characters, saying how much was left out.
pub fn shorten_to(text: &str, shown: usize) -> String {
    match text.char_indices().nth(shown) {
        None => text.to_owned(),
        Some((cut, _)) => format!("{}\n[... {} more bytes]", &text[..cut], text.len() - cut),
    }
}

/// One sample file of a problem: its name (the file stem), its input and, if present, its output.
#[derive(Clone, Debug)]
pub struct Sample {
    pub case: String,
    pub input: PathBuf,
    pub output: Option<PathBuf>,
}

/// What a sample file is, by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SampleKind {
    /// One of the statement's samples: `1.in`, `2.in`, …, or as other tools name them
    /// (online-judge-tools' `sample-1.in`, cargo-compete's `sample1`, Library Checker's
    /// `example_00.in`).
    Official,
    /// A hand-made case within the statement (`edge-*.in`, or any other name).
    HandMade,
    /// A case outside the statement that the solution must still pass (`ext-*.in`).
    Extended,
}

impl Sample {
    /// What this sample is, by its name ([`SampleKind`]).
    pub fn kind(&self) -> SampleKind {
        sample_kind(&self.case)
    }

    /// True for the official samples ([`SampleKind::Official`]).
    pub fn is_official(&self) -> bool {
        self.kind() == SampleKind::Official
    }

    /// The input and expected output texts; panics naming the file if one is unreadable.
    pub fn read(&self) -> (String, Option<String>) {
        let read = |path: &PathBuf| {
            fs::read_to_string(path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
        };
        (read(&self.input), self.output.as_ref().map(read))
    }
}

/// What a sample named `case` (its file stem) is.
pub fn sample_kind(case: &str) -> SampleKind {
    let number = |rest: &str| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit());
    let numbered = |prefix: &str| {
        case.strip_prefix(prefix).is_some_and(|rest| {
            number(rest.trim_start_matches(['-', '_']))
                && rest.len() - rest.trim_start_matches(['-', '_']).len() <= 1
        })
    };
    if case.starts_with("ext-") {
        SampleKind::Extended
    } else if number(case) || ["sample", "example", "ex"].into_iter().any(numbered) {
        SampleKind::Official
    } else {
        SampleKind::HandMade
    }
}

/// The samples of `problem`, sorted by case name (an empty list if it has none).
pub fn samples(problem: &Problem) -> Vec<Sample> {
    let Ok(entries) = fs::read_dir(problem.samples_dir()) else {
        return Vec::new();
    };
    let mut samples: Vec<Sample> = entries
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            if path.extension()? != "in" {
                return None;
            }
            let output = path.with_extension("out");
            Some(Sample {
                case: path.file_stem()?.to_string_lossy().into_owned(),
                output: output.is_file().then_some(output),
                input: path,
            })
        })
        .collect();
    samples.sort_by_key(|sample| crate::testdir::natural_key(&sample.case));
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_are_told_apart_by_their_names() {
        for official in [
            "1",
            "12",
            "sample-1",
            "sample1",
            "sample_2",
            "example_00",
            "ex3",
        ] {
            assert_eq!(sample_kind(official), SampleKind::Official, "{official}");
        }
        for hand_made in ["edge-min", "sample", "sample--1", "big-1", "examples", "1a"] {
            assert_eq!(sample_kind(hand_made), SampleKind::HandMade, "{hand_made}");
        }
        assert_eq!(sample_kind("ext-no-piles"), SampleKind::Extended);
    }
}

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

impl Sample {
    /// True for the official samples (`1.in`, `2.in`, ...), false for hand-made ones (`edge-*.in`).
    pub fn is_official(&self) -> bool {
        self.case.bytes().all(|b| b.is_ascii_digit())
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
    samples.sort_by(|a, b| a.case.cmp(&b.case));
    samples
}

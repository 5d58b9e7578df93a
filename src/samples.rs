//! A problem's sample files, `samples/<problem>/`: the statement's samples (`1.in`/`1.out`, or as
//! other tools name them), hand-made cases within the statement (`edge-*`), and cases outside it
//! that a solution must still pass (`ext-*`).

use crate::workspace::Problem;
use std::fs;
use std::path::{Path, PathBuf};

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

/// The text of an instance of `problem` to play: the file given, else its first official sample;
/// checked by the plan's validator where it has one.
pub fn instance(problem: &Problem, file: Option<&Path>) -> anyhow::Result<String> {
    let path = match file {
        Some(path) => path.to_path_buf(),
        None => samples(problem)
            .into_iter()
            .find(|sample| sample.is_official())
            .map(|sample| sample.input)
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "{} has no sample to play: give --instance FILE",
                    problem.name
                )
            })?,
    };
    let text = fs::read_to_string(&path)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
    if let Some(plan) = plans::plan(&problem.name) {
        plan.validate(&text)
            .map_err(|why| anyhow::anyhow!("{} is not an instance: {why}", path.display()))?;
    }
    Ok(text)
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

//! The workspace as the judge sees it: where it is, which problems it holds, and their binaries.

use cargo_metadata::MetadataCommand;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

/// The name of the root package, which is the judge and not a problem.
pub const JUDGE_PACKAGE: &str = "judge";

/// The cargo profile the tests build problem binaries with (optimised, overflow checks on).
pub const TEST_PROFILE: &str = "judge";

/// A problem crate and what its manifest's `[package.metadata.judge]` says.
#[derive(Clone, Debug)]
pub struct Problem {
    /// Crate name = binary name = samples folder name.
    pub name: String,
    /// The crate's folder (`crates/<name>`).
    pub dir: PathBuf,
    /// The problem page on its judge.
    pub url: String,
    /// The judge's time limit.
    pub time_limit: Duration,
    /// The judge's memory limit in MiB.
    pub memory_limit_mb: u64,
}

impl Problem {
    /// The folder of this problem's sample files.
    pub fn samples_dir(&self) -> PathBuf {
        root().join("samples").join(&self.name)
    }
}

/// The workspace root (the judge package's own folder).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Cargo's target directory of the workspace (`target/`, unless `CARGO_TARGET_DIR` moves it).
pub fn target_dir() -> &'static Path {
    static TARGET: OnceLock<PathBuf> = OnceLock::new();
    TARGET.get_or_init(|| {
        MetadataCommand::new()
            .manifest_path(root().join("Cargo.toml"))
            .no_deps()
            .exec()
            .expect("`cargo metadata` failed on the workspace")
            .target_directory
            .into_std_path_buf()
    })
}

/// Every problem crate of the workspace, sorted by name, with its judge metadata.
///
/// Panics with the crate's name if its metadata is missing or malformed: the layout tests report
/// that as a rule violation, everything else needs the figures.
pub fn problems() -> &'static [Problem] {
    static PROBLEMS: OnceLock<Vec<Problem>> = OnceLock::new();
    PROBLEMS.get_or_init(|| {
        let metadata = MetadataCommand::new()
            .manifest_path(root().join("Cargo.toml"))
            .no_deps()
            .exec()
            .expect("`cargo metadata` failed on the workspace");
        let mut problems: Vec<Problem> = metadata
            .workspace_packages()
            .into_iter()
            .filter(|package| package.name.as_str() != JUDGE_PACKAGE)
            .map(|package| {
                let name = package.name.to_string();
                let judge = &package.metadata["judge"];
                let field = |key: &str| {
                    judge.get(key).unwrap_or_else(|| {
                        panic!("{name}: [package.metadata.judge] has no `{key}`")
                    })
                };
                let number = |key: &str| {
                    field(key).as_u64().unwrap_or_else(|| {
                        panic!("{name}: [package.metadata.judge] `{key}` is not a whole number")
                    })
                };
                Problem {
                    dir: package
                        .manifest_path
                        .parent()
                        .expect("a manifest path has a parent")
                        .into(),
                    url: field("url").as_str().unwrap_or_default().to_owned(),
                    time_limit: Duration::from_millis(number("time-limit-ms")),
                    memory_limit_mb: number("memory-limit-mb"),
                    name,
                }
            })
            .collect();
        problems.sort_by(|a, b| a.name.cmp(&b.name));
        problems
    })
}

/// The problem called `name`, or a message that lists the problems there are.
pub fn problem(name: &str) -> Result<&'static Problem, String> {
    problems()
        .iter()
        .find(|problem| problem.name == name)
        .ok_or_else(|| {
            let names: Vec<&str> = problems().iter().map(|p| p.name.as_str()).collect();
            format!(
                "unknown problem `{name}`; the problems are: {}",
                names.join(", ")
            )
        })
}

/// Builds every problem binary with `profile`: see [`crate::build::cargo_binaries`].
pub use crate::build::cargo_binaries as build_binaries;

/// The executable of problem `name`, built once per process with the test profile.
///
/// Panics with the build's diagnostics if the workspace does not compile, or if no binary has
/// that name.
pub fn binary(name: &str) -> &'static Path {
    static BINARIES: OnceLock<Result<BTreeMap<String, PathBuf>, String>> = OnceLock::new();
    let binaries = BINARIES
        .get_or_init(|| build_binaries(TEST_PROFILE))
        .as_ref()
        .unwrap_or_else(|message| panic!("{message}"));
    binaries
        .get(name)
        .unwrap_or_else(|| panic!("the build produced no binary named `{name}`"))
}

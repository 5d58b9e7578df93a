//! The workspace as the judge sees it: where it is, which problems it holds, and their binaries.

use crate::judges::{self, Judge};
use cargo_metadata::MetadataCommand;
use std::collections::BTreeMap;
use std::fs;
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
    /// The judge the problem is on (`judge = "…"`), whose compiler an attempt is built with.
    pub judge: &'static Judge,
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

static ROOT: OnceLock<PathBuf> = OnceLock::new();

/// The workspace root: the checkout this process works on, found at run time (never a path baked
/// in at compile time, so a copied or moved checkout tests its own files). It is the folder
/// [`use_root`] was given, or else the nearest folder at or above the start whose `Cargo.toml`
/// has a `[workspace]`: the start is where cargo says this process's package is
/// (`CARGO_MANIFEST_DIR`, which `cargo run` and `cargo test` set), or the current directory.
///
/// Panics with the reason if there is none: a command calls [`locate_root`] first to say it
/// plainly.
pub fn root() -> &'static Path {
    ROOT.get_or_init(|| locate_root(None).unwrap_or_else(|e| panic!("{e}")))
}

/// Makes `manifest` (a `Cargo.toml` or its folder, as cargo's `--manifest-path`) the workspace
/// root of this process; `Err` if it is not the collection's workspace manifest, or if the root
/// was already in use.
pub fn use_root(manifest: &Path) -> Result<(), String> {
    let root = locate_root(Some(manifest))?;
    ROOT.set(root)
        .map_err(|_| "the workspace root was already chosen".to_owned())
}

/// Where [`root`] is, or why there is none. With `manifest`, that manifest (or the `Cargo.toml`
/// in that folder) must be the collection's workspace manifest; without, the nearest workspace
/// manifest at or above the start is taken.
pub fn locate_root(manifest: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(manifest) = manifest {
        let file = if manifest.is_dir() {
            manifest.join("Cargo.toml")
        } else {
            manifest.to_path_buf()
        };
        let dir = file
            .canonicalize()
            .map_err(|e| format!("cannot read {}: {e}", file.display()))?
            .parent()
            .map(Path::to_path_buf)
            .ok_or_else(|| format!("{} has no folder", file.display()))?;
        return match workspace_manifest(&dir) {
            Some(Ok(())) => Ok(dir),
            Some(Err(why)) => Err(why),
            None => Err(format!(
                "{} is not a workspace manifest (it has no [workspace])",
                file.display()
            )),
        };
    }
    let start = match std::env::var_os("CARGO_MANIFEST_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => std::env::current_dir()
            .map_err(|e| format!("cannot read the current directory: {e}"))?,
    };
    let start = start.canonicalize().unwrap_or(start);
    for dir in start.ancestors() {
        match workspace_manifest(dir) {
            Some(Ok(())) => return Ok(dir.to_path_buf()),
            Some(Err(why)) => return Err(why),
            None => {}
        }
    }
    Err(format!(
        "{} is not inside a checkout of the collection (no Cargo.toml with [workspace] at or \
         above it); run the judge from the checkout, or give --manifest-path <checkout>/Cargo.toml",
        start.display()
    ))
}

/// `None` if `dir` has no `Cargo.toml` with a `[workspace]`; `Some(Ok)` if it is the
/// collection's (its root package is the judge); `Some(Err)` naming another workspace.
fn workspace_manifest(dir: &Path) -> Option<Result<(), String>> {
    let file = dir.join("Cargo.toml");
    let manifest: toml::Table = fs::read_to_string(&file).ok()?.parse().ok()?;
    manifest.get("workspace")?;
    let package = manifest
        .get("package")
        .and_then(|p| p.get("name"))
        .and_then(toml::Value::as_str);
    Some(if package == Some(JUDGE_PACKAGE) {
        Ok(())
    } else {
        Err(format!(
            "{} is a Cargo workspace, but not the collection's (its root package is not `{JUDGE_PACKAGE}`)",
            file.display()
        ))
    })
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
        let crates = root().join("crates");
        let mut problems: Vec<Problem> = metadata
            .workspace_packages()
            .into_iter()
            .filter(|package| package.manifest_path.as_std_path().starts_with(&crates))
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
                    judge: judges::judge(field("judge").as_str().unwrap_or_default())
                        .unwrap_or_else(|e| panic!("{name}: [package.metadata.judge] {e}")),
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

/// The judge's own executable: this process, when it is the judge; for a test of the judge
/// package (in `target/<profile>/deps/`), the `judge` that cargo built beside it for the test. Found
/// at run time, like [`root`], so that a copied checkout uses its own.
pub fn judge_exe() -> PathBuf {
    let me = std::env::current_exe().expect("the running executable's path");
    if me.file_stem().is_some_and(|stem| stem == JUDGE_PACKAGE) {
        return me;
    }
    let profile_dir = me
        .parent()
        .and_then(Path::parent)
        .expect("a test executable lives in target/<profile>/deps/");
    profile_dir.join(format!("{JUDGE_PACKAGE}{}", std::env::consts::EXE_SUFFIX))
}

/// The cargo to run: the one that started this process (`CARGO`, which cargo sets for `cargo run`
/// and `cargo test`), else `cargo` on the `PATH`.
pub fn cargo() -> std::ffi::OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
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

//! The one place in the judge that builds things: the workspace's binaries (`cargo build`), single
//! Rust files (`rustc`, the bundles) and single C++ files (`g++`, the bench seeds and anyone's
//! attempt).
//!
//! A single-file compile is cached under `target/build/<label>/`, keyed by a hash of the source,
//! the flags and the compiler's version: the same source is compiled once, then reused by every
//! later thread or process. Concurrent compiles never share a temporary file, and a finished
//! executable appears by an atomic rename, so a reader never sees half of one.

use crate::workspace::{JUDGE_PACKAGE, TEST_PROFILE, Workspace};
use anyhow::{Context, anyhow};
use cargo_metadata::Message;
use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeMap, HashMap};
use std::ffi::OsString;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// A compiled single-file program: its executable and what the compiler printed (warnings).
#[derive(Clone, Debug)]
pub struct Compiled {
    pub exe: PathBuf,
    pub diagnostics: String,
}

/// Why a build gave no program.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The compiler refused the source: its diagnostics (for a judge, a compile error).
    #[error("{0}")]
    Refused(String),
    /// The build could not run or its result could not be stored (a compiler missing, a file
    /// not written).
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

impl BuildError {
    /// What the user reads: the compiler's diagnostics, or the failure with its causes.
    pub fn message(&self) -> String {
        format!("{self:#}")
    }
}

/// Compiles `source` as a judge does, `rustc -O --edition <edition>`, with no crates, into
/// `target/build/<label>/`; a compile error is `Err(rustc's diagnostics)`.
pub fn rustc(
    ws: &Workspace,
    source: &str,
    edition: &str,
    label: &str,
) -> Result<Compiled, BuildError> {
    rustc_with(ws, source, edition, label, &[])
}

/// [`rustc`] for a user's file: the compiler's messages name `display` (the user's own path)
/// instead of the copy compiled.
pub fn rustc_named(
    ws: &Workspace,
    source: &str,
    edition: &str,
    label: &str,
    display: &str,
) -> Result<Compiled, BuildError> {
    let edition_flag = format!("--edition={edition}");
    compile(
        ws,
        Tool::Rustc,
        source,
        &["-O", &edition_flag],
        label,
        Some(display),
    )
}

/// [`rustc`] with `extra` flags after `-O --edition <edition>` (`--error-format=short`, say).
pub fn rustc_with(
    ws: &Workspace,
    source: &str,
    edition: &str,
    label: &str,
    extra: &[&str],
) -> Result<Compiled, BuildError> {
    let edition_flag = format!("--edition={edition}");
    let mut flags = vec!["-O", &edition_flag];
    flags.extend_from_slice(extra);
    compile(ws, Tool::Rustc, source, &flags, label, None)
}

/// `Ok` iff `source` (no crates) passes `rustc --edition <edition>` up to code generation (parsing,
/// name resolution, type and borrow checking, lints: `--emit=metadata`, as `cargo check` runs it);
/// otherwise the compiler's messages. Several times faster than [`rustc`] on a large file. A
/// source that passed is remembered under `target/build/<label>/`.
pub fn rustc_checks(
    ws: &Workspace,
    source: &str,
    edition: &str,
    label: &str,
) -> Result<(), BuildError> {
    let key = (source, edition, "emit=metadata", Tool::Rustc.version(ws));
    passes_once(ws, source, &key, "check", label, |work, src| {
        Command::new(Tool::Rustc.program())
            .current_dir(ws.root())
            .args(["--edition", edition, "--emit=metadata", "--crate-type=bin"])
            .arg("--out-dir")
            .arg(work)
            .arg(src)
            .output()
            .context("cannot start rustc")
    })
}

/// `Ok` iff `source` (edition 2024, no crates) uses no std API newer than Rust `msrv`, as clippy's
/// `incompatible_msrv` lint sees it; otherwise one line per use, `line 14: `isqrt` is stable since
/// Rust 1.84.0` (in `source`'s lines; [`newer_apis`]). A source that passed is remembered under
/// `target/build/<label>/`.
pub fn std_apis_within(
    ws: &Workspace,
    source: &str,
    msrv: &str,
    label: &str,
) -> Result<(), BuildError> {
    std_apis_within_edition(ws, source, msrv, "2024", label)
}

/// [`std_apis_within`] for a source of `edition`.
pub fn std_apis_within_edition(
    ws: &Workspace,
    source: &str,
    msrv: &str,
    edition: &str,
    label: &str,
) -> Result<(), BuildError> {
    let key = (
        source,
        msrv,
        edition,
        "incompatible_msrv",
        Tool::Rustc.version(ws),
    );
    passes_once(ws, source, &key, "msrv", label, |work, src| {
        fs::write(work.join("clippy.toml"), format!("msrv = \"{msrv}\"\n"))
            .context("cannot write clippy.toml")?;
        Command::new("clippy-driver")
            .env("CLIPPY_CONF_DIR", work)
            .args(["--edition", edition, "--emit=metadata", "--out-dir"])
            .arg(work)
            .args(["-A", "clippy::all"])
            .args(["-D", "clippy::incompatible_msrv"])
            .arg("--error-format=json")
            .arg(src)
            .output()
            .context("cannot start clippy-driver (rustup component add clippy)")
    })
    .map_err(|error| match error {
        BuildError::Refused(json) => BuildError::Refused(newer_apis(&json)),
        other => other,
    })
}

/// Clippy's JSON diagnostics of the `incompatible_msrv` check as one line per use of a newer API:
/// `line 14: `isqrt` is stable since Rust 1.84.0`; any other diagnostic as its rendered text.
fn newer_apis(json: &str) -> String {
    let mut lines = Vec::new();
    for diagnostic in json
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
    {
        let code = diagnostic["code"]["code"].as_str().unwrap_or_default();
        let message = diagnostic["message"].as_str().unwrap_or_default();
        let span = diagnostic["spans"]
            .as_array()
            .and_then(|spans| spans.iter().find(|s| s["is_primary"] == true));
        if code == "clippy::incompatible_msrv"
            && let Some(span) = span
        {
            let line = span["line_start"].as_u64().unwrap_or(0);
            let text = span["text"][0]["text"].as_str().unwrap_or_default();
            let (from, to) = (
                span["text"][0]["highlight_start"].as_u64().unwrap_or(1) as usize,
                span["text"][0]["highlight_end"].as_u64().unwrap_or(1) as usize,
            );
            // the highlight is the call (`isqrt()`, `is_none_or(|x| x > 2)`): its name
            let item: String = text
                .chars()
                .skip(from - 1)
                .take(to.saturating_sub(from))
                .take_while(|&c| c.is_alphanumeric() || c == '_' || c == ':')
                .collect();
            let since = message
                .rsplit("stable since `")
                .next()
                .map_or("", |rest| rest.trim_end_matches('`'));
            lines.push(format!(
                "line {line}: `{item}` is stable since Rust {since}"
            ));
        } else if diagnostic["level"] == "error" && !message.starts_with("aborting due to") {
            let rendered = diagnostic["rendered"].as_str().unwrap_or(message);
            lines.push(rendered.trim_end().to_owned());
        }
    }
    lines.join("\n")
}

/// A new folder `<name>-<pid>-<n>` under `dir`, of this call's own: concurrent builds, in this
/// process or another, never share a temporary file.
fn scratch(dir: &Path, name: &str) -> anyhow::Result<PathBuf> {
    static MADE: AtomicUsize = AtomicUsize::new(0);
    let work = dir.join(format!(
        "{name}-{}-{}",
        std::process::id(),
        MADE.fetch_add(1, Ordering::Relaxed)
    ));
    fs::create_dir_all(&work).with_context(|| format!("cannot create {}", work.display()))?;
    Ok(work)
}

/// Runs the check `run` on `source` (keyed by `key`), written to `main.rs` in a fresh folder of its own under
/// `target/build/<label>/` (`run` gets the folder and the file): `Ok` iff it succeeds, else its
/// stderr. A pass is remembered there as `<prefix>-<hash of key>.ok`, and not run again.
fn passes_once(
    ws: &Workspace,
    source: &str,
    key: &impl Hash,
    prefix: &str,
    label: &str,
    run: impl FnOnce(&std::path::Path, &std::path::Path) -> anyhow::Result<std::process::Output>,
) -> Result<(), BuildError> {
    let mut hasher = DefaultHasher::new();
    key.hash(&mut hasher);
    let dir = ws.target_dir().join("build").join(label);
    let passed = dir.join(format!("{prefix}-{:016x}.ok", hasher.finish()));
    if passed.is_file() {
        return Ok(());
    }
    let work = scratch(&dir, prefix)?;
    let result = (|| {
        let src = work.join("main.rs");
        fs::write(&src, source).with_context(|| format!("cannot write {}", src.display()))?;
        let output = run(&work, &src)?;
        if output.status.success() {
            fs::write(&passed, "")
                .with_context(|| format!("cannot write {}", passed.display()))
                .map_err(BuildError::from)
        } else {
            Err(BuildError::Refused(
                String::from_utf8_lossy(&output.stderr).into_owned(),
            ))
        }
    })();
    let _ = fs::remove_dir_all(&work);
    result
}

/// Compiles `source` with `g++ -O2 -std=c++17` into `target/build/<label>/`; a compile error is
/// `Err(g++'s diagnostics)`.
pub fn gpp(ws: &Workspace, source: &str, label: &str) -> Result<Compiled, BuildError> {
    compile(ws, Tool::Gpp, source, &["-O2", "-std=c++17"], label, None)
}

/// [`gpp`] for a user's file, whose messages name `display`.
pub fn gpp_named(
    ws: &Workspace,
    source: &str,
    label: &str,
    display: &str,
) -> Result<Compiled, BuildError> {
    compile(
        ws,
        Tool::Gpp,
        source,
        &["-O2", "-std=c++17"],
        label,
        Some(display),
    )
}

/// Compiles the C `source` with `gcc -O2 -std=c11 … -lm` (as Codeforces and AtCoder compile C);
/// the messages name `display`.
pub fn gcc_named(
    ws: &Workspace,
    source: &str,
    label: &str,
    display: &str,
) -> Result<Compiled, BuildError> {
    compile(
        ws,
        Tool::Gcc,
        source,
        &["-O2", "-std=c11"],
        label,
        Some(display),
    )
}

/// The compilers of single files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    Rustc,
    Gpp,
    Gcc,
}

impl Tool {
    fn program(self) -> &'static str {
        match self {
            Tool::Rustc => "rustc",
            Tool::Gpp => "g++",
            Tool::Gcc => "gcc",
        }
    }

    fn extension(self) -> &'static str {
        match self {
            Tool::Rustc => "rs",
            Tool::Gpp => "cpp",
            Tool::Gcc => "c",
        }
    }

    /// What goes after the source file on the command line (libraries).
    fn after_source(self) -> &'static [&'static str] {
        match self {
            Tool::Gcc => &["-lm"],
            _ => &[],
        }
    }

    /// What `<compiler> --version` says (part of the cache key), read once per process, in the
    /// root of the first workspace that asks (rustup picks the toolchain by the folder). Per
    /// process and not per [`Workspace`]: the compilers are the machine's, and a process that
    /// judged with two toolchains at once would mix its caches' keys anyway.
    fn version(self, ws: &Workspace) -> &'static str {
        static VERSIONS: OnceLock<[String; 3]> = OnceLock::new();
        let versions = VERSIONS.get_or_init(|| {
            [Tool::Rustc, Tool::Gpp, Tool::Gcc].map(|tool| {
                let flag = if tool == Tool::Rustc {
                    "-vV"
                } else {
                    "--version"
                };
                Command::new(tool.program())
                    .arg(flag)
                    .current_dir(ws.root())
                    .output()
                    .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
                    .unwrap_or_default()
            })
        });
        &versions[self as usize]
    }
}

/// What `rustc -vV` says in the workspace (its first line is `rustc 1.95.0 (… date)`), read
/// once per process (see `Tool::version`).
pub fn rustc_version(ws: &Workspace) -> &'static str {
    Tool::Rustc.version(ws)
}

/// Compiles `source` with `tool` and `flags` into `target/build/<label>/<tool>-<key>`, the source
/// kept beside it; reuses an executable already built from the same source, flags and compiler.
/// With `display`, the compiler's messages name that path instead of the copy compiled.
fn compile(
    ws: &Workspace,
    tool: Tool,
    source: &str,
    flags: &[&str],
    label: &str,
    display: Option<&str>,
) -> Result<Compiled, BuildError> {
    let mut hasher = DefaultHasher::new();
    (source, flags, tool.program(), tool.version(ws)).hash(&mut hasher);
    let key = format!("{:016x}", hasher.finish());
    let dir = ws.target_dir().join("build").join(label);
    let exe = dir.join(format!("{}-{key}", tool.extension()));
    let log = exe.with_extension("log");
    let kept_source = exe.with_extension(tool.extension());
    // Threads of one process wanting the same executable wait for the first to build it (keyed
    // by the executable's full path, so per process: two workspaces never share one).
    static BUILDING: OnceLock<Mutex<HashMap<PathBuf, Arc<Mutex<()>>>>> = OnceLock::new();
    let building = Arc::clone(
        BUILDING
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(exe.clone())
            .or_default(),
    );
    let _building = building
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if exe.is_file() {
        return Ok(Compiled {
            diagnostics: fs::read_to_string(&log).unwrap_or_default(),
            exe,
        });
    }
    let work = scratch(&dir, &format!("tmp-{key}"))?;
    let src = work.join(format!("main.{}", tool.extension()));
    fs::write(&src, source).with_context(|| format!("cannot write {}", src.display()))?;
    let built = work.join("main");
    let mut command = Command::new(tool.program());
    command
        .current_dir(ws.root())
        .args(flags)
        .arg("-o")
        .arg(&built);
    if tool == Tool::Rustc {
        // Messages name the user's file, and panic messages the source kept beside the
        // executable, never this temporary folder.
        let mut remap = OsString::from("--remap-path-prefix=");
        remap.push(&src);
        remap.push("=");
        match display {
            Some(display) => remap.push(display),
            None => remap.push(&kept_source),
        }
        command.arg(remap);
    }
    let output = command
        .arg(&src)
        .args(tool.after_source())
        .output()
        .with_context(|| format!("cannot start {}", tool.program()))?;
    let mut diagnostics = String::from_utf8_lossy(&output.stderr).into_owned();
    if let Some(display) = display {
        diagnostics = diagnostics.replace(&src.display().to_string(), display);
    }
    let result = if output.status.success() {
        // The executable is renamed last: once it exists, its log and source do too.
        fs::write(&log, &diagnostics)
            .and_then(|()| fs::rename(&src, &kept_source))
            .and_then(|()| fs::rename(&built, &exe))
            .with_context(|| format!("cannot store {}", exe.display()))
            .map(|()| Compiled { exe, diagnostics })
            .map_err(BuildError::from)
    } else {
        Err(BuildError::Refused(diagnostics))
    };
    let _ = fs::remove_dir_all(&work);
    result
}

/// Builds binary `bin` of the package whose manifest is `manifest` with `cargo build --release`
/// in `target_dir`, and returns its executable; on a compile error, cargo's diagnostics.
pub fn cargo_bin(
    manifest: &std::path::Path,
    target_dir: &std::path::Path,
    bin: &str,
) -> anyhow::Result<PathBuf> {
    let mut command = Command::new(crate::workspace::cargo());
    command
        .args([
            "build",
            "--release",
            "--quiet",
            "--bin",
            bin,
            "--manifest-path",
        ])
        .arg(manifest)
        .arg("--target-dir")
        .arg(target_dir);
    let mut built = artifacts(command, "`cargo build --release`")?;
    built
        .remove(bin)
        .with_context(|| format!("cargo built no binary named `{bin}`"))
}

/// Builds the binaries of the package whose manifest is `manifest` with `cargo build --release`,
/// in `target_dir`, and returns binary name → executable; on a compile error, cargo's diagnostics.
pub fn cargo_package(
    manifest: &std::path::Path,
    target_dir: &std::path::Path,
) -> anyhow::Result<BTreeMap<String, PathBuf>> {
    let mut command = Command::new(crate::workspace::cargo());
    command
        .args(["build", "--release", "--bins", "--manifest-path"])
        .arg(manifest)
        .arg("--target-dir")
        .arg(target_dir);
    artifacts(command, "`cargo build --release`")
}

/// Builds problem `name`'s release binary (`cargo build --release -p <name>`) and returns it.
pub fn cargo_release_bin(ws: &Workspace, name: &str) -> anyhow::Result<PathBuf> {
    let mut command = Command::new(crate::workspace::cargo());
    command.current_dir(ws.root()).args([
        "build",
        "--release",
        "--quiet",
        "-p",
        name,
        "--bin",
        name,
    ]);
    let mut built = artifacts(command, &format!("`cargo build --release -p {name}`"))?;
    built
        .remove(name)
        .with_context(|| format!("cargo built no binary named `{name}`"))
}

/// Builds every problem binary with `profile` (`cargo build --workspace --bins`) and returns binary
/// name → executable; cargo's own cache and lock make this cheap and safe to repeat.
///
/// The paths come from cargo's JSON artifact messages, never from a guessed `target/` layout. On a
/// compile error the result is the compiler's rendered diagnostics.
pub fn cargo_binaries(ws: &Workspace, profile: &str) -> anyhow::Result<BTreeMap<String, PathBuf>> {
    let mut command = Command::new(crate::workspace::cargo());
    command
        .current_dir(ws.root())
        .args(["build", "--workspace", "--exclude", JUDGE_PACKAGE, "--bins"])
        .args(["--profile", profile]);
    artifacts(command, &format!("`cargo build --profile {profile}`"))
}

/// Runs the cargo build `command` with JSON messages; returns binary name → executable.
fn artifacts(mut command: Command, what: &str) -> anyhow::Result<BTreeMap<String, PathBuf>> {
    let mut child = command
        .arg("--message-format=json")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot start cargo")?;
    let stdout = child.stdout.take().expect("stdout is piped");
    let mut binaries = BTreeMap::new();
    let mut diagnostics = String::new();
    for message in Message::parse_stream(BufReader::new(stdout)) {
        match message.context("unreadable cargo message")? {
            Message::CompilerArtifact(artifact) => {
                if let Some(exe) = artifact.executable {
                    binaries.insert(artifact.target.name.to_string(), exe.into_std_path_buf());
                }
            }
            Message::CompilerMessage(msg) => {
                if let Some(rendered) = msg.message.rendered {
                    diagnostics.push_str(&rendered);
                }
            }
            _ => {}
        }
    }
    let output = child.wait_with_output().context("cargo did not finish")?;
    if !output.status.success() {
        return Err(anyhow!(
            "{what} failed:\n{diagnostics}{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(binaries)
}

/// The executable of problem `name` of the workspace, built once per [`Workspace`] value with
/// the test profile.
///
/// Panics with the build's diagnostics if the workspace does not compile, or if no binary has
/// that name.
pub fn binary<'ws>(ws: &'ws Workspace, name: &str) -> &'ws Path {
    let binaries = ws
        .binaries
        .get_or_init(|| cargo_binaries(ws, TEST_PROFILE))
        .as_ref()
        .unwrap_or_else(|error| panic!("{error:#}"));
    binaries
        .get(name)
        .unwrap_or_else(|| panic!("the build produced no binary named `{name}`"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::tests::ws;

    #[test]
    fn a_compile_error_is_the_compilers_message_and_a_good_source_is_cached() {
        let error = rustc(
            ws(),
            "fn main() { let x: u8 = \"no\"; }\n",
            "2024",
            "build-test",
        )
        .unwrap_err()
        .message();
        assert!(error.contains("mismatched types"), "{error}");
        let first = rustc(ws(), "fn main() {}\n", "2021", "build-test").unwrap();
        let again = rustc(ws(), "fn main() {}\n", "2021", "build-test").unwrap();
        assert_eq!(first.exe, again.exe);
        let other = rustc(ws(), "fn main() {}\n", "2024", "build-test").unwrap();
        assert_ne!(first.exe, other.exe);
    }

    #[test]
    fn the_check_up_to_code_generation_sees_what_a_build_sees_in_each_edition() {
        // a type error, a borrow error and a deny-by-default lint, as a build reports them
        for (source, words) in [
            ("fn main() { let x: u8 = \"no\"; }\n", "mismatched types"),
            (
                "fn main() { let mut v = vec![1]; let r = &v[0]; v.push(2); println!(\"{r}\"); }\n",
                "cannot borrow",
            ),
            (
                "fn main() { let x: u8 = 256; println!(\"{x}\"); }\n",
                "out of range",
            ),
        ] {
            let error = rustc_checks(ws(), source, "2021", "build-test")
                .unwrap_err()
                .message();
            assert!(error.contains(words), "{source}: {error}");
            assert!(
                rustc(ws(), source, "2021", "build-test").is_err(),
                "{source}"
            );
        }
        // what only code generation's passes see (arithmetic_overflow, unconditional_panic):
        // why the bundle's first edition that passes the check is then built
        for source in [
            "fn main() { let x: u8 = 255 + 1; println!(\"{x}\"); }\n",
            "fn main() { let a = [1, 2]; let i = 5; println!(\"{}\", a[i]); }\n",
        ] {
            let checked = rustc_checks(ws(), source, "2021", "build-test");
            assert!(checked.is_ok(), "{source}: {checked:?}");
            assert!(
                rustc(ws(), source, "2021", "build-test").is_err(),
                "{source}"
            );
        }
        // `gen` is a keyword of 2024 only; the check passes once and is remembered
        let source = "fn main() { let gen = 1; println!(\"{gen}\"); }\n";
        assert!(rustc_checks(ws(), source, "2024", "build-test").is_err());
        assert!(rustc_checks(ws(), source, "2021", "build-test").is_ok());
        assert!(rustc_checks(ws(), source, "2021", "build-test").is_ok());
    }

    #[test]
    fn gpp_compiles_cpp17() {
        let compiled = gpp(
            ws(),
            "#include <cstdio>\n#include <utility>\nint main() { auto [a, b] = std::pair{1, 2}; std::printf(\"%d\", a + b); }\n",
            "build-test",
        )
        .unwrap();
        let out = Command::new(&compiled.exe).output().unwrap();
        assert_eq!(out.stdout, b"3");
        assert!(gpp(ws(), "int main() { return x; }\n", "build-test").is_err());
    }

    #[test]
    fn threads_compiling_the_same_source_share_one_executable() {
        let source = "fn main() { println!(\"shared\"); }\n";
        let exes: Vec<PathBuf> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..3)
                .map(|_| scope.spawn(|| rustc(ws(), source, "2024", "build-test").unwrap().exe))
                .collect();
            workers.into_iter().map(|w| w.join().unwrap()).collect()
        });
        assert!(exes.windows(2).all(|pair| pair[0] == pair[1]));
        let out = Command::new(&exes[0]).output().unwrap();
        assert_eq!(out.stdout, b"shared\n");
    }
}

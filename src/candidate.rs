//! A candidate solution given as a source file, made into a program as its problem's judge would
//! build it ([`Toolchain`]):
//! - `.rs` for AtCoder: a cargo project with the real `proconio = "=0.5.0"` (with its `derive`
//!   feature, for `#[fastout]`) and `itertools = "=0.14.0"`, edition 2024, `cargo build
//!   --release`, in a scratch project under `target/judge/atcoder/` that every attempt shares,
//!   built into `target/judge/real-crates/` (the crates are built once);
//! - `.rs` for a judge without crates (Codeforces, Luogu, CSES, Library Checker): `rustc -O` in
//!   the judge's editions, std only; a file that uses proconio or itertools is bundled first, as
//!   its author would have to; and the std APIs it uses must be in the judge's Rust;
//! - `.cpp` (`.cc`, `.cxx`) with `g++ -O2 -std=c++17`, `.c` with `gcc -O2 -std=c11 -lm`, `.py`
//!   run by `python3`.
//!
//! Single files are cached by content ([`crate::build`]); compile errors name the user's file.

use crate::build;
use crate::bundle::bundle_for;
use crate::engine::Program;
use crate::sites::{self, Site};
use crate::workspace::{Problem, Workspace};
use anyhow::{Context, anyhow};
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// Why a candidate could not be made into a program.
#[derive(Clone, Debug)]
pub enum Failed {
    /// It does not compile (or does not bundle): the compiler's message. Verdict CE.
    Compile(String),
    /// It cannot be judged at all: unreadable, or of a kind `check` does not know.
    Unusable(String),
}

/// How a Rust attempt is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toolchain {
    /// As AtCoder builds it: cargo, with proconio and itertools.
    AtCoder,
    /// As this judge without crates builds it: rustc, std only.
    Std(&'static Site),
}

impl Toolchain {
    /// The toolchain of `judge`: AtCoder's crates where the judge has them, std only otherwise.
    pub fn of(judge: &'static Site) -> Toolchain {
        match &judge.rust {
            Some(rust) if rust.crates => Toolchain::AtCoder,
            _ => Toolchain::Std(judge),
        }
    }
}

/// What `check` judges and what `play` plays against as the jury: a source file, or a command
/// (which reads its input on stdin).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    File(PathBuf),
    Command(Vec<String>),
}

impl Attempt {
    /// The attempt as a person names it: the file's path, or the command.
    pub fn label(&self) -> String {
        match self {
            Attempt::File(path) => path.display().to_string(),
            Attempt::Command(command) => command.join(" "),
        }
    }

    /// `Ok` iff the attempt can be tried: a file of a kind that is built or run ([`usable`]), a
    /// command whose program exists ([`startable`]). Nothing is built.
    pub fn usable(&self) -> anyhow::Result<()> {
        match self {
            Attempt::File(path) => usable(path),
            Attempt::Command(command) => startable(command),
        }
    }

    /// The attempt as a program: a file built with `toolchain` where it is Rust (as
    /// [`program_for_file`]), a command as it is. `how` is how the file was built (`None` for a
    /// command).
    pub fn program(
        self,
        ws: &Workspace,
        toolchain: Toolchain,
    ) -> Result<(Program, Option<String>), Failed> {
        match self {
            Attempt::File(path) => {
                program_for_file(ws, &path, toolchain).map(|built| (built.program, Some(built.how)))
            }
            Attempt::Command(command) => {
                let label = command.join(" ");
                Ok((Program { label, command }, None))
            }
        }
    }
}

/// Our binary of `problem` (the collection's solution built in release), which answers beyond the
/// oracle's reach ([`crate::engine::Options::our_binary`]).
pub fn our_binary(ws: &Workspace, problem: &Problem) -> anyhow::Result<Program> {
    let exe = build::cargo_release_bin(ws, &problem.name)?;
    Ok(Program {
        label: format!("the collection's {}", problem.name),
        command: vec![exe.display().to_string()],
    })
}

/// How a `.rs` file is built: the toolchain chosen (`atcoder` or `std`), else as the problem's
/// judge builds it; without a problem, or for a judge without Rust, as Codeforces builds it
/// (std only), the judge of files outside the collection.
pub fn toolchain_for(choice: Option<&str>, problem: Option<&Problem>) -> Toolchain {
    let codeforces = || Toolchain::Std(sites::codeforces());
    match (choice, problem) {
        (Some("atcoder"), _) => Toolchain::AtCoder,
        (Some(_), Some(problem)) if problem.site.rust.as_ref().is_some_and(|r| !r.crates) => {
            Toolchain::Std(problem.site)
        }
        (Some(_), _) | (None, None) => codeforces(),
        (None, Some(problem)) if problem.site.rust.is_some() => Toolchain::of(problem.site),
        (None, Some(_)) => codeforces(),
    }
}

/// `Ok` iff `command[0]` names a program that can be started: a path to an existing file, or a
/// name found on the `PATH`.
pub fn startable(command: &[String]) -> anyhow::Result<()> {
    let program = command.first().context("give the command after `--`")?;
    let found = if program.contains('/') {
        Path::new(program).is_file()
    } else {
        std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| dir.join(program).is_file())
        })
    };
    if found {
        Ok(())
    } else {
        Err(anyhow!(
            "cannot run `{program}`: {}",
            if program.contains('/') {
                "there is no such file"
            } else {
                "no such command on the PATH"
            }
        ))
    }
}

/// The extensions `check` compiles or runs, for messages.
pub const EXTENSIONS: &str = ".rs (Rust), .cpp/.cc/.cxx (C++: g++ -O2 -std=c++17), .c (C: gcc -O2 \
                              -std=c11 -lm), .py (python3)";

/// A candidate made into a program, and how it was built.
#[derive(Clone, Debug)]
pub struct Built {
    pub program: Program,
    pub how: String,
}

/// `Ok` iff `path` is a file `check` can judge (readable, of a known kind); otherwise why not.
/// Nothing is built.
pub fn usable(path: &Path) -> anyhow::Result<()> {
    let label = path.display();
    let metadata = fs::metadata(path).with_context(|| format!("cannot read {label}"))?;
    if metadata.is_dir() {
        return Err(anyhow!(
            "{label} is a directory; give a source file ({EXTENSIONS}), or a command after `--`"
        ));
    }
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "rs" | "cpp" | "cc" | "cxx" | "c" | "py" => Ok(()),
        other => Err(anyhow!(
            "{label}: check does not know {}; it takes {EXTENSIONS}; for anything else give the \
             command after `--`",
            if other.is_empty() {
                "files without an extension".to_owned()
            } else {
                format!("`.{other}` files")
            }
        )),
    }
}

/// The program for source file `path`, built with `toolchain` where it is Rust.
pub fn program_for_file(
    ws: &Workspace,
    path: &Path,
    toolchain: Toolchain,
) -> Result<Built, Failed> {
    usable(path).map_err(|e| Failed::Unusable(format!("{e:#}")))?;
    let label = path.display().to_string();
    let source = fs::read_to_string(path)
        .map_err(|e| Failed::Unusable(format!("cannot read {label}: {e}")))?;
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let program = |exe: &Path| Program {
        label: label.clone(),
        command: vec![exe.display().to_string()],
    };
    match extension {
        "rs" => match toolchain {
            Toolchain::AtCoder => atcoder(ws, &source, &label),
            Toolchain::Std(judge) => std_rust(ws, &source, &label, judge),
        },
        "cpp" | "cc" | "cxx" => {
            let compiled = build::gpp_named(ws, &source, "candidates", &label)
                .map_err(|e| Failed::Compile(with_crate_hint(e.message(), None)))?;
            Ok(Built {
                program: program(&compiled.exe),
                how: "g++ -O2 -std=c++17".to_owned(),
            })
        }
        "c" => {
            let compiled = build::gcc_named(ws, &source, "candidates", &label)
                .map_err(|e| Failed::Compile(e.message()))?;
            Ok(Built {
                program: program(&compiled.exe),
                how: "gcc -O2 -std=c11 -lm".to_owned(),
            })
        }
        _ => Ok(Built {
            program: Program {
                label: label.clone(),
                command: vec!["python3".to_owned(), label.clone()],
            },
            how: "python3".to_owned(),
        }),
    }
}

/// A Rust attempt built as a judge without crates builds it.
fn std_rust(
    ws: &Workspace,
    source: &str,
    label: &str,
    judge: &'static Site,
) -> Result<Built, Failed> {
    let rust = judge.rust.as_ref().ok_or_else(|| {
        Failed::Unusable(format!(
            "{} takes no Rust; judge a Rust attempt with --toolchain atcoder or another judge",
            judge.name
        ))
    })?;
    let (source, bundled) = if uses_crates(source) {
        let bundle = bundle_for(ws, source, judge).map_err(|refusal| {
            Failed::Compile(format!(
                "{label} uses proconio or itertools, which {} does not have, and its bundle (one \
                 std-only file, as its author would have to submit) is refused:\n{refusal}",
                judge.name
            ))
        })?;
        (bundle.source, true)
    } else {
        (source.to_owned(), false)
    };
    let display = if bundled {
        format!("{label} (bundled)")
    } else {
        label.to_owned()
    };
    let mut errors = Vec::new();
    for edition in rust.editions {
        match build::rustc_named(ws, &source, edition, "candidates", &display) {
            Ok(compiled) => {
                build::std_apis_within_edition(
                    ws,
                    &source,
                    rust.minor_version(),
                    edition,
                    "candidates",
                )
                .map_err(|uses| {
                    let has = format!("{} has {}", judge.name, rust.version);
                    let lines: Vec<String> = uses
                        .message()
                        .lines()
                        .map(|line| format!("{label}, {line}; {has}"))
                        .collect();
                    Failed::Compile(lines.join("\n"))
                })?;
                return Ok(Built {
                    program: Program {
                        label: label.to_owned(),
                        command: vec![compiled.exe.display().to_string()],
                    },
                    how: format!(
                        "as {} builds it: rustc -O --edition {edition}, std only{} (rustc {} here; \
                         std APIs checked against its rustc {})",
                        judge.name,
                        if bundled {
                            ", bundled first (it uses proconio or itertools)"
                        } else {
                            ""
                        },
                        local_rustc(ws),
                        rust.version
                    ),
                });
            }
            Err(message) => errors.push(format!("edition {edition}:\n{message}")),
        }
    }
    Err(Failed::Compile(with_crate_hint(
        errors.join("\n"),
        Some(judge.name),
    )))
}

/// A Rust attempt built as AtCoder builds it: cargo, with the real crates.
fn atcoder(ws: &Workspace, source: &str, label: &str) -> Result<Built, Failed> {
    let project = ws.target_dir().join("judge/atcoder");
    let manifest = project.join("Cargo.toml");
    let wanted = ATCODER_MANIFEST;
    if fs::read_to_string(&manifest).ok().as_deref() != Some(wanted) {
        fs::create_dir_all(project.join("src/bin"))
            .and_then(|()| fs::write(&manifest, wanted))
            .map_err(|e| Failed::Unusable(format!("cannot write {}: {e}", manifest.display())))?;
    }
    ws.share_lock_file(&project).map_err(|e| {
        Failed::Unusable(format!(
            "cannot write {}: {e}",
            project.join("Cargo.lock").display()
        ))
    })?;
    let mut hasher = DefaultHasher::new();
    source.hash(&mut hasher);
    let bin = format!("a{:016x}", hasher.finish());
    let file = project.join("src/bin").join(format!("{bin}.rs"));
    if !file.is_file() {
        fs::write(&file, source)
            .map_err(|e| Failed::Unusable(format!("cannot write {}: {e}", file.display())))?;
    }
    // The bin's name is its source's hash and the manifest is fixed: an executable built before
    // under the same rustc, its stamp beside it, is this source's build (no cargo run needed).
    let target = ws.real_crates_target_dir();
    let stamp = target.join("release").join(format!("{bin}.built"));
    let exe = target.join("release").join(&bin);
    let stamp_text = format!("{}\n", build::rustc_version(ws));
    let exe = if exe.is_file() && fs::read_to_string(&stamp).ok() == Some(stamp_text.clone()) {
        exe
    } else {
        let exe = build::cargo_bin(&manifest, &target, &bin).map_err(|message| {
            let message = format!("{message:#}").replace(&format!("src/bin/{bin}.rs"), label);
            Failed::Compile(with_crate_hint(message, Some("AtCoder")))
        })?;
        // a stamp that cannot be written only means cargo runs again next time
        let _ = fs::write(&stamp, stamp_text);
        exe
    };
    Ok(Built {
        program: Program {
            label: label.to_owned(),
            command: vec![exe.display().to_string()],
        },
        how: format!(
            "as AtCoder builds it: cargo build --release, edition 2024, with proconio 0.5.0 \
             (derive) and itertools 0.14.0 (rustc {} here; AtCoder has 1.89)",
            local_rustc(ws)
        ),
    })
}

/// The scratch project AtCoder attempts are built in.
const ATCODER_MANIFEST: &str = r#"# Made by `judge check` to build attempts as AtCoder does; each attempt is one src/bin/ file.
[package]
name = "atcoder-attempts"
version = "0.1.0"
edition = "2024"
publish = false
autobins = true

[dependencies]
proconio = { version = "=0.5.0", features = ["derive"] }
itertools = "=0.14.0"

# A workspace of its own, not a member of the collection's.
[workspace]
"#;

/// The local rustc's version (`1.95.0`).
fn local_rustc(ws: &Workspace) -> String {
    build::rustc_version(ws)
        .split_whitespace()
        .nth(1)
        .unwrap_or("?")
        .to_owned()
}

/// `message` headed by the crate it names as missing, if any: a file that needs a crate the
/// judge lacks is told so, naming the crate.
fn with_crate_hint(message: String, judge: Option<&str>) -> String {
    let Some(name) = missing_crate(&message) else {
        return message;
    };
    let has = match judge {
        Some("AtCoder") => {
            "AtCoder's toolchain here has only proconio 0.5.0 and itertools 0.14.0".to_owned()
        }
        Some(judge) => format!("{judge} has only the standard library"),
        None => "it is not available".to_owned(),
    };
    format!("uses crate `{name}`, which is not there: {has}\n{message}")
}

/// The crate a compiler message says is missing: `unlinked crate `x``, `can't find crate for
/// `x``, or an unresolved import of a lowercase root path.
fn missing_crate(message: &str) -> Option<String> {
    let quoted_after = |marker: &str| {
        message.find(marker).and_then(|at| {
            let rest = &message[at + marker.len()..];
            let rest = rest.strip_prefix('`')?;
            Some(rest[..rest.find('`')?].to_owned())
        })
    };
    let root = |path: String| path.split("::").next().map(str::to_owned);
    quoted_after("unlinked crate ")
        .or_else(|| quoted_after("can't find crate for "))
        .or_else(|| quoted_after("unresolved import ").and_then(root))
        .or_else(|| quoted_after("use of undeclared crate or module ").and_then(root))
        .filter(|name| {
            !["crate", "self", "super", "std", "core", "alloc"].contains(&name.as_str())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

/// True iff the Rust `source` names proconio or itertools as a word.
fn uses_crates(source: &str) -> bool {
    source
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|word| word == "proconio" || word == "itertools")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_crate_is_named_from_the_compilers_words() {
        let e0432 = "error[E0432]: unresolved import `im_rc`\n --> a.rs:1:5";
        assert_eq!(missing_crate(e0432).as_deref(), Some("im_rc"));
        let e0433 = "error[E0433]: failed to resolve: use of unresolved module or unlinked crate `num_integer`";
        assert_eq!(missing_crate(e0433).as_deref(), Some("num_integer"));
        let extern_crate = "error[E0463]: can't find crate for `rand`";
        assert_eq!(missing_crate(extern_crate).as_deref(), Some("rand"));
        let own = "error[E0432]: unresolved import `crate::missing`";
        assert_eq!(missing_crate(own), None);
        assert!(
            with_crate_hint(e0432.to_owned(), Some("CSES"))
                .starts_with("uses crate `im_rc`, which is not there: CSES has only the standard")
        );
    }

    #[test]
    fn files_check_cannot_judge_are_refused_before_anything_is_built() {
        let dir = std::env::temp_dir();
        let error = usable(&dir).unwrap_err().to_string();
        assert!(error.contains("is a directory"), "{error}");
        let file = dir.join(format!("judge-candidate-{}.java", std::process::id()));
        fs::write(&file, "class A {}").unwrap();
        let error = usable(&file).unwrap_err().to_string();
        assert!(
            error.contains("`.java` files") && error.contains(".c (C"),
            "{error}"
        );
        fs::remove_file(&file).unwrap();
        let error = usable(Path::new("/no/such/file.cpp"))
            .unwrap_err()
            .to_string();
        assert!(error.contains("cannot read /no/such/file.cpp"), "{error}");
    }
}

//! A candidate solution given as a source file, made into a program as a judge would: `.rs`
//! compiled like Codeforces (`rustc -O --edition 2021`, std only; a file that uses proconio or
//! itertools is bundled first, as its author would have to), `.cpp` with `g++ -O2 -std=c++17`,
//! `.py` run by `python3`. Compiled files are cached under `target/judge/candidates/` by content.

use crate::build::rustc as compile;
use crate::bundle::bundle_source;
use crate::engine::Program;
use crate::workspace::target_dir;
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::process::Command;

/// Why a candidate could not be made into a program.
#[derive(Clone, Debug)]
pub enum Failed {
    /// It does not compile (or does not bundle): the compiler's message. Verdict CE.
    Compile(String),
    /// It cannot be judged at all: unreadable, or of a kind `check` does not know.
    Unusable(String),
}

/// The program for source file `path`.
pub fn program_for_file(path: &Path) -> Result<Program, Failed> {
    let label = path.display().to_string();
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let read = || {
        fs::read_to_string(path).map_err(|e| Failed::Unusable(format!("cannot read {label}: {e}")))
    };
    match extension {
        "rs" => {
            let source = read()?;
            let source = if uses_crates(&source) {
                bundle_source(&source).map_err(|e| {
                    Failed::Compile(format!(
                        "{label} uses proconio or itertools and cannot be bundled (Codeforces has \
                         no crates):\n{e}"
                    ))
                })?
            } else {
                source
            };
            let compiled = compile(&source, "2021", "candidates").map_err(Failed::Compile)?;
            Ok(Program {
                label,
                command: vec![compiled.exe.display().to_string()],
            })
        }
        "cpp" | "cc" | "cxx" => {
            let source = read()?;
            let exe = compile_cpp(&source)?;
            Ok(Program {
                label,
                command: vec![exe],
            })
        }
        "py" => {
            read()?;
            Ok(Program {
                label,
                command: vec!["python3".to_owned(), path.display().to_string()],
            })
        }
        _ => Err(Failed::Unusable(format!(
            "{label}: check compiles .rs, .cpp and .py files; for anything else give the command \
             after `--`"
        ))),
    }
}

/// True iff the Rust `source` names proconio or itertools as a word.
fn uses_crates(source: &str) -> bool {
    source
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|word| word == "proconio" || word == "itertools")
}

/// Compiles C++ `source` with `g++ -O2 -std=c++17`, cached by content; the executable's path.
fn compile_cpp(source: &str) -> Result<String, Failed> {
    let mut hasher = DefaultHasher::new();
    (source, "g++ -O2 -std=c++17").hash(&mut hasher);
    let key = format!("{:016x}", hasher.finish());
    let dir = target_dir().join("judge/candidates");
    let exe = dir.join(format!("cpp-{key}"));
    if exe.is_file() {
        return Ok(exe.display().to_string());
    }
    fs::create_dir_all(&dir)
        .map_err(|e| Failed::Unusable(format!("cannot create {}: {e}", dir.display())))?;
    let work = dir.join(format!("cpp-{key}-{}", std::process::id()));
    let src = work.with_extension("cpp");
    fs::write(&src, source)
        .map_err(|e| Failed::Unusable(format!("cannot write {}: {e}", src.display())))?;
    let output = Command::new("g++")
        .args(["-O2", "-std=c++17", "-o"])
        .arg(&work)
        .arg(&src)
        .output()
        .map_err(|e| Failed::Unusable(format!("cannot run g++: {e}")))?;
    let _ = fs::remove_file(&src);
    if !output.status.success() {
        return Err(Failed::Compile(format!(
            "g++ -O2 -std=c++17 rejects it:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    fs::rename(&work, &exe)
        .map_err(|e| Failed::Unusable(format!("cannot store {}: {e}", exe.display())))?;
    Ok(exe.display().to_string())
}

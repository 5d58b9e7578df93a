//! A candidate solution given as a source file, made into a program as a judge would: `.rs`
//! compiled like Codeforces (`rustc -O --edition 2021`, std only; a file that uses proconio or
//! itertools is bundled first, as its author would have to), `.cpp` with `g++ -O2 -std=c++17`,
//! `.py` run by `python3`. Compiled files are cached by content ([`crate::build`]).

use crate::build;
use crate::bundle::bundle_source;
use crate::engine::Program;
use std::fs;
use std::path::Path;

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
            let compiled = build::rustc(&source, "2021", "candidates").map_err(Failed::Compile)?;
            Ok(Program {
                label,
                command: vec![compiled.exe.display().to_string()],
            })
        }
        "cpp" | "cc" | "cxx" => {
            let source = read()?;
            let compiled = build::gpp(&source, "candidates").map_err(Failed::Compile)?;
            Ok(Program {
                label,
                command: vec![compiled.exe.display().to_string()],
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

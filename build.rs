//! The judge's build script: writes the inline proconio and itertools into `OUT_DIR` for the tests
//! that compile them beside the real crates (`tests/bundle/main.rs`, whose property tests feed both
//! the same inputs). The judge itself makes them at run time (`src/bundle/sources.rs`); this runs
//! the same generator on the same sources, found in cargo's registry under `CARGO_HOME` (cargo
//! metadata cannot run inside a build). Without the sources, each file is a `compile_error!` that
//! says to run `cargo fetch`: only the tests that include them need them.

use judge_inline::generate;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// Where cargo keeps the source of the registry package `name-version`, if it has it.
fn registry_source(name: &str, version: &str) -> Option<PathBuf> {
    let home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))?;
    let mut found: Vec<PathBuf> = fs::read_dir(home.join("registry").join("src"))
        .ok()?
        .flatten()
        .map(|registry| {
            registry
                .path()
                .join(format!("{name}-{version}"))
                .join("src")
        })
        .filter(|dir| dir.join("lib.rs").is_file())
        .collect();
    found.sort();
    found.into_iter().next()
}

/// Writes the inline module, or a `compile_error!` with why there is none: only the tests that
/// include it need it, so a build of the judge alone (`cargo judge` on a fresh machine, before
/// cargo has downloaded the test-only crates) says nothing of it.
fn write(out: &Path, file: &str, made: anyhow::Result<String>) {
    let text = made.unwrap_or_else(|why| format!("compile_error!({:?});\n", format!("{why:#}")));
    fs::write(out.join(file), text).expect("OUT_DIR is writable");
}

fn main() {
    // the generator is a dependency (judge-inline): cargo reruns this when it changes
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=CARGO_HOME");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let source = |name: &str, version: &str| {
        registry_source(name, version).ok_or_else(|| {
            anyhow::anyhow!(
                "the source of {name} {version} is not in cargo's registry: run `cargo fetch`"
            )
        })
    };
    write(
        &out,
        "proconio.rs",
        source("proconio", "0.5.0").and_then(|src| generate::proconio(&src)),
    );
    write(
        &out,
        "itertools.rs",
        source("itertools", "0.14.0")
            .and_then(|itertools| generate::itertools(&itertools, &source("either", "1.19.0")?)),
    );
}

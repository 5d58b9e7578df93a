//! `cargo judge <command> …` (the alias in `.cargo/config.toml`): builds the judge in release
//! through cargo, then runs it with the arguments, in the folder it was called from.
//!
//! Cargo says nothing when the judge is up to date. When something must be compiled (the first
//! time, or after a plan, the kit or the judge changed: never after a README or a solution), it
//! says so first, with about how long the last build of the judge here took (or, the first time,
//! how long it took on a 2-core machine), then shows cargo's own lines as they come.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

/// The first build of the judge in release from an empty target folder: 53 to 55 s on the 2-core
/// machine the README's figures come from (load 1 to 3), longer on a busier one.
const FIRST_BUILD: &str = "about a minute on 2 cores the first time, longer on a busy machine";

fn main() -> ExitCode {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    // `cargo run` sets this to start/; the workspace is its parent
    let workspace = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .and_then(|dir| dir.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| PathBuf::from("."));
    let judge = match build(&cargo, &workspace) {
        Ok(judge) => judge,
        Err(why) => {
            eprintln!("error: {why}");
            return ExitCode::FAILURE;
        }
    };
    let status = Command::new(&judge)
        .args(std::env::args_os().skip(1))
        .env("CARGO_MANIFEST_DIR", &workspace)
        .status();
    match status {
        Ok(status) => ExitCode::from(status.code().map_or(1, |code| code as u8)),
        Err(e) => {
            eprintln!("error: cannot run {}: {e}", judge.display());
            ExitCode::FAILURE
        }
    }
}

/// Builds the judge in release and returns its executable; cargo's lines are shown only when
/// something is compiled, after a line that says what is happening.
fn build(cargo: &std::ffi::OsStr, workspace: &Path) -> Result<PathBuf, String> {
    let started = Instant::now();
    let mut child = Command::new(cargo)
        .args(["build", "--release", "--package", "judge", "--bin", "judge"])
        .args([
            "--message-format",
            "json-render-diagnostics",
            "--manifest-path",
        ])
        .arg(workspace.join("Cargo.toml"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    let stderr = child.stderr.take().expect("piped");
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace.join("target"));
    let record = target.join("judge").join("build-time");
    let how_long = std::fs::read_to_string(&record).map_or(FIRST_BUILD.to_owned(), |secs| {
        format!("the last build here took {} s", secs.trim())
    });
    // cargo's stderr: silent while nothing is compiled
    let shower = std::thread::spawn(move || {
        let mut building = false;
        let mut held = Vec::new();
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let work = [
                "Compiling",
                "Downloading",
                "Downloaded",
                "Updating",
                "Locking",
                "Blocking",
            ]
            .iter()
            .any(|word| line.trim_start().starts_with(word));
            if work && !building {
                building = true;
                eprintln!("building the judge in release ({how_long}); cargo says:");
                for line in held.drain(..) {
                    eprintln!("{line}");
                }
            }
            if building {
                eprintln!("{line}");
            } else {
                held.push(line);
            }
        }
        (building, held)
    });
    let mut judge = None;
    for line in BufReader::new(child.stdout.take().expect("piped"))
        .lines()
        .map_while(Result::ok)
    {
        if line.contains("\"reason\":\"compiler-artifact\"")
            && line.contains("\"name\":\"judge\"")
            && let Some(at) = line.find("\"executable\":\"")
        {
            let rest = &line[at + "\"executable\":\"".len()..];
            judge = rest.split('"').next().map(PathBuf::from);
        }
    }
    let status = child.wait().map_err(|e| format!("cargo: {e}"))?;
    let (built, held) = shower.join().unwrap_or_default();
    if !status.success() {
        let mut stderr = std::io::stderr().lock();
        for line in held {
            let _ = writeln!(stderr, "{line}");
        }
        return Err("the judge did not build (cargo's messages above)".to_owned());
    }
    if built {
        let took = started.elapsed().as_secs();
        eprintln!("built the judge in {took} s");
        if let Some(dir) = record.parent() {
            let _ = std::fs::create_dir_all(dir);
            let _ = std::fs::write(&record, took.to_string());
        }
    }
    judge.ok_or_else(|| "cargo built the judge but did not say where".to_owned())
}

//! The judge's command line.
//!
//! ```text
//! cargo run --release -- max-input <problem> <dir>   write the problem's max-size inputs to <dir>
//! cargo run -- bundle <problem> [--output <file>]    print (or write) the std-only single file
//! ```

use judge::bundle::{MAX_BUNDLE_BYTES, bundle};
use judge::problems::spec;
use judge::workspace::problem;
use std::fs;
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str = "usage:
  judge max-input <problem> <dir>          write the problem's max-size inputs to <dir>/<n>.in
  judge bundle <problem> [--output <file>] print the problem's main.rs as one std-only file
                                           (for Codeforces, Luogu), or write it to <file>";

fn max_input(args: &[String]) -> Result<(), String> {
    let [name, dir] = args else {
        return Err(USAGE.to_owned());
    };
    problem(name)?;
    let spec = spec(name).ok_or_else(|| format!("`{name}` has no Spec in src/problems/"))?;
    let dir = Path::new(dir);
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for (i, max) in (spec.max_inputs)().iter().enumerate() {
        let path = dir.join(format!("{}.in", i + 1));
        fs::write(&path, &max.input)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!(
            "{}: {} ({} bytes)",
            path.display(),
            max.label,
            max.input.len()
        );
    }
    Ok(())
}

fn bundle_command(args: &[String]) -> Result<(), String> {
    let (name, output) = match args {
        [name] => (name, None),
        [name, flag, file] | [flag, file, name] if flag == "--output" || flag == "-o" => {
            (name, Some(file))
        }
        _ => return Err(USAGE.to_owned()),
    };
    let text = bundle(name)?;
    if text.len() > MAX_BUNDLE_BYTES {
        eprintln!(
            "warning: the bundle is {} bytes, over Codeforces' {MAX_BUNDLE_BYTES}",
            text.len()
        );
    }
    match output {
        None => print!("{text}"),
        Some(file) => {
            fs::write(file, &text).map_err(|e| format!("cannot write {file}: {e}"))?;
            eprintln!("{file}: the bundle of {name} ({} bytes)", text.len());
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("max-input") => max_input(&args[1..]),
        Some("bundle") => bundle_command(&args[1..]),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

//! The judge's command line.
//!
//! ```text
//! cargo run --release -- bench [problem…] [--runs N] [--against seed|'<command>'] [--json] [--write-readmes]
//! cargo run --release -- max-input <problem> <dir>
//! cargo run -- bundle <problem> [--output <file>]
//! ```

use judge::bench::{self, Against};
use judge::bundle::{MAX_BUNDLE_BYTES, bundle};
use judge::problems::spec;
use judge::run;
use judge::workspace::problem;
use std::fs;
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str = "usage:
  judge bench [problem…] [--runs N] [--against seed|'<command>'] [--json] [--write-readmes]
      run each problem's max-size inputs through its release binary: one warm-up, then N runs
      (default 7); print median and min–max wall time, peak memory, and the share of the judge's
      limits, beside the input floor (bench/floor.rs: read all of stdin, parse every integer) run
      in the same rounds, and the median ratio ours / floor. --against runs a second program on
      the same inputs, alternating with ours, and adds the median ratio of the pairs: `seed` is
      bench/seeds/<problem>.cpp built with g++ -O2; any other value is a shell command in which
      {problem} stands for the problem's name. --write-readmes rewrites the bench table of each
      crate README, and of the root README when every problem ran, from this run.
  judge max-input <problem> <dir>
      write the problem's max-size inputs to <dir>/<n>.in
  judge bundle <problem> [--output <file>]
      print the problem's main.rs as one std-only file, for the judges without crates
      (Codeforces, Luogu), or write it to <file>";

fn bench(args: &[String]) -> Result<(), String> {
    let mut options = bench::Options::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => {
                options.runs = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .ok_or("--runs takes a positive whole number")?;
            }
            "--against" => {
                let value = args.next().ok_or("--against takes `seed` or a command")?;
                options.against = Some(Against::parse(value));
            }
            "--json" => options.json = true,
            "--write-readmes" => options.write_readmes = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag}\n{USAGE}"));
            }
            name => options.names.push(name.to_owned()),
        }
    }
    bench::command(&options)
}

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
        Some(run::MEASURE) => run::measure_main(&args[1..]),
        Some("bench") => bench(&args[1..]),
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

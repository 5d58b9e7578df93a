//! The judge's command line.
//!
//! ```text
//! cargo run --release -- bench [problem…] [--runs N] [--against seed|'<command>'] [--json]
//! cargo run --release -- max-input <problem> <dir>
//! cargo run -- bundle <problem> [--output <file>]
//! ```

use judge::bench::{self, Against};
use judge::problems::spec;
use judge::run;
use judge::workspace::{Problem, build_binaries, problem, problems};
use std::fs;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str = "usage:
  judge bench [problem…] [--runs N] [--against seed|'<command>'] [--json]
      run each problem's max-size inputs through its release binary: one warm-up, then N runs
      (default 7); print median and min–max wall time, peak memory, and the share of the judge's
      limits. --against runs a second program on the same inputs, alternating with ours, and adds
      the median ratio of the pairs: `seed` is bench/seeds/<problem>.cpp built with g++ -O2; any
      other value is a shell command in which {problem} stands for the problem's name.
  judge max-input <problem> <dir>
      write the problem's max-size inputs to <dir>/<n>.in
  judge bundle <problem> [--output <file>]
      print the problem's main.rs as one std-only file, for the judges without crates
      (Codeforces, Luogu), or write it to <file>";

fn bench(args: &[String]) -> Result<(), String> {
    let mut names = Vec::new();
    let mut runs = 7;
    let mut against = None;
    let mut json = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => {
                runs = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .ok_or("--runs takes a positive whole number")?;
            }
            "--against" => {
                let value = args.next().ok_or("--against takes `seed` or a command")?;
                against = Some(if value == "seed" {
                    Against::Seed
                } else {
                    Against::Command(value.clone())
                });
            }
            "--json" => json = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag}\n{USAGE}"));
            }
            name => names.push(name.to_owned()),
        }
    }
    let chosen: Vec<&Problem> = if names.is_empty() {
        problems().iter().collect()
    } else {
        names.iter().map(|n| problem(n)).collect::<Result<_, _>>()?
    };
    let launcher = std::env::current_exe().map_err(|e| format!("cannot find myself: {e}"))?;
    eprintln!("building the release binaries…");
    let binaries = build_binaries("release")?;
    let interactive = std::io::stderr().is_terminal();
    let mut progress = |what: &str| {
        if interactive {
            eprint!("\r\x1b[K{what}");
            let _ = std::io::stderr().flush();
        } else {
            eprintln!("{what}");
        }
    };
    let mut rows = Vec::new();
    for problem in chosen {
        let exe = binaries
            .get(&problem.name)
            .ok_or_else(|| format!("no binary for {}", problem.name))?;
        let other = match &against {
            Some(against) => bench::against_command(against, problem)?,
            None => None,
        };
        rows.extend(bench::bench_problem(
            &launcher,
            problem,
            exe,
            other.as_deref(),
            runs,
            &mut progress,
        )?);
    }
    if interactive {
        eprint!("\r\x1b[K");
    }
    if json {
        let report = serde_json::json!({ "machine": bench::machine(), "runs": runs, "rows": bench::to_json(&rows) });
        println!("{}", serde_json::to_string_pretty(&report).expect("JSON"));
    } else {
        println!(
            "Machine: {}; {runs} runs after a warm-up; wall time from spawn to exit.\n",
            bench::machine()
        );
        print!("{}", bench::table(&rows));
        let over: Vec<String> = rows
            .iter()
            .filter(|r| r.time_share() >= 10.0 || r.memory_share() >= 25.0)
            .map(|r| format!("{} ({})", r.problem, r.input))
            .collect();
        if over.is_empty() {
            println!(
                "\nEvery input takes under 10% of its time limit and under 25% of its memory limit."
            );
        } else {
            println!(
                "\nOver 10% of the time limit or 25% of the memory limit: {}",
                over.join("; ")
            );
        }
    }
    Ok(())
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
    judge::bundle::command(name, output.map(std::path::Path::new))
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

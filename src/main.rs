//! The judge's command line (`judge --help`; `judge <command> --help` for each command).

use clap::{Parser, Subcommand};
use judge::bench::{self, Against};
use judge::problems::spec;
use judge::run;
use judge::workspace::{Problem, build_binaries, problem, problems, root};
use std::fs;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The local judge of the game-theory collection: bundles, benchmarks, new problems, and a judge
/// for anyone's solution.
#[derive(Parser)]
#[command(name = "judge", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run each problem's max-size inputs through its release binary: one warm-up, then N runs;
    /// print median and min–max wall time, peak memory, and the share of the judge's limits.
    Bench {
        /// The problems to bench (default: all).
        problems: Vec<String>,
        /// Runs after the warm-up.
        #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u32).range(1..))]
        runs: u32,
        /// A second program to run alternately: `seed` (bench/seeds/<problem>.cpp, g++ -O2) or a
        /// shell command in which {problem} stands for the problem's name.
        #[arg(long, value_name = "seed|COMMAND")]
        against: Option<String>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Write the problem's max-size inputs to <DIR>/<n>.in.
    MaxInput { problem: String, dir: PathBuf },
    /// Print the problem's main.rs as one std-only file, for the judges without crates
    /// (Codeforces, Luogu).
    Bundle {
        problem: String,
        /// Write the bundle to this file instead of standard output.
        #[arg(long, short)]
        output: Option<PathBuf>,
    },
    /// Create a new problem: its crate, samples folder and spec module, each part marked "not
    /// written yet" so that `cargo test` names what is missing.
    New {
        /// The crate name, e.g. abc297g-constrained-nim-2.
        name: String,
        /// The problem page.
        #[arg(long)]
        url: String,
        /// The judge's time limit in milliseconds.
        #[arg(long)]
        time_limit_ms: u64,
        /// The judge's memory limit in MB.
        #[arg(long)]
        memory_limit_mb: u64,
    },
}

fn bench(names: &[String], runs: u32, against: Option<&str>, json: bool) -> Result<(), String> {
    let runs = runs as usize;
    let against = against.map(|value| {
        if value == "seed" {
            Against::Seed
        } else {
            Against::Command(value.to_owned())
        }
    });
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

fn max_input(name: &str, dir: &Path) -> Result<(), String> {
    problem(name)?;
    let spec = spec(name).ok_or_else(|| format!("`{name}` has no Spec in src/problems/"))?;
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

fn bundle_command(name: &str, output: Option<&Path>) -> Result<(), String> {
    judge::bundle::command(name, output)
}

fn new_problem(new: judge::new::NewProblem) -> Result<(), String> {
    let made = judge::new::create(root(), &new)?;
    for path in made {
        eprintln!(
            "created {}",
            path.strip_prefix(root()).unwrap_or(&path).display()
        );
    }
    eprintln!(
        "next: the official samples in samples/{0}/, then `cargo test -- {0}` names what is missing",
        new.name
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(run::MEASURE) {
        run::measure_main(&args[2..]);
    }
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Bench {
            problems,
            runs,
            against,
            json,
        } => bench(&problems, runs, against.as_deref(), json),
        Command::MaxInput { problem, dir } => max_input(&problem, &dir),
        Command::Bundle { problem, output } => bundle_command(&problem, output.as_deref()),
        Command::New {
            name,
            url,
            time_limit_ms,
            memory_limit_mb,
        } => new_problem(judge::new::NewProblem {
            name,
            url,
            time_limit_ms,
            memory_limit_mb,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

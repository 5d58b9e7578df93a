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
    /// Judge a solution to one of the problems, in any language, like an online judge: samples,
    /// edge cases, every small instance against the oracle, seeded random instances, and the
    /// max-size inputs under the time and memory limits. The smallest failing input found is
    /// printed and saved under target/judge/failures/<problem>/. The last line is
    /// `verdict: <AC|WA|TLE|MLE|RE|CE>`; the exit status is 0 iff AC.
    #[command(
        after_help = "Examples:\n  judge check luogu-p2197-nim my.cpp\n  judge check luogu-p2197-nim -- python3 nim.py\n  judge check cf786a-berzerk --seconds 30 --seed 7 berzerk.rs"
    )]
    Check {
        /// The problem.
        problem: String,
        /// A source file to compile and judge: .rs (rustc -O --edition 2021, bundled first if it
        /// uses proconio or itertools), .cpp (g++ -O2 -std=c++17) or .py (python3).
        #[arg(required_unless_present = "command", conflicts_with = "command")]
        file: Option<PathBuf>,
        /// The command to judge, after `--` (it reads the input on stdin).
        #[arg(last = true, value_name = "COMMAND")]
        command: Vec<String>,
        /// The seed of the random instances.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Random instances per generator (default: the plan's count).
        #[arg(long, conflicts_with = "seconds")]
        cases: Option<usize>,
        /// Draw random instances for this many seconds instead.
        #[arg(long)]
        seconds: Option<f64>,
        /// Run every group, even after one fails.
        #[arg(long)]
        all: bool,
        /// Also run the extended cases, which lie outside the statement's constraints.
        #[arg(long)]
        extended: bool,
        /// Compare byte for byte instead of token by token.
        #[arg(long)]
        exact: bool,
        /// Parallel runs (default: the number of cores).
        #[arg(long)]
        jobs: Option<usize>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Draw crates/<problem>/figure.svg from the problem's oracle (the game search).
    Figure {
        /// The problems to draw.
        #[arg(required_unless_present = "all")]
        problems: Vec<String>,
        /// Draw every problem that has a figure.
        #[arg(long, conflicts_with = "problems")]
        all: bool,
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

/// The options of `judge check`.
struct CheckArgs {
    problem: String,
    file: Option<PathBuf>,
    command: Vec<String>,
    options: judge::engine::Options,
    json: bool,
}

/// Runs `judge check`; `Ok(true)` iff the verdict is AC.
fn check(args: CheckArgs) -> Result<bool, String> {
    use judge::candidate::{Failed, program_for_file};
    use judge::engine::{self, Program};
    let problem = problem(&args.problem)?;
    let spec = spec(&problem.name).ok_or_else(|| format!("`{}` has no plan", problem.name))?;
    let mut options = args.options;
    options.launcher =
        Some(std::env::current_exe().map_err(|e| format!("cannot find myself: {e}"))?);
    options.failures_dir = Some(judge::workspace::target_dir().join("judge/failures"));
    if options.progress {
        eprintln!("building the collection's release binaries (the reference for max inputs)…");
    }
    let binaries = build_binaries("release")?;
    options.fallback = binaries.get(&problem.name).map(|exe| Program {
        label: format!("the collection's {}", problem.name),
        command: vec![exe.display().to_string()],
    });
    let report = match (&args.file, args.command.is_empty()) {
        (Some(file), true) => match program_for_file(file) {
            Ok(program) => engine::judge(spec, problem, &program, &options)?,
            Err(Failed::Compile(message)) => {
                engine::compile_error(problem, &file.display().to_string(), message)
            }
            Err(Failed::Unusable(message)) => return Err(message),
        },
        (None, false) => {
            let program = Program {
                label: args.command.join(" "),
                command: args.command.clone(),
            };
            engine::judge(spec, problem, &program, &options)?
        }
        _ => return Err("give either a source file or a command after `--`, not both".to_owned()),
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report.json()).expect("JSON")
        );
    } else {
        print!("{}", report.text());
    }
    Ok(report.verdict == engine::Verdict::Ac)
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
        Command::Check {
            problem,
            file,
            command,
            seed,
            cases,
            seconds,
            all,
            extended,
            exact,
            jobs,
            json,
        } => {
            let mut options = judge::engine::Options {
                seed,
                cases,
                seconds,
                all,
                extended,
                progress: true,
                ..Default::default()
            };
            if exact {
                options.comparison = judge::engine::Comparison::Exact;
            }
            if let Some(jobs) = jobs {
                options.jobs = jobs.max(1);
            }
            let args = CheckArgs {
                problem,
                file,
                command,
                options,
                json,
            };
            return match check(args) {
                Ok(true) => ExitCode::SUCCESS,
                Ok(false) => ExitCode::FAILURE,
                Err(message) => {
                    eprintln!("error: {message}");
                    ExitCode::from(2)
                }
            };
        }
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
        Command::Figure { problems, all } => judge::figure::command(&if all {
            vec!["--all".to_owned()]
        } else {
            problems
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

//! The judge's command line (`judge --help`; `judge <command> --help` for each command).

use clap::{Parser, Subcommand};
use judge::bench::{self, Against};
use judge::problems::spec;
use judge::run;
use judge::workspace::{build_binaries, problem, root};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The local judge of the game-theory collection: bundles, benchmarks, new problems, and a judge
/// for anyone's solution.
#[derive(Parser)]
#[command(name = "judge", version, about, long_about = None)]
struct Cli {
    /// The collection's workspace manifest (default: the nearest one at or above the current
    /// directory, as cargo finds it).
    #[arg(long, global = true, value_name = "PATH")]
    manifest_path: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run each problem's max-size inputs through its release binary: one warm-up, then N runs;
    /// print median and min–max wall time, peak memory, the share of the judge's limits, and the
    /// ratio to the input floor (bench/floor.rs: read all of stdin, parse every integer), run in
    /// the same rounds.
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
        /// Rewrite the bench table of each crate README (and of the root README when every
        /// problem ran) from this run.
        #[arg(long)]
        write_readmes: bool,
    },
    /// Write the problem's max-size inputs to <DIR>/<n>.in.
    MaxInput { problem: String, dir: PathBuf },
    /// Print the problem's main.rs as one std-only file, for the judges without crates
    /// (Codeforces, Luogu, CSES, Library Checker).
    Bundle {
        problem: String,
        /// The judge to compile for (codeforces, luogu, cses, library-checker); by default the
        /// problem's own where it has no crates, else codeforces.
        #[arg(long)]
        judge: Option<String>,
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
        /// The judge the problem is on (atcoder, codeforces, luogu, cses, library-checker, poj,
        /// bupt): its compiler builds the attempts `check` judges.
        #[arg(long, default_value = "atcoder")]
        judge: String,
    },
}

fn bench(options: bench::Options) -> Result<(), String> {
    bench::command(&options)
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

fn bundle_command(name: &str, judge: Option<&str>, output: Option<&Path>) -> Result<(), String> {
    judge::bundle::command(name, judge, output)
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
    let located = match &cli.manifest_path {
        Some(manifest) => judge::workspace::use_root(manifest),
        None => judge::workspace::locate_root(None).map(|_| ()),
    };
    if let Err(message) = located {
        eprintln!("error: {message}");
        return ExitCode::from(2);
    }
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
            write_readmes,
        } => bench(bench::Options {
            names: problems,
            runs: runs as usize,
            against: against.as_deref().map(Against::parse),
            json,
            write_readmes,
        }),
        Command::MaxInput { problem, dir } => max_input(&problem, &dir),
        Command::Bundle {
            problem,
            judge,
            output,
        } => bundle_command(&problem, judge.as_deref(), output.as_deref()),
        Command::New {
            name,
            url,
            time_limit_ms,
            memory_limit_mb,
            judge,
        } => new_problem(judge::new::NewProblem {
            name,
            url,
            judge,
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

//! The judge's command line (`judge --help`; `judge <command> --help` for each command).
//!
//! Exit status: 0 on success (for `check`: AC), 1 when the work failed (for `check`: any other
//! verdict), 2 for bad usage (an unknown problem, a file that cannot be judged, a bad number),
//! always with a plain message.

use clap::{Parser, Subcommand};
use judge::bench::{self, Against};
use judge::candidate::{self, Failed, Toolchain, program_for_file};
use judge::compare::Comparison;
use judge::engine::{self, Group, Program};
use judge::judges;
use judge::run;
use judge::workspace::{self, Problem, problem, root};
use plan_kit::Spec;
use plans::spec;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

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
        /// A second program to run alternately: `seed` (crates/<problem>/seed.cpp, g++ -O2) or a
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
    /// Print the problem's main.rs (or any .rs file) as one std-only file, for the judges without
    /// crates (Codeforces, Luogu, CSES, Library Checker).
    Bundle {
        /// The problem, or a .rs file.
        problem: String,
        /// The judge to compile for (codeforces, luogu, cses, library-checker); by default the
        /// problem's own where it has no crates, else codeforces.
        #[arg(long)]
        judge: Option<String>,
        /// Write the bundle to this file instead of standard output.
        #[arg(long, short)]
        output: Option<PathBuf>,
    },
    /// Judge a solution, in any language, like an online judge: the samples, the hand-made cases,
    /// every small instance against the oracle, seeded random instances of every size, the
    /// max-size inputs under the time (CPU) and memory limits, and any folders of tests you give.
    /// The smallest failing input found is printed and saved under target/judge/failures/. The
    /// last line is `verdict: <AC|WA|TLE|MLE|RE|CE>`; the exit status is 0 iff AC (2 for bad
    /// usage).
    #[command(after_help = "\
A .rs file is built as the problem's judge builds it: for AtCoder with the real proconio 0.5.0
(derive) and itertools 0.14.0 (cargo, edition 2024); for Codeforces, Luogu, CSES and Library
Checker with rustc -O, std only, in the judge's edition (a file that uses the crates is bundled
first). --toolchain overrides it. C++ is g++ -O2 -std=c++17, C is gcc -O2 -std=c11 -lm, Python is
python3.

Time is CPU time (user + system, with every child process) against the limit; a wall-clock guard
of 4× the limit + 1 s stops a program that sleeps or waits.

Examples:
  judge check luogu-p2197-nim my.cpp
  judge check dp_k main.rs                       (a task id or the problem's URL works too)
  judge check abc354_e main.rs --groups samples,edge
  judge check cses-1730-nim-game-1 a.rs --tests ../cses-tests/1730
  judge check --tests testcases/a.yml --toolchain atcoder main.rs   (any problem, its tests only)
  judge check luogu-p2197-nim -- python3 nim.py")]
    Check {
        /// The problem (crate name, task id such as `dp_k`, or URL), then the source file to
        /// judge. With --tests the problem may be left out: then only those tests run.
        #[arg(value_name = "PROBLEM] [FILE")]
        args: Vec<String>,
        /// The command to judge, after `--` (it reads the input on stdin).
        #[arg(last = true, value_name = "COMMAND")]
        command: Vec<String>,
        /// A folder or file of tests to run as a group of its own: online-judge-tools' test/
        /// (NAME.in, NAME.out), a cargo-compete testcases/<task>.yml, CSES's N.in/N.out, Library
        /// Checker's in/ and out/. May be given more than once.
        #[arg(long, value_name = "DIR|FILE")]
        tests: Vec<PathBuf>,
        /// The groups to run, in this order: samples,edge,extended,exhaustive,random,max,tests
        /// (default: all but extended).
        #[arg(long, value_name = "LIST", value_parser = parse_groups)]
        groups: Option<GroupList>,
        /// How to build a .rs file: `atcoder` (cargo with proconio and itertools) or `std`
        /// (rustc, std only; the problem's own judge if it has no crates, else Codeforces).
        /// Default: as the problem's judge builds it; without a problem, std.
        #[arg(long, value_parser = ["atcoder", "std"])]
        toolchain: Option<String>,
        /// The time limit in milliseconds of CPU time (default: the problem's; 2000 without one).
        #[arg(long, value_name = "MS", value_parser = parse_positive)]
        time_limit: Option<u64>,
        /// The memory limit in MiB (default: the problem's; 1024 without one).
        #[arg(long, value_name = "MIB", value_parser = parse_positive)]
        memory_limit: Option<u64>,
        /// The seed of the random instances.
        #[arg(long, default_value_t = 1, value_parser = parse_whole_u64, allow_negative_numbers = true)]
        seed: u64,
        /// Random instances per generator (default: the plan's count; 0 runs none).
        #[arg(long, conflicts_with = "seconds", value_parser = parse_whole, allow_negative_numbers = true)]
        cases: Option<usize>,
        /// Draw random instances for this many seconds instead.
        #[arg(long, value_parser = parse_seconds, allow_negative_numbers = true)]
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
        #[arg(long, value_parser = parse_positive_usize, allow_negative_numbers = true)]
        jobs: Option<usize>,
        /// How long shrinking a failing input may take, in seconds.
        #[arg(long, default_value_t = engine::SHRINK_SECONDS, value_parser = parse_seconds_or_zero, allow_negative_numbers = true)]
        shrink_seconds: f64,
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
    /// Create a new problem of your own: its crate (manifest, a main.rs that reads with proconio,
    /// a README with the collection's headings) and its samples folder. Write main.rs and
    /// samples/<name>/1.in and 1.out, and `cargo test` and `check` work; `--plan` adds the plan's
    /// template, crates/<name>/plan.rs (validator, oracle, generators, max inputs: each optional;
    /// on an existing problem without a plan, only that), and
    /// `judge doctor <name>` says what the problem has and what each missing part adds.
    #[command(
        after_help = "Defaults: --judge atcoder, --time-limit-ms 2000, --memory-limit-mb 1024, no URL."
    )]
    New {
        /// The crate name, e.g. abc297g-constrained-nim-2.
        name: String,
        /// The problem page.
        #[arg(long)]
        url: Option<String>,
        /// The judge's time limit in milliseconds.
        #[arg(long, default_value_t = judge::new::DEFAULT_TIME_LIMIT_MS, value_parser = parse_positive)]
        time_limit_ms: u64,
        /// The judge's memory limit in MB.
        #[arg(long, default_value_t = judge::new::DEFAULT_MEMORY_LIMIT_MB, value_parser = parse_positive)]
        memory_limit_mb: u64,
        /// The judge the problem is on (atcoder, codeforces, luogu, cses, library-checker, poj,
        /// bupt): its compiler builds the attempts `check` judges.
        #[arg(long, default_value = judge::new::DEFAULT_JUDGE)]
        judge: String,
        /// Also write the plan's template, crates/<name>/plan.rs (on an existing problem without
        /// a plan: only that).
        #[arg(long, alias = "spec")]
        plan: bool,
    },
    /// Say what a problem has and lacks: samples, spec module, each part of its plan (validator,
    /// oracle, reference, exhaustive group, generators, shrinker, max inputs, figure) with what it
    /// adds, wrong solutions, bench rows, README sections.
    Doctor {
        /// The problem (crate name, task id or URL).
        problem: String,
    },
}

/// A whole number (0, 1, 2, …), for a count.
fn parse_whole(text: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| format!("`{text}` is not a whole number (0, 1, 2, …)"))
}

/// A whole number for a seed.
fn parse_whole_u64(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("`{text}` is not a whole number (0, 1, 2, …)"))
}

/// A whole number of at least 1.
fn parse_positive(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("`{text}` is not a whole number of at least 1")),
    }
}

/// A whole number of at least 1, for a count of jobs.
fn parse_positive_usize(text: &str) -> Result<usize, String> {
    parse_positive(text).map(|n| n as usize)
}

/// A positive number of seconds.
fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() => Ok(s),
        _ => Err(format!("`{text}` is not a positive number of seconds")),
    }
}

/// A number of seconds, 0 included.
fn parse_seconds_or_zero(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s >= 0.0 && s.is_finite() => Ok(s),
        _ => Err(format!("`{text}` is not a number of seconds (0 or more)")),
    }
}

/// The groups `--groups` names.
#[derive(Clone)]
struct GroupList(Vec<Group>);

/// A list of groups for `--groups`.
fn parse_groups(text: &str) -> Result<GroupList, String> {
    let groups = Group::parse_list(text)?;
    if groups.is_empty() {
        return Err("name at least one group".to_owned());
    }
    Ok(GroupList(groups))
}

/// Why a command did not succeed: bad usage (exit 2) or a failure of the work itself (exit 1).
enum Error {
    Usage(String),
    Failed(String),
}

impl From<String> for Error {
    fn from(message: String) -> Self {
        Error::Failed(message)
    }
}

/// The problem `name` names, or a usage error with the nearest names.
fn known_problem(name: &str) -> Result<&'static Problem, Error> {
    problem(name).map_err(Error::Usage)
}

fn max_input(name: &str, dir: &Path) -> Result<(), Error> {
    let problem = known_problem(name)?;
    let spec = spec(&problem.name);
    let inputs = spec.map(Spec::max_inputs).unwrap_or_default();
    if inputs.is_empty() {
        return Err(Error::Usage(format!(
            "`{}` has no max inputs in its plan",
            problem.name
        )));
    }
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for (i, max) in inputs.iter().enumerate() {
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

fn bundle_command(target: &str, judge: Option<&str>, output: Option<&Path>) -> Result<(), Error> {
    if let Some(judge) = judge {
        judges::judge(judge).map_err(Error::Usage)?;
    }
    let path = Path::new(target);
    if target.ends_with(".rs") || path.is_file() {
        if path.is_dir() {
            return Err(Error::Usage(format!(
                "{target} is a directory, not a .rs file"
            )));
        }
        return Ok(judge::bundle::command(target, judge, output)?);
    }
    let problem = known_problem(target)?;
    Ok(judge::bundle::command(&problem.name, judge, output)?)
}

/// The options of `judge check`, as given.
struct CheckArgs {
    args: Vec<String>,
    command: Vec<String>,
    tests: Vec<PathBuf>,
    toolchain: Option<String>,
    time_limit: Option<u64>,
    memory_limit: Option<u64>,
    options: engine::Options,
    json: bool,
}

/// What `check` judges: a problem (the collection's, or one made for `--tests` alone) and either
/// a file or a command.
enum Candidate {
    File(PathBuf),
    Command(Vec<String>),
}

/// `Ok` iff `command[0]` names a program that can be started: a path to an existing file, or a
/// name found on the `PATH`.
fn startable(command: &[String]) -> Result<(), String> {
    let program = command.first().ok_or("give the command after `--`")?;
    let found = if program.contains('/') {
        Path::new(program).is_file()
    } else {
        std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| dir.join(program).is_file())
        })
    };
    if found {
        Ok(())
    } else {
        Err(format!(
            "cannot run `{program}`: {}",
            if program.contains('/') {
                "there is no such file"
            } else {
                "no such command on the PATH"
            }
        ))
    }
}

/// Runs `judge check`; `Ok(true)` iff the verdict is AC. Every argument is checked before
/// anything is built.
fn check(args: CheckArgs) -> Result<bool, Error> {
    let usage = |message: String| Error::Usage(message);
    let positional = args.args.clone();
    let has_command = !args.command.is_empty();
    let has_tests = !args.tests.is_empty();
    let (problem_name, candidate): (Option<String>, Candidate) =
        match (positional.as_slice(), has_command) {
            ([problem, file], false) => (Some(problem.clone()), Candidate::File(file.into())),
            ([_, _], true) => {
                return Err(usage(
                    "give either a source file or a command after `--`, not both".to_owned(),
                ));
            }
            ([problem], true) => (
                Some(problem.clone()),
                Candidate::Command(args.command.clone()),
            ),
            ([only], false) => {
                if problem(only).is_ok() {
                    return Err(usage(format!(
                        "give the file to judge after the problem (judge check {only} <file>), or \
                         a command after `--`"
                    )));
                }
                if has_tests {
                    (None, Candidate::File(only.into()))
                } else if Path::new(only).exists() {
                    return Err(usage(format!(
                        "name the problem before the file: judge check <problem> {only} (or give \
                         --tests to run a folder of tests alone)"
                    )));
                } else {
                    known_problem(only)?;
                    unreachable!("an unknown problem is an error")
                }
            }
            ([], true) if has_tests => (None, Candidate::Command(args.command.clone())),
            ([], _) => {
                return Err(usage(
                    "give the problem and a source file (judge check <problem> <file>), or a \
                     command after `--`; see judge check --help"
                        .to_owned(),
                ));
            }
            _ => {
                return Err(usage(format!(
                    "too many arguments: {}; give the problem and one source file",
                    positional.join(" ")
                )));
            }
        };
    let known: Option<&'static Problem> = problem_name.as_deref().map(known_problem).transpose()?;
    match &candidate {
        Candidate::File(path) => candidate::usable(path).map_err(usage)?,
        Candidate::Command(command) => startable(command).map_err(usage)?,
    }
    let mut options = args.options;
    for path in &args.tests {
        options
            .tests
            .push(judge::testdir::load(path).map_err(usage)?);
    }
    let (problem, spec): (Problem, &'static Spec) = match known {
        Some(problem) => {
            let spec = spec(&problem.name).unwrap_or_else(|| Spec::samples_only(&problem.name));
            (problem.clone(), spec)
        }
        None => {
            let name = args.tests[0]
                .file_stem()
                .map_or("tests".to_owned(), |s| s.to_string_lossy().into_owned());
            let problem = Problem {
                name: format!("tests-{name}"),
                dir: PathBuf::new(),
                url: String::new(),
                judge: judges::judge("codeforces").expect("a known judge"),
                time_limit: Duration::from_millis(2000),
                memory_limit_mb: 1024,
                collection: false,
            };
            // Only the given tests run: there are no samples and no plan.
            options.groups = Some(vec![Group::Tests]);
            let spec = Spec::samples_only(&problem.name);
            (problem, spec)
        }
    };
    let mut problem = problem;
    if let Some(ms) = args.time_limit {
        problem.time_limit = Duration::from_millis(ms);
    }
    if let Some(mb) = args.memory_limit {
        problem.memory_limit_mb = mb;
    }
    let toolchain = match (args.toolchain.as_deref(), known) {
        (Some("atcoder"), _) => Toolchain::AtCoder,
        (Some(_), Some(problem)) if problem.judge.rust.as_ref().is_some_and(|r| !r.crates) => {
            Toolchain::Std(problem.judge)
        }
        (Some(_), _) | (None, None) => {
            Toolchain::Std(judges::judge("codeforces").expect("a known judge"))
        }
        (None, Some(problem)) if problem.judge.rust.is_some() => Toolchain::of(problem.judge),
        (None, Some(_)) => Toolchain::Std(judges::judge("codeforces").expect("a known judge")),
    };

    options.launcher = Some(judge::workspace::judge_exe());
    options.failures_dir = Some(judge::workspace::target_dir().join("judge/failures"));
    let needs_reference = known.is_some()
        && spec.max_inputs.is_some()
        && options.groups.as_ref().is_none_or(|groups| {
            groups
                .iter()
                .any(|g| matches!(g, Group::Max | Group::Random | Group::Exhaustive))
        });
    if needs_reference {
        if options.progress {
            eprintln!(
                "building the collection's release binary of {} (the reference beyond the oracle)…",
                problem.name
            );
        }
        let exe = judge::build::cargo_release_bin(&problem.name)?;
        options.fallback = Some(Program {
            label: format!("the collection's {}", problem.name),
            command: vec![exe.display().to_string()],
        });
    }
    let (program, built) = match candidate {
        Candidate::File(path) => match program_for_file(&path, toolchain) {
            Ok(built) => (built.program, Some(built.how)),
            Err(Failed::Compile(message)) => {
                let report = engine::compile_error(&problem, &path.display().to_string(), message);
                print_report(&report, args.json);
                return Ok(false);
            }
            Err(Failed::Unusable(message)) => return Err(usage(message)),
        },
        Candidate::Command(command) => (
            Program {
                label: command.join(" "),
                command,
            },
            None,
        ),
    };
    let mut report = engine::judge(spec, &problem, &program, &options)?;
    report.built = built;
    if known.is_none() {
        // A problem the collection does not know has only the tests given: nothing else to list.
        report.groups.retain(|group| group.group == Group::Tests);
        report.missing.clear();
    }
    print_report(&report, args.json);
    Ok(report.verdict == engine::Verdict::Ac)
}

fn print_report(report: &engine::Report, json: bool) {
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report.json()).expect("JSON")
        );
    } else {
        print!("{}", report.text());
    }
}

fn new_problem(new: judge::new::NewProblem) -> Result<(), Error> {
    let made = judge::new::create(root(), &new).map_err(Error::Usage)?;
    for path in made {
        eprintln!(
            "created {}",
            path.strip_prefix(root()).unwrap_or(&path).display()
        );
    }
    eprintln!(
        "next: write crates/{0}/src/main.rs and samples/{0}/1.in and 1.out; then `cargo test -- {0}` \
         runs them, `cargo run -- check {0} <attempt>` judges an attempt, and `cargo run -- doctor \
         {0}` says what else the problem could have",
        new.name
    );
    Ok(())
}

fn bench(
    problems: Vec<String>,
    runs: u32,
    against: Option<String>,
    json: bool,
    write_readmes: bool,
) -> Result<(), Error> {
    let names = problems
        .iter()
        .map(|name| known_problem(name).map(|p| p.name.clone()))
        .collect::<Result<Vec<_>, _>>()?;
    let against = against.as_deref().map(Against::parse);
    if matches!(against, Some(Against::Seed)) {
        let chosen: Vec<&str> = if names.is_empty() {
            workspace::problems()
                .iter()
                .map(|p| p.name.as_str())
                .collect()
        } else {
            names.iter().map(String::as_str).collect()
        };
        let without: Vec<&str> = chosen
            .iter()
            .copied()
            .filter(|name| !root().join("crates").join(name).join("seed.cpp").is_file())
            .collect();
        if !names.is_empty() && without.len() == chosen.len() {
            return Err(Error::Usage(format!(
                "--against seed: {} has no seed (crates/<problem>/seed.cpp); the problems with \
                 a seed are those with that file",
                without.join(", ")
            )));
        }
        if !without.is_empty() {
            eprintln!(
                "note: no seed for {}: those rows run ours alone",
                without.join(", ")
            );
        }
    }
    Ok(bench::command(&bench::Options {
        names,
        runs: runs as usize,
        against,
        json,
        write_readmes,
    })?)
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
            args,
            command,
            tests,
            groups,
            toolchain,
            time_limit,
            memory_limit,
            seed,
            cases,
            seconds,
            all,
            extended,
            exact,
            jobs,
            shrink_seconds,
            json,
        } => {
            let mut options = engine::Options {
                seed,
                cases,
                seconds,
                all,
                extended,
                groups: groups.map(|list| list.0),
                progress: true,
                shrink_seconds,
                ..Default::default()
            };
            if exact {
                options.comparison = Comparison::Exact;
            }
            if let Some(jobs) = jobs {
                options.jobs = jobs;
            }
            let args = CheckArgs {
                args,
                command,
                tests,
                toolchain,
                time_limit,
                memory_limit,
                options,
                json,
            };
            match check(args) {
                Ok(true) => return ExitCode::SUCCESS,
                Ok(false) => return ExitCode::FAILURE,
                Err(error) => Err(error),
            }
        }
        Command::Bench {
            problems,
            runs,
            against,
            json,
            write_readmes,
        } => bench(problems, runs, against, json, write_readmes),
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
            plan,
        } => new_problem(judge::new::NewProblem {
            name,
            url,
            judge,
            time_limit_ms,
            memory_limit_mb,
            plan,
        }),
        Command::Doctor { problem } => known_problem(&problem).map(|problem| {
            print!("{}", judge::new::doctor(problem));
        }),
        Command::Figure { problems, all } => judge::figure::command(&if all {
            vec!["--all".to_owned()]
        } else {
            problems
        })
        .map_err(Error::Usage),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Error::Usage(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
        Err(Error::Failed(message)) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

//! `judge check <problem> <file>` (or `-- <command>`): judges an attempt in any language as the
//! problem's judge would, through every group of the problem's plan, and prints the report.
//! Every argument is checked before anything is built.

use super::parse::{self, GroupList};
use super::{Usage, known_problem, progress, usage};
use judge::candidate::{self, Attempt, Failed, toolchain_for};
use judge::compare::Comparison;
use judge::engine::{self, Group};
use judge::workspace::{Problem, Workspace};
use plan_kit::Plan;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

#[derive(clap::Args)]
pub struct Args {
    /// The problem (crate name, task id such as `dp_k`, or URL), then the source file to
    /// judge. With --tests the problem may be left out: then only those tests run.
    #[arg(value_name = "PROBLEM] [FILE")]
    pub args: Vec<String>,
    /// The command to judge, after `--` (it reads the input on stdin).
    #[arg(last = true, value_name = "COMMAND")]
    pub command: Vec<String>,
    /// A folder or file of tests to run as a group of its own: online-judge-tools' test/
    /// (NAME.in, NAME.out), a cargo-compete testcases/<task>.yml, CSES's N.in/N.out, Library
    /// Checker's in/ and out/. May be given more than once.
    #[arg(long, value_name = "DIR|FILE")]
    pub tests: Vec<PathBuf>,
    /// The groups to run, in this order: samples,edge,extended,exhaustive,random,max,tests
    /// (default: all but extended).
    #[arg(long, value_name = "LIST", value_parser = parse::groups)]
    pub groups: Option<GroupList>,
    /// How to build a .rs file: `atcoder` (cargo with proconio and itertools) or `std`
    /// (rustc, std only; the problem's own judge if it has no crates, else Codeforces).
    /// Default: as the problem's judge builds it; without a problem, std.
    #[arg(long, value_parser = ["atcoder", "std"])]
    pub toolchain: Option<String>,
    /// The time limit in milliseconds of CPU time (default: the problem's; 2000 without one).
    #[arg(long, value_name = "MS", value_parser = parse::positive)]
    pub time_limit: Option<u64>,
    /// The memory limit in MiB (default: the problem's; 1024 without one).
    #[arg(long, value_name = "MIB", value_parser = parse::positive)]
    pub memory_limit: Option<u64>,
    /// The seed of the random instances.
    #[arg(long, default_value_t = 1, value_parser = parse::whole_u64, allow_negative_numbers = true)]
    pub seed: u64,
    /// An interactive problem: play only these strategies of the jury, by name, comma-separated
    /// (default: every one; a failing game's report names its strategy).
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    pub strategy: Vec<String>,
    /// Random instances per generator (default: the plan's count; 0 runs none).
    #[arg(long, conflicts_with = "seconds", value_parser = parse::whole, allow_negative_numbers = true)]
    pub cases: Option<usize>,
    /// Draw random instances for this many seconds instead.
    #[arg(long, value_parser = parse::seconds, allow_negative_numbers = true)]
    pub seconds: Option<f64>,
    /// Run every group, even after one fails.
    #[arg(long)]
    pub all: bool,
    /// Also run the extended cases, which lie outside the statement's constraints.
    #[arg(long)]
    pub extended: bool,
    /// Compare byte for byte instead of token by token.
    #[arg(long)]
    pub exact: bool,
    /// Parallel runs (default: the number of cores).
    #[arg(long, value_parser = parse::positive_usize, allow_negative_numbers = true)]
    pub jobs: Option<usize>,
    /// How long shrinking a failing input may take, in seconds.
    #[arg(long, default_value_t = engine::SHRINK_SECONDS, value_parser = parse::seconds_or_zero, allow_negative_numbers = true)]
    pub shrink_seconds: f64,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// When stderr is not a terminal (a log, CI), a progress line this often while a group
    /// runs, in seconds (on a terminal a bar shows the cases done of the group's total).
    #[arg(long, value_name = "SECONDS", default_value_t = progress::EVERY.as_secs_f64(), value_parser = parse::seconds)]
    pub progress_every: f64,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let (known, attempt) = what_to_judge(ws, &args)?;
    attempt.usable().map_err(usage)?;
    let mut options = options(&args);
    let interactive = known
        .and_then(|problem| plans::plan(&problem.name))
        .is_some_and(|plan| plan.interactive.is_some());
    for path in &args.tests {
        let set = if interactive {
            judge::testdir::load_instances(path)
        } else {
            judge::testdir::load(path)
        };
        options.tests.push(set.map_err(usage)?);
    }
    let (mut problem, plan) = engine::problem_and_plan(known, &args.tests, &mut options);
    if !args.strategy.is_empty() {
        options.strategies = Some(strategies(plan, &problem.name, &args.strategy)?);
    }
    if let Some(ms) = args.time_limit {
        problem.time_limit = Duration::from_millis(ms);
    }
    if let Some(mb) = args.memory_limit {
        problem.memory_limit_mb = mb;
    }
    options.launcher = Some(judge::workspace::judge_exe());
    options.failures_dir = Some(ws.target_dir().join("judge/failures"));
    if known.is_some() && options.needs_our_binary(plan) {
        if options.progress.is_some() {
            eprintln!(
                "building our binary of {} (it answers beyond the oracle's reach)…",
                problem.name
            );
        }
        options.our_binary = Some(candidate::our_binary(ws, &problem)?);
    }
    let label = attempt.label();
    let (program, built) =
        match attempt.program(ws, toolchain_for(args.toolchain.as_deref(), known)) {
            Ok(made) => made,
            Err(Failed::Compile(message)) => {
                let report = engine::compile_error(&problem, &label, message);
                print_report(&report, args.json);
                return Ok(ExitCode::FAILURE);
            }
            Err(Failed::Unusable(message)) => return Err(Usage(message).into()),
        };
    let mut report = engine::check(plan, &problem, &program, &options)?;
    report.built = built;
    if known.is_none() {
        // A problem the collection does not know has only the tests given: nothing else to list.
        report.groups.retain(|group| group.group == Group::Tests);
        report.missing.clear();
    }
    print_report(&report, args.json);
    Ok(if report.accepted() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The engine's options as the arguments set them.
fn options(args: &Args) -> engine::Options {
    let mut options = engine::Options {
        seed: args.seed,
        cases: args.cases,
        seconds: args.seconds,
        all: args.all,
        extended: args.extended,
        groups: args.groups.clone().map(|list| list.0),
        progress: Some(progress::on_stderr(Duration::from_secs_f64(
            args.progress_every,
        ))),
        shrink_seconds: args.shrink_seconds,
        ..Default::default()
    };
    if args.exact {
        options.comparison = Comparison::Exact;
    }
    if let Some(jobs) = args.jobs {
        options.jobs = jobs;
    }
    options
}

/// The strategies named with `--strategy`, each one of the problem's jury.
fn strategies(plan: &Plan, problem: &str, names: &[String]) -> Result<Vec<String>, Usage> {
    let Some(interactive) = &plan.interactive else {
        return Err(Usage(format!(
            "--strategy is for an interactive problem; {problem} has no jury"
        )));
    };
    for name in names {
        interactive.strategy_named(name).map_err(|known| {
            Usage(format!(
                "{problem} has no strategy `{name}`; its jury's strategies: {}",
                known.join(", ")
            ))
        })?;
    }
    Ok(names.to_vec())
}

/// The problem named (if one is) and the candidate, from the positional arguments and the
/// command after `--`; a usage error for every other shape.
fn what_to_judge<'ws>(
    ws: &'ws Workspace,
    args: &Args,
) -> Result<(Option<&'ws Problem>, Attempt), Usage> {
    let problem = |name: &str| ws.problem(name);
    let positional = args.args.as_slice();
    let has_command = !args.command.is_empty();
    let has_tests = !args.tests.is_empty();
    let usage = |message: String| Err(Usage(message));
    let (name, candidate) = match (positional, has_command) {
        ([first, second], false) if problem(first).is_err() && problem(second).is_ok() => {
            return usage(format!(
                "name the problem first, then the file: judge check {second} {first}"
            ));
        }
        ([problem, file], false) => (Some(problem), Attempt::File(file.into())),
        ([_, _], true) => {
            return usage("give either a source file or a command after `--`, not both".to_owned());
        }
        ([problem], true) => (Some(problem), Attempt::Command(args.command.clone())),
        ([only], false) => {
            if problem(only).is_ok() {
                return usage(format!(
                    "give the file to judge after the problem (judge check {only} <file>), or a \
                     command after `--`"
                ));
            }
            if !has_tests && Path::new(only).exists() {
                return usage(format!(
                    "name the problem before the file: judge check <problem> {only} (or give \
                     --tests to run a folder of tests alone)"
                ));
            }
            if !has_tests {
                return Err(known_problem(ws, only).expect_err("an unknown problem"));
            }
            (None, Attempt::File(only.into()))
        }
        ([], true) if has_tests => (None, Attempt::Command(args.command.clone())),
        ([], _) => {
            return usage(
                "give the problem and a source file (judge check <problem> <file>), or a command \
                 after `--`; see judge check --help"
                    .to_owned(),
            );
        }
        _ => {
            return usage(format!(
                "too many arguments: {}; give the problem and one source file",
                positional.join(" ")
            ));
        }
    };
    let known = name.map(|name| known_problem(ws, name)).transpose()?;
    Ok((known, candidate))
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

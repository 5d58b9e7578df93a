//! `judge new <name>`: a new problem of one's own, in `crates/<name>/` and `samples/<name>/`.

use super::{parse, usage};
use judge::new::NewProblem;
use judge::workspace::Workspace;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The crate name, e.g. abc297g-constrained-nim-2.
    pub name: String,
    /// The problem page.
    #[arg(long)]
    pub url: Option<String>,
    /// The judge's time limit in milliseconds.
    #[arg(long, default_value_t = judge::new::DEFAULT_TIME_LIMIT_MS, value_parser = parse::positive)]
    pub time_limit_ms: u64,
    /// The judge's memory limit in MB.
    #[arg(long, default_value_t = judge::new::DEFAULT_MEMORY_LIMIT_MB, value_parser = parse::positive)]
    pub memory_limit_mb: u64,
    /// The judge the problem is on (atcoder, codeforces, luogu, cses, library-checker, poj,
    /// bupt, or other): its compiler builds the attempts `check` judges. Default: the judge the
    /// name begins with (abc…, arc…, agc…, edpc: atcoder; cf…, gym…: codeforces; luogu; cses;
    /// lc: library-checker; poj…); a name that says none needs it.
    #[arg(long)]
    pub judge: Option<String>,
    /// Also write the plan's template, crates/<name>/plan.rs (on an existing problem without
    /// a plan: only that).
    #[arg(long)]
    pub plan: bool,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let new = NewProblem {
        name: args.name,
        url: args.url,
        judge: args.judge,
        time_limit_ms: args.time_limit_ms,
        memory_limit_mb: args.memory_limit_mb,
        plan: args.plan,
    };
    let made = judge::new::create(ws.root(), &new).map_err(usage)?;
    for path in &made {
        eprintln!(
            "created {}",
            path.strip_prefix(ws.root()).unwrap_or(path).display()
        );
    }
    let only_the_plan = made.len() == 1 && made[0].ends_with("plan.rs");
    if only_the_plan {
        eprintln!(
            "next: fill in the parts of crates/{0}/plan.rs (each works as soon as it is there); \
             `cargo judge doctor {0}` says what each adds, and `cargo test -- {0}` runs them",
            new.name
        );
    } else {
        eprintln!(
            "next: write crates/{0}/src/main.rs and samples/{0}/1.in and 1.out; then `cargo test \
             -- {0}` runs them, `cargo judge check {0} <attempt>` judges an attempt, and `cargo \
             judge doctor {0}` says what else the problem could have",
            new.name
        );
    }
    Ok(ExitCode::SUCCESS)
}

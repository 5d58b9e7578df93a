//! `judge bundle <problem|file.rs>`: the solution as one std-only file for a judge without crates.

use super::{Usage, known_problem};
use anyhow::anyhow;
use judge::bundle::CommandFailure;
use judge::judges;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The problem, or a .rs file.
    pub problem: String,
    /// The judge to compile for (codeforces, luogu, cses, library-checker); by default the
    /// problem's own where it has no crates, else codeforces.
    #[arg(long)]
    pub judge: Option<String>,
    /// Write the bundle to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let judge = args.judge.as_deref();
    if let Some(judge) = judge {
        judges::judge(judge).map_err(Usage)?;
    }
    let target = args.problem.as_str();
    let output = args.output.as_deref();
    let path = Path::new(target);
    let name = if target.ends_with(".rs") || path.exists() {
        if path.is_dir() {
            return Err(Usage(format!("{target} is a directory, not a .rs file")).into());
        }
        if path.extension().is_none_or(|extension| extension != "rs") {
            return Err(Usage(format!(
                "{target} is not a Rust file: the bundle is of a .rs solution (or a problem's)"
            ))
            .into());
        }
        if !path.is_file() {
            return Err(Usage(format!("cannot read {target}: there is no such file")).into());
        }
        target
    } else {
        known_problem(target)?.name.as_str()
    };
    judge::bundle::command(name, judge, output).map_err(|e| match e {
        CommandFailure::Unavailable(line) => anyhow::Error::from(Usage(line)),
        CommandFailure::Failed(message) => anyhow!(message),
    })?;
    Ok(ExitCode::SUCCESS)
}

//! `judge bundle <problem|file.rs>`: the solution as one std-only file for a judge without crates.

use super::{Usage, usage};
use anyhow::Context;
use judge::bundle::{Refusal, Target, of_target};
use judge::sites;
use judge::workspace::Workspace;
use std::io::Write;
use std::path::PathBuf;
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

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let judge = args
        .judge
        .as_deref()
        .map(sites::site)
        .transpose()
        .map_err(usage)?;
    let target = Target::parse(ws, &args.problem).map_err(usage)?;
    let bundled = of_target(ws, &target, judge).map_err(|refusal| match refusal {
        Refusal::Unavailable(line) => anyhow::Error::from(Usage(line)),
        refusal => anyhow::anyhow!("cannot bundle {}:\n{refusal}", args.problem),
    })?;
    match &args.output {
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(bundled.source.as_bytes())
                .and_then(|()| stdout.flush())
                .context("cannot print the bundle")?;
        }
        Some(file) => {
            std::fs::write(file, &bundled.source)
                .with_context(|| format!("cannot write {}", file.display()))?;
            eprintln!(
                "{}: the bundle of {} ({} bytes, edition {})",
                file.display(),
                args.problem,
                bundled.source.len(),
                bundled.editions.join(" or ")
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

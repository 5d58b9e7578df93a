//! `judge doctor <problem>`: what a problem has and lacks, and what each missing part would add.

use super::known_problem;
use judge::workspace::Workspace;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The problem (crate name, task id or URL).
    pub problem: String,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let problem = known_problem(ws, &args.problem)?;
    print!("{}", judge::doctor::doctor(problem));
    Ok(ExitCode::SUCCESS)
}

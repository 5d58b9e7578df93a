//! `judge max-input <problem> <dir>`: writes the problem's max-size inputs to `<dir>/<n>.in`.

use super::{Usage, known_problem};
use anyhow::Context;
use judge::workspace::Workspace;
use plan_kit::Plan;
use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The problem (crate name, task id or URL).
    pub problem: String,
    /// The folder to write the inputs into (made if missing).
    pub dir: PathBuf,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let problem = known_problem(ws, &args.problem)?;
    let inputs = plans::plan(&problem.name)
        .map(Plan::max_inputs)
        .unwrap_or_default();
    if inputs.is_empty() {
        return Err(Usage(format!("`{}` has no max inputs in its plan", problem.name)).into());
    }
    let dir = &args.dir;
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for (i, max) in inputs.iter().enumerate() {
        let path = dir.join(format!("{}.in", i + 1));
        fs::write(&path, &max.input).with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!(
            "{}: {} ({} bytes)",
            path.display(),
            max.label,
            max.input.len()
        );
    }
    Ok(ExitCode::SUCCESS)
}

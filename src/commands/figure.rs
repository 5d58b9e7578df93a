//! `judge figure <problem>…` or `judge figure --all`: draws each figure from its plan and writes
//! it to `crates/<problem>/figure.svg`, saying what it wrote on stderr.

use super::Usage;
use judge::figure::{Figure, all, figure, without, write};
use judge::workspace::Workspace;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The problems to draw.
    #[arg(required_unless_present = "all")]
    pub problems: Vec<String>,
    /// Draw every problem that has a figure.
    #[arg(long, conflicts_with = "problems")]
    pub all: bool,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let chosen: Vec<Figure> = if args.all {
        all()
    } else {
        args.problems
            .iter()
            .map(|name| {
                figure(name).ok_or_else(|| match without().into_iter().find(|(p, _)| p == name) {
                    Some((_, why)) => Usage(format!("{name} has no figure: {why}")),
                    None => Usage(format!("no figure for `{name}`\n{}", usage())),
                })
            })
            .collect::<Result<_, _>>()?
    };
    for figure in chosen {
        let (path, bytes) = write(ws, &figure)?;
        eprintln!("{}: {bytes} bytes", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// What `figure` takes, and the problems it knows.
fn usage() -> String {
    let names: Vec<&str> = all().iter().map(|figure| figure.problem).collect();
    format!(
        "usage: judge figure <problem>… | --all\n  writes crates/<problem>/figure.svg; problems: {}",
        names.join(", ")
    )
}

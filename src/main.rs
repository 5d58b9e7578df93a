//! The judge's command line (`judge --help`; `judge <command> --help` for each command): parses
//! the arguments and dispatches to the command's module (`commands/`).
//!
//! Exit status: 0 on success (for `check`: AC), 1 when the work failed (for `check`: any other
//! verdict), 2 for bad usage (an unknown problem, a file that cannot be judged, a bad number),
//! always with a plain message.

mod commands;

use clap::Parser;
use commands::{Command, Usage};
use judge::run;
use judge::workspace::Workspace;
use std::path::PathBuf;
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

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(run::MEASURE) {
        run::measure_main(&args[2..]);
    }
    let cli = Cli::parse();
    // The one workspace of this process, passed down to every command.
    let ws = match Workspace::locate(cli.manifest_path.as_deref()) {
        Ok(ws) => ws,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    let ran = cli.command.run(&ws);
    for warning in ws.warnings() {
        eprintln!("warning: {warning}");
    }
    match ran {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            if error.is::<Usage>() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

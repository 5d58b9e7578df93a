//! `judge bench [problem…]`: each problem's max-size inputs through its release binary, beside the
//! input floor (and, with `--against`, a second program), as a table or JSON; or, with
//! `--round-trips N`, the cost of the judge's interactive path per line.

use super::{Usage, known_problem};
use judge::bench::{self, Against, Progress};
use judge::workspace::Workspace;
use serde_json::json;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The problems to bench (default: all).
    pub problems: Vec<String>,
    /// Runs after the warm-up.
    #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u32).range(1..))]
    pub runs: u32,
    /// A second program to run alternately: `seed` (crates/<problem>/seed.cpp, g++ -O2) or a
    /// shell command in which {problem} stands for the problem's name.
    #[arg(long, value_name = "seed|COMMAND")]
    pub against: Option<String>,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Rewrite the bench table of each crate README (and of the root README when every
    /// problem ran) from this run.
    #[arg(long)]
    pub write_readmes: bool,
    /// Instead of the problems: time this many round trips of an echo program (a line sent, the
    /// same line back) through the judge's interactive path, beside plain pipes.
    #[arg(long, value_name = "LINES", conflicts_with_all = ["problems", "against", "json", "write_readmes"], value_parser = clap::value_parser!(u32).range(1..))]
    pub round_trips: Option<u32>,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    if let Some(lines) = args.round_trips {
        round_trips(ws, lines as usize, args.runs as usize)?;
        return Ok(ExitCode::SUCCESS);
    }
    let names = args
        .problems
        .iter()
        .map(|name| known_problem(ws, name).map(|p| p.name.clone()))
        .collect::<Result<Vec<_>, _>>()?;
    let against = args.against.as_deref().map(Against::parse);
    if matches!(against, Some(Against::Seed)) {
        let without = bench::without_seed(ws, &names);
        if !names.is_empty() && names.iter().all(|name| without.contains(name)) {
            return Err(Usage(format!(
                "--against seed: {} has no seed (crates/<problem>/seed.cpp); the problems with \
                 a seed are those with that file",
                without.join(", ")
            ))
            .into());
        }
        if !without.is_empty() {
            eprintln!(
                "note: no seed for {}: those rows run ours alone",
                without.join(", ")
            );
        }
    }
    report(
        ws,
        &bench::Options {
            names,
            runs: args.runs as usize,
            against,
            json: args.json,
            write_readmes: args.write_readmes,
        },
    )?;
    Ok(ExitCode::SUCCESS)
}

/// [`bench::run`], its progress on stderr (on a terminal, one line rewritten in place), then the
/// table (or JSON) and, if asked, the READMEs rewritten.
fn report(ws: &Workspace, options: &bench::Options) -> anyhow::Result<()> {
    let interactive = std::io::stderr().is_terminal();
    let report = bench::run(ws, options, &mut |progress| match progress {
        Progress::Building => eprintln!("building the release binaries and the floor…"),
        Progress::Running(what) if interactive => {
            eprint!("\r\x1b[K{what}");
            let _ = std::io::stderr().flush();
        }
        Progress::Running(what) => eprintln!("{what}"),
    })?;
    if interactive {
        eprint!("\r\x1b[K");
    }
    let rows = &report.rows;
    if options.json {
        let json = json!({
            "machine": report.machine,
            "load": report.load,
            "date": report.date,
            "runs": report.runs,
            "rows": bench::to_json(rows),
        });
        println!("{}", serde_json::to_string_pretty(&json).expect("JSON"));
    } else {
        println!("{}\n", report.description());
        print!("{}", bench::table(rows));
        print!("\n{}", report.summary());
    }
    if options.write_readmes {
        let rewritten = bench::write_readmes(ws, &report)?;
        if rewritten.page_left {
            eprintln!(
                "docs/bench.md is left as it was: its table needs a run of every collection problem"
            );
        }
        for path in rewritten.files {
            eprintln!("rewrote the bench table of {}", path.display());
        }
    }
    Ok(())
}

/// `--round-trips`: the echo through the judge and over plain pipes, per round trip.
fn round_trips(ws: &Workspace, lines: usize, runs: usize) -> anyhow::Result<()> {
    let launcher = std::env::current_exe()?;
    let (machine, load) = (bench::machine(), bench::load_average());
    let (judged, plain) = bench::games::round_trips(ws, &launcher, lines, runs)?;
    let line = |what: &str, took: std::time::Duration| {
        let secs = took.as_secs_f64();
        format!(
            "  {what}: {:.1} ms, {:.1} µs per round trip, {:.0} round trips/s",
            secs * 1e3,
            secs * 1e6 / lines as f64,
            lines as f64 / secs
        )
    };
    println!(
        "{machine}, load average {load} at the start; {lines} round trips of bench/echo.rs, \
         medians of {runs} runs after a warm-up:"
    );
    println!(
        "{}",
        line(
            "through the judge (launcher, two pipes, the jury's side)",
            judged
        )
    );
    println!("{}", line("plain pipes from one process", plain));
    Ok(())
}

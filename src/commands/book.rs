//! `judge book [--out DIR]`: the collection as a static site (`target/book/` by default) that
//! opens offline: the README's index as the front page and table of contents, every crate README
//! a chapter with its figure and a board to play its game, `docs/` the appendix, searchable in
//! English and Chinese.

use judge::book::Progress;
use judge::workspace::Workspace;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The folder to write the site to (emptied first; default: target/book/ of the checkout).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let out = args.out.unwrap_or_else(|| ws.target_dir().join("book"));
    let built = judge::book::build(ws, &out, &mut |progress| match progress {
        Progress::PlayingGame { problem } => {
            eprintln!("book: playing a game of {problem} (our solution against the jury)…");
        }
    })?;
    eprintln!(
        "book: {} pages ({} with a board), {:.1} MiB, in {:.1} s",
        built.pages,
        built.boards,
        built.bytes as f64 / (1024.0 * 1024.0),
        built.took.as_secs_f64()
    );
    println!("{}", out.join("index.html").display());
    Ok(ExitCode::SUCCESS)
}

//! `judge book [--out DIR]`: the collection as a static site (`target/book/` by default) that
//! opens offline: the README's index as the front page and table of contents, every crate README
//! a chapter with its figure and a board to play its game, `docs/` the appendix, searchable in
//! English and Chinese.

use judge::workspace::{root, target_dir};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The folder to write the site to (emptied first; default: target/book/ of the checkout).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let out = args.out.unwrap_or_else(|| target_dir().join("book"));
    let built = judge::book::build(root(), &out, true)?;
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

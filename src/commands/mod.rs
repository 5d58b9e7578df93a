//! The judge's commands, one module each: its arguments (a `clap::Args` struct) and its `run`.
//! `main.rs` parses the command line and dispatches here; the work itself is the library's.
//!
//! Errors: bad usage is a [`Usage`] error (exit status 2), any other failure of the work an
//! `anyhow` error with its context (exit status 1); both print one plain `error: …` line.

pub mod bench;
pub mod book;
pub mod bundle;
pub mod check;
pub mod doctor;
pub mod figure;
pub mod max_input;
pub mod new;
mod parse;
pub mod play;
mod progress;

use clap::Subcommand;
use judge::workspace::{Problem, Workspace};
use std::process::ExitCode;

/// A judge command and its arguments.
#[derive(Subcommand)]
pub enum Command {
    /// Run each problem's max-size inputs through its release binary: one warm-up, then N runs;
    /// print median and min–max wall time, peak memory, the share of the judge's limits, and the
    /// ratio to the input floor (bench/floor.rs: read all of stdin, parse every integer), run in
    /// the same rounds.
    Bench(bench::Args),
    /// Write the problem's max-size inputs to <DIR>/<n>.in.
    MaxInput(max_input::Args),
    /// Print the problem's main.rs (or any .rs file) as one std-only file, for the judges without
    /// crates (Codeforces, Luogu, CSES, Library Checker).
    Bundle(bundle::Args),
    /// Judge a solution, in any language, like an online judge: the samples, the hand-made cases,
    /// every small instance against the oracle, seeded random instances of every size, the
    /// max-size inputs under the time (CPU) and memory limits, and any folders of tests you give.
    /// The smallest failing input found is printed and saved under target/judge/failures/. The
    /// last line is `verdict: <AC|WA|TLE|MLE|RE|PE|CE|ILE|BUSY>` (PE: a line an interactive
    /// problem's protocol cannot read; ILE: idle; BUSY: not judged, the machine too busy), or
    /// `verdict: none` when the problem has nothing to judge; the exit status is 0 iff AC (2 for
    /// bad usage).
    #[command(after_help = "\
A .rs file is built as the problem's judge builds it: for AtCoder with the real proconio 0.5.0
(derive) and itertools 0.14.0 (cargo, edition 2024); for Codeforces, Luogu, CSES and Library
Checker with rustc -O, std only, in the judge's edition (a file that uses the crates is bundled
first). --toolchain overrides it. C++ is g++ -O2 -std=c++17, C is gcc -O2 -std=c11 -lm, Python is
python3.

Time is CPU time (user + system, with every child process) against the limit. A run with no CPU
time used and nothing running for max(1 s, the limit) is idle (ILE): it sleeps or waits. A run
still going at 20× the limit + 10 s of wall time is not judged (BUSY: the machine is too busy).

Examples:
  judge check luogu-p2197-nim my.cpp
  judge check dp_k main.rs                       (a task id or the problem's URL works too)
  judge check abc354_e main.rs --groups samples,edge
  judge check cses-1730-nim-game-1 a.rs --tests ../cses-tests/1730
  judge check --tests testcases/a.yml --toolchain atcoder main.rs   (any problem, its tests only)
  judge check luogu-p2197-nim -- python3 nim.py")]
    Check(check::Args),
    /// Draw crates/<problem>/figure.svg from the problem's oracle (the game search).
    Figure(figure::Args),
    /// Build the collection as a static site that opens offline (target/book/index.html): the
    /// README's index as the table of contents, every problem's README a chapter with its figure
    /// and a board to play its game against the perfect opponent, docs/ the appendix; search in
    /// English and Chinese (index.html?search=WORDS).
    Book(book::Args),
    /// Create a new problem of your own: its crate (manifest, a main.rs that reads with proconio,
    /// a README with the collection's headings) and its samples folder. Write main.rs and
    /// samples/<name>/1.in and 1.out, and `cargo test` and `check` work; `--plan` adds the plan's
    /// template, crates/<name>/plan.rs (validator, oracle, generators, max inputs: each optional;
    /// on an existing problem without a plan, only that), and
    /// `judge doctor <name>` says what the problem has and what each missing part adds.
    #[command(
        after_help = "Defaults: --judge as the name says (abc297g-…: atcoder), --time-limit-ms 2000, \
                      --memory-limit-mb 1024, no URL."
    )]
    New(new::Args),
    /// Say what a problem has and lacks: samples, plan, each part of its plan (validator,
    /// oracle, reference, exhaustive group, generators, shrinker, max inputs, figure) with what it
    /// adds, wrong solutions, bench rows, README sections.
    Doctor(doctor::Args),
    /// Play a problem's game yourself. A game that is not interactive is one case of an input (a
    /// sample by default), against the perfect opponent of the kit's search: the position is
    /// drawn after each move, `?` lists every legal move with its outcome for you (and the
    /// Grundy value where the game has one), an illegal move is refused with the rules' reason,
    /// `undo` takes your last move back; `--watch` plays both sides. An interactive problem: as
    /// the jury against our solution (or your file, or a command after `--`), the position drawn
    /// and the jury's legal moves listed before each of your moves; or, with `--as program`, as
    /// the program against one of the jury's strategies; `--watch`: our solution against the
    /// jury's first strategy. Lines are read from stdin, so a script plays too.
    #[command(after_help = "\
The last line is the result: `result: first player wins`, `second player wins`, `draw`, or for a
scored game `first N, second M`; for an interactive problem, whether the program's side won. The
exit status is 0 once a game is over (an interactive one: iff the program's side won), 1 if your
input ended first, 2 for bad usage.

Examples:
  judge play luogu-p2197-nim                            (the first sample's first game)
  judge play luogu-p2197-nim --case 2 --second          (its second game, the opponent first)
  judge play edpc-l-deque --watch                       (both sides, perfectly)
  judge play abc398e-tree-game                          (you are the jury against our solution)
  judge play abc398e-tree-game my.rs --instance t.in    (against your attempt, on your instance)
  judge play abc398e-tree-game --as program --strategy random
  judge play abc398e-tree-game < moves.txt              (from a script)")]
    Play(play::Args),
}

impl Command {
    /// Runs the command on the workspace `ws`; the exit status on success (for `check`: 0 iff
    /// AC).
    pub fn run(self, ws: &Workspace) -> anyhow::Result<ExitCode> {
        match self {
            Command::Bench(args) => bench::run(ws, args),
            Command::MaxInput(args) => max_input::run(ws, args),
            Command::Bundle(args) => bundle::run(ws, args),
            Command::Check(args) => check::run(ws, args),
            Command::Figure(args) => figure::run(ws, args),
            Command::Book(args) => book::run(ws, args),
            Command::New(args) => new::run(ws, args),
            Command::Doctor(args) => doctor::run(ws, args),
            Command::Play(args) => play::run(ws, args),
        }
    }
}

/// Bad usage of a command (an unknown problem, a file that cannot be judged, a bad argument):
/// exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Usage(pub String);

/// A failure of the library that is the user's mistake (a folder of tests that cannot be read, a
/// file that cannot be judged) as a usage error, its causes on one line.
pub fn usage(error: anyhow::Error) -> Usage {
    Usage(format!("{error:#}"))
}

/// The problem of `ws` that `name` names, or a usage error with the nearest names.
pub fn known_problem<'ws>(ws: &'ws Workspace, name: &str) -> Result<&'ws Problem, Usage> {
    ws.problem(name)
        .map_err(|unknown| Usage(unknown.to_string()))
}

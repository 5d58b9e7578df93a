//! `judge play <problem>`: you play the problem's game. A game that is not interactive is one case
//! of an input (a sample by default), played against the perfect opponent the kit's search
//! makes, with hints (`?`) and `undo`; `--watch` plays both sides. An interactive problem: by
//! default you are the jury against our solution (or your file, or a command after `--`); with
//! `--as program` you play the program's side against one of the jury's strategies; `--watch`
//! plays our solution against the jury's first strategy. Lines are read from stdin, so a script
//! plays too: `judge play <problem> < moves.txt` prints the game and the result.

use super::{Usage, known_problem, usage};
use judge::candidate::{Attempt, Failed, toolchain_for};
use judge::engine::{Verdict, idle_limit};
use judge::play::game::Seats;
use judge::play::{self, Played, Terminal};
use judge::run::Limits;
use judge::samples::instance;
use judge::workspace::{Problem, Workspace, judge_exe};
use plan_kit::interactive::{Interactive, Strategy};
use std::io::{self, BufReader};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(clap::Args)]
pub struct Args {
    /// The problem (crate name, task id or URL), then, as the jury, the source file of the
    /// program you play against (default: the problem's own solution).
    #[arg(value_name = "PROBLEM] [FILE")]
    pub args: Vec<String>,
    /// As the jury: the command you play against, after `--` (instead of a file).
    #[arg(last = true, value_name = "COMMAND")]
    pub command: Vec<String>,
    /// Your side: `jury` (against a program) or `program` (against a jury's strategy).
    #[arg(long = "as", value_name = "SIDE", default_value = "jury", value_parser = ["jury", "program"])]
    pub side: String,
    /// As the program: the jury's strategy you play against (default: its first).
    #[arg(long, value_name = "NAME")]
    pub strategy: Option<String>,
    /// As the program: the seed of the strategy's random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The game's instance, a test file of the problem (default: its first sample).
    #[arg(long, value_name = "FILE")]
    pub instance: Option<PathBuf>,
    /// Where the input holds several games (test cases), the one to play, from 1.
    #[arg(long, value_name = "K", value_parser = super::parse::positive_usize)]
    pub case: Option<usize>,
    /// Let the opponent move first.
    #[arg(long, conflicts_with = "watch")]
    pub second: bool,
    /// Watch the game played perfectly by both sides (an interactive problem: our solution
    /// against the jury's first strategy).
    #[arg(long)]
    pub watch: bool,
    /// How to build a .rs file: `atcoder` or `std`, as for `judge check`.
    #[arg(long, value_parser = ["atcoder", "std"])]
    pub toolchain: Option<String>,
}

pub fn run(ws: &Workspace, args: Args) -> anyhow::Result<ExitCode> {
    let (name, file) = match args.args.as_slice() {
        [name] => (name, None),
        [name, file] => (name, Some(PathBuf::from(file))),
        [] => return Err(Usage("give the problem: judge play <problem>".to_owned()).into()),
        more => {
            return Err(Usage(format!(
                "too many arguments: {}; give the problem and at most one file",
                more.join(" ")
            ))
            .into());
        }
    };
    let problem = known_problem(ws, name)?;
    let plan = plans::plan(&problem.name);
    if let Some(play) = plan.and_then(|plan| plan.play.as_ref()) {
        if file.is_some() || !args.command.is_empty() || args.side != "jury" {
            return Err(Usage(format!(
                "{} is played against the perfect opponent: give no file, command or --as",
                problem.name
            ))
            .into());
        }
        let instance = instance(problem, args.instance.as_deref()).map_err(usage)?;
        return game(play, &instance, &args);
    }
    let interactive = plan
        .and_then(|plan| plan.interactive.as_ref())
        .ok_or_else(|| {
            Usage(format!(
                "{} has no game to play yet (its plan states none)",
                problem.name
            ))
        })?;
    if args.case.is_some() || args.second {
        return Err(
            Usage("--case and --second are for a game that is not interactive".to_owned()).into(),
        );
    }
    let instance = instance(problem, args.instance.as_deref()).map_err(usage)?;
    let terminal = Terminal::new(
        Box::new(BufReader::new(io::stdin())),
        Box::new(io::stdout()),
    );
    let played = if args.side == "program" {
        if file.is_some() || !args.command.is_empty() {
            return Err(Usage(
                "as the program you play yourself: give no file or command".to_owned(),
            )
            .into());
        }
        let strategy = strategy(interactive, args.strategy.as_deref())?;
        play::as_program(strategy, &instance, args.seed, terminal)?
    } else {
        if args.strategy.is_some() && !args.watch {
            return Err(Usage(
                "--strategy is for --as program: as the jury, you choose the moves".to_owned(),
            )
            .into());
        }
        let command = opponent(ws, problem, file, &args)?;
        let command: Vec<&str> = command.iter().map(String::as_str).collect();
        let limits = Limits {
            // the person thinks while the program waits: only the program's CPU time counts
            wall: Duration::from_secs(24 * 3600),
            cpu: Some(problem.time_limit + problem.time_limit / 10),
            idle: Some(idle_limit(problem.time_limit)),
            address_space: None,
        };
        if args.watch {
            let strategy = strategy(interactive, args.strategy.as_deref())?;
            let jury = (strategy.start)(&instance, args.seed);
            play::watch(jury, &judge_exe(), &command, &limits, terminal)?
        } else {
            play::as_jury(
                interactive,
                &instance,
                &judge_exe(),
                &command,
                &limits,
                terminal,
            )?
        }
    };
    println!("{}", result_line(&played, args.side == "program"));
    Ok(if played.verdict == Verdict::Ac {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Plays case `--case` (default 1) of `instance` of a game that is not interactive.
fn game(play: &plan_kit::game::Play, instance: &str, args: &Args) -> anyhow::Result<ExitCode> {
    let mut games = (play.games)(instance);
    let count = games.len();
    let case = args.case.unwrap_or(1);
    if case > count {
        return Err(Usage(format!(
            "--case {case}: the input holds {count} game{}",
            if count == 1 { "" } else { "s" }
        ))
        .into());
    }
    let solved = games.get(case - 1).map_err(|too_large| {
        Usage(format!(
            "game {case} of the input: {too_large}; give a smaller one with --instance FILE"
        ))
    })?;
    let seats = match (args.watch, args.second) {
        (true, _) => Seats::Watch,
        (false, true) => Seats::Second,
        (false, false) => Seats::First,
    };
    if count > 1 {
        println!("game {case} of the {count} in the input (--case K plays another)");
    }
    if seats != Seats::Watch {
        println!("moves: {}", play.notation);
    }
    let terminal = Terminal::new(
        Box::new(BufReader::new(io::stdin())),
        Box::new(io::stdout()),
    );
    let ended = judge::play::game::play(solved, seats, terminal)?;
    Ok(if ended.result.is_some() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The last line: who won, and why the program's side lost.
fn result_line(played: &Played, person_is_program: bool) -> String {
    let side = if person_is_program {
        "you (the program)"
    } else {
        "the program"
    };
    match (played.verdict, played.left) {
        (_, true) => format!("result: unfinished: {}", played.why),
        (Verdict::Ac, _) => format!("result: {side} won (AC)"),
        (verdict, _) => format!("result: {side} lost ({}): {}", verdict.as_str(), played.why),
    }
}

/// The strategy named, else the first; a usage error listing them for an unknown name.
fn strategy(interactive: &Interactive, name: Option<&str>) -> Result<&'static Strategy, Usage> {
    let Some(name) = name else {
        return Ok(interactive.first());
    };
    interactive.strategy_named(name).map_err(|names| {
        Usage(format!(
            "no strategy `{name}`; the jury's strategies: {}",
            names.join(", ")
        ))
    })
}

/// The command of the program the jury plays: the command given, the file given built as the
/// problem's judge builds it, or the problem's own solution.
fn opponent(
    ws: &Workspace,
    problem: &Problem,
    file: Option<PathBuf>,
    args: &Args,
) -> anyhow::Result<Vec<String>> {
    let attempt = match (file, args.command.is_empty()) {
        (Some(_), false) => {
            return Err(
                Usage("give either a file or a command after `--`, not both".to_owned()).into(),
            );
        }
        (None, false) => Attempt::Command(args.command.clone()),
        (file, true) => Attempt::File(file.unwrap_or_else(|| problem.dir.join("src/main.rs"))),
    };
    attempt.usable().map_err(usage)?;
    let shown = attempt.label();
    match attempt.program(ws, toolchain_for(args.toolchain.as_deref(), Some(problem))) {
        Ok((program, _)) => Ok(program.command),
        Err(Failed::Compile(message)) => {
            Err(anyhow::anyhow!("{shown} does not compile:\n{message}"))
        }
        Err(Failed::Unusable(message)) => Err(Usage(message).into()),
    }
}

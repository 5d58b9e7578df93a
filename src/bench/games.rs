//! Benchmarks of interactive problems. A max input is a game: our binary plays it against the
//! jury's first strategy through the engine's own path (the launcher, two pipes, the jury's
//! referee; [`crate::run::converse`]), and the run must win. Its floor is the **echo floor**:
//! `bench/echo.rs`, which prints back every line it reads, answering as many lines as the game
//! had through the same path, so `× floor` is what the game costs beyond its round trips.
//! [`round_trips`] times the path itself: an echo through the judge, beside the same echo over
//! plain pipes from this process.

use super::{Bench, Row, bench_tool, median, row};
use crate::engine::Verdict;
use crate::engine::interactive::{plain_game_verdict, play_game};
use crate::run::{Limits, Peer, Run, Said, converse};
use crate::workspace::{Problem, Workspace};
use anyhow::{Context, anyhow};
use plan_kit::interactive::{Interactive, Speaker, game_seed};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The command line of the echo floor: `bench/echo.rs` built with `rustc -O` (cached).
pub fn echo_command(ws: &Workspace) -> anyhow::Result<Vec<String>> {
    bench_tool(ws, "echo")
}

/// A peer that sends `left` numbered lines, one per line heard, then ends the interaction.
struct Echo {
    left: usize,
}

impl Peer for Echo {
    fn open(&mut self) -> Said {
        self.line("")
    }

    fn line(&mut self, _: &str) -> Said {
        if self.left == 0 {
            return Said::Over(Vec::new());
        }
        self.left -= 1;
        Said::Send(format!("{}\n", self.left).into_bytes())
    }
}

/// `command` (an echo) answering `lines` lines through `launcher`.
pub fn echo_run(
    launcher: &Path,
    command: &[&str],
    lines: usize,
    limits: &Limits,
) -> anyhow::Result<Run> {
    let conversation = converse(launcher, command, limits, &mut Echo { left: lines })
        .with_context(|| format!("{command:?}"))?;
    let run = conversation.run;
    if run.success() {
        Ok(run)
    } else {
        Err(anyhow!("the echo {}", run.describe_failure()))
    }
}

/// One game of `command` on `instance` against strategy 0, which it must win: its run and the
/// number of lines it printed.
fn game_run(
    launcher: &Path,
    command: &[&str],
    interactive: &Interactive,
    instance: &str,
    limits: &Limits,
) -> anyhow::Result<(Run, usize)> {
    let seed = game_seed(1, instance, 0);
    let game = play_game(
        launcher,
        command,
        limits,
        interactive.first(),
        instance,
        seed,
    )
    .with_context(|| format!("{command:?}"))?;
    let (verdict, why) = plain_game_verdict(&game);
    if verdict != Verdict::Ac {
        return Err(anyhow!(
            "{} did not win the game against the jury's `{}`: {verdict} {why}",
            command.join(" "),
            interactive.first().name,
        ));
    }
    let lines = game
        .transcript
        .lines
        .iter()
        .filter(|(speaker, _)| *speaker == Speaker::Program)
        .count();
    Ok((game.conversation.run, lines))
}

/// [`super::bench_problem`] for an interactive problem: each max input played by `exe` (and
/// `other`, if given) against the jury's first strategy, beside the echo floor.
pub fn bench_games(
    bench: Bench,
    problem: &Problem,
    interactive: &Interactive,
    exe: &Path,
    other: Option<&[String]>,
    runs: usize,
    progress: &mut dyn FnMut(&str),
) -> anyhow::Result<Vec<Row>> {
    let plan = plans::plan(&problem.name).with_context(|| format!("{}: no Plan", problem.name))?;
    let wall = (problem.time_limit * 10).max(Duration::from_secs(10));
    let limits = Limits {
        wall,
        cpu: Some(wall),
        idle: Some(Duration::from_secs(2)),
        address_space: None,
    };
    let (ws, launcher) = (bench.ws, bench.launcher);
    let echo = echo_command(ws)?;
    let echo: Vec<&str> = echo.iter().map(String::as_str).collect();
    let ours_cmd = [exe.to_str().context("non-UTF-8 path")?];
    let other_cmd: Option<Vec<&str>> = other.map(|c| c.iter().map(String::as_str).collect());
    let mut rows = Vec::new();
    for max in plan.max_inputs() {
        let (mut ours, mut theirs, mut floors) = (Vec::new(), Vec::new(), Vec::new());
        for round in 0..=runs {
            progress(&format!(
                "{} · {} · round {round}/{runs}",
                problem.name, max.label
            ));
            let (run, lines) = game_run(launcher, &ours_cmd, interactive, &max.input, &limits)?;
            let other_run = match &other_cmd {
                Some(command) => {
                    Some(game_run(launcher, command, interactive, &max.input, &limits)?.0)
                }
                None => None,
            };
            let floor = echo_run(launcher, &echo, lines, &limits)?;
            if round > 0 {
                ours.push(run);
                theirs.extend(other_run);
                floors.push(floor);
            }
        }
        rows.push(row(problem, &max, &ours, &theirs, &floors));
    }
    Ok(rows)
}

/// Times `lines` round trips, `runs` times after a warm-up: the echo through `launcher` and the
/// judge's interactive path, then the same echo over plain pipes from this process. The medians
/// of each, as (through the judge, plain pipes).
pub fn round_trips(
    ws: &Workspace,
    launcher: &Path,
    lines: usize,
    runs: usize,
) -> anyhow::Result<(Duration, Duration)> {
    let echo = echo_command(ws)?;
    let echo: Vec<&str> = echo.iter().map(String::as_str).collect();
    let limits = Limits {
        wall: Duration::from_secs(600),
        cpu: None,
        idle: Some(Duration::from_secs(2)),
        address_space: None,
    };
    let (mut judged, mut plain) = (Vec::new(), Vec::new());
    for round in 0..=runs {
        let run = echo_run(launcher, &echo, lines, &limits)?;
        let direct = plain_pipes(echo[0], lines)?;
        if round > 0 {
            judged.push(run.wall.as_secs_f64());
            plain.push(direct.as_secs_f64());
        }
    }
    Ok((
        Duration::from_secs_f64(median(&judged)),
        Duration::from_secs_f64(median(&plain)),
    ))
}

/// `lines` round trips with the echo `exe` over plain pipes: write a line, read it back.
fn plain_pipes(exe: &str, lines: usize) -> anyhow::Result<Duration> {
    let started = Instant::now();
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {exe}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
    let mut line = String::new();
    for left in (0..lines).rev() {
        writeln!(stdin, "{left}")
            .and_then(|()| stdin.flush())
            .context("the echo")?;
        line.clear();
        stdout.read_line(&mut line).context("the echo")?;
    }
    drop(stdin);
    child.wait().context("the echo")?;
    Ok(started.elapsed())
}

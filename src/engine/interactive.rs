//! Judging an interactive problem: each test is an instance, played by the program against every
//! strategy of the plan's jury in turn ([`plan_kit::interactive`]); the case fails on the first
//! game the program does not win, with the jury's reason and the numbered transcript.

use super::{Case, Engine, LostGame, Outcome, Unjudged, Verdict};
use crate::run::{Conversation, Ending, Limits as RunLimits, Peer, Said, Status, converse};
use plan_kit::interactive::{Fault, Interactive, Referee, Reply, Strategy, Transcript, game_seed};
use std::path::Path;
use std::time::Duration;

/// The lines of a failing game's transcript a report shows (its end).
pub const TRANSCRIPT_TAIL: usize = 40;

/// The referee of one game, as the peer of an interactive run.
struct JuryPeer {
    referee: Referee,
    /// The fault that stopped the game, if one did.
    fault: Option<Fault>,
}

impl JuryPeer {
    fn new(referee: Referee) -> JuryPeer {
        JuryPeer {
            referee,
            fault: None,
        }
    }

    fn said(&mut self, reply: Reply) -> Said {
        let bytes = |lines: &[String]| {
            lines
                .iter()
                .flat_map(|line| line.bytes().chain([b'\n']))
                .collect::<Vec<u8>>()
        };
        match reply {
            Reply::Send(lines) => Said::Send(bytes(&lines)),
            Reply::Over(lines) => Said::Over(bytes(&lines)),
            Reply::Stop(fault) => {
                let said = Said::Stop(bytes(fault.send()));
                self.fault = Some(fault);
                said
            }
        }
    }
}

impl Peer for JuryPeer {
    fn open(&mut self) -> Said {
        let reply = self.referee.open();
        self.said(reply)
    }

    fn line(&mut self, line: &str) -> Said {
        let reply = self.referee.hear(line);
        self.said(reply)
    }
}

/// One game and how it went.
pub struct Game {
    pub conversation: Conversation,
    pub fault: Option<Fault>,
    pub transcript: Transcript,
}

/// Plays one game of `command` on `instance` against `strategy` with `seed`.
pub fn play_game(
    launcher: &Path,
    command: &[&str],
    limits: &RunLimits,
    strategy: &Strategy,
    instance: &str,
    seed: u64,
) -> std::io::Result<Game> {
    let jury = (strategy.start)(instance, seed);
    referee_game(launcher, command, limits, Referee::new(jury))
}

/// Plays the game `referee` holds (its jury moved by its strategy or by a seat) against
/// `command`.
pub fn referee_game(
    launcher: &Path,
    command: &[&str],
    limits: &RunLimits,
    referee: Referee,
) -> std::io::Result<Game> {
    let mut peer = JuryPeer::new(referee);
    let conversation = converse(launcher, command, limits, &mut peer)?;
    Ok(Game {
        conversation,
        fault: peer.fault,
        transcript: peer.referee.transcript().clone(),
    })
}

/// The verdict on a game whose run broke no limit (those come first: [`Engine::limits_verdict`]),
/// with why: the jury's fault, an early exit, output after the end, or AC.
pub fn game_verdict(game: &Game) -> (Verdict, String) {
    match (&game.fault, &game.conversation.ending) {
        (Some(Fault::Malformed { reason, .. }), _) => (Verdict::Pe, reason.clone()),
        (Some(Fault::Wrong { reason, .. }), _) => (Verdict::Wa, reason.clone()),
        // the judge stops before it would judge a game the jury spoiled (`Unjudged::Plan`)
        (Some(Fault::Plan(reason)), _) => (Verdict::Wa, format!("plan error: {reason}")),
        (None, Ending::Over { extra }) if !extra.iter().all(u8::is_ascii_whitespace) => (
            Verdict::Wa,
            format!(
                "the program printed {} more bytes after the interaction was over: {:?}",
                extra.len(),
                String::from_utf8_lossy(&extra[..extra.len().min(60)])
            ),
        ),
        (None, Ending::Over { .. }) => (Verdict::Ac, String::new()),
        (None, Ending::Eof { partial }) if !partial.is_empty() => (
            Verdict::Wa,
            format!(
                "the program ended in the middle of the game, its last line without a line end: \
                 {:?}",
                String::from_utf8_lossy(&partial[..partial.len().min(60)])
            ),
        ),
        (None, Ending::Eof { .. }) => (
            Verdict::Wa,
            "the program ended (or closed its output) before the game was over".to_owned(),
        ),
        (None, Ending::Idle | Ending::Stopped) => (Verdict::Ile, IDLE_IN_GAME.to_owned()),
    }
}

/// Why a game in which the program fell idle ended, in the program's terms.
const IDLE_IN_GAME: &str = "idle: the program waits for a line the jury will not send (it has \
                            not flushed its last line, or waits for nothing)";

impl Engine<'_> {
    /// The command that judges the program again with this run's seed against `strategy` alone,
    /// and so plays the same game: `cargo judge check <problem> <file> --seed N --strategy S`
    /// (`-- <command>` for a command); with `saved`, on that input alone (`--tests <saved>
    /// --groups tests`), which replays a shrunk game without running the whole check.
    pub(super) fn replay_command(&self, strategy: &str, saved: Option<&Path>) -> String {
        let (name, seed) = (self.plan.name, self.options.seed);
        let mut options = String::new();
        if let Some(saved) = saved {
            options = format!("--tests {} --groups tests ", saved.display());
        }
        options.push_str(&format!("--seed {seed} --strategy {strategy}"));
        let label = &self.program.label;
        if self.program.command.join(" ") == *label {
            // Options after `--` would go to the command.
            format!("cargo judge check {name} {options} -- {label}")
        } else {
            format!("cargo judge check {name} {label} {options}")
        }
    }

    /// The interactive case: the instance played against each strategy of the jury.
    /// A jury's own fault (a plan error) is `Err`, with the game that shows it.
    pub(super) fn judge_games(
        &self,
        interactive: &Interactive,
        case: &Case,
    ) -> Result<Outcome, Unjudged> {
        let limits = self.run_limits();
        let command: Vec<&str> = self.program.command.iter().map(String::as_str).collect();
        let mut figures = (Duration::ZERO, Duration::ZERO, 0u64, false);
        for (s, strategy) in interactive.strategies.iter().enumerate() {
            if let Some(chosen) = &self.options.strategies
                && !chosen.iter().any(|name| name == strategy.name)
            {
                continue;
            }
            let seed = game_seed(self.options.seed, &case.input, s);
            let Some(launcher) = &self.options.launcher else {
                return Ok(Outcome::not_run(
                    "an interactive problem is judged through the launcher",
                ));
            };
            let game = match play_game(launcher, &command, &limits, strategy, &case.input, seed) {
                Ok(game) => game,
                Err(e) => {
                    return Ok(Outcome::not_run(&format!(
                        "cannot run {}: {e}",
                        self.program.label
                    )));
                }
            };
            if let Some(fault) = game.fault.as_ref().filter(|f| f.is_plan_error()) {
                return Err(Unjudged::Plan(format!(
                    "{} (the jury's strategy `{}`, seed {seed}, on {}; played again by {}); \
                     the game so far, < the jury, > the program:\n{}",
                    fault.reason(),
                    strategy.name,
                    case.origin,
                    self.replay_command(strategy.name, None),
                    game.transcript.tail(TRANSCRIPT_TAIL)
                )));
            }
            let run = &game.conversation.run;
            figures.0 = figures.0.max(run.cpu);
            figures.1 = figures.1.max(run.wall);
            figures.2 = figures.2.max(run.peak_rss_kib);
            figures.3 |= matches!(
                run.status,
                Status::CpuLimit | Status::Idle | Status::TimedOut
            );
            let judged = match (&game.fault, self.limits_verdict(run)) {
                // A fault the jury saw first stands, unless the run was killed at a limit.
                (Some(_), Some((verdict, why)))
                    if matches!(run.status, Status::CpuLimit | Status::TimedOut) =>
                {
                    (verdict, why)
                }
                (Some(_), _) => game_verdict(&game),
                (None, Some((Verdict::Ile, _))) => (
                    Verdict::Ile,
                    format!(
                        "{IDLE_IN_GAME}: no line from it and no CPU time for {} ms",
                        self.limits.idle.as_millis()
                    ),
                ),
                (None, Some(limit)) => limit,
                (None, None) => game_verdict(&game),
            };
            if judged.0 != Verdict::Ac {
                return Ok(Outcome {
                    verdict: judged.0,
                    killed: figures.3,
                    cpu: figures.0,
                    wall: figures.1,
                    rss_kib: figures.2,
                    actual: game.transcript.tail(TRANSCRIPT_TAIL),
                    detail: format!(
                        "against the jury's strategy `{}` (seed {seed}): {}\nthe end of the \
                         game (< the jury, > the program) is below as the actual output",
                        strategy.name, judged.1,
                    ),
                    game: Some(LostGame {
                        strategy: strategy.name,
                        transcript: game.transcript.numbered(),
                    }),
                });
            }
        }
        Ok(Outcome {
            verdict: Verdict::Ac,
            killed: figures.3,
            cpu: figures.0,
            wall: figures.1,
            rss_kib: figures.2,
            actual: String::new(),
            detail: String::new(),
            game: None,
        })
    }
}

/// The verdict on a game played outside the engine's groups (a sample test, `judge play`), whose
/// run had a CPU limit and a wall backstop but no memory check: TLE at either, a failed run
/// with no fault of the jury's RE, else [`game_verdict`].
pub fn plain_game_verdict(game: &Game) -> (Verdict, String) {
    let run = &game.conversation.run;
    match run.status {
        Status::CpuLimit => (
            Verdict::Tle,
            format!("killed after {} ms of CPU time", run.cpu.as_millis()),
        ),
        Status::TimedOut => (
            Verdict::Tle,
            format!("stopped after {} ms of wall time", run.wall.as_millis()),
        ),
        Status::Exited(0) | Status::Idle => game_verdict(game),
        _ if game.fault.is_some() => game_verdict(game),
        _ => (Verdict::Re, run.describe_failure()),
    }
}

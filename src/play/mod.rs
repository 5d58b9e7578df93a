//! `judge play`: a person plays a game of the collection at the terminal or from a script. The
//! game of a problem that is not interactive is played against the perfect opponent the kit's
//! search makes ([`game`]); an interactive problem is played on the protocol path `check` uses
//! ([`crate::run::converse`] and the plan's jury):
//!
//! - **As the jury**, against a program (ours or anyone's): the jury's opening lines are its
//!   own; before each of its moves the position is drawn and the legal moves listed, a line the
//!   jury's rules refuse is refused with their reason and asked for again, and the program is
//!   judged as `check` judges it (its CPU time, idleness, its lines).
//! - **As the program**, against one of the jury's strategies: every line typed goes to the jury,
//!   which judges it as it judges a program's (a malformed or losing line ends the game).
//!
//! Every line of the game is printed as it passes, numbered as in a report's transcript
//! (`   3 < 1 4`); the position's picture is indented under a bar.

pub mod game;

use crate::engine::Verdict;
use crate::engine::interactive::{plain_game_verdict, referee_game};
use crate::run::Limits;
use plan_kit::interactive::{
    Fault, Interactive, Jury, Referee, Reply, SEAT_LEFT, Seat, Strategy, Transcript,
};
use std::cell::RefCell;
use std::io::{self, BufRead, Write};
use std::path::Path;
use std::rc::Rc;

/// Where a person's lines are read from and the game is printed to.
pub struct Terminal {
    input: Box<dyn BufRead>,
    output: Box<dyn Write>,
    /// The transcript's lines printed so far.
    printed: usize,
}

impl Terminal {
    pub fn new(input: Box<dyn BufRead>, output: Box<dyn Write>) -> Terminal {
        Terminal {
            input,
            output,
            printed: 0,
        }
    }

    /// Prints the lines of `transcript` not printed yet.
    fn catch_up(&mut self, transcript: &Transcript) -> io::Result<()> {
        let lines = transcript.numbered_from(self.printed);
        self.printed = transcript.lines.len();
        self.say(&lines)
    }

    pub(crate) fn say(&mut self, text: &str) -> io::Result<()> {
        // a program's line may hold control characters: they are shown, not obeyed
        self.output
            .write_all(crate::text::printable(text).as_bytes())?;
        self.output.flush()
    }

    /// The position, drawn under a bar.
    pub(crate) fn draw(&mut self, picture: &str) -> io::Result<()> {
        let mut text = String::new();
        for line in picture.lines() {
            text.push_str("     | ");
            text.push_str(line);
            text.push('\n');
        }
        self.say(&text)
    }

    /// The next line typed that is not blank, trimmed; `None` once the input ends.
    pub(crate) fn read(&mut self) -> io::Result<Option<String>> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.input.read_line(&mut line)? == 0 {
                return Ok(None);
            }
            if !line.trim().is_empty() {
                return Ok(Some(line.trim().to_owned()));
            }
        }
    }
}

/// How a game a person played ended, for the program's side.
#[derive(Debug)]
pub struct Played {
    /// AC iff the program's side won every game; what `check` would give otherwise.
    pub verdict: Verdict,
    /// Why, in a sentence (empty for AC).
    pub why: String,
    /// True iff the person's input ended before the game did.
    pub left: bool,
}

impl Played {
    /// The person's input ended before the game did.
    fn left() -> Played {
        Played {
            verdict: Verdict::Wa,
            why: "your input ended before the game did".to_owned(),
            left: true,
        }
    }
}

/// The person in the jury's seat.
struct Person {
    terminal: Rc<RefCell<Terminal>>,
}

impl Seat for Person {
    fn play(&mut self, jury: &mut dyn Jury, transcript: &Transcript) -> Option<Vec<String>> {
        let mut terminal = self.terminal.borrow_mut();
        terminal.catch_up(transcript).ok()?;
        terminal.draw(&jury.picture()).ok()?;
        let moves = jury.moves().join(", ");
        terminal
            .say(&format!("your move (the jury's), one of: {moves}\n"))
            .ok()?;
        loop {
            let line = terminal.read().ok()??;
            match jury.play(&line) {
                Ok(printed) => return Some(printed),
                Err(why) => terminal.say(&format!("refused: {why}\n")).ok()?,
            }
        }
    }
}

/// The person at `terminal` plays the jury of `interactive` on `instance` against `command`,
/// run through `launcher` with `limits`.
pub fn as_jury(
    interactive: &Interactive,
    instance: &str,
    launcher: &Path,
    command: &[&str],
    limits: &Limits,
    terminal: Terminal,
) -> io::Result<Played> {
    let terminal = Rc::new(RefCell::new(terminal));
    let seat = Person {
        terminal: terminal.clone(),
    };
    let jury = (interactive.first().start)(instance, 0);
    let referee = Referee::seated(jury, Box::new(seat));
    let game = referee_game(launcher, command, limits, referee)?;
    terminal.borrow_mut().catch_up(&game.transcript)?;
    if game.fault.as_ref().is_some_and(|f| f.reason() == SEAT_LEFT) {
        return Ok(Played::left());
    }
    let (verdict, why) = plain_game_verdict(&game);
    Ok(Played {
        verdict,
        why,
        left: false,
    })
}

/// `jury` (one strategy's) plays `command`, run through `launcher` with `limits`, while the person
/// at `terminal` watches the transcript.
pub fn watch(
    jury: Box<dyn Jury>,
    launcher: &Path,
    command: &[&str],
    limits: &Limits,
    mut terminal: Terminal,
) -> io::Result<Played> {
    let game = referee_game(launcher, command, limits, Referee::new(jury))?;
    terminal.catch_up(&game.transcript)?;
    let (verdict, why) = plain_game_verdict(&game);
    Ok(Played {
        verdict,
        why,
        left: false,
    })
}

/// The person at `terminal` plays the program's side of the game on `instance` against
/// `strategy` with `seed`.
pub fn as_program(
    strategy: &Strategy,
    instance: &str,
    seed: u64,
    mut terminal: Terminal,
) -> io::Result<Played> {
    let mut referee = Referee::new((strategy.start)(instance, seed));
    let mut reply = referee.open();
    loop {
        terminal.catch_up(referee.transcript())?;
        let fault = match reply {
            Reply::Over(_) => {
                return Ok(Played {
                    verdict: Verdict::Ac,
                    why: String::new(),
                    left: false,
                });
            }
            Reply::Stop(fault) => fault,
            Reply::Send(_) => {
                terminal.draw(&referee.picture())?;
                terminal.say("your line (the program's):\n")?;
                let Some(line) = terminal.read()? else {
                    return Ok(Played::left());
                };
                reply = referee.hear(&line);
                continue;
            }
        };
        let verdict = match fault {
            Fault::Malformed { .. } => Verdict::Pe,
            Fault::Wrong { .. } | Fault::Plan(_) => Verdict::Wa,
        };
        return Ok(Played {
            verdict,
            why: fault.reason().to_owned(),
            left: false,
        });
    }
}

//! Interactive problems: the program plays a game against the jury over stdin and stdout, as on
//! Codeforces (a testlib interactor) or AtCoder. The plan gives the jury's side in place of an
//! expected output: a [`Jury`] started for each game with an instance (the test's text) and one
//! of the problem's strategies, which speaks the published protocol line by line.
//!
//! Each strategy carries its own constructor ([`Strategy::start`]): the jury of an instance
//! playing that strategy, so a plan names its strategies once and the judge plays each as it
//! is listed.
//!
//! A jury is a referee and a player at once. As referee it reads every line of the program
//! ([`Jury::hear`]) and says when a line is malformed, illegal or lost ([`Fault`]); as player it
//! chooses its own moves ([`Jury::choose`], by its strategy) and plays them ([`Jury::play`]).
//! The two halves are apart so that a human may take the jury's seat (`judge play`): then the
//! human's line goes to [`Jury::play`], which refuses an illegal one, and [`Jury::moves`] lists
//! the legal ones.
//!
//! [`Referee`] holds one game: it opens it, passes the program's lines to the jury, lets the
//! jury's strategy (or a [`Seat`]: a human) move whenever it is the jury's turn, and keeps the
//! numbered transcript. The judge runs it against a process; [`converse`] runs it against a
//! player written in Rust (for a plan's own tests), and [`replay`] checks a statement's
//! transcript line by line against the jury's rules.

use std::fmt::Write as _;

/// The jury's side of an interactive problem.
pub struct Interactive {
    /// The jury's strategies. Every test is played against each of them in turn; the first is
    /// the one a game needs when none is named (`judge play`, the bench, the book).
    pub strategies: &'static [Strategy],
}

/// One way the jury plays.
pub struct Strategy {
    /// A short name, for the command line and the reports (`optimal`, `random`, `longest`).
    pub name: &'static str,
    /// What it does, in a sentence.
    pub about: &'static str,
    /// A new game: the jury for the instance `input` (the test's text, which the validator
    /// accepts) playing this strategy, its random choices drawn from `seed`.
    pub start: fn(input: &str, seed: u64) -> Box<dyn Jury>,
}

impl Interactive {
    /// A jury with these strategies, the first played when none is named.
    pub const fn new(strategies: &'static [Strategy]) -> Self {
        Interactive { strategies }
    }

    /// The strategy called `name`, or the names there are (for a message).
    pub fn strategy_named(&self, name: &str) -> Result<&'static Strategy, Vec<&'static str>> {
        let strategies: &'static [Strategy] = self.strategies;
        strategies
            .iter()
            .find(|strategy| strategy.name == name)
            .ok_or_else(|| strategies.iter().map(|s| s.name).collect())
    }

    /// The first strategy, which a game plays when none is named.
    pub fn first(&self) -> &'static Strategy {
        &self.strategies[0]
    }
}

/// Whose line comes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The program must print a line.
    Program,
    /// The jury moves: [`Jury::choose`] (or a human) gives the line, [`Jury::play`] plays it.
    Jury,
    /// The interaction is over and the program has won every game: it must exit, printing
    /// nothing more.
    Over,
}

impl Turn {
    /// Whose line comes next in a game where the program first names its side and the two
    /// players then move in turn: none once the game is `over`; the program's while it has not
    /// named its side (`program_to_move` is `None`) or is to move; else the jury's.
    pub fn alternating(over: bool, program_to_move: Option<bool>) -> Turn {
        match (over, program_to_move) {
            (true, _) => Turn::Over,
            (false, Some(false)) => Turn::Jury,
            (false, _) => Turn::Program,
        }
    }
}

/// The side a program's `line` names, `First` or `Second` (white space around it aside): `Ok(true)`
/// for the first player, `Ok(false)` for the second, else why the line names neither.
pub fn side_named(line: &str) -> Result<bool, String> {
    match line.trim() {
        "First" => Ok(true),
        "Second" => Ok(false),
        _ => Err(format!("{line:?} is neither `First` nor `Second`")),
    }
}

/// Why the program's line ends the interaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// An illegal move, a false claim, a lost game, too many moves: WA, for this reason. `send`
    /// is what the protocol tells the program first (`-1`, say), often nothing.
    Wrong { reason: String, send: Vec<String> },
    /// A line the protocol cannot read (not a number, a missing token, a word it does not
    /// know): a protocol error, for this reason.
    Malformed { reason: String, send: Vec<String> },
    /// A fault of the jury's own, not the program's: its strategy chose a move its rules refuse,
    /// or it moves without end. The referee stops the game with it; a judge reports a bug in the
    /// plan, never a verdict on the program.
    Plan(String),
}

impl Fault {
    /// A wrong move, with nothing sent.
    pub fn wrong(reason: impl Into<String>) -> Fault {
        Fault::Wrong {
            reason: reason.into(),
            send: Vec::new(),
        }
    }

    /// A malformed line, with nothing sent.
    pub fn malformed(reason: impl Into<String>) -> Fault {
        Fault::Malformed {
            reason: reason.into(),
            send: Vec::new(),
        }
    }

    /// A wrong move, the jury printing `reply` first: the `-1` ([`MINUS_ONE`]) by which most
    /// protocols tell the program its line was refused.
    pub fn wrong_with(reply: &str, reason: impl Into<String>) -> Fault {
        Fault::Wrong {
            reason: reason.into(),
            send: vec![reply.to_owned()],
        }
    }

    /// A malformed line, the jury printing `reply` first, as [`Fault::wrong_with`].
    pub fn malformed_with(reply: &str, reason: impl Into<String>) -> Fault {
        Fault::Malformed {
            reason: reason.into(),
            send: vec![reply.to_owned()],
        }
    }

    /// The reason, whichever the kind.
    pub fn reason(&self) -> &str {
        match self {
            Fault::Wrong { reason, .. } | Fault::Malformed { reason, .. } | Fault::Plan(reason) => {
                reason
            }
        }
    }

    /// What the jury sends before it stops.
    pub fn send(&self) -> &[String] {
        match self {
            Fault::Wrong { send, .. } | Fault::Malformed { send, .. } => send,
            Fault::Plan(_) => &[],
        }
    }

    /// [`Fault::Plan`], for this reason.
    pub fn plan_error(why: impl std::fmt::Display) -> Fault {
        Fault::Plan(why.to_string())
    }

    /// Whether this is [`Fault::Plan`].
    pub fn is_plan_error(&self) -> bool {
        matches!(self, Fault::Plan(_))
    }
}

/// The line most protocols print for a refused line of the program before they stop (the
/// program must then exit): [`Fault::wrong_with`] and [`Fault::malformed_with`] send it.
pub const MINUS_ONE: &str = "-1";

/// One game's jury: the referee of the protocol and the player of one strategy.
pub trait Jury {
    /// The lines the jury prints first (the instance, as the protocol shows it).
    fn open(&mut self) -> Vec<String>;
    /// Whose line is next.
    fn turn(&self) -> Turn;
    /// Reads the program's `line` (without its line end), when it is the program's turn: `Ok`
    /// with the lines the jury prints at once in reply that are not a move of its own (most
    /// often none), or the fault that ends the interaction.
    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault>;
    /// The strategy's move now, as the line the jury would print (its turn only).
    fn choose(&mut self) -> String;
    /// Legal moves of the jury now, for a human in its seat: all of them, or the first few with
    /// the last entry saying what else is allowed when there are too many to list.
    fn moves(&self) -> Vec<String>;
    /// Plays the jury's move `line` (the strategy's or a human's): `Ok` with every line the jury
    /// prints for it (the move, and what follows it, such as the next game's instance), or why
    /// the move is not legal (nothing is changed then).
    fn play(&mut self, line: &str) -> Result<Vec<String>, String>;
    /// The position now, drawn as text for a terminal (a few lines).
    fn picture(&self) -> String;
}

/// Who printed a line of a transcript.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speaker {
    Jury,
    Program,
}

/// The lines of a game in order: `<` for the jury's, `>` for the program's.
#[derive(Clone, Debug, Default)]
pub struct Transcript {
    pub lines: Vec<(Speaker, String)>,
}

impl Transcript {
    /// The transcript numbered, one line each: `   3 > First`.
    pub fn numbered(&self) -> String {
        self.numbered_from(0)
    }

    /// The lines from number `first + 1` on, numbered as in [`Transcript::numbered`].
    pub fn numbered_from(&self, first: usize) -> String {
        let mut out = String::new();
        for (i, (speaker, line)) in self.lines.iter().enumerate().skip(first) {
            let mark = match speaker {
                Speaker::Jury => '<',
                Speaker::Program => '>',
            };
            let _ = writeln!(out, "{:>4} {mark} {line}", i + 1);
        }
        out
    }

    /// The transcript's last `keep` lines numbered, with a line saying how many came before.
    pub fn tail(&self, keep: usize) -> String {
        if self.lines.len() <= keep {
            return self.numbered();
        }
        let skip = self.lines.len() - keep;
        let all = self.numbered();
        let mut out = format!("     … {skip} earlier lines\n");
        for line in all.lines().skip(skip) {
            out.push_str(line);
            out.push('\n');
        }
        out
    }

    /// A statement's transcript, `< line` for the jury and `> line` for the program, one per
    /// line; anything after two spaces following the line (`(Bob cannot break 1)`) is a note,
    /// and blank lines are skipped.
    pub fn parse(text: &str) -> Result<Transcript, String> {
        let mut lines = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let raw = raw.trim_end();
            if raw.trim().is_empty() {
                continue;
            }
            let speaker = match raw.get(..2) {
                Some("< ") => Speaker::Jury,
                Some("> ") => Speaker::Program,
                _ => return Err(format!("line {}: neither `< ` nor `> `: {raw:?}", i + 1)),
            };
            let body = raw[2..].split("  ").next().unwrap_or("").trim().to_owned();
            lines.push((speaker, body));
        }
        Ok(Transcript { lines })
    }
}

/// What the referee answers to one line of the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Print these lines (perhaps none) and read on.
    Send(Vec<String>),
    /// Print these lines; the program has won: it must now exit and print nothing more.
    Over(Vec<String>),
    /// Print these lines and stop: the program has lost or broken the protocol.
    Stop(Fault),
}

/// Who makes the jury's moves in place of its strategy: a human at `judge play`.
pub trait Seat {
    /// The jury's move now, played with [`Jury::play`] (which refuses an illegal one: ask
    /// again), given the game's lines so far: `Some` with the lines the jury prints for it, or
    /// `None` if the seat gives up (its input ended).
    fn play(&mut self, jury: &mut dyn Jury, transcript: &Transcript) -> Option<Vec<String>>;
}

/// The reason of the fault that ends a game whose [`Seat`] gave up.
pub const SEAT_LEFT: &str = "the jury's seat left the game: its input ended before its move";

/// One game against a jury that plays its own strategy (or whose [`Seat`] moves for it), with
/// its transcript.
pub struct Referee {
    jury: Box<dyn Jury>,
    seat: Option<Box<dyn Seat>>,
    transcript: Transcript,
}

impl Referee {
    /// The game of `jury`, its moves chosen by its strategy.
    pub fn new(jury: Box<dyn Jury>) -> Referee {
        Referee {
            jury,
            seat: None,
            transcript: Transcript::default(),
        }
    }

    /// The game of `jury`, its moves made by `seat`.
    pub fn seated(jury: Box<dyn Jury>, seat: Box<dyn Seat>) -> Referee {
        Referee {
            jury,
            seat: Some(seat),
            transcript: Transcript::default(),
        }
    }

    /// Opens the game: the jury's first lines, and its first moves if it moves first. `Over`
    /// if the game is over before the program says anything.
    pub fn open(&mut self) -> Reply {
        let mut send = self.jury.open();
        self.record(Speaker::Jury, &send);
        match self.jury_moves(&mut send) {
            Ok(()) if self.jury.turn() == Turn::Over => Reply::Over(send),
            Ok(()) => Reply::Send(send),
            Err(fault) => Reply::Stop(fault),
        }
    }

    /// The program's `line`: the jury's reply, and its moves until it is the program's turn
    /// again or the game is over.
    pub fn hear(&mut self, line: &str) -> Reply {
        self.transcript
            .lines
            .push((Speaker::Program, line.to_owned()));
        if self.jury.turn() == Turn::Over {
            return Reply::Stop(Fault::wrong(
                "the program printed a line after the interaction was over",
            ));
        }
        let mut send = match self.jury.hear(line) {
            Ok(send) => send,
            Err(fault) => {
                self.record(Speaker::Jury, fault.send());
                return Reply::Stop(fault);
            }
        };
        self.record(Speaker::Jury, &send);
        match self.jury_moves(&mut send) {
            Ok(()) if self.jury.turn() == Turn::Over => Reply::Over(send),
            Ok(()) => Reply::Send(send),
            Err(fault) => Reply::Stop(fault),
        }
    }

    /// The jury's strategy (or its seat) moves while it is its turn, adding what it prints to
    /// `send`.
    fn jury_moves(&mut self, send: &mut Vec<String>) -> Result<(), Fault> {
        let mut moves = 0usize;
        while self.jury.turn() == Turn::Jury {
            moves += 1;
            if moves > 1_000_000 {
                return Err(Fault::plan_error("the jury moves without end"));
            }
            if let Some(seat) = &mut self.seat {
                let printed = seat
                    .play(self.jury.as_mut(), &self.transcript)
                    .ok_or_else(|| Fault::wrong(SEAT_LEFT))?;
                self.record(Speaker::Jury, &printed);
                send.extend(printed);
                continue;
            }
            let line = self.jury.choose();
            let printed = self.jury.play(&line).map_err(|why| {
                Fault::plan_error(format!(
                    "the jury's strategy chose {line:?}, which its own rules refuse: {why}"
                ))
            })?;
            self.record(Speaker::Jury, &printed);
            send.extend(printed);
        }
        Ok(())
    }

    fn record(&mut self, speaker: Speaker, lines: &[String]) {
        self.transcript
            .lines
            .extend(lines.iter().map(|line| (speaker, line.clone())));
    }

    /// True once the program has won every game.
    pub fn over(&self) -> bool {
        self.jury.turn() == Turn::Over
    }

    /// The lines so far.
    pub fn transcript(&self) -> &Transcript {
        &self.transcript
    }

    /// The position now.
    pub fn picture(&self) -> String {
        self.jury.picture()
    }

    /// Whose line is next.
    pub fn turn(&self) -> Turn {
        self.jury.turn()
    }
}

/// How a game against a player in Rust ended ([`converse`]).
#[derive(Debug)]
pub struct Ending {
    /// `None` if the player won every game, else the fault that ended it.
    pub fault: Option<Fault>,
    pub transcript: Transcript,
}

/// Plays `jury`'s game against `player`, which is given each line the jury prints and returns
/// the lines it prints in answer (none while it waits for more). A player that has nothing to
/// say when it is its turn has lost the game (a fault: it waits forever).
pub fn converse(jury: Box<dyn Jury>, player: &mut dyn FnMut(&str) -> Vec<String>) -> Ending {
    let mut referee = Referee::new(jury);
    let mut pending: std::collections::VecDeque<String> = std::collections::VecDeque::new();
    let mut reply = referee.open();
    loop {
        let send = match reply {
            Reply::Send(send) => send,
            Reply::Over(_) => {
                return Ending {
                    fault: None,
                    transcript: referee.transcript.clone(),
                };
            }
            Reply::Stop(fault) => {
                return Ending {
                    fault: Some(fault),
                    transcript: referee.transcript.clone(),
                };
            }
        };
        for line in &send {
            pending.extend(player(line));
        }
        let Some(line) = pending.pop_front() else {
            return Ending {
                fault: Some(Fault::wrong(
                    "the player waits for a line the jury will not print",
                )),
                transcript: referee.transcript.clone(),
            };
        };
        reply = referee.hear(&line);
    }
}

/// Asserts that a player made by `player` wins every game of `input` against each of
/// `strategies` (each jury seeded with `seed`); a fault fails it, naming the strategy, the fault
/// and the transcript's last 20 lines. For a plan's tests of the claim's winning play.
pub fn assert_wins_against<P: FnMut(&str) -> Vec<String>>(
    strategies: &[Strategy],
    input: &str,
    seed: u64,
    player: impl Fn() -> P,
) {
    for strategy in strategies {
        let ending = converse((strategy.start)(input, seed), &mut player());
        assert!(
            ending.fault.is_none(),
            "{}: {:?}\n{}",
            strategy.name,
            ending.fault,
            ending.transcript.tail(20)
        );
    }
}

/// A player for [`converse`] that answers each line the jury prints with the next of `lines`, a
/// `|` in it parting the lines it prints at once, and with nothing once `lines` are used up: a
/// game written out by hand, for a plan's tests of the jury's faults.
pub fn scripted(lines: &'static [&'static str]) -> impl FnMut(&str) -> Vec<String> {
    let mut lines = lines.iter();
    move |_| {
        lines
            .next()
            .map_or_else(Vec::new, |l| l.split('|').map(str::to_owned).collect())
    }
}

/// Checks a statement's `transcript` of the game on `input` against the jury's rules: the jury's
/// opening lines must be the transcript's first lines; each program line is heard; each jury
/// move of the transcript is played as a human's would be (it must be legal), and what the jury
/// prints for it must be the transcript's next lines. `Ok` with how the game stands at the end:
/// `None` if it is over with the program the winner, else the fault the jury found, or `Err`
/// naming the first line where the transcript and the rules part.
pub fn replay(
    interactive: &Interactive,
    input: &str,
    transcript: &str,
) -> Result<Option<Fault>, String> {
    let script = Transcript::parse(transcript)?;
    let mut jury = (interactive.first().start)(input, 0);
    let mut expect: std::collections::VecDeque<String> = jury.open().into();
    for (i, (speaker, line)) in script.lines.iter().enumerate() {
        let at = format!("transcript line {} ({line:?})", i + 1);
        match speaker {
            Speaker::Jury if !expect.is_empty() => {
                let printed = expect.pop_front().expect("not empty");
                if &printed != line {
                    return Err(format!("{at}: the jury printed {printed:?}"));
                }
            }
            Speaker::Jury => {
                if jury.turn() != Turn::Jury {
                    return Err(format!("{at}: not the jury's turn ({:?})", jury.turn()));
                }
                let printed = jury.play(line).map_err(|why| format!("{at}: {why}"))?;
                expect.extend(printed);
                let first = expect.pop_front();
                if first.as_deref() != Some(line.as_str()) {
                    return Err(format!("{at}: the jury printed {first:?} for it"));
                }
            }
            Speaker::Program => {
                if let Some(left) = expect.front() {
                    return Err(format!("{at}: the jury still had to print {left:?}"));
                }
                if jury.turn() != Turn::Program {
                    return Err(format!("{at}: not the program's turn ({:?})", jury.turn()));
                }
                match jury.hear(line) {
                    Ok(printed) => expect.extend(printed),
                    Err(fault) => return Ok(Some(fault)),
                }
            }
        }
    }
    if let Some(left) = expect.front() {
        return Err(format!(
            "after the transcript the jury still prints {left:?}"
        ));
    }
    match jury.turn() {
        Turn::Over => Ok(None),
        turn => Err(format!(
            "the transcript ends before the game does ({turn:?})"
        )),
    }
}

/// A seed for strategy `strategy` on `input` from the run's `seed`: each game its own, the same
/// on every run with the same seed.
pub fn game_seed(seed: u64, input: &str, strategy: usize) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ seed;
    for b in input.bytes().chain((strategy as u64).to_le_bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game for the driver's own tests: one pile of `n` stones, take 1 or 2, who cannot
    /// move loses. The program chooses `first` or `second`; the jury prints its move as a
    /// number, and `0` when it cannot move (the program has won); it answers an illegal take
    /// with `-1`, and prints nothing for a line it cannot read.
    struct Toy {
        pile: u32,
        program_to_move: Option<bool>,
        over: bool,
    }

    impl Jury for Toy {
        fn open(&mut self) -> Vec<String> {
            vec![self.pile.to_string()]
        }
        fn turn(&self) -> Turn {
            match (self.over, self.program_to_move) {
                (true, _) => Turn::Over,
                (false, None | Some(true)) => Turn::Program,
                (false, Some(false)) => Turn::Jury,
            }
        }
        fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
            match self.program_to_move {
                None => {
                    self.program_to_move = Some(match line {
                        "first" => true,
                        "second" => false,
                        _ => return Err(Fault::malformed("expected first or second")),
                    });
                    Ok(Vec::new())
                }
                Some(_) => {
                    let take: u32 = line.parse().map_err(|_| Fault::malformed("not a number"))?;
                    if !(1..=2).contains(&take) || take > self.pile {
                        return Err(Fault::wrong_with(MINUS_ONE, format!("cannot take {take}")));
                    }
                    self.pile -= take;
                    self.program_to_move = Some(false);
                    Ok(Vec::new())
                }
            }
        }
        fn choose(&mut self) -> String {
            match self.pile {
                0 => "0".to_owned(),
                p if p % 3 == 0 => "1".to_owned(),
                p => (p % 3).to_string(),
            }
        }
        fn moves(&self) -> Vec<String> {
            match self.pile {
                0 => vec!["0".to_owned()],
                1 => vec!["1".to_owned()],
                _ => vec!["1".to_owned(), "2".to_owned()],
            }
        }
        fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
            if !self.moves().iter().any(|m| m == line) {
                return Err(format!("{line} is not a move here"));
            }
            let take: u32 = line.parse().expect("a listed move");
            if take == 0 {
                self.over = true;
            } else {
                self.pile -= take;
                self.program_to_move = Some(true);
            }
            Ok(vec![line.to_owned()])
        }
        fn picture(&self) -> String {
            "o".repeat(self.pile as usize)
        }
    }

    fn toy(input: &str, _seed: u64) -> Box<dyn Jury> {
        Box::new(Toy {
            pile: input.trim().parse().expect("a pile"),
            program_to_move: None,
            over: false,
        })
    }

    const TOY: Interactive = Interactive {
        strategies: &[Strategy {
            name: "optimal",
            about: "leaves a multiple of 3",
            start: toy,
        }],
    };

    /// The winning player of the toy: first iff n % 3 != 0, then leaves multiples of 3.
    fn winner() -> impl FnMut(&str) -> Vec<String> {
        let mut pile: Option<u32> = None;
        move |line: &str| {
            let n: u32 = line.parse().expect("a number");
            match pile {
                None if n.is_multiple_of(3) => {
                    pile = Some(n);
                    vec!["second".to_owned()]
                }
                None => {
                    pile = Some(n - n % 3);
                    vec!["first".to_owned(), (n % 3).to_string()]
                }
                Some(_) if n == 0 => Vec::new(),
                Some(p) => {
                    pile = Some(p - 3);
                    vec![(3 - n).to_string()]
                }
            }
        }
    }

    #[test]
    fn a_right_player_wins_and_the_transcript_has_every_line() {
        for n in 1..=10 {
            let ending = converse(toy(&n.to_string(), 0), &mut winner());
            assert_eq!(ending.fault, None, "{n}:\n{}", ending.transcript.numbered());
            let last = ending.transcript.lines.last().expect("lines");
            assert_eq!(last, &(Speaker::Jury, "0".to_owned()), "{n}");
        }
        let ending = converse(toy("4", 0), &mut winner());
        assert_eq!(
            ending.transcript.numbered(),
            "   1 < 4\n   2 > first\n   3 > 1\n   4 < 1\n   5 > 2\n   6 < 0\n"
        );
    }

    #[test]
    fn alternating_turns_are_the_programs_until_it_names_a_side_then_the_side_to_moves() {
        assert_eq!(Turn::alternating(false, None), Turn::Program);
        assert_eq!(Turn::alternating(false, Some(true)), Turn::Program);
        assert_eq!(Turn::alternating(false, Some(false)), Turn::Jury);
        for to_move in [None, Some(true), Some(false)] {
            assert_eq!(Turn::alternating(true, to_move), Turn::Over);
        }
    }

    #[test]
    fn a_side_is_named_by_first_or_second_alone() {
        assert_eq!(side_named("First"), Ok(true));
        assert_eq!(side_named("Second\r\n"), Ok(false));
        assert_eq!(
            side_named("first"),
            Err("\"first\" is neither `First` nor `Second`".to_owned())
        );
        assert!(side_named("First 1").is_err());
    }

    #[test]
    fn a_scripted_player_says_its_lines_in_turn_then_nothing() {
        let mut player = scripted(&["first|1", "2"]);
        assert_eq!(player("4"), ["first", "1"]);
        assert_eq!(player("anything"), ["2"]);
        assert!(player("1").is_empty());
        // Against the toy: it wins on 4 (first, takes 1; the jury takes 1; it takes 2).
        let ending = converse(toy("4", 0), &mut scripted(&["first|1", "2"]));
        assert_eq!(ending.fault, None, "{}", ending.transcript.numbered());
    }

    #[test]
    fn the_wrong_side_loses_and_bad_lines_are_faults_of_their_kind() {
        let mut always_first = |line: &str| match line {
            "3" => vec!["first".to_owned(), "1".to_owned()],
            "1" => vec!["1".to_owned()],
            _ => Vec::new(),
        };
        let ending = converse(toy("3", 0), &mut always_first);
        assert!(
            matches!(ending.fault, Some(Fault::Wrong { .. })),
            "{ending:?}"
        );
        let ending = converse(toy("3", 0), &mut |_: &str| vec!["third".to_owned()]);
        assert!(
            matches!(ending.fault, Some(Fault::Malformed { .. })),
            "{ending:?}"
        );
    }

    #[test]
    fn a_transcript_replays_through_the_rules_or_names_where_it_parts() {
        let script = "< 4\n> first\n> 1\n< 1    (takes one)\n> 2\n< 0\n";
        assert_eq!(replay(&TOY, "4\n", script), Ok(None));
        let illegal = "< 4\n> first\n> 1\n< 3\n";
        let err = replay(&TOY, "4\n", illegal).expect_err("the jury cannot take 3");
        assert!(
            err.contains("line 4") && err.contains("not a move"),
            "{err}"
        );
        let short = "< 4\n> first\n> 1\n< 2\n";
        let err = replay(&TOY, "4\n", short).expect_err("the game goes on");
        assert!(err.contains("ends before"), "{err}");
        let wrong_opening = "< 5\n> first\n";
        assert!(
            replay(&TOY, "4\n", wrong_opening)
                .unwrap_err()
                .contains("line 1")
        );
        let bad_move = "< 4\n> first\n> 3\n";
        assert!(matches!(
            replay(&TOY, "4\n", bad_move),
            Ok(Some(Fault::Wrong { .. }))
        ));
    }

    #[test]
    fn a_fault_with_a_reply_sends_it_before_the_jury_stops() {
        let wrong = Fault::wrong_with("-1 -1", "too far");
        let expected = Fault::Wrong {
            reason: "too far".to_owned(),
            send: vec!["-1 -1".to_owned()],
        };
        assert_eq!(wrong, expected);
        let malformed = Fault::malformed_with(MINUS_ONE, format!("{:?} is not a number", "x"));
        assert_eq!(malformed.reason(), "\"x\" is not a number");
        assert_eq!(malformed.send(), ["-1"]);
        assert!(matches!(malformed, Fault::Malformed { .. }));
        // the referee prints the reply and keeps it in the transcript; a fault without one
        // prints nothing
        let mut referee = Referee::new(toy("4", 0));
        referee.open();
        referee.hear("first");
        let refused = Fault::wrong_with(MINUS_ONE, "cannot take 3");
        assert_eq!(referee.hear("3"), Reply::Stop(refused));
        let last = referee.transcript().lines.last().expect("lines");
        assert_eq!(last, &(Speaker::Jury, "-1".to_owned()));
        let mut referee = Referee::new(toy("4", 0));
        referee.open();
        let unread = Fault::malformed("expected first or second");
        assert_eq!(referee.hear("third"), Reply::Stop(unread));
        assert_eq!(referee.transcript().numbered(), "   1 < 4\n   2 > third\n");
    }

    /// A seat that plays `lines` in order, keeping each refusal, and gives up when they end.
    struct Script {
        lines: std::vec::IntoIter<&'static str>,
        refused: std::rc::Rc<std::cell::RefCell<Vec<String>>>,
    }

    impl Seat for Script {
        fn play(&mut self, jury: &mut dyn Jury, _: &Transcript) -> Option<Vec<String>> {
            loop {
                match jury.play(self.lines.next()?) {
                    Ok(printed) => return Some(printed),
                    Err(why) => self.refused.borrow_mut().push(why),
                }
            }
        }
    }

    #[test]
    fn a_seat_moves_for_the_jury_an_illegal_move_is_asked_again_and_an_ended_seat_leaves() {
        let refused = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let seat = Script {
            lines: vec!["2", "1", "0"].into_iter(),
            refused: refused.clone(),
        };
        // 4 stones: the program takes 1, the seat tries 2 (legal: 3 left), …
        let mut referee = Referee::seated(toy("4", 0), Box::new(seat));
        assert_eq!(referee.open(), Reply::Send(vec!["4".to_owned()]));
        assert_eq!(referee.hear("first"), Reply::Send(Vec::new()));
        assert_eq!(referee.hear("1"), Reply::Send(vec!["2".to_owned()]));
        // 1 left: the program takes it; the seat's "1" is refused (no stones), "0" ends it
        assert_eq!(referee.hear("1"), Reply::Over(vec!["0".to_owned()]));
        assert_eq!(refused.borrow().as_slice(), ["1 is not a move here"]);
        let seat = Script {
            lines: Vec::new().into_iter(),
            refused,
        };
        let mut referee = Referee::seated(toy("4", 0), Box::new(seat));
        referee.open();
        referee.hear("first");
        assert_eq!(referee.hear("1"), Reply::Stop(Fault::wrong(SEAT_LEFT)));
    }
}

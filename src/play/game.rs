//! A person plays the game of a problem that is not interactive, against the perfect opponent
//! the kit's search makes: the game is one case of an input, solved whole from its start
//! ([`plan_kit::game::solve`]); after each move the position is drawn; `?` lists every legal move
//! with its outcome for the person after it with best play (`2 3: win`), and the Grundy value
//! where the game has one; an illegal move is refused with the rules' reason and asked again;
//! `undo` takes the person's last move back. `watch` plays both sides. The game ends with a
//! `result: …` line: `first player wins`, `second player wins`, `draw`, or for a scored game
//! `first N, second M`.

use super::Terminal;
use plan_kit::game::{GameResult, Kind, Solved};
use std::io;

/// A game position reached for the third time ends the game as a draw (only a game with cycles
/// gets there: best play in a drawn position goes round for ever).
const REPEATS_FOR_A_DRAW: usize = 3;

/// How a played game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// `None`: the person's input ended first.
    pub result: Option<GameResult>,
    /// The `result: …` line (or why the game is unfinished).
    pub line: String,
}

/// Who is at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    /// The person moves first.
    First,
    /// The perfect opponent moves first.
    Second,
    /// The perfect opponent plays both sides.
    Watch,
}

/// One game under way: the positions passed through, the moves made, the totals of a scored
/// game.
struct Board<'a> {
    solved: &'a Solved,
    /// positions[k] = the position after k moves.
    positions: Vec<usize>,
    /// gains[k] = the points of move k + 1.
    gains: Vec<i64>,
    /// The points of the first and the second player so far.
    totals: [i64; 2],
}

impl Board<'_> {
    fn at(&self) -> usize {
        *self.positions.last().expect("the start")
    }

    /// The player to move: 0 the first, 1 the second.
    fn mover(&self) -> usize {
        (self.positions.len() - 1) % 2
    }

    fn play(&mut self, i: usize) -> String {
        let (name, to, gain) = &self.solved.moves(self.at())[i];
        self.totals[self.mover()] += gain;
        self.positions.push(*to);
        self.gains.push(*gain);
        name.clone()
    }

    /// Takes the last move back.
    fn take_back(&mut self) {
        self.positions.pop();
        let gain = self.gains.pop().unwrap_or(0);
        self.totals[self.mover()] -= gain;
    }

    fn repeated(&self) -> bool {
        let at = self.at();
        self.positions.iter().filter(|&&p| p == at).count() >= REPEATS_FOR_A_DRAW
    }

    /// The result now that the game is over (no move left, or a position repeated).
    fn result(&self) -> GameResult {
        if self.solved.kind() == Kind::Score {
            return GameResult::Margin(self.totals[0] - self.totals[1]);
        }
        if self.repeated() {
            return GameResult::Draw;
        }
        // no move: the player to move loses (wins, in misère play)
        let mover_wins = self.solved.kind() == Kind::Misere;
        if (self.mover() == 0) == mover_wins {
            GameResult::FirstWins
        } else {
            GameResult::SecondWins
        }
    }

    fn result_line(&self) -> String {
        match self.result() {
            GameResult::FirstWins => "result: first player wins".to_owned(),
            GameResult::SecondWins => "result: second player wins".to_owned(),
            GameResult::Draw => "result: draw".to_owned(),
            GameResult::Margin(_) => format!(
                "result: first {}, second {}",
                self.totals[0], self.totals[1]
            ),
        }
    }

    /// `?`: each legal move with its outcome for its mover, and the Grundy values.
    fn hints(&self) -> String {
        let at = self.at();
        let mut text = String::new();
        if let Some(g) = self.solved.grundy(at) {
            text.push_str(&format!("the Grundy value of this position: {g}\n"));
        }
        for (i, (name, to, _)) in self.solved.moves(at).iter().enumerate() {
            let (outcome, margin) = self.solved.after(at, i);
            let mut line = format!("{name}: {}", outcome.word());
            if let Some(margin) = margin {
                line.push_str(&format!(" (by {} from here)", margin.abs()));
            }
            if let Some(g) = self.solved.grundy(*to) {
                line.push_str(&format!(" (leaves Grundy value {g})"));
            }
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    fn score_line(&self) -> Option<String> {
        (self.solved.kind() == Kind::Score).then(|| {
            format!(
                "score: first {}, second {}\n",
                self.totals[0], self.totals[1]
            )
        })
    }
}

/// Plays `solved` from its start with the person at `terminal` in `seats`.
pub fn play(solved: &Solved, seats: Seats, mut terminal: Terminal) -> io::Result<Ended> {
    let mut board = Board {
        solved,
        positions: vec![Solved::START],
        gains: Vec::new(),
        totals: [0, 0],
    };
    let person = match seats {
        Seats::First => Some(0),
        Seats::Second => Some(1),
        Seats::Watch => None,
    };
    loop {
        terminal.draw(&solved.draw(board.at()))?;
        if let Some(score) = board.score_line() {
            terminal.say(&score)?;
        }
        if solved.moves(board.at()).is_empty() || board.repeated() {
            let line = board.result_line();
            if let Some(person) = person {
                let won = match board.result() {
                    GameResult::FirstWins => Some(person == 0),
                    GameResult::SecondWins => Some(person == 1),
                    GameResult::Margin(m) if m != 0 => Some((m > 0) == (person == 0)),
                    _ => None,
                };
                let said = match won {
                    Some(true) => "you win\n",
                    Some(false) => "you lose\n",
                    None => "a draw\n",
                };
                terminal.say(said)?;
            }
            terminal.say(&format!("{line}\n"))?;
            return Ok(Ended {
                result: Some(board.result()),
                line,
            });
        }
        let who = ["first", "second"][board.mover()];
        if person == Some(board.mover()) {
            if !person_moves(&mut board, &mut terminal, person)? {
                let line = "result: unfinished: your input ended before the game did".to_owned();
                terminal.say(&format!("{line}\n"))?;
                return Ok(Ended { result: None, line });
            }
        } else {
            let best = solved.best_move(board.at()).expect("a move");
            let name = board.play(best);
            terminal.say(&format!("{who} player: {name}\n"))?;
        }
    }
}

/// The person's turn: reads lines until one is a legal move (`?` and `undo` answered on the
/// way), and plays it; false once the input ends.
fn person_moves(
    board: &mut Board,
    terminal: &mut Terminal,
    person: Option<usize>,
) -> io::Result<bool> {
    terminal.say("your move (? lists them, undo takes yours back):\n")?;
    loop {
        let Some(line) = terminal.read()? else {
            return Ok(false);
        };
        match line.as_str() {
            "?" => terminal.say(&board.hints())?,
            "undo" => {
                // back to the person's previous turn: their move and the reply after it
                let mine = person.unwrap_or(0);
                let before = board.positions.len() - 1;
                if before < 1 + mine {
                    terminal.say("refused: you have made no move to take back\n")?;
                    continue;
                }
                board.take_back();
                if board.mover() != mine {
                    board.take_back();
                }
                terminal.say("taken back\n")?;
                terminal.draw(&board.solved.draw(board.at()))?;
            }
            typed => match board.solved.find_move(board.at(), typed) {
                Ok(i) => {
                    let name = board.play(i);
                    terminal.say(&format!("you: {name}\n"))?;
                    return Ok(true);
                }
                Err(why) => terminal.say(&format!("refused: {why}\n"))?,
            },
        }
    }
}

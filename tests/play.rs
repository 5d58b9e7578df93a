//! `judge play`'s two seats on the pile game of `tests/common/game.rs`, through the real
//! launcher and the programs of `tests/fixtures/games/`: a person's lines are a script (as
//! `judge play … < moves.txt` gives them), and what they see is the printed game. As the jury,
//! the position is drawn and the legal moves listed before each move, an illegal move is refused
//! and asked again, and the program is judged as `check` judges it (it wins, loses with the
//! jury's reason, or is idle); as the program, the script's lines are judged by the jury's
//! strategy; a script that ends early leaves the game unfinished.
//!
//! Then the command itself on every interactive problem of the collection: `judge play <problem>
//! < script` plays a whole game of its first sample from each seat, with the scripts of
//! `tests/fixtures/play/` (`<problem>.jury.txt`: the jury's moves against our solution;
//! `<problem>.program.txt`: the program's lines against the jury's first strategy, seed 1),
//! recorded by `tests/fixtures/play/record.py`; each game must end with the program's side the
//! winner.

#[path = "common/game.rs"]
mod game;

use judge::engine::Verdict;
use judge::play::{self, Played, Terminal};
use judge::run::Limits;
use judge::workspace::{judge_exe, root};
use judge_testkit::passed_once;
use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn inputs() -> Vec<std::path::PathBuf> {
    vec![
        root().join("tests/fixtures/games"),
        root().join("tests/common/game.rs"),
        root().join("src/play.rs"),
    ]
}

/// What the person sees: everything printed, kept.
#[derive(Clone, Default)]
struct Screen(Arc<Mutex<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

fn terminal(script: &str) -> (Terminal, Screen) {
    let screen = Screen::default();
    let terminal = Terminal::new(
        Box::new(Cursor::new(script.to_owned().into_bytes())),
        Box::new(screen.clone()),
    );
    (terminal, screen)
}

/// The person, as the jury of pile `n`, plays `script` against `program`.
fn as_jury(n: u32, program: &str, script: &str) -> (Played, String) {
    let (terminal, screen) = terminal(script);
    let path = root().join("tests/fixtures/games").join(program);
    let command = ["python3", path.to_str().unwrap()];
    let limits = Limits {
        wall: Duration::from_secs(60),
        cpu: Some(game::problem(5000).time_limit),
        idle: Some(Duration::from_secs(1)),
        address_space: None,
    };
    let interactive = game::PILE.interactive.as_ref().unwrap();
    let played = play::as_jury(
        interactive,
        &format!("{n}\n"),
        &judge_exe(),
        &command,
        &limits,
        terminal,
    )
    .unwrap();
    let text = screen.text();
    eprintln!("{text}{played:?}");
    (played, text)
}

fn the_jurys_seat_sees_the_position_and_its_moves_and_an_illegal_move_is_refused() {
    passed_once!(inputs(), || {
        // 5 stones: the program takes 2 (3 left); the person tries 3, then takes 1; the program
        // takes 2 (0 left); the person tries 1, then says 0: the program has won
        let (played, text) = as_jury(5, "right.py", "3\n1\n\n1\n0\n");
        assert_eq!(played.verdict, Verdict::Ac, "{text}");
        for part in [
            "   1 < 5\n   2 > first\n   3 > 2\n",
            "     | 3 stones: ooo\nyour move (the jury's), one of: 1, 2\n",
            "refused: \"3\" is not a move of the jury now\n",
            "   4 < 1\n   5 > 2\n",
            "     | 0 stones: \nyour move (the jury's), one of: 0\nrefused: \"1\" is not",
        ] {
            assert!(text.contains(part), "no {part:?} in\n{text}");
        }
        assert!(text.ends_with("   6 < 0\n"), "{text}");
    });
}

fn the_program_the_jury_beats_loses_with_the_reason_and_an_idle_one_is_idle() {
    passed_once!(inputs(), || {
        // 4 stones: greedy.py says first and takes 2; the person takes 2; it cannot move
        let (played, text) = as_jury(4, "greedy.py", "2\n");
        assert_eq!(played.verdict, Verdict::Wa, "{text}");
        assert!(played.why.contains("cannot move"), "{}", played.why);
        let (played, _) = as_jury(4, "no_flush.py", "1\n");
        assert_eq!(played.verdict, Verdict::Ile, "{}", played.why);
    });
}

fn a_script_that_ends_first_leaves_the_game_unfinished() {
    passed_once!(inputs(), || {
        let (played, text) = as_jury(5, "right.py", "1\n");
        assert!(played.left, "{text}");
        assert!(text.contains("   4 < 1\n   5 > 2\n"), "{text}");
    });
}

fn the_programs_seat_is_judged_by_the_strategy_chosen() {
    passed_once!(inputs(), || {
        let interactive = game::PILE.interactive.as_ref().unwrap();
        let play = |n: u32, strategy: usize, script: &str| {
            let (terminal, screen) = terminal(script);
            let played =
                play::as_program(interactive, &format!("{n}\n"), strategy, 1, terminal).unwrap();
            (played, screen.text())
        };
        // 1 stone: first, take it; the jury cannot move
        let (played, text) = play(1, 0, "first\n1\n");
        assert_eq!(played.verdict, Verdict::Ac, "{text}");
        assert!(
            text.contains("   1 < 1\n     | 1 stones: o\nyour line (the program's):\n"),
            "{text}"
        );
        assert!(text.ends_with("   3 > 1\n   4 < 0\n"), "{text}");
        // 3 stones: first, take 1; the optimal jury takes the other 2; taking 2 more is wrong
        let (played, text) = play(3, 0, "first\n1\n2\n");
        assert_eq!(played.verdict, Verdict::Wa, "{text}");
        let (played, _) = play(3, 1, "third\n");
        assert_eq!((played.verdict, played.left), (Verdict::Pe, false));
        let (played, _) = play(4, 0, "first\n");
        assert!(played.left);
    });
}

/// `judge play` on every interactive problem, from both seats, with its recorded scripts.
fn every_interactive_problem_plays_a_whole_game_from_a_script_in_each_seat() {
    let mut inputs = inputs();
    inputs.extend([root().join("crates"), root().join("samples")]);
    passed_once!(inputs, || {
        let interactive: Vec<&str> = judge::workspace::problems()
            .iter()
            .filter(|p| plans::spec(&p.name).is_some_and(|s| s.interactive.is_some()))
            .map(|p| p.name.as_str())
            .collect();
        assert!(!interactive.is_empty());
        for name in interactive {
            for (seat, args) in [("jury", &[][..]), ("program", &["--as", "program"][..])] {
                let script = root().join(format!("tests/fixtures/play/{name}.{seat}.txt"));
                let text = std::fs::read_to_string(&script).unwrap_or_else(|e| {
                    panic!("{}: {e} (record it with record.py)", script.display())
                });
                let mut child = std::process::Command::new(judge_exe())
                    .arg("play")
                    .arg(name)
                    .args(args)
                    .stdin(std::process::Stdio::piped())
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap();
                child
                    .stdin
                    .take()
                    .unwrap()
                    .write_all(text.as_bytes())
                    .unwrap();
                let out = child.wait_with_output().unwrap();
                let stdout = String::from_utf8_lossy(&out.stdout);
                let last = stdout.lines().last().unwrap_or("");
                let won = if seat == "jury" {
                    "result: the program won (AC)"
                } else {
                    "result: you (the program) won (AC)"
                };
                assert_eq!(
                    (last, out.status.code()),
                    (won, Some(0)),
                    "{name} from the {seat}'s seat:\n{stdout}{}",
                    String::from_utf8_lossy(&out.stderr)
                );
                assert!(!stdout.contains("refused:"), "{name} ({seat}):\n{stdout}");
            }
        }
    });
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        every_interactive_problem_plays_a_whole_game_from_a_script_in_each_seat,
        the_jurys_seat_sees_the_position_and_its_moves_and_an_illegal_move_is_refused,
        the_program_the_jury_beats_loses_with_the_reason_and_an_idle_one_is_idle,
        a_script_that_ends_first_leaves_the_game_unfinished,
        the_programs_seat_is_judged_by_the_strategy_chosen,
    ]);
}

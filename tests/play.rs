//! `judge play`'s two seats on the pile game of `testkit/src/pile.rs`, through the real
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

use judge::engine::Verdict;
use judge::play::{self, Played, Terminal};
use judge::run::Limits;
use judge::workspace::judge_exe;
use judge_testkit::passed_once;
use judge_testkit::pile;
use judge_testkit::workspace;
use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn inputs() -> Vec<std::path::PathBuf> {
    vec![
        workspace().root().join("tests/fixtures/games"),
        workspace().root().join("src/play"),
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
    let path = workspace()
        .root()
        .join("tests/fixtures/games")
        .join(program);
    let command = ["python3", path.to_str().unwrap()];
    let limits = Limits {
        wall: Duration::from_secs(60),
        cpu: Some(pile::problem(5000).time_limit),
        idle: Some(Duration::from_secs(1)),
        address_space: None,
    };
    let interactive = pile::PILE.interactive.as_ref().unwrap();
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
    passed_once!(|| {
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
    passed_once!(|| {
        // 4 stones: greedy.py says first and takes 2; the person takes 2; it cannot move
        let (played, text) = as_jury(4, "greedy.py", "2\n");
        assert_eq!(played.verdict, Verdict::Wa, "{text}");
        assert!(played.why.contains("cannot move"), "{}", played.why);
        let (played, _) = as_jury(4, "no_flush.py", "1\n");
        assert_eq!(played.verdict, Verdict::Ile, "{}", played.why);
    });
}

fn a_script_that_ends_first_leaves_the_game_unfinished() {
    passed_once!(|| {
        let (played, text) = as_jury(5, "right.py", "1\n");
        assert!(played.left, "{text}");
        assert!(text.contains("   4 < 1\n   5 > 2\n"), "{text}");
    });
}

fn the_programs_seat_is_judged_by_the_strategy_chosen() {
    passed_once!(|| {
        let interactive = pile::PILE.interactive.as_ref().unwrap();
        let play = |n: u32, strategy: usize, script: &str| {
            let (terminal, screen) = terminal(script);
            let strategy = &interactive.strategies[strategy];
            let played = play::as_program(strategy, &format!("{n}\n"), 1, terminal).unwrap();
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
    inputs.extend([
        workspace().root().join("crates"),
        workspace().root().join("samples"),
    ]);
    passed_once!(|| {
        let interactive: Vec<&str> = workspace()
            .problems()
            .iter()
            .filter(|p| plans::plan(&p.name).is_some_and(|s| s.interactive.is_some()))
            .map(|p| p.name.as_str())
            .collect();
        assert!(!interactive.is_empty());
        for name in interactive {
            for (seat, args) in [("jury", &[][..]), ("program", &["--as", "program"][..])] {
                let script = workspace()
                    .root()
                    .join(format!("tests/fixtures/play/{name}.{seat}.txt"));
                let text = std::fs::read_to_string(&script).unwrap_or_else(|e| {
                    panic!("{}: {e} (record it with record.py)", script.display())
                });
                let out = play_typed(name, args, &text);
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

/// The game of `problem`'s first official sample, and its text.
fn first_sample(problem: &str) -> String {
    let problem = workspace().problem(problem).unwrap();
    let sample = judge::samples::samples(problem)
        .into_iter()
        .find(|sample| sample.is_official())
        .expect("an official sample");
    std::fs::read_to_string(sample.input).unwrap()
}

/// `?` lists every move with its outcome and the Grundy value, an illegal move is refused with
/// the rules' reason, `undo` takes the person's move and the reply back, and the game ends with
/// its result: Nim's piles 1 and 3, the person first.
fn a_game_is_played_with_hints_refusals_and_undo() {
    let plan = plans::plan("luogu-p2197-nim").unwrap();
    let play = plan.play.as_ref().unwrap();
    let mut games = (play.games)("1\n2\n1 3\n");
    let solved = games.get(0).unwrap();
    let script = "?\nundo\n3 1\n2 5\ntake\n2 1\nundo\n2 2\n2 1\n";
    let (terminal, screen) = terminal(script);
    let ended = play::game::play(solved, play::game::Seats::First, terminal).unwrap();
    let text = screen.text();
    eprintln!("{text}");
    for said in [
        "the Grundy value of this position: 2",
        "1 1: lose (leaves Grundy value 3)",
        "2 1: lose (leaves Grundy value 3)",
        "2 2: win (leaves Grundy value 0)",
        "2 3: lose (leaves Grundy value 1)",
        "refused: you have made no move to take back",
        "refused: there is no pile 3: the piles are 1 to 2",
        "refused: pile 2 has only 3 stones",
        "refused: `take` is not a move",
        "you: 2 1",
        "second player: 2 1",
        "taken back",
        "you: 2 2",
        "second player: 1 1",
        "you win",
    ] {
        assert!(text.contains(said), "no {said:?} in\n{text}");
    }
    assert_eq!(ended.line, "result: first player wins");
    assert!(text.ends_with("result: first player wins\n"), "{text}");
}

/// The command on every problem with a game that is not interactive: `judge play P --watch`
/// plays the first sample's first game perfectly to its end, which the plan's oracle confirms;
/// a person who plays the first player's moves of that game from a script (after a `?`) ends it
/// the same way; and every other game of the sample, watched through the library, ends as the
/// oracle says.
fn every_game_played_perfectly_ends_as_its_oracle_says() {
    let mut inputs = inputs();
    inputs.extend([
        workspace().root().join("crates"),
        workspace().root().join("samples"),
    ]);
    passed_once!(|| {
        let problems: Vec<&str> = workspace()
            .problems()
            .iter()
            .filter(|p| plans::plan(&p.name).is_some_and(|s| s.play.is_some()))
            .map(|p| p.name.as_str())
            .collect();
        assert!(!problems.is_empty());
        for name in problems {
            let play = plans::plan(name).unwrap().play.as_ref().unwrap();
            let input = first_sample(name);
            let expected = (play.results)(&input).expect("the oracle reaches the sample");
            let mut games = (play.games)(&input);
            assert_eq!(games.len(), expected.len(), "{name}: one result per game");
            for (k, result) in expected.iter().enumerate().take(8) {
                let (terminal, screen) = terminal("");
                let solved = games.get(k).unwrap();
                let ended = play::game::play(solved, play::game::Seats::Watch, terminal).unwrap();
                assert_eq!(
                    ended.result.as_ref(),
                    Some(result),
                    "{name}, game {}:\n{}",
                    k + 1,
                    screen.text()
                );
            }
            the_command_plays_the_first_game(name);
        }
    });
}

/// `judge play <name> <args>` with `typed` on its stdin, as a person types it, to its end.
fn play_typed(name: &str, args: &[&str], typed: &str) -> std::process::Output {
    let mut child = std::process::Command::new(judge_exe())
        .arg("play")
        .arg(name)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(typed.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// `judge play <name> --watch`, then the first player's moves of that game typed by a person.
fn the_command_plays_the_first_game(name: &str) {
    let run = |args: &[&str], script: &str| {
        let out = play_typed(name, args, script);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{name} {args:?}:\n{text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        text
    };
    let watched = run(&["--watch"], "");
    let last = watched.lines().last().unwrap_or_default().to_owned();
    assert!(last.starts_with("result: "), "{name}:\n{watched}");
    let mine: Vec<&str> = watched
        .lines()
        .filter_map(|line| line.strip_prefix("first player: "))
        .collect();
    let script = format!("?\n{}\n", mine.join("\n"));
    let played = run(&[], &script);
    assert_eq!(
        played.lines().last(),
        Some(last.as_str()),
        "{name}, the watched game's first player's moves typed:\n{played}"
    );
    assert!(!played.contains("refused:"), "{name}:\n{played}");
    // `?` listed the move the first player then made, with its outcome
    if let Some(first) = mine.first() {
        let listed = played.lines().any(|line| {
            line.strip_prefix(&format!("{first}: "))
                .is_some_and(|rest| {
                    ["win", "lose", "draw"]
                        .iter()
                        .any(|word| rest.starts_with(word))
                })
        });
        assert!(listed, "{name}: `?` does not list `{first}`:\n{played}");
    }
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        a_game_is_played_with_hints_refusals_and_undo,
        every_game_played_perfectly_ends_as_its_oracle_says,
        every_interactive_problem_plays_a_whole_game_from_a_script_in_each_seat,
        the_jurys_seat_sees_the_position_and_its_moves_and_an_illegal_move_is_refused,
        the_program_the_jury_beats_loses_with_the_reason_and_an_idle_one_is_idle,
        a_script_that_ends_first_leaves_the_game_unfinished,
        the_programs_seat_is_judged_by_the_strategy_chosen,
    ]);
}

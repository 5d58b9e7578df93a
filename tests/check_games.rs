//! The engine on interactive problems: programs play a tiny game (`testkit/src/pile.rs`: take 1
//! or 2 stones from a pile of n ≤ 30) against the jury's two strategies through the real engine
//! and launcher, and each way of losing has its verdict: the right player wins every game;
//! one that never flushes is idle; the wrong side, a greedy player and early exits are WA, each
//! with the jury's reason and the transcript; a word the protocol does not know is PE; burning
//! CPU is TLE; a line after the end is WA. The programs are `tests/fixtures/games/*.py`.

use judge::compare::Comparison;
use judge::engine::{self, Options, Program, Report, Verdict};
use judge_testkit::workspace;

use judge_testkit::passed_once;
use judge_testkit::pile;
use std::time::{Duration, Instant};

fn judge_program(script: &str, time_ms: u64) -> (Report, Duration) {
    judge_against(script, time_ms, None)
}

/// Judges `script` against the jury's `strategies` alone (all of them for `None`); a failure is
/// saved in a folder of this call's own.
fn judge_against(script: &str, time_ms: u64, strategies: Option<&[&str]>) -> (Report, Duration) {
    let path = workspace().root().join("tests/fixtures/games").join(script);
    let program = Program {
        label: script.to_owned(),
        command: vec!["python3".to_owned(), path.display().to_string()],
    };
    let failures = workspace()
        .target_dir()
        .join("judge/check-games")
        .join(format!("{script}-{}", strategies.unwrap_or(&[]).join("-")));
    let options = Options {
        comparison: Comparison::Tokens,
        jobs: 2,
        launcher: Some(judge::workspace::judge_exe()),
        strategies: strategies.map(|names| names.iter().map(|&n| n.to_owned()).collect()),
        failures_dir: Some(failures),
        ..Options::default()
    };
    let started = Instant::now();
    let report = engine::check(&pile::PILE, &pile::problem(time_ms), &program, &options)
        .unwrap_or_else(|e| panic!("plan error: {e}"));
    (report, started.elapsed())
}

/// Judges `script` and checks the verdict, that the failure's detail holds each of `detail`,
/// and that its transcript (the actual output) holds each of `transcript`.
fn expect(script: &str, time_ms: u64, verdict: Verdict, detail: &[&str], transcript: &[&str]) {
    let (report, took) = judge_program(script, time_ms);
    let failure = report.groups.iter().find_map(|g| g.failure.as_ref());
    // the detail, and the command that plays the game again
    let (got_detail, got_transcript) = failure.map_or((String::new(), String::new()), |f| {
        let replay = f.replay.as_deref().unwrap_or_default();
        (format!("{}\n{replay}", f.detail), f.actual.clone())
    });
    eprintln!(
        "{script}: {} in {took:?}\n{got_detail}\n{got_transcript}",
        report.verdict
    );
    assert_eq!(report.verdict, verdict, "{script}: {got_detail}");
    for part in detail {
        assert!(
            got_detail.contains(part),
            "{script}: no {part:?} in {got_detail}"
        );
    }
    for part in transcript {
        assert!(
            got_transcript.contains(part),
            "{script}: no {part:?} in the transcript:\n{got_transcript}"
        );
    }
}

fn the_right_player_wins_every_game_against_every_strategy() {
    passed_once!(|| {
        let (report, _) = judge_program("right.py", 5000);
        assert_eq!(report.verdict, Verdict::Ac, "{}", report.text());
        let exhaustive = report.groups.iter().find(|g| g.title.contains("1 to 30"));
        assert_eq!(exhaustive.map(|g| g.passed), Some(30), "{}", report.text());
    });
}

fn the_wrong_side_loses_with_the_jurys_reason_and_the_transcript() {
    passed_once!(|| {
        // n = 3 is the first pile where playing first loses; shrinking keeps the smallest.
        expect(
            "always_first.py",
            5000,
            Verdict::Wa,
            &[
                "against the jury's strategy `optimal`",
                "cargo judge check games-pile always_first.py --tests ",
                ".in --groups tests --seed 1 --strategy optimal",
                "0 cannot be taken from 3 stones",
            ],
            &["   1 < 3\n   2 > first\n   3 > 0\n"],
        );
    });
}

/// The shrunk game is saved whole beside its input, and the command the report gives plays it
/// again on that input alone, with the same moves.
fn a_lost_game_is_saved_whole_and_played_again_on_its_input_alone() {
    passed_once!(|| {
        let (report, _) = judge_against("always_first.py", 5000, Some(&["optimal"]));
        let failure = report.failure().expect("a failure");
        let saved = failure.saved.clone().expect("saved");
        let whole = std::fs::read_to_string(saved.with_extension("transcript")).unwrap();
        assert_eq!(whole, failure.game.as_ref().unwrap().transcript);
        assert!(
            whole.starts_with("   1 < 3\n   2 > first\n   3 > 0\n"),
            "{whole}"
        );
        let text = report.text();
        assert!(text.contains("the whole game: "), "{text}");
        assert!(text.contains("play it again: cargo judge check"), "{text}");
        // what `--tests <saved> --groups tests --strategy optimal --seed 1` runs
        let path = workspace()
            .root()
            .join("tests/fixtures/games/always_first.py");
        let program = Program {
            label: "always_first.py".to_owned(),
            command: vec!["python3".to_owned(), path.display().to_string()],
        };
        let options = Options {
            launcher: Some(judge::workspace::judge_exe()),
            strategies: Some(vec!["optimal".to_owned()]),
            groups: Some(vec![engine::Group::Tests]),
            tests: vec![judge::testdir::load_instances(&saved).unwrap()],
            ..Options::default()
        };
        let again = engine::check(&pile::PILE, &pile::problem(5000), &program, &options).unwrap();
        let replayed = again.failure().expect("the same loss");
        assert_eq!(replayed.game.as_ref().unwrap().transcript, whole);
    });
}

fn a_strategy_chosen_alone_is_the_only_one_played() {
    passed_once!(|| {
        // always_first.py loses its first game to any strategy: with `random` alone, the report
        // names `random`, and so does the command that plays the game again.
        let (report, _) = judge_against("always_first.py", 5000, Some(&["random"]));
        let failure = report.groups.iter().find_map(|g| g.failure.as_ref());
        let detail = failure.map_or(String::new(), |f| f.detail.clone());
        assert_eq!(report.verdict, Verdict::Wa, "{}", report.text());
        assert!(
            detail.contains("against the jury's strategy `random`"),
            "{detail}"
        );
        let replay = failure.and_then(|f| f.replay.clone()).unwrap_or_default();
        assert!(replay.contains("--seed 1 --strategy random"), "{replay}");
        // The winning player wins against `optimal` alone too.
        let (report, _) = judge_against("right.py", 5000, Some(&["optimal"]));
        assert_eq!(report.verdict, Verdict::Ac, "{}", report.text());
    });
}

fn a_jurys_illegal_move_is_a_plan_error_not_a_verdict_on_the_program() {
    passed_once!(|| {
        let path = workspace().root().join("tests/fixtures/games/right.py");
        let program = Program {
            label: "right.py".to_owned(),
            command: vec!["python3".to_owned(), path.display().to_string()],
        };
        let options = Options {
            jobs: 2,
            launcher: Some(judge::workspace::judge_exe()),
            ..Options::default()
        };
        let error = engine::check(&pile::BROKEN, &pile::problem(5000), &program, &options)
            .expect_err("the jury's bug stops the judgement");
        // a fault of the plan's own, told from a run that failed by its type, not its text
        assert!(matches!(error, engine::Unjudged::Plan(_)), "{error:?}");
        let error = error.to_string();
        assert!(!error.contains("plan error: plan error"), "{error}");
        for part in [
            "plan error: the jury's strategy chose \"3\", which its own rules refuse",
            "the jury's strategy `broken`",
            "exhaustive input 3 of 30",
            "   1 < 3\n   2 > second",
            "cargo judge check games-pile right.py --seed 1 --strategy broken",
        ] {
            assert!(error.contains(part), "no {part:?} in:\n{error}");
        }
    });
}

fn a_greedy_player_that_beats_a_random_jury_loses_to_the_optimal_one() {
    passed_once!(|| {
        expect(
            "greedy.py",
            5000,
            Verdict::Wa,
            &["`optimal`", "it has lost"],
            &["> first"],
        );
    });
}

fn a_player_that_never_flushes_is_idle() {
    passed_once!(|| {
        expect(
            "no_flush.py",
            1000,
            Verdict::Ile,
            &["it has not flushed its last line, or waits for nothing"],
            &["   1 < 1\n"],
        );
    });
}

fn a_word_the_protocol_does_not_know_is_a_protocol_error() {
    passed_once!(|| {
        expect(
            "malformed.py",
            5000,
            Verdict::Pe,
            &["\"third\" is not first or second"],
            &["> third"],
        );
    });
}

fn leaving_in_the_middle_of_the_game_is_wa() {
    passed_once!(|| {
        expect(
            "exits_early.py",
            5000,
            Verdict::Wa,
            &["before the game was over"],
            &["> first"],
        );
    });
}

fn burning_cpu_while_the_jury_waits_is_tle() {
    passed_once!(|| {
        expect("burns.py", 300, Verdict::Tle, &["CPU time"], &[]);
    });
}

fn a_line_after_the_end_is_wa() {
    passed_once!(|| {
        expect(
            "chatters.py",
            5000,
            Verdict::Wa,
            &["after the interaction was over", "gg"],
            &[],
        );
    });
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        the_right_player_wins_every_game_against_every_strategy,
        the_wrong_side_loses_with_the_jurys_reason_and_the_transcript,
        a_strategy_chosen_alone_is_the_only_one_played,
        a_lost_game_is_saved_whole_and_played_again_on_its_input_alone,
        a_jurys_illegal_move_is_a_plan_error_not_a_verdict_on_the_program,
        a_greedy_player_that_beats_a_random_jury_loses_to_the_optimal_one,
        a_player_that_never_flushes_is_idle,
        a_word_the_protocol_does_not_know_is_a_protocol_error,
        leaving_in_the_middle_of_the_game_is_wa,
        burning_cpu_while_the_jury_waits_is_tle,
        a_line_after_the_end_is_wa,
    ]);
}

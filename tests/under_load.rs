//! Every time verdict beside a load: with eight busy processes (`while :; do :; done`) on this
//! 2-core machine, started here and killed when each test ends, passed or failed, a right program
//! is AC, one burning CPU time is TLE at the CPU limit, one that sleeps or waits for input is ILE
//! (idle), and none is BUSY (the wall-clock backstop) or TLE by the wall clock. The quick trial
//! judges shell scripts of `tests/fixtures/bad/` on the sum problem of `testkit/src/bad.rs`
//! (AC, TLE, ILE); the deep ones (`cargo verify`) a burning child and a program that reads
//! nothing, a Python program that uses 60% of its limit, and the
//! collection's release binaries on the max inputs that come nearest their time limits (from the
//! bench: boj65-three-piles, luogu-p1247-matches, poj2425-chess-game) through `judge check`, and
//! interactive games: two collection binaries against every strategy of their juries (AC), and a
//! program that forgets to flush (ILE) while the judge's own threads wait for a core.

use judge::build::cargo_release_bin;
use judge::engine::Verdict;
use judge::workspace::judge_exe;
use judge_testkit::bad::{fixture, judge_script, judge_with};
use judge_testkit::passed_once;
use judge_testkit::workspace;
use std::process::{Child, Command};
use std::time::Duration;

/// The time limit of the scripts.
const SHORT_MS: u64 = 500;

/// The busy processes beside each test.
const SPINNERS: usize = 8;

/// Busy shell loops, killed on drop.
struct Load(Vec<Child>);

impl Drop for Load {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn load() -> Load {
    Load(
        (0..SPINNERS)
            .map(|_| {
                Command::new("sh")
                    .args(["-c", "while :; do :; done"])
                    .spawn()
                    .expect("sh starts")
            })
            .collect(),
    )
}

/// The right answer (AC), burning CPU time (TLE at the CPU limit, not by the wall clock) and
/// sleeping after reading the input (ILE), each beside the load.
/// Recorded once passed on the same test executable, judge and scripts
/// (`judge_testkit::passed_once!`), so that a warm `cargo test` does not spin for it again.
fn every_time_verdict_is_right_beside_eight_busy_processes() {
    passed_once!(|| {
        let _load = load();
        judge_script("sum.sh", 21, SHORT_MS).expect(Verdict::Ac, "");
        let burning = judge_script("burns_cpu.sh", 22, SHORT_MS);
        burning.expect(Verdict::Tle, "ms of CPU time (the limit is 500 ms");
        assert!(burning.max_cpu() >= Duration::from_millis(SHORT_MS));
        judge_script("sleeps.sh", 24, SHORT_MS)
            .expect(Verdict::Ile, "idle: no CPU time used for 1000 ms")
            .cpu_at_most(Duration::from_millis(SHORT_MS));
    });
}

/// A child burning CPU time while its parent waits is TLE, and a program that reads none of its
/// input and sleeps is ILE, beside the load.
fn a_burning_child_and_a_program_reading_nothing_get_their_verdicts_beside_eight_busy_processes() {
    let _load = load();
    judge_script("child_burns_cpu.sh", 23, SHORT_MS).expect(Verdict::Tle, "ms of CPU time");
    judge_script("reads_nothing_sleeps.sh", 25, SHORT_MS)
        .expect(Verdict::Ile, "idle: no CPU time used for 1000 ms")
        .cpu_at_most(Duration::from_millis(SHORT_MS));
}

/// A Python program that uses 60% of its 1 s limit in CPU time is AC beside the load, however
/// long it waits for a core.
fn a_program_using_most_of_its_limit_is_accepted_beside_eight_busy_processes() {
    let _load = load();
    let script = fixture("uses_most_of_its_time.py");
    let judged = judge_with(&["python3", &script, "600"], 1000, 64, 4096);
    judged.expect(Verdict::Ac, "");
    let cpu = judged.max_cpu();
    assert!(cpu >= Duration::from_millis(600), "{cpu:?} of CPU time");
}

/// `judge check --groups max` accepts the collection's release binaries on the max inputs that
/// come nearest their limits, beside the load.
fn the_max_inputs_nearest_their_limits_are_accepted_beside_eight_busy_processes() {
    for problem in [
        "boj65-three-piles",
        "luogu-p1247-matches",
        "poj2425-chess-game",
    ] {
        let exe = cargo_release_bin(workspace(), problem).expect("the release binary builds");
        let _load = load();
        let output = Command::new(judge_exe())
            .args(["check", problem, "--groups", "max", "--"])
            .arg(&exe)
            .current_dir(workspace().root())
            .output()
            .expect("the judge runs");
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        assert!(
            output.status.success() && text.contains("verdict: AC"),
            "{problem} under load:\n{text}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// `judge check <problem> <args>` beside the load: its stdout and stderr, and whether it exited 0.
fn check_beside_the_load(problem: &str, args: &[&std::ffi::OsStr]) -> (bool, String) {
    let _load = load();
    let output = Command::new(judge_exe())
        .args(["check", problem])
        .args(args)
        .current_dir(workspace().root())
        .output()
        .expect("the judge runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text)
}

/// Interactive games beside the load: a whole game is many round trips, each through the
/// judge's threads, which wait for a core as the program does. The release binaries of two
/// interactive problems win every game of their samples and hand-made cases against every
/// strategy (none judged idle while the judge itself was behind), and a program that forgets
/// to flush is still ILE.
fn interactive_games_get_their_verdicts_beside_eight_busy_processes() {
    for problem in ["cf1991e-coloring-game", "cf1503b-3-coloring"] {
        let exe = cargo_release_bin(workspace(), problem).expect("the release binary builds");
        let args = [
            "--groups".as_ref(),
            "samples,edge".as_ref(),
            "--".as_ref(),
            exe.as_os_str(),
        ];
        let (passed, text) = check_beside_the_load(problem, &args);
        assert!(
            passed && text.contains("verdict: AC"),
            "{problem} under load:\n{text}"
        );
    }
    let no_flush = workspace()
        .root()
        .join("crates/cf1991e-coloring-game/wrong/no-flush.py");
    let args = [
        "--groups".as_ref(),
        "samples".as_ref(),
        no_flush.as_os_str(),
    ];
    let (passed, text) = check_beside_the_load("cf1991e-coloring-game", &args);
    assert!(
        !passed && text.contains("verdict: ILE"),
        "no-flush.py under load:\n{text}"
    );
}

/// One test at a time: each brings its own load.
fn main() {
    let mut args = libtest_mimic::Arguments::from_args();
    args.test_threads = args.test_threads.or(Some(1));
    let trials = judge_testkit::tests![
        every_time_verdict_is_right_beside_eight_busy_processes;
        deep:
        a_burning_child_and_a_program_reading_nothing_get_their_verdicts_beside_eight_busy_processes =>
            "deep: cargo verify runs it",
        a_program_using_most_of_its_limit_is_accepted_beside_eight_busy_processes =>
            "deep: cargo verify runs it",
        the_max_inputs_nearest_their_limits_are_accepted_beside_eight_busy_processes =>
            "deep: cargo verify runs it",
        interactive_games_get_their_verdicts_beside_eight_busy_processes =>
            "deep: cargo verify runs it",
    ];
    judge_testkit::harness::finish(libtest_mimic::run(&args, trials));
}

//! Bad candidates get a verdict, never a hang of the judge, and nothing they started is left
//! running afterwards (issue 10). Each test runs one misbehaving program from
//! `tests/fixtures/bad/` through the real engine and the real launcher (`judge __measure`) on a
//! tiny problem of its own (`testkit/src/bad.rs`), so that it does not depend on any problem's
//! plan: the sum of n numbers, one exhaustive input of 100 000 numbers (larger than a pipe's
//! buffer, so that a program that reads nothing leaves the judge's writer blocked). Beside a load:
//! `tests/under_load.rs`.

use judge::engine::Verdict;
use judge_testkit::bad::{fixture, judge_script, judge_with};
use judge_testkit::passed_once;
use libtest_mimic::{Arguments, Trial};
use std::time::Duration;

/// Long enough that no quick program is TLE on a loaded 2-core machine.
const GENEROUS_MS: u64 = 5000;
/// Short, for the programs that are TLE.
const SHORT_MS: u64 = 500;
/// How much CPU time past the limit a program may burn before it is stopped: the launcher looks
/// every 10 ms of wall time, and a busy machine gives the program less CPU time in those, not more.
const STOP_MS: u64 = 200;

fn the_right_answer_is_accepted() {
    passed_once!(|| {
        judge_script("sum.sh", 1, GENEROUS_MS).expect(Verdict::Ac, "");
    },);
}

fn a_command_that_does_not_exist_is_re() {
    passed_once!(|| {
        judge_with(&["/nonexistent/bad-program"], GENEROUS_MS, 64, 4096)
            .expect(Verdict::Re, "cannot start /nonexistent/bad-program");
    },);
}

fn no_output_is_wa() {
    passed_once!(|| {
        judge_script("prints_nothing.sh", 2, GENEROUS_MS).expect(Verdict::Wa, "");
    });
}

fn non_utf8_output_is_wa() {
    passed_once!(|| {
        judge_script("not_utf8.sh", 3, GENEROUS_MS).expect(Verdict::Wa, "not UTF-8");
    },);
}

fn a_million_lines_is_wa_quickly() {
    passed_once!(|| {
        judge_script("million_lines.sh", 4, GENEROUS_MS)
            .expect(Verdict::Wa, "")
            .cpu_at_most(Duration::from_millis(GENEROUS_MS));
    },);
}

fn printing_forever_is_wa_at_the_output_limit() {
    passed_once!(|| {
        judge_with(&["yes"], GENEROUS_MS, 64, 4096)
            .expect(Verdict::Wa, "more than 64 MiB")
            .cpu_at_most(Duration::from_millis(GENEROUS_MS));
    },);
}

fn control_and_non_utf8_bytes_are_shown_escaped_in_the_report() {
    passed_once!(|| {
        let judged = judge_script("prints_controls.sh", 20, GENEROUS_MS);
        judged.expect(Verdict::Wa, "");
        let text = judged.report.text();
        assert!(text.contains("\\x1b[2J\\x0e\\x0f\\xff"), "{text}");
        assert!(
            !text.contains(['\x1b', '\x0e', '\x0f', '\u{fffd}']),
            "{text}"
        );
    },);
}

fn reading_nothing_and_exiting_is_wa() {
    passed_once!(|| {
        judge_script("reads_nothing_exits.sh", 5, GENEROUS_MS).expect(Verdict::Wa, "");
    },);
}

fn reading_nothing_and_sleeping_is_idle() {
    passed_once!(|| {
        judge_script("reads_nothing_sleeps.sh", 6, SHORT_MS)
            .expect(Verdict::Ile, "idle: no CPU time used for 1000 ms")
            .cpu_at_most(Duration::from_millis(SHORT_MS));
    },);
}

fn sleeping_is_idle_with_little_cpu_time() {
    passed_once!(|| {
        let judged = judge_script("sleeps.sh", 7, SHORT_MS);
        judged
            .expect(Verdict::Ile, "idle: no CPU time used for 1000 ms")
            .expect(Verdict::Ile, "it sleeps or waits for input")
            .cpu_at_most(Duration::from_millis(SHORT_MS));
        let cpu = judged.max_cpu();
        assert!(cpu < Duration::from_millis(SHORT_MS), "{cpu:?} of CPU");
    },);
}

fn burning_cpu_is_tle_at_the_cpu_limit() {
    passed_once!(|| {
        let judged = judge_script("burns_cpu.sh", 18, SHORT_MS);
        judged
            .expect(Verdict::Tle, "of CPU time")
            .cpu_at_most(Duration::from_millis(SHORT_MS + STOP_MS));
        let cpu = judged.max_cpu();
        assert!(cpu >= Duration::from_millis(SHORT_MS), "{cpu:?} of CPU");
    },);
}

fn the_cpu_time_of_a_child_counts() {
    passed_once!(|| {
        // the script itself waits; its child burns the CPU
        judge_script("child_burns_cpu.sh", 19, SHORT_MS)
            .expect(Verdict::Tle, "of CPU time")
            .cpu_at_most(Duration::from_millis(SHORT_MS + STOP_MS));
    },);
}

fn a_child_left_in_the_group_is_killed() {
    passed_once!(|| {
        judge_script("fork_in_group.sh", 8, GENEROUS_MS).expect(Verdict::Ac, "");
    },);
}

fn a_child_escaped_with_setsid_is_killed() {
    passed_once!(|| {
        judge_script("escape_setsid.sh", 9, GENEROUS_MS).expect(Verdict::Ac, "");
    },);
}

fn a_double_forked_daemon_holding_stdout_is_killed() {
    passed_once!(|| {
        judge_script("double_fork.sh", 10, GENEROUS_MS).expect(Verdict::Ac, "");
    },);
}

fn a_daemon_of_a_program_killed_at_the_limit_is_killed() {
    passed_once!(|| {
        judge_script("escape_and_sleep.sh", 11, SHORT_MS)
            .expect(Verdict::Ile, "idle")
            .cpu_at_most(Duration::from_millis(SHORT_MS));
    },);
}

fn a_daemon_printing_forever_is_killed_at_the_output_limit() {
    passed_once!(|| {
        judge_script("escaped_printer.sh", 14, GENEROUS_MS)
            .expect(Verdict::Wa, "more than 64 MiB")
            .cpu_at_most(Duration::from_millis(GENEROUS_MS));
    },);
}

fn a_hundred_children_are_killed() {
    passed_once!(|| {
        judge_script("many_children.sh", 15, SHORT_MS).expect(Verdict::Ile, "idle");
    },);
}

fn the_daemon_of_a_program_that_kills_its_launcher_is_killed() {
    passed_once!(|| {
        judge_script("kills_its_launcher.sh", 16, GENEROUS_MS).expect(Verdict::Re, "SIGKILL");
    },);
}

fn a_program_that_stops_its_launcher_is_continued_and_idle() {
    passed_once!(|| {
        judge_script("stops_its_launcher.sh", 17, SHORT_MS)
            .expect(Verdict::Ile, "idle")
            .cpu_at_most(Duration::from_millis(SHORT_MS));
    },);
}

fn a_signal_is_re_naming_it() {
    passed_once!(|| {
        judge_script("segfault.sh", 12, GENEROUS_MS).expect(Verdict::Re, "SIGSEGV");
    },);
}

fn a_non_zero_exit_is_re() {
    passed_once!(|| {
        judge_script("exits_nonzero.sh", 13, GENEROUS_MS).expect(Verdict::Re, "exited with code 3");
    },);
}

fn filling_memory_past_the_limit_is_mle() {
    passed_once!(|| {
        let judged = judge_with(&["sh", &fixture("memory_hog.sh")], 10_000, 32, 4096);
        judged.expect(Verdict::Mle, "over the 32 MiB limit");
        let peak = judged.report.groups.iter().map(|g| g.max_rss_kib).max();
        assert!(peak.unwrap_or(0) >= 128 << 10, "peak {peak:?} KiB");
    },);
}

fn a_peak_over_the_memory_limit_is_mle_even_when_the_cpu_limit_stops_it() {
    passed_once!(|| {
        let judged = judge_with(&["sh", &fixture("memory_hog_burns.sh")], SHORT_MS, 32, 4096);
        judged.expect(
            Verdict::Mle,
            "over the 32 MiB limit (it was stopped at the CPU limit",
        );
    },);
}

fn an_allocation_past_the_address_space_cap_is_mle() {
    passed_once!(|| {
        judge_with(&["sh", &fixture("memory_cap.sh")], 10_000, 32, 512)
            .expect(Verdict::Mle, "an allocation failed");
    },);
}

fn the_launcher_reports_exit_codes_and_signals_faithfully() {
    passed_once!(|| {
        use judge::run::{Status, run_measured};
        let launcher = judge::workspace::judge_exe();
        let limit = Duration::from_secs(10);
        for (script, status) in [
            ("exit 0", Status::Exited(0)),
            ("exit 7", Status::Exited(7)),
            ("kill -ABRT $$", Status::Signaled(6)),
            ("kill -KILL $$", Status::Signaled(9)),
        ] {
            let run = run_measured(&launcher, &["sh", "-c", script], b"", limit).expect("runs");
            assert_eq!(run.status, status, "{script}: {}", run.describe_failure());
            assert!(run.stderr.is_empty(), "{script}: stderr {:?}", run.stderr);
        }
        let run = run_measured(&launcher, &["sleep", "30"], b"", Duration::from_millis(300))
            .expect("runs");
        assert_eq!(run.status, Status::TimedOut);
        assert!(run.wall < Duration::from_secs(3), "{:?}", run.wall);
    },);
}

fn the_launcher_caps_the_program_s_address_space_and_only_when_asked() {
    passed_once!(|| {
        use judge::run::{Limits, run_measured_limited};
        let launcher = judge::workspace::judge_exe();
        let limit = Duration::from_secs(10);
        let cap = |bytes: Option<u64>| {
            let limits = Limits {
                wall: limit,
                cpu: None,
                idle: None,
                address_space: bytes,
            };
            let run = run_measured_limited(&launcher, &["sh", "-c", "ulimit -v"], b"", &limits)
                .expect("runs");
            String::from_utf8_lossy(&run.stdout).trim().to_owned()
        };
        // `ulimit -v` is in KiB
        assert_eq!(cap(Some(300 << 20)), (300 << 10).to_string());
        assert_eq!(cap(None), "unlimited");
    },);
}

fn the_launcher_stops_an_idle_run_and_not_a_busy_one() {
    passed_once!(|| {
        use judge::run::{Limits, Status, run_measured_limited};
        let launcher = judge::workspace::judge_exe();
        let limits = Limits {
            wall: Duration::from_secs(30),
            cpu: Some(Duration::from_millis(700)),
            idle: Some(Duration::from_millis(300)),
            address_space: None,
        };
        let run = |script: &str| {
            run_measured_limited(&launcher, &["sh", "-c", script], b"", &limits).expect("runs")
        };
        let idle = run("sleep 30");
        assert_eq!(idle.status, Status::Idle, "{}", idle.describe_failure());
        assert!(idle.wall < Duration::from_secs(5), "{:?}", idle.wall);
        // a child burning CPU while its parent waits: busy, not idle, until the CPU limit
        let busy = run("sh -c 'while :; do :; done' & wait");
        assert_eq!(busy.status, Status::CpuLimit, "{}", busy.describe_failure());
        assert!(busy.cpu >= Duration::from_millis(700), "{:?}", busy.cpu);
    },);
}

/// Each test function with its name.
macro_rules! named {
    ($($test:ident),* $(,)?) => {
        [$((stringify!($test), $test as fn())),*]
    };
}

/// The tests, run six at a time unless `--test-threads` says otherwise: most of them wait for
/// idleness (a second) or the launcher's grace, not for a core.
fn main() {
    let mut args = Arguments::from_args();
    args.test_threads = args.test_threads.or(Some(6));
    let tests = named![
        the_right_answer_is_accepted,
        a_command_that_does_not_exist_is_re,
        no_output_is_wa,
        non_utf8_output_is_wa,
        a_million_lines_is_wa_quickly,
        printing_forever_is_wa_at_the_output_limit,
        control_and_non_utf8_bytes_are_shown_escaped_in_the_report,
        reading_nothing_and_exiting_is_wa,
        reading_nothing_and_sleeping_is_idle,
        sleeping_is_idle_with_little_cpu_time,
        burning_cpu_is_tle_at_the_cpu_limit,
        the_cpu_time_of_a_child_counts,
        a_child_left_in_the_group_is_killed,
        a_child_escaped_with_setsid_is_killed,
        a_double_forked_daemon_holding_stdout_is_killed,
        a_daemon_of_a_program_killed_at_the_limit_is_killed,
        a_daemon_printing_forever_is_killed_at_the_output_limit,
        a_hundred_children_are_killed,
        the_daemon_of_a_program_that_kills_its_launcher_is_killed,
        a_program_that_stops_its_launcher_is_continued_and_idle,
        the_launcher_stops_an_idle_run_and_not_a_busy_one,
        a_signal_is_re_naming_it,
        a_non_zero_exit_is_re,
        filling_memory_past_the_limit_is_mle,
        a_peak_over_the_memory_limit_is_mle_even_when_the_cpu_limit_stops_it,
        an_allocation_past_the_address_space_cap_is_mle,
        the_launcher_reports_exit_codes_and_signals_faithfully,
        the_launcher_caps_the_program_s_address_space_and_only_when_asked,
    ];
    let trials = tests
        .into_iter()
        .map(|(name, test)| {
            Trial::test(name, move || {
                test();
                Ok(())
            })
        })
        .collect();
    judge_testkit::harness::finish(libtest_mimic::run(&args, trials));
}

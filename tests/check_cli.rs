//! `judge check` (and the other commands' arguments) as a new user meets them, through the real
//! command line: problems named by task id or URL, and the nearest names when one is unknown (exit
//! 2 in every command); bad arguments refused in plain words before anything is built; attempts
//! built as their judge builds them (AtCoder's crates with `#[fastout]`, a crate no judge here has,
//! C, a compile error that names the user's file); folders of tests in other tools' layouts;
//! chosen groups; and a failure found only by a max input, shrunk against the collection's own
//! release binary. The attempts and folders are in `tests/fixtures/attempts/`.

use judge::workspace::judge_exe;
use judge_testkit::passed_once;
use judge_testkit::workspace;
use std::path::PathBuf;
use std::process::{Command, Output};

fn attempt(name: &str) -> String {
    workspace()
        .root()
        .join("tests/fixtures/attempts")
        .join(name)
        .display()
        .to_string()
}

/// Runs the judge with `args` from the workspace root.
fn judge(args: &[&str]) -> Output {
    Command::new(judge_exe())
        .args(args)
        .current_dir(workspace().root())
        .output()
        .expect("the judge runs")
}

/// Both streams of `output`.
fn said(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Asserts that `output` ended with `code` and says each of `words`.
fn expect(output: &Output, code: i32, words: &[&str]) -> String {
    let text = said(output);
    assert_eq!(output.status.code(), Some(code), "exit status of:\n{text}");
    for word in words {
        assert!(text.contains(word), "{word:?} not in:\n{text}");
    }
    text
}

fn an_unknown_problem_is_a_usage_error_with_the_nearest_names_in_every_command() {
    passed_once!(|| {
        for args in [
            vec!["check", "edpc-k-stone", "main.rs"],
            vec!["bundle", "edpc-k-stone"],
            vec!["bench", "edpc-k-stone"],
            vec!["doctor", "edpc-k-stone"],
            vec!["max-input", "edpc-k-stone", "/tmp"],
        ] {
            expect(
                &judge(&args),
                2,
                &[
                    "unknown problem `edpc-k-stone`",
                    "did you mean `edpc-k-stones`",
                ],
            );
        }
        // a word of the name finds the problems with that word, before any near spelling; one
        // line, not the list of every problem
        let output = judge(&["check", "nim", "main.rs"]);
        let text = expect(&output, 2, &["did you mean `luogu-p2197-nim`"]);
        assert_eq!(text.trim_end().lines().count(), 1, "{text}");
    },);
}

fn check_help_names_every_verdict() {
    passed_once!(|| {
        let help = expect(&judge(&["check", "--help"]), 0, &["verdict: <"]);
        for verdict in judge::engine::Verdict::ALL {
            assert!(help.contains(verdict.as_str()), "{verdict}: {help}");
        }
    },);
}

fn problems_are_found_by_task_id_and_url() {
    passed_once!(|| {
        expect(&judge(&["doctor", "dp_k"]), 0, &["edpc-k-stones:"]);
        expect(
            &judge(&["doctor", "ABC354_E"]),
            0,
            &["abc354e-remove-pairs:"],
        );
        expect(
            &judge(&["doctor", "https://codeforces.com/problemset/problem/1537/D"]),
            0,
            &["cf1537d-deleting-divisors:"],
        );
        expect(&judge(&["doctor", "P2197"]), 0, &["luogu-p2197-nim:"]);
    },);
}

fn bad_arguments_are_refused_in_plain_words_before_anything_is_built() {
    passed_once!(|| {
        let nim = "luogu-p2197-nim";
        let cases: Vec<(Vec<&str>, &str)> = vec![
            (
                vec!["check", nim, "--", "nosuchcommand"],
                "no such command on the PATH",
            ),
            (
                vec!["check", nim, "--cases", "-1", "--", "cat"],
                "is not a whole number",
            ),
            (
                vec!["check", nim, "--jobs", "0", "--", "cat"],
                "of at least 1",
            ),
            (
                vec!["check", nim, "--seconds", "0", "--", "cat"],
                "positive number of seconds",
            ),
            (
                vec!["check", nim, "/no/such/attempt.cpp"],
                "cannot read /no/such/attempt.cpp",
            ),
            (vec!["check", nim, "tests"], "is a directory"),
            (vec!["check", nim, "Cargo.lock"], ".c (C: gcc"),
            (
                vec!["check", nim],
                "give the file to judge after the problem",
            ),
            (vec!["check", "main.rs"], "unknown problem `main.rs`"),
            (
                vec!["check", "luogu-p1290-euclid", "main.rs"],
                "did you mean `luogu-p1290-euclid-game`",
            ),
            (
                vec!["check", "my.cpp", "luogu-p1290-euclid-game"],
                "name the problem first, then the file: judge check luogu-p1290-euclid-game my.cpp",
            ),
            (
                vec![
                    "bundle",
                    "tests/fixtures/attempts/nim-wrong-on-many-piles.cpp",
                ],
                "is not a Rust file",
            ),
            (
                vec!["bundle", "/no/such/solution.rs"],
                "cannot read /no/such/solution.rs: there is no such file",
            ),
            (
                vec!["check", nim, "--groups", "samples,fuzz", "--", "cat"],
                "unknown group `fuzz`",
            ),
            (
                vec!["check", nim, "--tests", "/no/such/tests", "--", "cat"],
                "/no/such/tests",
            ),
            (
                vec!["check", nim, "--strategy", "optimal", "--", "cat"],
                "--strategy is for an interactive problem; luogu-p2197-nim has no jury",
            ),
            (
                vec![
                    "check",
                    "abc398e-tree-game",
                    "--strategy",
                    "smallest,best",
                    "--",
                    "cat",
                ],
                "abc398e-tree-game has no strategy `best`; its jury's strategies: smallest, largest",
            ),
            (
                vec!["bench", nim, "--runs", "0"],
                "invalid value '0' for '--runs",
            ),
            (
                vec!["bench", "edpc-k-stones", "--against", "seed"],
                "has no seed",
            ),
        ];
        for (args, words) in cases {
            let output = judge(&args);
            let text = expect(&output, 2, &[words]);
            assert!(
                !text.contains("tip:"),
                "{args:?}: clap's tip is not plain words:\n{text}"
            );
            assert!(
                !text.contains("building"),
                "{args:?}: something was built before the arguments were checked:\n{text}"
            );
        }
    },);
}

fn a_malformed_tests_folder_is_named() {
    passed_once!(|| {
        expect(
            &judge(&[
                "check",
                "luogu-p2197-nim",
                "--tests",
                &attempt("oj-malformed"),
                "--",
                "cat",
            ]),
            2,
            &["lonely.in has no expected output", "lonely.out"],
        );
    },);
}

fn a_c_attempt_is_judged_and_the_left_out_groups_are_named() {
    passed_once!(|| {
        let text = expect(
            &judge(&[
                "check",
                "luogu-p2197-nim",
                &attempt("nim.c"),
                "--groups",
                "samples,edge",
            ]),
            0,
            &[
                "built: gcc -O2 -std=c11 -lm",
                "verdict: AC",
                "left out (--groups)",
            ],
        );
        assert!(!text.contains("not run: an earlier group failed"), "{text}");
    },);
}

fn a_compile_error_names_the_users_file() {
    passed_once!(|| {
        let file = attempt("nim-type-error.rs");
        let text = expect(
            &judge(&["check", "luogu-p2197-nim", &file]),
            1,
            &["verdict: CE"],
        );
        assert!(
            text.contains(&format!("{file}:6")),
            "the error names {file}:6:\n{text}"
        );
        assert!(!text.contains("target/build"), "{text}");
    },);
}

fn an_atcoder_attempt_with_fastout_is_built_with_the_real_crates() {
    passed_once!(|| {
        expect(
            &judge(&[
                "check",
                "edpc-k-stones",
                &attempt("edpc-k-fastout.rs"),
                "--groups",
                "samples,edge,random",
                "--cases",
                "3",
            ]),
            0,
            &[
                "built: as AtCoder builds it",
                "proconio 0.5.0",
                "verdict: AC",
            ],
        );
    },);
}

fn an_attempt_needing_another_crate_is_ce_naming_it() {
    passed_once!(|| {
        expect(
            &judge(&["check", "edpc-k-stones", &attempt("edpc-k-im-rc.rs")]),
            1,
            &["verdict: CE", "uses crate `im_rc`"],
        );
        expect(
            &judge(&[
                "check",
                "edpc-k-stones",
                &attempt("edpc-k-im-rc.rs"),
                "--toolchain",
                "std",
            ]),
            1,
            &["verdict: CE", "im_rc"],
        );
    },);
}

fn tests_folders_of_other_tools_run_as_groups_of_their_own() {
    passed_once!(|| {
        let c = attempt("nim.c");
        expect(
            &judge(&[
                "check",
                "luogu-p2197-nim",
                &c,
                "--groups",
                "samples,tests",
                "--tests",
                &attempt("oj-test"),
                "--tests",
                &attempt("compete/nim.yml"),
            ]),
            0,
            &["oj-test", "3/3", "nim.yml", "2/2", "verdict: AC"],
        );
        // with no problem at all: just those tests, at the limits given
        let text = expect(
            &judge(&[
                "check",
                "--tests",
                &attempt("oj-test"),
                &c,
                "--time-limit",
                "500",
            ]),
            0,
            &["3/3", "verdict: AC", "500 ms of CPU"],
        );
        assert!(!text.contains("official samples   "), "{text}");
    },);
}

fn a_failure_only_a_max_input_shows_is_shrunk_against_our_release_binary() {
    passed_once!(|| {
        let text = expect(
            &judge(&[
                "check",
                "luogu-p2197-nim",
                &attempt("nim-wrong-on-many-piles.cpp"),
                "--shrink-seconds",
                "5",
            ]),
            1,
            &["verdict: WA", "max input", "shrunk from"],
        );
        let saved: PathBuf = text
            .lines()
            .find_map(|line| line.strip_prefix("saved to "))
            .expect("the failure is saved")
            .into();
        let input = std::fs::read_to_string(&saved).unwrap();
        assert!(input.len() < 100_000, "{} bytes", input.len());
        let piles = input.lines().nth(1).unwrap().parse::<usize>().unwrap();
        assert!(piles > 9000, "the bug needs more than 9000 piles: {piles}");
    },);
}

/// A Fibonacci Nim answer right only while the smallest Zeckendorf term is at most 10^4 agrees
/// with the oracle on every N it reaches (≤ 3000): the random group's draws beyond that reach,
/// answered by our binary, fail it; each one the oracle reaches passes.
fn a_wrong_solution_right_within_the_oracles_reach_fails_the_random_group_beyond_it() {
    passed_once!(|| {
        let wrong = workspace()
            .root()
            .join("crates/luogu-p6487-hrpa/wrong/small-terms-only.rs");
        let text = expect(
            &judge(&[
                "check",
                "luogu-p6487-hrpa",
                &wrong.display().to_string(),
                "--groups",
                "random",
            ]),
            1,
            &["verdict: WA", "beyond the oracle's reach"],
        );
        let failing = text
            .lines()
            .find(|line| line.starts_with("WA on case"))
            .expect("a failing case");
        assert!(failing.contains("up to 10^15"), "{failing}");
    },);
}

/// The index of the first of `lines` that starts with `prefix`.
fn first_line_starting(lines: &[&str], prefix: &str) -> Option<usize> {
    lines.iter().position(|line| line.starts_with(prefix))
}

/// Off a terminal, each group says what it runs when it starts, its cases done of its total every
/// `--progress-every` seconds while it runs, and its count when it ends; shrinking says the time
/// and the runs it is allowed, and how many it took.
fn progress_lines_give_each_groups_count_and_shrinkings_allowance() {
    passed_once!(|| {
        let right = judge(&[
            "check",
            "luogu-p2197-nim",
            &attempt("nim.c"),
            "--groups",
            "exhaustive",
            "--progress-every",
            "0.001",
            "--jobs",
            "1",
        ]);
        expect(&right, 0, &["verdict: AC"]);
        let stderr = String::from_utf8_lossy(&right.stderr);
        let lines: Vec<&str> = stderr.lines().collect();
        let at = |prefix: &str| first_line_starting(&lines, prefix);
        let start = at("exhaustive: every position").expect("a start line");
        let end = at("exhaustive: done, 59/59 cases in ").expect("an end line");
        let between = lines[start + 1..end]
            .iter()
            .filter(|l| l.starts_with("exhaustive: ") && l.contains("/59 cases, "))
            .count();
        assert!(between >= 5, "{between} progress lines in:\n{stderr}");

        let wrong = workspace()
            .root()
            .join("crates/luogu-p2197-nim/wrong/xor-not-reset.cpp");
        let output = judge(&[
            "check",
            "luogu-p2197-nim",
            &wrong.display().to_string(),
            "--groups",
            "exhaustive",
            "--shrink-seconds",
            "7",
        ]);
        expect(&output, 1, &["verdict: WA"]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let lines: Vec<&str> = stderr.lines().collect();
        let at = |prefix: &str| first_line_starting(&lines, prefix);
        let group_end = at("exhaustive: done, ").expect("the group's end line");
        let shrink = at("shrinking: WA: shrinking the failing input (at most 7 s or 3000 runs)…")
            .unwrap_or_else(|| panic!("no shrinking line in:\n{stderr}"));
        let shrunk = at("shrinking: done, ").expect("shrinking's end line");
        assert!(group_end < shrink && shrink < shrunk, "{stderr}");
        assert!(lines[shrunk].contains(" runs in "), "{stderr}");
    },);
}

/// The README's command from inside a problem's folder: `cargo judge` (the alias in
/// `.cargo/config.toml`) runs the judge, built in release, not the crate's solution, and a path is
/// relative to the folder it is run from. Deep: the judge's release build takes minutes cold.
fn cargo_judge_runs_the_judge_from_inside_a_crate_folder() {
    let folder = workspace().root().join("crates/edpc-k-stones");
    let output = Command::new(judge::workspace::cargo())
        .args([
            "judge",
            "check",
            "dp_k",
            "src/main.rs",
            "--groups",
            "samples",
        ])
        .current_dir(&folder)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("cargo runs");
    expect(
        &output,
        0,
        &["check edpc-k-stones: src/main.rs", "verdict: AC"],
    );
    let docs = Command::new(judge::workspace::cargo())
        .args(["judge", "doctor", "edpc-k-stones"])
        .current_dir(workspace().root().join("docs"))
        .stdin(std::process::Stdio::null())
        .output()
        .expect("cargo runs");
    expect(&docs, 0, &["edpc-k-stones"]);
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        progress_lines_give_each_groups_count_and_shrinkings_allowance,
        a_wrong_solution_right_within_the_oracles_reach_fails_the_random_group_beyond_it,
        an_unknown_problem_is_a_usage_error_with_the_nearest_names_in_every_command,
        problems_are_found_by_task_id_and_url,
        check_help_names_every_verdict,
        bad_arguments_are_refused_in_plain_words_before_anything_is_built,
        a_malformed_tests_folder_is_named,
        a_c_attempt_is_judged_and_the_left_out_groups_are_named,
        a_compile_error_names_the_users_file,
        an_atcoder_attempt_with_fastout_is_built_with_the_real_crates,
        an_attempt_needing_another_crate_is_ce_naming_it,
        tests_folders_of_other_tools_run_as_groups_of_their_own,
        a_failure_only_a_max_input_shows_is_shrunk_against_our_release_binary;
        deep: cargo_judge_runs_the_judge_from_inside_a_crate_folder =>
            "builds the judge in release (minutes cold)",
    ]);
}

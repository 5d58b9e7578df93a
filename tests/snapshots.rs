//! Whole outputs of the judge's commands, as a user sees them, against snapshots committed in
//! `tests/snapshots/` (insta): what `doctor` says of a collection problem and of one without a
//! plan, the report of `check` on a wrong attempt (every group's row, the shrunk input, the
//! expected and actual outputs, the verdict), a bad usage, and `check --help`. What differs
//! between machines and runs is replaced before the comparison: the checkout's path, times,
//! memory, rustc's version and the failure file's digest. After a deliberate change,
//! `INSTA_UPDATE=always cargo test --test snapshots` (or `cargo insta review`) rewrites them.

use judge::workspace::judge_exe;
use judge_testkit::passed_once;
use judge_testkit::workspace;
use std::process::Command;

/// The judge's stdout and stderr with `args`, run from the workspace root, and its exit status.
fn judge(args: &[&str]) -> String {
    let output = Command::new(judge_exe())
        .args(args)
        .current_dir(workspace().root())
        .env("NO_COLOR", "1")
        .output()
        .expect("the judge runs");
    format!(
        "exit status: {:?}\n--- stdout\n{}--- stderr\n{}",
        output.status.code(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Snapshot settings that replace what differs between machines and runs.
fn settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(workspace().root().join("tests/snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.add_filter(
        &regex_escape(&workspace().root().display().to_string()),
        "[ROOT]",
    );
    settings.add_filter(r" +\d+(\.\d+)? (ms|s|MiB|KiB)\b", " [$2]");
    settings.add_filter(r"\(\d+(\.\d+)? (ms|s)\)", "([$2])");
    settings.add_filter(r"rustc \d+\.\d+\.\d+ here", "rustc [VERSION] here");
    settings.add_filter(r"-[0-9a-f]{8}\.in\b", "-[DIGEST].in");
    settings
}

/// `text` with every regex metacharacter escaped.
fn regex_escape(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let special = "\\.+*?()|[]{}^$#&-~".contains(c);
            special.then_some('\\').into_iter().chain([c])
        })
        .collect()
}

fn doctor_of_a_collection_problem() {
    passed_once!(|| {
        settings().bind(|| {
            insta::assert_snapshot!(judge(&["doctor", "luogu-p2197-nim"]));
        });
    });
}

fn check_of_a_wrong_attempt() {
    passed_once!(|| {
        settings().bind(|| {
            insta::assert_snapshot!(judge(&[
                "check",
                "edpc-k-stones",
                "crates/edpc-k-stones/wrong/take-away-formula.rs",
            ]));
        });
    });
}

fn check_of_an_unknown_problem() {
    passed_once!(|| {
        settings().bind(|| {
            insta::assert_snapshot!(judge(&["check", "nim", "main.rs"]));
        });
    });
}

fn check_help() {
    passed_once!(|| {
        settings().bind(|| {
            insta::assert_snapshot!(judge(&["check", "--help"]));
        });
    });
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        doctor_of_a_collection_problem,
        check_of_a_wrong_attempt,
        check_of_an_unknown_problem,
        check_help,
    ]);
}

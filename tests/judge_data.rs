//! The judges' own test data, where the user has it: the folder that `JUDGE_DATA` names holds one
//! folder per problem (`<problem>/`, of `.in`/`.out` pairs as the judge publishes them: CSES's
//! `N.in`/`N.out` for its game tasks, Library Checker's tests of the nim product, USACO's files of
//! Cow Checkers; see docs/testing.md for where each judge publishes them). The data is never
//! copied into the project. Every case runs through `judge check <problem> --groups tests --tests
//! <folder>`, as a user would run it, on the collection's release binary and on its bundle, built
//! as the problem's judge builds a submitted file; each must be AC on every case. The trials are
//! deep (`cargo verify` runs them); only the problems with a folder get trials, and without
//! `JUDGE_DATA` or any such folder the run says that nothing of the judges' data ran.

use judge::build::cargo_release_bin;
use judge::workspace::judge_exe;
use judge_testkit::harness;
use judge_testkit::workspace;
use libtest_mimic::{Arguments, Trial};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The environment variable that names the folder of the judges' data.
const JUDGE_DATA: &str = "JUDGE_DATA";

/// Where the judges' data is, if the user said.
fn data_root() -> Option<PathBuf> {
    std::env::var_os(JUDGE_DATA)
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
}

/// Runs `judge check` with `args` and fails unless it is AC on all `cases` of the tests group.
fn check(args: &[&str], cases: usize) -> Result<(), String> {
    let output = Command::new(judge_exe())
        .args(args)
        .current_dir(workspace().root())
        .output()
        .map_err(|e| format!("the judge does not run: {e}"))?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let passed = format!("{cases}/{cases}");
    if output.status.success()
        && text.contains("verdict: AC")
        && text
            .lines()
            .any(|l| l.contains("tests") && l.contains(&passed))
    {
        Ok(())
    } else {
        Err(format!("judge {}:\n{text}", args.join(" ")))
    }
}

fn cases_in(dir: &Path) -> usize {
    fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == "in"))
                .count()
        })
        .unwrap_or(0)
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    let Some(data) = data_root() else {
        println!("judge data: {JUDGE_DATA} is not set, so none of the judges' own tests ran");
        harness::finish(libtest_mimic::run(&args, trials));
    };
    for problem in workspace().problems() {
        let dir = data.join(&problem.name);
        if !dir.is_dir() {
            continue;
        }
        for which in ["binary", "bundle"] {
            let (dir, problem_name) = (dir.clone(), problem.name.clone());
            trials.push(
                Trial::test(format!("{}/{which}", problem.name), move || {
                    judge_data(&problem_name, &dir, which).map_err(Into::into)
                })
                .with_ignored_flag(true),
            );
        }
    }
    if trials.is_empty() {
        println!(
            "judge data: no problem's folder in {}, so none of the judges' own tests ran",
            data.display()
        );
    }
    harness::finish(libtest_mimic::run(&args, trials));
}

/// `problem`'s binary or bundle (`which`) on every case in `dir`.
fn judge_data(problem: &str, dir: &Path, which: &str) -> Result<(), String> {
    let tests = dir.display().to_string();
    let cases = cases_in(dir);
    if cases == 0 {
        return Err(format!("{tests}: no .in files"));
    }
    let program = if which == "binary" {
        cargo_release_bin(workspace(), problem).map_err(|e| format!("{e:#}"))?
    } else {
        let out = workspace()
            .target_dir()
            .join("judge/judge-data")
            .join(problem);
        fs::create_dir_all(&out).map_err(|e| e.to_string())?;
        let file = out.join("main.rs");
        let bundled = Command::new(judge_exe())
            .args(["bundle", problem, "--output"])
            .arg(&file)
            .current_dir(workspace().root())
            .output()
            .map_err(|e| e.to_string())?;
        if !bundled.status.success() {
            return Err(String::from_utf8_lossy(&bundled.stderr).into_owned());
        }
        file
    };
    let program = program.display().to_string();
    let mut args = vec!["check", problem, "--groups", "tests", "--tests", &tests];
    if which == "binary" {
        args.extend(["--", &program]);
    } else {
        args.push(&program);
    }
    check(&args, cases)
}

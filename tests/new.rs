//! `judge new` and copies of the workspace, as a new user meets them:
//! - `new` refuses a name that breaks the naming rule or exists, before writing anything;
//! - in a copy of the workspace, a problem of one's own made by `judge new`, with only a solution
//!   and two samples, passes the suite (its samples through the binary and the bundle, the layout
//!   rules, its plan), `check` judges a right and a wrong attempt (AC, WA), nothing outside its own
//!   files changed but the lock file, and marked as a collection problem it fails for lack of an
//!   oracle;
//! - a copied checkout tests its own files: a wrong sample planted in the copy fails there, found
//!   from the copy's folder, while the original passes.
//!
//! The suite run in a copy is this build's own test executables, pointed at the copy by
//! `CARGO_MANIFEST_DIR`, as cargo points a test at its package. Both copy tests are skipped when
//! they passed before with the same executables (`judge_testkit::passed`).

use judge::new::{NewProblem, create};
use judge::workspace::judge_exe;
use judge_testkit::passed::{Key, checkout_digest, passed_before, record_pass};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn new_refuses_bad_and_existing_names_without_writing() {
    let listing = || {
        let mut names: Vec<String> = ["crates", "samples"]
            .iter()
            .flat_map(|dir| {
                fs::read_dir(judge_testkit::workspace().root().join(dir))
                    .unwrap()
                    .flatten()
            })
            .map(|entry| entry.path().display().to_string())
            .collect();
        names.sort();
        names
    };
    let before = listing();
    for bad in ["Berzerk", "cf786a_berzerk", "berzerk", "cf786a--x", "judge"] {
        let error = create(judge_testkit::workspace().root(), &NewProblem::named(bad))
            .expect_err(bad)
            .to_string();
        assert!(
            error.contains("naming rule") || error.contains("judge package"),
            "{bad}: {error}"
        );
    }
    let error = create(
        judge_testkit::workspace().root(),
        &NewProblem::named("cf786a-berzerk"),
    )
    .unwrap_err()
    .to_string();
    assert!(error.contains("exists already"), "{error}");
    let unknown_judge = NewProblem {
        judge: Some("spoj".to_owned()),
        ..NewProblem::named("spoj1-x")
    };
    assert!(
        create(judge_testkit::workspace().root(), &unknown_judge)
            .unwrap_err()
            .to_string()
            .contains("unknown judge")
    );
    // a name that says no judge is refused without --judge, naming `other`
    let error = create(
        judge_testkit::workspace().root(),
        &NewProblem::named("hdu1846-brave-game"),
    )
    .unwrap_err()
    .to_string();
    assert!(
        error.contains("does not say its judge") && error.contains("|other"),
        "{error}"
    );
    assert_eq!(before, listing(), "a refused name made a folder");
    assert!(
        !judge_testkit::workspace()
            .root()
            .join("crates/spoj1-x")
            .exists()
    );
}

/// The name of the problem of one's own that the copy tests make (its judge, AtCoder, from the
/// name), and of the one made with `--judge other`: names no user picks. The copies are tested
/// by this workspace's test executables, whose plans are this workspace's: a plan of the same
/// name here would be taken for the copy's.
const OWN: &str = "abc000a-new-test-brave-game";
const OTHER: &str = "zz0-new-test-brave-game";

/// Fails, saying why, if this workspace has a problem called `name`.
fn unused_here(name: &str) {
    assert!(
        plans::plan(name).is_none()
            && !judge_testkit::workspace()
                .root()
                .join("crates")
                .join(name)
                .exists(),
        "this workspace has a problem called {name}, the name tests/new.rs gives the problem it \
         makes in a copy of the workspace: rename yours"
    );
}

/// Copies the files of `from` into `to` (folders recursively), skipping `skip` names.
fn copy_tree(from: &Path, to: &Path, skip: &[&str]) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap().flatten() {
        let name = entry.file_name();
        if skip.contains(&name.to_string_lossy().as_ref()) {
            continue;
        }
        let path = entry.path();
        if path.is_dir() {
            copy_tree(&path, &to.join(&name), skip);
        } else {
            fs::copy(&path, to.join(&name)).unwrap();
        }
    }
}

/// A fresh copy of the workspace under `target/judge/<name>/workspace`: the judge package, the
/// plans and their kit, the test kit, and of the problems only
/// luogu-p2197-nim.
fn copy_workspace(name: &str) -> PathBuf {
    let workspace = judge_testkit::workspace()
        .target_dir()
        .join("judge")
        .join(name)
        .join("workspace");
    let _ = fs::remove_dir_all(&workspace);
    fs::create_dir_all(workspace.join("crates")).unwrap();
    for file in ["Cargo.toml", "Cargo.lock", "README.md", "build.rs"] {
        fs::copy(
            judge_testkit::workspace().root().join(file),
            workspace.join(file),
        )
        .unwrap();
    }
    for dir in [
        "src", "inline", "kit", "plans", "start", "testkit", "bench", ".cargo",
    ] {
        copy_tree(
            &judge_testkit::workspace().root().join(dir),
            &workspace.join(dir),
            &[],
        );
    }
    copy_tree(
        &judge_testkit::workspace().root().join("tests"),
        &workspace.join("tests"),
        &["fixtures"],
    );
    copy_tree(
        &judge_testkit::workspace()
            .root()
            .join("tests/fixtures/layout"),
        &workspace.join("tests/fixtures/layout"),
        &[],
    );
    for dir in ["crates", "samples"] {
        copy_tree(
            &judge_testkit::workspace()
                .root()
                .join(dir)
                .join("luogu-p2197-nim"),
            &workspace.join(dir).join("luogu-p2197-nim"),
            &[],
        );
    }
    workspace
}

/// The target folder the copies build in, kept between runs so that later runs are warm.
fn copies_target() -> PathBuf {
    judge_testkit::workspace()
        .target_dir()
        .join("judge/copies-target")
}

/// This build's test executable `name` (`samples`, `engine`, …), built from the workspace's
/// sources as they are now: cargo builds it if it must (a test run alone, `cargo test --test
/// new`, has not built the others) and says where it is.
fn test_exe(name: &str) -> PathBuf {
    use std::sync::{Mutex, OnceLock};
    static BUILT: OnceLock<Mutex<BTreeMap<String, PathBuf>>> = OnceLock::new();
    let built = BUILT.get_or_init(Mutex::default);
    if let Some(path) = built.lock().unwrap().get(name) {
        return path.clone();
    }
    let output = Command::new(judge::workspace::cargo())
        .args(["test", "--no-run", "-p", "judge", "--test", name])
        .args(["--message-format", "json"])
        .current_dir(judge_testkit::workspace().root())
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "cargo test --no-run --test {name}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let path = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|message| message["target"]["name"] == name)
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
        .unwrap_or_else(|| panic!("cargo built no test executable `{name}`"));
    built.lock().unwrap().insert(name.to_owned(), path.clone());
    path
}

/// Runs `program` with `args` in `workspace` as cargo runs a test of it there.
fn run_in(workspace: &Path, program: &Path, args: &[&str]) -> Output {
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(workspace)
        .env("CARGO_MANIFEST_DIR", workspace)
        .env_remove("JUDGE_RERUN");
    if workspace != judge_testkit::workspace().root() {
        command.env("CARGO_TARGET_DIR", copies_target());
    }
    command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()))
}

/// Both streams of `output`, for a failure message.
fn said(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Every file under `dir` but `target/`, with its contents.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(folder) = todo.pop() {
        for entry in fs::read_dir(&folder).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "target") {
                    todo.push(path);
                }
            } else {
                let relative = path.strip_prefix(dir).unwrap().to_path_buf();
                files.insert(relative, fs::read(&path).unwrap());
            }
        }
    }
    files
}

/// The key of a copy test: this test executable, the judge and the test executables the copy
/// runs, and every file of the checkout, which the copy is made from (computed, not listed:
/// `judge_testkit::passed::checkout_digest`).
fn copy_key(name: &str) -> String {
    let mut key = Key::new();
    key.text(name)
        .file(&std::env::current_exe().unwrap())
        .file(&judge_exe());
    for exe in ["samples", "engine", "layout", "oracles"] {
        key.file(&test_exe(exe));
    }
    key.text(checkout_digest());
    key.finish()
}

/// A right solution of a made-up problem (HDU 1846 Brave Game: take 1 to m of n stones; the
/// player who takes the last wins) and a wrong one.
const BRAVE_GAME: &str = r#"//! Brave Game: n stones, a move takes 1 to m, whoever takes the last wins.
use proconio::input;

fn main() {
    input! { c: usize, games: [(u64, u64); c] }
    for (n, m) in games {
        println!("{}", if n % (m + 1) == 0 { "second" } else { "first" });
    }
}
"#;
const BRAVE_GAME_WRONG: &str = r#"use proconio::input;

fn main() {
    input! { c: usize, games: [(u64, u64); c] }
    for (n, m) in games {
        println!("{}", if n % m == 0 { "second" } else { "first" });
    }
}
"#;

fn a_problem_of_ones_own_is_its_solution_and_its_samples() {
    let key = copy_key("new/own-problem");
    if passed_before("new/own-problem", &key) {
        return;
    }
    let workspace = copy_workspace("new-test");
    let before = snapshot(&workspace);
    let name = OWN;
    unused_here(name);
    let manifest = workspace.join("Cargo.toml");
    let manifest = manifest.to_str().unwrap();
    let created = new_with_only_a_name(&workspace, manifest, name);
    nothing_to_judge_is_no_verdict(&workspace, manifest, name);
    write_solution_and_samples(&workspace, name);
    suite_passes_in_the_copy(&workspace, name);
    check_judges_a_right_and_a_wrong_attempt(&workspace, manifest, name);
    nothing_else_changed(&workspace, &before, name);
    a_collection_problem_lacks_its_parts(&workspace, name, &created);
    record_pass("new/own-problem", &key);
}

/// `judge new` with nothing but the name: the crate's files with the defaults; its manifest.
fn new_with_only_a_name(workspace: &Path, manifest: &str, name: &str) -> String {
    let made = run_in(
        workspace,
        &judge_exe(),
        &["--manifest-path", manifest, "new", name],
    );
    assert!(made.status.success(), "{}", said(&made));
    for path in ["Cargo.toml", "src/main.rs", "README.md"] {
        assert!(
            workspace.join("crates").join(name).join(path).is_file(),
            "{path}"
        );
    }
    let created =
        fs::read_to_string(workspace.join("crates").join(name).join("Cargo.toml")).unwrap();
    for default in [
        "judge = \"atcoder\"",
        "time-limit-ms = 2000",
        "memory-limit-mb = 1024",
    ] {
        assert!(created.contains(default), "{default} not in\n{created}");
    }
    assert!(!created.contains("collection"), "{created}");
    created
}

/// `check` of a problem with no samples, no plan and no tests given judges nothing: no AC.
fn nothing_to_judge_is_no_verdict(workspace: &Path, manifest: &str, name: &str) {
    let output = run_in(
        workspace,
        &judge_exe(),
        &["--manifest-path", manifest, "check", name, "--", "cat"],
    );
    let text = said(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.contains("verdict: none (nothing was judged") && !text.contains("verdict: AC"),
        "{text}"
    );
}

/// A solution and two samples.
fn write_solution_and_samples(workspace: &Path, name: &str) {
    fs::write(
        workspace.join("crates").join(name).join("src/main.rs"),
        BRAVE_GAME,
    )
    .unwrap();
    let samples = workspace.join("samples").join(name);
    fs::write(samples.join("1.in"), "2\n23 2\n4 3\n").unwrap();
    fs::write(samples.join("1.out"), "first\nsecond\n").unwrap();
    fs::write(samples.join("2.in"), "1\n1 1\n").unwrap();
    fs::write(samples.join("2.out"), "first\n").unwrap();
}

/// The suite on it: samples through binary and bundle, layout, its plan, the oracles.
fn suite_passes_in_the_copy(workspace: &Path, name: &str) {
    let filter = format!("{name}/");
    for (exe, args) in [
        ("samples", vec![filter.as_str()]),
        ("engine", vec![filter.as_str()]),
        ("layout", vec![]),
        ("oracles", vec!["every_oracle_agrees_with_its_samples"]),
    ] {
        let output = run_in(workspace, &test_exe(exe), &args);
        assert!(
            output.status.success(),
            "tests/{exe}.rs in the copy:\n{}",
            said(&output)
        );
        if exe == "samples" {
            let text = said(&output);
            assert!(text.contains(&format!("{name}/1 ")), "{text}");
        }
    }
}

/// `check` on a right and a wrong attempt.
fn check_judges_a_right_and_a_wrong_attempt(workspace: &Path, manifest: &str, name: &str) {
    let attempts = workspace.join("attempts");
    fs::create_dir_all(&attempts).unwrap();
    fs::write(attempts.join("right.rs"), BRAVE_GAME).unwrap();
    fs::write(attempts.join("wrong.rs"), BRAVE_GAME_WRONG).unwrap();
    let check = |file: &str| {
        run_in(
            workspace,
            &judge_exe(),
            &["--manifest-path", manifest, "check", name, file],
        )
    };
    let right = check("attempts/right.rs");
    let text = said(&right);
    assert_eq!(right.status.code(), Some(0), "{text}");
    assert!(text.contains("verdict: AC"), "{text}");
    assert!(text.contains("has no validator"), "{text}");
    let wrong = check("attempts/wrong.rs");
    let text = said(&wrong);
    assert_eq!(wrong.status.code(), Some(1), "{text}");
    assert!(text.contains("verdict: WA"), "{text}");
    fs::remove_dir_all(&attempts).unwrap();
}

/// Nothing outside the problem's own files changed, but the lock file.
fn nothing_else_changed(workspace: &Path, before: &BTreeMap<PathBuf, Vec<u8>>, name: &str) {
    let after = snapshot(workspace);
    let changed: Vec<&PathBuf> = after
        .iter()
        .filter(|(path, bytes)| before.get(*path) != Some(bytes))
        .map(|(path, _)| path)
        .chain(before.keys().filter(|path| !after.contains_key(*path)))
        .filter(|path| {
            !path.starts_with(Path::new("crates").join(name))
                && !path.starts_with(Path::new("samples").join(name))
                && *path != Path::new("Cargo.lock")
        })
        .collect();
    assert!(
        changed.is_empty(),
        "files outside the problem changed: {changed:?}"
    );
}

/// Marked as a collection problem, it lacks what the collection demands.
fn a_collection_problem_lacks_its_parts(workspace: &Path, name: &str, created: &str) {
    let crate_manifest = workspace.join("crates").join(name).join("Cargo.toml");
    let marked = created.replace(
        "[package.metadata.judge]\n",
        "[package.metadata.judge]\ncollection = true\nurl = \"https://acm.hdu.edu.cn/showproblem.php?pid=1846\"\n",
    );
    fs::write(&crate_manifest, marked).unwrap();
    let plan = format!("{name}/plan");
    let output = run_in(workspace, &test_exe("engine"), &[plan.as_str()]);
    let text = said(&output);
    assert!(!output.status.success(), "{text}");
    assert!(
        text.contains("every part is required") && text.contains("no oracle"),
        "{text}"
    );
}

fn a_copied_checkout_tests_its_own_files() {
    let key = copy_key("new/copied-checkout");
    if passed_before("new/copied-checkout", &key) {
        return;
    }
    let workspace = copy_workspace("copy-test");
    let planted = workspace.join("samples/luogu-p2197-nim/1.out");
    let right = fs::read_to_string(&planted).unwrap();
    let wrong: String = right
        .lines()
        .map(|line| if line == "Yes" { "No\n" } else { "Yes\n" })
        .collect();
    fs::write(&planted, wrong).unwrap();

    // the test suite, pointed at the copy, fails on the copy's sample and names the copy
    let samples = test_exe("samples");
    let copy = run_in(&workspace, &samples, &["luogu-p2197-nim/1"]);
    let text = said(&copy);
    assert!(
        !copy.status.success(),
        "the planted sample passed in the copy:\n{text}"
    );
    assert!(text.contains("luogu-p2197-nim/1"), "{text}");
    let original = run_in(
        judge_testkit::workspace().root(),
        &samples,
        &["luogu-p2197-nim/1"],
    );
    assert!(original.status.success(), "{}", said(&original));

    // the CLI, run from inside the copy with no hint, finds the copy as cargo would
    let nim = judge::build::binary(judge_testkit::workspace(), "luogu-p2197-nim")
        .display()
        .to_string();
    let output = Command::new(judge_exe())
        .args([
            "check",
            "luogu-p2197-nim",
            "--groups",
            "samples",
            "--",
            &nim,
        ])
        .current_dir(workspace.join("samples"))
        .env_remove("CARGO_MANIFEST_DIR")
        .env("CARGO_TARGET_DIR", copies_target())
        .output()
        .unwrap();
    let text = said(&output);
    assert!(text.contains("verdict: WA"), "{text}");
    assert!(
        text.contains(
            &workspace
                .join("samples/luogu-p2197-nim/1.in")
                .display()
                .to_string()
        ),
        "{text}"
    );
    // and with --manifest-path, from anywhere
    let output = Command::new(judge_exe())
        .args(["--manifest-path"])
        .arg(workspace.join("Cargo.toml"))
        .args([
            "check",
            "luogu-p2197-nim",
            "--groups",
            "samples",
            "--",
            &nim,
        ])
        .current_dir(std::env::temp_dir())
        .env_remove("CARGO_MANIFEST_DIR")
        .env("CARGO_TARGET_DIR", copies_target())
        .output()
        .unwrap();
    assert!(said(&output).contains("verdict: WA"), "{}", said(&output));
    record_pass("new/copied-checkout", &key);
}

fn a_scratch_crate_is_named_once_and_left_out_and_a_plan_is_added_to_a_problem() {
    let key = copy_key("new/scratch");
    if passed_before("new/scratch", &key) {
        return;
    }
    let workspace = copy_workspace("scratch-test");
    let scratch = workspace.join("crates/scratch");
    fs::create_dir_all(scratch.join("src")).unwrap();
    fs::write(
        scratch.join("Cargo.toml"),
        "[package]\nname = \"scratch\"\nversion = \"0.1.0\"\nedition = \"2024\"\n",
    )
    .unwrap();
    fs::write(
        scratch.join("src/main.rs"),
        "fn main() {\n    println!(\"hi\");\n}\n",
    )
    .unwrap();
    let manifest = workspace.join("Cargo.toml");
    let judge = |args: &[&str]| {
        Command::new(judge_exe())
            .arg("--manifest-path")
            .arg(&manifest)
            .args(args)
            .current_dir(&workspace)
            .env_remove("CARGO_MANIFEST_DIR")
            .env("CARGO_TARGET_DIR", copies_target())
            .output()
            .unwrap()
    };
    // another problem is judged as before; the scratch crate is named in one warning
    let nim = judge::build::binary(judge_testkit::workspace(), "luogu-p2197-nim")
        .display()
        .to_string();
    let output = judge(&[
        "check",
        "luogu-p2197-nim",
        "--groups",
        "samples",
        "--",
        &nim,
    ]);
    let text = said(&output);
    assert!(
        output.status.success() && text.contains("verdict: AC"),
        "{text}"
    );
    let warnings: Vec<&str> = text.lines().filter(|l| l.starts_with("warning:")).collect();
    assert_eq!(warnings.len(), 1, "{text}");
    assert!(
        warnings[0].contains("crates/scratch has no [package.metadata.judge]"),
        "{text}"
    );
    assert!(!text.contains("panicked"), "{text}");
    // a file is bundled without any problem's metadata
    let output = judge(&["bundle", "crates/scratch/src/main.rs"]);
    assert!(output.status.success(), "{}", said(&output));
    assert!(String::from_utf8_lossy(&output.stdout).contains("println!(\"hi\")"));
    a_plan_is_added_to_a_problem(&workspace, &judge);
    record_pass("new/scratch", &key);
}

/// `new` in the copy: a name that says no judge needs `--judge` (`other` here); doctor's advice
/// for a problem without a plan is a command that works on it, and writes only the plan, which
/// this build of the judge then says it has not taken in.
fn a_plan_is_added_to_a_problem(workspace: &Path, judge: &dyn Fn(&[&str]) -> Output) {
    let name = OTHER;
    unused_here(name);
    let output = judge(&["new", name]);
    assert_eq!(output.status.code(), Some(2), "{}", said(&output));
    assert!(said(&output).contains("does not say its judge"));
    assert!(judge(&["new", name, "--judge", "other"]).status.success());
    let manifest_text =
        fs::read_to_string(workspace.join("crates").join(name).join("Cargo.toml")).unwrap();
    assert!(
        manifest_text.contains("judge = \"other\""),
        "{manifest_text}"
    );
    let doctor = said(&judge(&["doctor", name]));
    let advice = format!("`cargo judge new {name} --plan` writes one");
    assert!(doctor.contains(&advice), "{doctor}");
    let before = snapshot(workspace);
    let output = judge(&["new", name, "--plan"]);
    assert!(output.status.success(), "{}", said(&output));
    let after = snapshot(workspace);
    let changed: Vec<&PathBuf> = after
        .keys()
        .filter(|path| before.get(*path) != after.get(*path))
        .collect();
    assert_eq!(
        changed,
        [&Path::new("crates").join(name).join("plan.rs")],
        "{}",
        said(&output)
    );
    let next = said(&output);
    assert!(
        next.contains("next: fill in the parts of") && !next.contains("src/main.rs"),
        "{next}"
    );
    // this build of the judge has not taken the new plan in, and says so
    let doctor = said(&judge(&["doctor", name]));
    assert!(
        doctor.contains("plan.rs is not in this build of the judge"),
        "{doctor}"
    );
    let output = judge(&["new", name, "--plan"]);
    assert_eq!(output.status.code(), Some(2), "{}", said(&output));
    assert!(
        said(&output).contains("has a plan already"),
        "{}",
        said(&output)
    );
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        new_refuses_bad_and_existing_names_without_writing,
        a_problem_of_ones_own_is_its_solution_and_its_samples,
        a_copied_checkout_tests_its_own_files,
        a_scratch_crate_is_named_once_and_left_out_and_a_plan_is_added_to_a_problem,
    ]);
}

//! `judge new`: it refuses a name that breaks the naming rule or exists, before writing anything;
//! and in a copy of the workspace it creates a crate, a samples folder and a registered spec module
//! that build (`cargo check` of the judge library and the new crate). The check is skipped when the
//! same workspace, byte for byte, passed it before with the same toolchain (`judge::passed`).

use judge::new::{NewProblem, create};
use judge::passed::{Key, passed_before, record_pass};
use judge::workspace::{root, target_dir};
use std::fs;
use std::path::Path;
use std::process::Command;

fn new_problem(name: &str) -> NewProblem {
    NewProblem {
        name: name.to_owned(),
        url: "https://example.org/problem/1".to_owned(),
        judge: "atcoder".to_owned(),
        time_limit_ms: 2000,
        memory_limit_mb: 256,
    }
}

#[test]
fn new_refuses_bad_and_existing_names_without_writing() {
    let before = fs::read_to_string(root().join("src/problems/mod.rs")).unwrap();
    for bad in ["Berzerk", "cf786a_berzerk", "berzerk", "cf786a--x", "judge"] {
        let error = create(root(), &new_problem(bad)).expect_err(bad);
        assert!(
            error.contains("naming rule") || error.contains("judge package"),
            "{bad}: {error}"
        );
    }
    let error = create(root(), &new_problem("cf786a-berzerk")).unwrap_err();
    assert!(error.contains("exists already"), "{error}");
    let after = fs::read_to_string(root().join("src/problems/mod.rs")).unwrap();
    assert_eq!(before, after, "a refused name changed src/problems/mod.rs");
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

#[test]
fn new_creates_a_problem_that_builds() {
    let work = target_dir().join("judge/new-test");
    let workspace = work.join("workspace");
    let _ = fs::remove_dir_all(&workspace);
    fs::create_dir_all(workspace.join("crates")).unwrap();
    for file in ["Cargo.toml", "Cargo.lock"] {
        fs::copy(root().join(file), workspace.join(file)).unwrap();
    }
    copy_tree(&root().join("src"), &workspace.join("src"), &[]);
    copy_tree(
        &root().join("tests"),
        &workspace.join("tests"),
        &["fixtures"],
    );
    copy_tree(&root().join("verify"), &workspace.join("verify"), &[]);
    copy_tree(
        &root().join("crates/luogu-p2197-nim"),
        &workspace.join("crates/luogu-p2197-nim"),
        &[],
    );

    let made = create(&workspace, &new_problem("xyz123a-new-game")).expect("created");
    for path in [
        "crates/xyz123a-new-game/Cargo.toml",
        "crates/xyz123a-new-game/src/main.rs",
        "crates/xyz123a-new-game/README.md",
        "samples/xyz123a-new-game",
        "src/problems/xyz123a_new_game.rs",
    ] {
        assert!(made.contains(&workspace.join(path)), "{path} not made");
        assert!(workspace.join(path).exists(), "{path} missing");
    }
    let registry = fs::read_to_string(workspace.join("src/problems/mod.rs")).unwrap();
    assert!(registry.contains("pub mod xyz123a_new_game;"));
    assert!(registry.contains("&xyz123a_new_game::SPEC,"));
    let readme = fs::read_to_string(workspace.join("crates/xyz123a-new-game/README.md")).unwrap();
    for heading in [
        "Game",
        "Model",
        "Claim",
        "Proof",
        "Small cases",
        "Complexity",
        "Pitfalls",
        "Verified",
    ] {
        assert!(
            readme.contains(&format!("\n## {heading}\n")),
            "README lacks {heading}"
        );
    }
    let again = create(&workspace, &new_problem("xyz123a-new-game")).unwrap_err();
    assert!(again.contains("exists already"), "{again}");

    // what the check reads: every file of the workspace, and the toolchain
    let mut key = Key::new();
    key.dir(&workspace);
    for tool in [judge::workspace::cargo(), "rustc".into()] {
        let version = Command::new(tool).arg("-vV").output().expect("runs");
        key.bytes(&version.stdout);
    }
    let key = key.finish();
    if passed_before("new/cargo-check", &key) {
        return;
    }
    let output = Command::new(judge::workspace::cargo())
        .current_dir(&workspace)
        .env("CARGO_TARGET_DIR", work.join("target"))
        .args(["check", "--offline", "--quiet", "--lib", "-p", "judge"])
        .args(["--bin", "xyz123a-new-game", "-p", "xyz123a-new-game"])
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the new problem does not build:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    record_pass("new/cargo-check", &key);
}

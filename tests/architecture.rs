//! The judge's modules import only what docs/architecture.md says they may: its table of modules
//! (between the `imports` markers) is read, every `crate::<module>` path in each module's source
//! (tokens, so string literals and comments aside; its unit tests included) and every
//! `judge::<module>` path of the command line is found, and each must be allowed. The allowed
//! imports form no circle, and every module of src/ has its row.

use judge_testkit::workspace;
use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use std::str::FromStr;

/// The table: module → the modules it may import (`commands` may import every module).
fn allowed() -> BTreeMap<String, BTreeSet<String>> {
    let doc = fs::read_to_string(workspace().root().join("docs/architecture.md")).unwrap();
    let start = doc
        .find("<!-- imports")
        .expect("the imports table's start marker");
    let end = doc.find("<!-- end of imports -->").expect("its end marker");
    let mut table = BTreeMap::new();
    for row in doc[start..end].lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
        let module = cells[0].trim_matches('`').to_owned();
        let imports = cells[2]
            .split(',')
            .map(|m| m.trim().trim_matches('`').to_owned())
            .filter(|m| !m.is_empty() && m != "—" && !m.starts_with("every"))
            .collect();
        table.insert(module, imports);
    }
    table
}

/// The modules that `tokens` names as `<root>::<module>`.
fn paths_from(tokens: TokenStream, root: &str, found: &mut BTreeSet<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, tree) in trees.iter().enumerate() {
        if let TokenTree::Group(group) = tree {
            paths_from(group.stream(), root, found);
        }
        let is = |j: usize, text: &str| trees.get(j).is_some_and(|t| t.to_string() == text);
        if matches!(tree, TokenTree::Ident(ident) if ident == root)
            && is(i + 1, ":")
            && is(i + 2, ":")
            && let Some(TokenTree::Ident(module)) = trees.get(i + 3)
        {
            found.insert(module.to_string());
        }
    }
}

/// Every module a file or folder of src/ imports through `root`.
fn imports(path: &Path, root: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let files: Vec<_> = if path.is_dir() {
        fs::read_dir(path)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect()
    } else {
        vec![path.to_path_buf()]
    };
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "rs"))
    {
        let source = fs::read_to_string(file).unwrap();
        let tokens = TokenStream::from_str(&source).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        paths_from(tokens, root, &mut found);
    }
    found
}

/// The library's modules: the files and folders of src/ but lib.rs, main.rs and the commands.
fn modules() -> BTreeMap<String, std::path::PathBuf> {
    let mut modules = BTreeMap::new();
    for entry in fs::read_dir(workspace().root().join("src"))
        .unwrap()
        .flatten()
    {
        let path = entry.path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if ["lib", "main", "commands"].contains(&name.as_str()) {
            continue;
        }
        modules.insert(name, path);
    }
    modules
}

fn every_module_imports_only_what_the_architecture_allows() {
    let allowed = allowed();
    let modules = modules();
    let documented: BTreeSet<&String> = allowed.keys().filter(|m| *m != "commands").collect();
    assert_eq!(
        modules.keys().collect::<BTreeSet<_>>(),
        documented,
        "the modules of src/ and the rows of docs/architecture.md differ"
    );
    for (module, path) in &modules {
        let mut found = imports(path, "crate");
        found.remove(module.as_str());
        let extra: Vec<&String> = found.difference(&allowed[module]).collect();
        assert!(
            extra.is_empty(),
            "{module} imports {extra:?}, which docs/architecture.md does not allow it"
        );
    }
    let commands = imports(&workspace().root().join("src/commands"), "judge");
    let unknown: Vec<&String> = commands
        .iter()
        .filter(|m| !modules.contains_key(*m))
        .collect();
    assert!(unknown.is_empty(), "the commands import {unknown:?}");
}

fn the_allowed_imports_have_no_circle() {
    let allowed = allowed();
    // Kahn's algorithm: a module is placed once everything it may import is placed.
    let mut placed: BTreeSet<&str> = BTreeSet::new();
    loop {
        let ready: Vec<&str> = allowed
            .iter()
            .filter(|(m, _)| !placed.contains(m.as_str()) && *m != "commands")
            .filter(|(_, imports)| imports.iter().all(|i| placed.contains(i.as_str())))
            .map(|(m, _)| m.as_str())
            .collect();
        if ready.is_empty() {
            break;
        }
        placed.extend(ready);
    }
    let circular: Vec<&String> = allowed
        .keys()
        .filter(|m| !placed.contains(m.as_str()) && *m != "commands")
        .collect();
    assert!(circular.is_empty(), "an import circle among {circular:?}");
}

fn the_checker_sees_an_import_and_not_a_string() {
    let mut found = BTreeSet::new();
    let source =
        "use crate::run::Run; fn f() { let _ = \"crate::bench\"; crate::text::shorten(\"\"); }";
    paths_from(TokenStream::from_str(source).unwrap(), "crate", &mut found);
    assert_eq!(
        found,
        ["run", "text"].map(str::to_owned).into_iter().collect()
    );
}

/// `cargo build -p plans` in the workspace: whether the plans library was fresh, and the files
/// its build script told cargo to watch.
fn build_plans() -> (bool, Vec<String>) {
    let output = std::process::Command::new(judge::workspace::cargo())
        .args(["build", "-p", "plans", "--message-format=json"])
        .current_dir(workspace().root())
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let (mut fresh, mut watched) = (None, Vec::new());
    for message in String::from_utf8_lossy(&output.stdout).lines() {
        let message: serde_json::Value = serde_json::from_str(message).unwrap();
        let plans = message["package_id"]
            .as_str()
            .is_some_and(|id| id.contains("/plans#"));
        match message["reason"].as_str() {
            Some("compiler-artifact") if plans => fresh = message["fresh"].as_bool(),
            Some("build-script-executed") if plans => {
                let out_dir = Path::new(message["out_dir"].as_str().unwrap());
                let said = fs::read_to_string(out_dir.parent().unwrap().join("output")).unwrap();
                watched = said
                    .lines()
                    .filter_map(|line| line.strip_prefix("cargo::rerun-if-changed="))
                    .map(str::to_owned)
                    .collect();
            }
            _ => {}
        }
    }
    (fresh.expect("cargo built the plans"), watched)
}

/// Only a plan's change rebuilds the plans, and so the judge: its build script watches each plan
/// and `Cargo.lock`, never the `crates` folder, which cargo would scan whole. Writing a problem's
/// README and a file beside its `main.rs` leaves the plans fresh.
fn only_a_plan_or_the_lock_file_rebuilds_the_plans() {
    let (_, watched) = build_plans();
    let crates = workspace().root().join("crates");
    for path in &watched {
        let path = Path::new(path);
        let plan = path.starts_with(&crates)
            && path.components().count() == crates.components().count() + 2
            && path
                .file_name()
                .is_some_and(|n| n == "plan.rs" || n == "plan");
        assert!(
            plan || path == workspace().root().join("Cargo.lock"),
            "the plans' build script watches {}: a write there would rebuild the judge",
            path.display()
        );
    }
    let plans = fs::read_dir(&crates)
        .unwrap()
        .flatten()
        .filter(|entry| {
            entry.path().join("plan.rs").is_file() || entry.path().join("plan").is_dir()
        })
        .count();
    assert!(watched.len() > plans, "{watched:?}");
    let problem = crates.join("luogu-p2197-nim");
    let readme = problem.join("README.md");
    fs::File::options()
        .append(true)
        .open(&readme)
        .and_then(|file| file.set_modified(std::time::SystemTime::now()))
        .unwrap();
    let scratch = problem.join("architecture-test.txt");
    fs::write(&scratch, "").unwrap();
    fs::remove_file(&scratch).unwrap();
    let (fresh, _) = build_plans();
    assert!(
        fresh,
        "a README touched and a file written rebuilt the plans"
    );
}

/// The lines of each file of a collection problem's plan, by path: `plan.rs`, or every file of the
/// folder `plan/`.
fn plan_files() -> Vec<(std::path::PathBuf, usize)> {
    let mut files = Vec::new();
    for problem in workspace().problems().iter().filter(|p| p.collection) {
        let Some(plan) = problem.plan_file() else {
            continue;
        };
        let paths: Vec<_> = if plan.ends_with("mod.rs") {
            let folder = fs::read_dir(plan.parent().unwrap()).unwrap().flatten();
            folder.map(|entry| entry.path()).collect()
        } else {
            vec![plan]
        };
        for path in paths
            .into_iter()
            .filter(|p| p.extension() == Some("rs".as_ref()))
        {
            let lines = fs::read_to_string(&path).unwrap().lines().count();
            files.push((path, lines));
        }
    }
    files
}

/// A plan reads like the judge (docs/architecture.md, "Rules of the code"): for the collection's
/// problems, a plan in one file stays under 600 lines (past that it is a folder of parts), no file
/// of a plan is over 900 lines, and the median plan file is under 300.
fn the_collections_plan_files_stay_short() {
    let files = plan_files();
    assert!(files.len() >= 47, "{} plan files", files.len());
    for (path, lines) in &files {
        let one_file = path.ends_with("plan.rs");
        let limit = if one_file { 600 } else { 900 };
        assert!(
            *lines <= limit,
            "{} has {lines} lines, over {limit}{}",
            path.display(),
            if one_file {
                ": make it a folder plan/"
            } else {
                ": split it"
            }
        );
    }
    let mut counts: Vec<usize> = files.iter().map(|(_, lines)| *lines).collect();
    counts.sort_unstable();
    let median = counts[counts.len() / 2];
    assert!(median < 300, "the median plan file has {median} lines");
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        every_module_imports_only_what_the_architecture_allows,
        the_allowed_imports_have_no_circle,
        the_checker_sees_an_import_and_not_a_string,
        only_a_plan_or_the_lock_file_rebuilds_the_plans,
        the_collections_plan_files_stay_short,
    ]);
}

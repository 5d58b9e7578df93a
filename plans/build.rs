//! Finds the plans: every `crates/<problem>/plan.rs` (or `crates/<problem>/plan/mod.rs`) of the
//! workspace becomes a module of this library, named after its problem (`luogu-p2197-nim` →
//! `luogu_p2197_nim`), and `ALL` lists their plans in name order. Nothing else is edited to add a
//! problem: a new folder with a plan is found on the next build.
//!
//! Only a plan's change rebuilds this library (and so the judge): cargo watches each plan, and
//! `Cargo.lock`, which cargo rewrites when a problem crate is added or removed. It does not watch
//! the `crates` folder, which it would scan whole: a README, a `main.rs` or a wrong solution
//! written there (by hand, or by `judge new`, `figure` or `bench --write-readmes`) would rebuild
//! the judge. A plan written into a problem that had none is found after `Cargo.lock` is touched,
//! which `judge new <problem> --plan` does.

use std::fmt::Write;
use std::fs;
use std::path::{Path, PathBuf};

/// The plan of the problem in `dir`, if it has one: its file, and what cargo is to watch.
fn plan_of(dir: &Path) -> Option<(PathBuf, PathBuf)> {
    let file = dir.join("plan.rs");
    let folder = dir.join("plan");
    if file.is_file() {
        Some((file.clone(), file))
    } else if folder.join("mod.rs").is_file() {
        Some((folder.join("mod.rs"), folder))
    } else {
        None
    }
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let workspace = Path::new(&manifest)
        .parent()
        .expect("plans/ is in the workspace");
    let crates = workspace.join("crates");
    println!(
        "cargo::rerun-if-changed={}",
        workspace.join("Cargo.lock").display()
    );
    let mut problems: Vec<(String, String)> = Vec::new();
    for entry in fs::read_dir(&crates).expect("the crates folder") {
        let dir = entry.expect("a folder entry").path();
        if let Some((plan, watched)) = plan_of(&dir) {
            println!("cargo::rerun-if-changed={}", watched.display());
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            problems.push((name, plan.display().to_string()));
        }
    }
    problems.sort();
    let mut out = String::new();
    for (name, plan) in &problems {
        let module = name.replace('-', "_");
        writeln!(out, "#[path = {plan:?}]\npub mod {module};").unwrap();
    }
    out.push_str(
        "\n/// Every problem's plan, in name order.\npub const ALL: &[&plan_kit::Plan] = &[\n",
    );
    for (name, _) in &problems {
        writeln!(out, "    &{}::PLAN,", name.replace('-', "_")).unwrap();
    }
    out.push_str("];\n\n/// The folder of each plan in `ALL`, in the same order.\npub const FOLDERS: &[&str] = &[\n");
    for (name, _) in &problems {
        writeln!(out, "    {name:?},").unwrap();
    }
    out.push_str("];\n");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("plans.rs"), out).expect("OUT_DIR is writable");
}

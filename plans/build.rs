//! Finds the plans: every `crates/<problem>/plan.rs` of the workspace becomes a module of this
//! library, named after its problem (`luogu-p2197-nim` → `luogu_p2197_nim`), and `ALL` lists their
//! specs in name order. Nothing else is edited to add a problem: a new folder with a `plan.rs` is
//! found on the next build.

use std::fmt::Write;
use std::fs;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let crates = Path::new(&manifest)
        .parent()
        .expect("plans/ is in the workspace")
        .join("crates");
    // a folder's listing changes when a problem (or its plan) is added or removed
    println!("cargo::rerun-if-changed={}", crates.display());
    let mut problems: Vec<(String, String)> = Vec::new();
    for entry in fs::read_dir(&crates).expect("the crates folder") {
        let dir = entry.expect("a folder entry").path();
        let plan = dir.join("plan.rs");
        println!("cargo::rerun-if-changed={}", dir.display());
        if plan.is_file() {
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
        "\n/// Every problem's spec, in name order.\npub const ALL: &[&plan_kit::Spec] = &[\n",
    );
    for (name, _) in &problems {
        writeln!(out, "    &{}::SPEC,", name.replace('-', "_")).unwrap();
    }
    out.push_str("];\n\n/// The folder of each plan in `ALL`, in the same order.\npub const FOLDERS: &[&str] = &[\n");
    for (name, _) in &problems {
        writeln!(out, "    {name:?},").unwrap();
    }
    out.push_str("];\n");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("plans.rs"), out).expect("OUT_DIR is writable");
}

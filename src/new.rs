//! `judge new`: a new problem in one step. It creates the crate (manifest with the rules and the
//! judge metadata, a `main.rs` in the collection's shape that reads with proconio, a README with the
//! collection's headings), the samples folder, and the spec module registered in
//! `src/problems/mod.rs`, each part marked "not written yet", so that `cargo test` names what is
//! still missing.

use std::fs;
use std::path::{Path, PathBuf};

/// What `judge new` is told.
#[derive(Clone, Debug)]
pub struct NewProblem {
    /// The crate name: `<judge><id>-<words>`, e.g. `abc297g-constrained-nim-2`.
    pub name: String,
    /// The problem page.
    pub url: String,
    /// The judge's id in [`crate::judges::ALL`].
    pub judge: String,
    pub time_limit_ms: u64,
    pub memory_limit_mb: u64,
}

/// `Ok` iff `name` follows the collection's naming rule: lowercase ASCII letters and digits in at
/// least two parts joined by single hyphens, the first part a judge and problem id starting with a
/// letter (`cf786a`, `luogu-p2197`), at most 64 characters; otherwise why not.
pub fn check_name(name: &str) -> Result<(), String> {
    let rule = "a problem name is lowercase letters and digits in parts joined by single hyphens, \
                starting with a letter, with at least two parts (the judge and problem id first, \
                e.g. `abc297g-constrained-nim-2`), at most 64 characters";
    let parts: Vec<&str> = name.split('-').collect();
    let well_formed = name.len() <= 64
        && parts.len() >= 2
        && parts.iter().all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
        && name.starts_with(|c: char| c.is_ascii_lowercase());
    if !well_formed {
        return Err(format!("`{name}` breaks the naming rule: {rule}"));
    }
    if name == crate::workspace::JUDGE_PACKAGE {
        return Err(format!("`{name}` is the judge package's own name"));
    }
    Ok(())
}

/// The spec module's name for crate `name` (hyphens become underscores).
pub fn module_name(name: &str) -> String {
    name.replace('-', "_")
}

/// Creates problem `new` in the workspace at `root` and returns the files and folders it made.
/// Refuses a bad name, or one whose crate, samples folder or spec module exists, before writing
/// anything.
pub fn create(root: &Path, new: &NewProblem) -> Result<Vec<PathBuf>, String> {
    check_name(&new.name)?;
    crate::judges::judge(&new.judge)?;
    if new.time_limit_ms == 0 || new.memory_limit_mb == 0 {
        return Err("the time and memory limits must be positive".to_owned());
    }
    let name = new.name.as_str();
    let module = module_name(name);
    let crate_dir = root.join("crates").join(name);
    let samples_dir = root.join("samples").join(name);
    let spec_file = root.join("src/problems").join(format!("{module}.rs"));
    let registry = root.join("src/problems/mod.rs");
    for taken in [&crate_dir, &samples_dir, &spec_file] {
        if taken.exists() {
            return Err(format!(
                "`{name}` exists already: {} is there",
                taken.display()
            ));
        }
    }
    let mod_rs = fs::read_to_string(&registry)
        .map_err(|e| format!("cannot read {}: {e}", registry.display()))?;
    let registered = register(&mod_rs, &module)?;

    let files = [
        (crate_dir.join("Cargo.toml"), manifest(new)),
        (crate_dir.join("src/main.rs"), main_rs(new)),
        (crate_dir.join("README.md"), readme(new)),
        (spec_file.clone(), spec_module(new)),
    ];
    let mut made = Vec::new();
    for (path, text) in &files {
        let dir = path.parent().expect("a file has a folder");
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        made.push(path.clone());
    }
    fs::create_dir_all(&samples_dir)
        .map_err(|e| format!("cannot create {}: {e}", samples_dir.display()))?;
    made.push(samples_dir);
    fs::write(&registry, registered)
        .map_err(|e| format!("cannot write {}: {e}", registry.display()))?;
    made.push(registry);
    Ok(made)
}

/// `mod_rs` with `pub mod <module>;` and `&<module>::SPEC,` inserted in name order.
fn register(mod_rs: &str, module: &str) -> Result<String, String> {
    let declaration = format!("pub mod {module};");
    let entry = format!("    &{module}::SPEC,");
    let lines: Vec<&str> = mod_rs.lines().collect();
    let mods: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("pub mod "))
        .collect();
    let all_start = lines
        .iter()
        .position(|line| line.starts_with("pub const ALL: &[&Spec] = &["))
        .ok_or("src/problems/mod.rs has no `pub const ALL: &[&Spec] = &[` list")?;
    let all_end = all_start
        + lines[all_start..]
            .iter()
            .position(|line| *line == "];")
            .ok_or("the ALL list in src/problems/mod.rs does not end with `];`")?;
    let (Some(&first_mod), Some(&last_mod)) = (mods.first(), mods.last()) else {
        return Err("src/problems/mod.rs declares no `pub mod`".to_owned());
    };
    let mut out: Vec<String> = Vec::new();
    let mut declared: Vec<String> = lines[first_mod..=last_mod]
        .iter()
        .map(|s| s.to_string())
        .collect();
    declared.push(declaration);
    declared.sort();
    let mut entries: Vec<String> = lines[all_start + 1..all_end]
        .iter()
        .map(|s| s.to_string())
        .collect();
    entries.push(entry);
    entries.sort();
    out.extend(lines[..first_mod].iter().map(|s| s.to_string()));
    out.extend(declared);
    out.extend(
        lines[last_mod + 1..=all_start]
            .iter()
            .map(|s| s.to_string()),
    );
    out.extend(entries);
    out.extend(lines[all_end..].iter().map(|s| s.to_string()));
    Ok(out.join("\n") + "\n")
}

/// The judge and problem id of a name, for titles: `abc297g-constrained-nim-2` → `abc297g`.
fn problem_id(name: &str) -> &str {
    name.split('-').next().expect("a checked name has parts")
}

fn manifest(new: &NewProblem) -> String {
    format!(
        r#"[package]
name = "{name}"
version = "0.1.0"
edition = "2024"
rust-version = "{rust}"
publish = false

[dependencies]
itertools = "=0.14.0"
proconio = "=0.5.0"

[package.metadata.judge]
judge = "{judge}"
url = "{url}"
time-limit-ms = {time}
memory-limit-mb = {memory}
"#,
        name = new.name,
        url = new.url,
        judge = new.judge,
        rust = crate::judges::judge(&new.judge)
            .map_or(crate::judges::COMMON_RUST, |j| j.crate_rust_version()),
        time = new.time_limit_ms,
        memory = new.memory_limit_mb,
    )
}

fn main_rs(new: &NewProblem) -> String {
    format!(
        r#"//! {id} (not written yet): {url}
//!
//! Game: not written yet.
//! Claim: not written yet.
//! Proof: not written yet.
//! Time: not written yet.

use proconio::input;
use std::io::{{self, BufWriter, Write}};

/// Not written yet: the answer for the player to move.
fn answer(n: u64) -> u64 {{
    n
}}

fn main() {{
    input! {{
        n: u64,
    }}
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{{}}", answer(n)).unwrap();
}}
"#,
        id = problem_id(&new.name),
        url = new.url,
    )
}

fn readme(new: &NewProblem) -> String {
    let mut text = format!(
        "# {id} — (title not written yet)\n\n[{url}]({url}) · time limit {time} ms · memory \
         limit {memory} MB\n",
        id = problem_id(&new.name),
        url = new.url,
        time = new.time_limit_ms,
        memory = new.memory_limit_mb,
    );
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
        text.push_str(&format!("\n## {heading}\nNot written yet.\n"));
    }
    // The bench writes its table between these lines (`bench --write-readmes`).
    text.push_str(&format!(
        "\n{}\n{}\n",
        crate::bench::TABLE_BEGIN,
        crate::bench::TABLE_END
    ));
    text
}

fn spec_module(new: &NewProblem) -> String {
    format!(
        r#"//! {id} (not written yet): the validator, the oracle (a search of the game from its rules),
//! the generators and the max inputs.

use super::{{Exhaustive, MaxInput, Spec}};

pub const SPEC: Spec = Spec {{
    name: "{name}",
    validate,
    oracle,
    reference: None,
    checker: None,
    exhaustive: Exhaustive {{
        bound: "not written yet",
        inputs: exhaustive_inputs,
    }},
    random: &[],
    shrink,
    max_inputs,
}};

/// Not written yet: rejects every input.
pub fn validate(_input: &str) -> Result<(), String> {{
    Err("the validator of {name} is not written yet".to_owned())
}}

/// Not written yet: reaches no input.
pub fn oracle(_input: &str) -> Option<String> {{
    None
}}

/// Not written yet: no instance.
fn exhaustive_inputs() -> Vec<String> {{
    Vec::new()
}}

/// Not written yet: no smaller input.
fn shrink(_input: &str) -> Vec<String> {{
    Vec::new()
}}

/// Not written yet: no max input.
fn max_inputs() -> Vec<MaxInput> {{
    Vec::new()
}}
"#,
        id = problem_id(&new.name),
        name = new.name,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rule() {
        for good in [
            "abc297g-constrained-nim-2",
            "cf786a-berzerk",
            "luogu-p2197-nim",
        ] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        for bad in [
            "berzerk",
            "CF786A-berzerk",
            "cf786a_berzerk",
            "cf786a--berzerk",
            "-cf786a-berzerk",
            "cf786a-berzerk-",
            "786a-berzerk",
            "cf786a-bérzerk",
            "",
        ] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        assert!(check_name(&format!("a-{}", "b".repeat(63))).is_err());
    }

    #[test]
    fn registration_keeps_both_lists_in_name_order() {
        let mod_rs = "//! doc\n\npub mod a_x;\npub mod c_x;\n\npub struct Spec;\n\npub const ALL: \
                      &[&Spec] = &[\n    &a_x::SPEC,\n    &c_x::SPEC,\n];\n\nfn rest() {}\n";
        let registered = register(mod_rs, "b_x").unwrap();
        assert_eq!(
            registered,
            "//! doc\n\npub mod a_x;\npub mod b_x;\npub mod c_x;\n\npub struct Spec;\n\npub const \
             ALL: &[&Spec] = &[\n    &a_x::SPEC,\n    &b_x::SPEC,\n    &c_x::SPEC,\n];\n\nfn \
             rest() {}\n"
        );
    }
}

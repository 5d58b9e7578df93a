//! `judge new`: a new problem in one step, of which a solution and samples are enough. It creates
//! the crate (manifest with the rules and the judge metadata, a `main.rs` in the collection's shape
//! that reads with proconio and passes clippy, a README with the collection's headings) and the
//! samples folder; with `--plan`, also the plan (`crates/<name>/plan.rs`, every part left out,
//! `..Plan::NONE`), which the `plans` package finds by looking. Nothing else in the workspace
//! changes but `Cargo.lock`, as cargo changes it for a new member. `judge new <name> --plan` on a
//! problem without a plan writes only the plan. `judge doctor` then says what the problem has and
//! what each missing part would add.

use crate::sites::{self, Site};
use anyhow::{Context, anyhow, bail};
use std::fs;
use std::path::{Path, PathBuf};

/// What `judge new` is told.
#[derive(Clone, Debug)]
pub struct NewProblem {
    /// The crate name: `<judge><id>-<words>`, e.g. `abc297g-constrained-nim-2`.
    pub name: String,
    /// The problem page, if it has one.
    pub url: Option<String>,
    /// The judge's id in [`crate::sites::ALL`]; `None`: the judge the name begins with
    /// ([`crate::sites::named_by`]), and a name that says none is refused.
    pub judge: Option<String>,
    pub time_limit_ms: u64,
    pub memory_limit_mb: u64,
    /// Write the plan's template too (`crates/<name>/plan.rs`); on an existing problem without a
    /// plan, only that.
    pub plan: bool,
}

/// The defaults of `judge new`, as its `--help` states them.
pub const DEFAULT_TIME_LIMIT_MS: u64 = 2000;
pub const DEFAULT_MEMORY_LIMIT_MB: u64 = 1024;

impl NewProblem {
    /// A problem called `name` with the defaults: no URL, the judge its name says, 2000 ms,
    /// 1024 MB, no plan.
    pub fn named(name: &str) -> NewProblem {
        NewProblem {
            name: name.to_owned(),
            url: None,
            judge: None,
            time_limit_ms: DEFAULT_TIME_LIMIT_MS,
            memory_limit_mb: DEFAULT_MEMORY_LIMIT_MB,
            plan: false,
        }
    }
}

/// `Ok` iff `name` follows the collection's naming rule: lowercase ASCII letters and digits in at
/// least two parts joined by single hyphens, the first part a judge and problem id starting with a
/// letter (`cf786a`, `luogu-p2197`), at most 64 characters; otherwise why not.
pub fn check_name(name: &str) -> anyhow::Result<()> {
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
        return Err(anyhow!("`{name}` breaks the naming rule: {rule}"));
    }
    if name == crate::workspace::JUDGE_PACKAGE {
        return Err(anyhow!("`{name}` is the judge package's own name"));
    }
    Ok(())
}

/// Creates problem `new` in the workspace at `root` and returns the files and folders it made:
/// `crates/<name>/` and `samples/<name>/`, and nothing else. Refuses a bad name, or one whose crate
/// or samples folder exists, before writing anything; but with `--plan` on a problem that exists
/// and has no plan yet, writes only the plan's template (`crates/<name>/plan.rs`).
pub fn create(root: &Path, new: &NewProblem) -> anyhow::Result<Vec<PathBuf>> {
    check_name(&new.name)?;
    if new.time_limit_ms == 0 || new.memory_limit_mb == 0 {
        bail!("the time and memory limits must be positive");
    }
    let name = new.name.as_str();
    let crate_dir = root.join("crates").join(name);
    let samples_dir = root.join("samples").join(name);
    let plan = crate_dir.join("plan.rs");
    if new.plan && crate_dir.join("Cargo.toml").is_file() {
        if let Some(there) = [plan.clone(), crate_dir.join("plan")]
            .into_iter()
            .find(|path| path.exists())
        {
            return Err(anyhow!(
                "`{name}` has a plan already: {} is there",
                there.display()
            ));
        }
        write_file(&plan, &plan_template(new))?;
        take_in_the_plan(root)?;
        return Ok(vec![plan]);
    }
    for taken in [&crate_dir, &samples_dir] {
        if taken.exists() {
            return Err(anyhow!(
                "`{name}` exists already: {} is there",
                taken.display()
            ));
        }
    }
    let judge = judge_of(new)?;
    if let Some(url) = &new.url
        && !url.starts_with("http")
    {
        return Err(anyhow!(
            "`{url}` is not a web address (http:// or https://)"
        ));
    }
    let mut files = vec![
        (crate_dir.join("Cargo.toml"), manifest(new, judge)),
        (crate_dir.join("src/main.rs"), main_rs(new)),
        (crate_dir.join("README.md"), readme(new)),
    ];
    if new.plan {
        files.push((plan, plan_template(new)));
    }
    let mut made = Vec::new();
    for (path, text) in &files {
        write_file(path, text)?;
        made.push(path.clone());
    }
    fs::create_dir_all(&samples_dir)
        .with_context(|| format!("cannot create {}", samples_dir.display()))?;
    made.push(samples_dir);
    Ok(made)
}

/// Makes the next build take in a plan written into a problem that had none: the plans package
/// watches `Cargo.lock` (which cargo rewrites when a problem is added), not the `crates` folder,
/// so its time of change is set to now; its bytes stay as they are.
fn take_in_the_plan(root: &Path) -> anyhow::Result<()> {
    let lock = root.join("Cargo.lock");
    fs::File::options()
        .write(true)
        .open(&lock)
        .and_then(|file| file.set_modified(std::time::SystemTime::now()))
        .with_context(|| format!("cannot touch {}", lock.display()))
}

/// The judge `new` is on: the one named, else the one its name begins with; a name that says no
/// judge needs `--judge`.
fn judge_of(new: &NewProblem) -> anyhow::Result<&'static Site> {
    match &new.judge {
        Some(id) => sites::site(id),
        None => sites::named_by(&new.name).ok_or_else(|| {
            let ids: Vec<&str> = sites::ALL.iter().map(|judge| judge.id).collect();
            anyhow!(
                "`{}` does not say its judge (a name begins with the judge and the problem's id: \
                 `abc297g-…`, `cf786a-…`, `luogu-p2197-…`, `cses-1730-…`, `lc-…`, `poj2425-…`); \
                 give --judge {} (`other` for a judge the collection does not know: its attempts \
                 are built as Codeforces builds them)",
                new.name,
                ids.join("|")
            )
        }),
    }
}

/// Writes `text` to `path`, making its folder first.
fn write_file(path: &Path, text: &str) -> anyhow::Result<()> {
    let dir = path.parent().expect("a file has a folder");
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// The judge and problem id of a name, for titles: `abc297g-constrained-nim-2` → `abc297g`.
fn problem_id(name: &str) -> &str {
    name.split('-').next().expect("a checked name has parts")
}

fn manifest(new: &NewProblem, judge: &Site) -> String {
    format!(
        r#"[package]
name = "{name}"
version = "0.1.0"
edition = "{edition}"
rust-version = "{rust}"
publish = false

[dependencies]
itertools = "=0.14.0"
proconio = "=0.5.0"

[package.metadata.judge]
judge = "{judge}"
{url}time-limit-ms = {time}
memory-limit-mb = {memory}
"#,
        name = new.name,
        url = new
            .url
            .as_ref()
            .map_or(String::new(), |url| format!("url = \"{url}\"\n")),
        judge = judge.id,
        rust = judge.crate_rust_version(),
        edition = judge.crate_edition(),
        time = new.time_limit_ms,
        memory = new.memory_limit_mb,
    )
}

/// The new problem's `src/main.rs`: a template whose `io::stdout()` is the solution's, written
/// into the file, not the judge printing.
fn main_rs(new: &NewProblem) -> String {
    format!(
        r#"//! {id} (not written yet){url}
//!
//! Game: not written yet.
//! Claim: not written yet.
//! Proof: not written yet.
//! Time: not written yet.

use proconio::input;
use std::io::{{self, BufWriter, Write}};

/// True iff the player to move wins (not written yet: Nim's rule, as an example).
fn first_wins(piles: &[u64]) -> bool {{
    piles.iter().fold(0, |xor, &pile| xor ^ pile) != 0
}}

fn main() {{
    input! {{
        n: usize,
        piles: [u64; n],
    }}
    let mut out = BufWriter::new(io::stdout().lock());
    let verdict = if first_wins(&piles) {{ "First" }} else {{ "Second" }};
    writeln!(out, "{{verdict}}").unwrap();
}}
"#,
        id = problem_id(&new.name),
        url = new
            .url
            .as_ref()
            .map_or(String::new(), |url| format!(": {url}")),
    )
}

fn readme(new: &NewProblem) -> String {
    let mut text = format!(
        "# {id} — (title not written yet)\n\n{url}time limit {time} ms · memory limit {memory} \
         MB\n",
        id = problem_id(&new.name),
        url = new
            .url
            .as_ref()
            .map_or(String::new(), |url| format!("<{url}> · ")),
        time = new.time_limit_ms,
        memory = new.memory_limit_mb,
    );
    for heading in README_SECTIONS {
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

fn plan_template(new: &NewProblem) -> String {
    format!(
        r#"//! {id}: what proves the solution, one part at a time. Each part works as soon as it is
//! there (`cargo judge doctor {name}` lists them and what each adds): a validator alone checks the
//! samples; an oracle (a search of the game from its rules, never the solution's formula) gives the
//! exhaustive and random groups; max inputs give the max group and the bench. See
//! `crates/cf1537d-deleting-divisors/plan.rs` for a complete one.

use plan_kit::Plan;
// use plan_kit::{{Exhaustive, Generator, MaxInput, rng::Rng, validate::Validator}};

pub const PLAN: Plan = Plan {{
    name: "{name}",
    // validate: Some(validate),
    // oracle: Some(oracle),
    // exhaustive: Some(Exhaustive {{ bound: "every …", inputs: exhaustive_inputs }}),
    // random: &[Generator {{ name: "…", generate: random_input, max_size: 100, cases: 100 }}],
    // beyond_reach: &[Generator {{ name: "…", generate: large_input, max_size: 100, cases: 20 }}],
    // shrink: Some(shrink),
    // max_inputs: Some(max_inputs),
    ..Plan::NONE
}};

// The parts, each a function of this shape:
// /// `Ok` iff `input` meets every constraint and the exact layout; else what is wrong, and where.
// fn validate(input: &str) -> Result<(), String> {{ … }}
// /// The expected output, from a search of the game by its rules; `None` beyond its reach.
// fn oracle(input: &str) -> Option<String> {{ … }}
// /// Every small instance up to the bound the `Exhaustive` names.
// fn exhaustive_inputs() -> Vec<String> {{ … }}
// /// A random instance of size at most `size`, drawn from `rng` alone.
// fn random_input(rng: &mut Rng, size: usize) -> String {{ … }}
// /// A random instance up to the statement's bounds, past the oracle's reach (our binary answers).
// fn large_input(rng: &mut Rng, size: usize) -> String {{ … }}
// /// Smaller inputs to try in place of a failing `input`, most reduced first.
// fn shrink(input: &str) -> Vec<String> {{ … }}
// /// Inputs at the limits of every constraint.
// fn max_inputs() -> Vec<MaxInput> {{ … }}
"#,
        id = problem_id(&new.name),
        name = new.name,
    )
}

/// The sections every crate README has, in order.
pub const README_SECTIONS: [&str; 8] = [
    "Game",
    "Model",
    "Claim",
    "Proof",
    "Small cases",
    "Complexity",
    "Pitfalls",
    "Verified",
];

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
            assert!(check_name(good).is_ok(), "{good}");
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
}

//! The pasteability rules every problem crate follows, checked from its files.
//!
//! A crate passes when its `src/main.rs` alone is the whole submission: it compiles on AtCoder's
//! Rust (edition 2024, proconio 0.5.0, itertools 0.14.0) at the Rust version its manifest declares
//! (1.88, or its own judge's older compiler: [`crate::sites`]), and can be bundled into a std-only
//! file for the judges without crates.

use crate::bundle::code_view;
use crate::sites;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

/// One rule of a problem crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rule {
    /// `src/` holds `main.rs` and nothing else.
    OnlyMainRs,
    /// No `mod x;` declarations: they pull in other files.
    NoModFiles,
    /// No `include!`, `include_str!` or `include_bytes!`.
    NoInclude,
    /// No build script (`build.rs`, or `build =` in the manifest).
    NoBuildScript,
    /// No `path` or `git` dependencies.
    NoPathOrGitDependencies,
    /// Dependencies only `proconio = "=0.5.0"` and `itertools = "=0.14.0"`.
    OnlyAllowedDependencies,
    /// `rust-version` is the crate's judge's ([`crate::sites::Site::crate_rust_version`]: 1.88,
    /// or the judge's own older compiler), so clippy flags std APIs newer than the judges'.
    RustVersion,
    /// `edition = "2024"`, or 2021 where the judge's Rust is older than 1.85 (CSES, Library
    /// Checker): [`crate::sites::Site::crate_edition`].
    Edition,
    /// No `#[fastout]`: the collection writes through one `BufWriter` on locked stdout (STYLE.md),
    /// which reads the same in the binary and the bundle.
    NoFastout,
    /// `[package.metadata.judge]` with a known `judge`, `time-limit-ms` and `memory-limit-mb`,
    /// and a web `url` (required for the collection's own problems).
    JudgeMetadata,
}

impl Rule {
    /// Every rule.
    pub const ALL: [Rule; 10] = [
        Rule::OnlyMainRs,
        Rule::NoModFiles,
        Rule::NoInclude,
        Rule::NoBuildScript,
        Rule::NoPathOrGitDependencies,
        Rule::OnlyAllowedDependencies,
        Rule::RustVersion,
        Rule::Edition,
        Rule::NoFastout,
        Rule::JudgeMetadata,
    ];

    /// The rule's short name, also its fixture folder under `tests/fixtures/layout/`.
    pub fn id(self) -> &'static str {
        match self {
            Rule::OnlyMainRs => "only-main-rs",
            Rule::NoModFiles => "no-mod-files",
            Rule::NoInclude => "no-include",
            Rule::NoBuildScript => "no-build-script",
            Rule::NoPathOrGitDependencies => "no-path-or-git-dependencies",
            Rule::OnlyAllowedDependencies => "only-allowed-dependencies",
            Rule::RustVersion => "rust-version",
            Rule::Edition => "edition",
            Rule::NoFastout => "no-fastout",
            Rule::JudgeMetadata => "judge-metadata",
        }
    }

    /// The rule in one sentence.
    pub fn statement(self) -> &'static str {
        match self {
            Rule::OnlyMainRs => "src/ holds main.rs and nothing else",
            Rule::NoModFiles => "no `mod x;` declarations (the submission is one file)",
            Rule::NoInclude => "no include!, include_str! or include_bytes!",
            Rule::NoBuildScript => "no build script",
            Rule::NoPathOrGitDependencies => "no path or git dependencies",
            Rule::OnlyAllowedDependencies => {
                "dependencies only proconio = \"=0.5.0\" and itertools = \"=0.14.0\""
            }
            Rule::RustVersion => {
                "rust-version = \"1.88\", or the judge's own older Rust (CSES 1.75, Library Checker 1.71)"
            }
            Rule::Edition => {
                "edition = \"2024\", or 2021 where the judge's Rust is older than 1.85"
            }
            Rule::NoFastout => "no #[fastout] (write through one BufWriter instead)",
            Rule::JudgeMetadata => {
                "[package.metadata.judge] with judge, time-limit-ms, memory-limit-mb and (for the collection) url"
            }
        }
    }
}

/// A broken rule: which, in which file, and what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub rule: Rule,
    pub file: PathBuf,
    pub found: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: rule {} ({}): {}",
            self.file.display(),
            self.rule.id(),
            self.rule.statement(),
            self.found
        )
    }
}

/// The dependencies a problem crate may have, with their exact version requirements.
pub const ALLOWED_DEPENDENCIES: [(&str, &str); 2] =
    [("proconio", "=0.5.0"), ("itertools", "=0.14.0")];

/// Every violation of every rule by the crate in folder `dir`.
pub fn check_crate(dir: &Path) -> Vec<Violation> {
    let mut found = Found(Vec::new());
    let main_rs = dir.join("src").join("main.rs");
    check_src(dir, &mut found);
    if let Ok(source) = fs::read_to_string(&main_rs) {
        check_main_rs(&main_rs, &source, &mut found);
    }
    let manifest_path = dir.join("Cargo.toml");
    match fs::read_to_string(&manifest_path)
        .map_err(|e| e.to_string())
        .and_then(|text| text.parse::<toml::Table>().map_err(|e| e.to_string()))
    {
        Ok(manifest) => check_manifest(&manifest_path, &manifest, &mut found),
        Err(e) => {
            for rule in [Rule::RustVersion, Rule::Edition, Rule::JudgeMetadata] {
                found.push(rule, &manifest_path, format!("unreadable manifest: {e}"));
            }
        }
    }
    found.0
}

/// The violations found so far.
struct Found(Vec<Violation>);

impl Found {
    fn push(&mut self, rule: Rule, file: &Path, what: String) {
        self.0.push(Violation {
            rule,
            file: file.to_path_buf(),
            found: what,
        });
    }
}

/// `src/` holds `main.rs` alone, and there is no build script file.
fn check_src(dir: &Path, found: &mut Found) {
    let src = dir.join("src");
    let main_rs = src.join("main.rs");
    match fs::read_dir(&src) {
        Err(e) => found.push(Rule::OnlyMainRs, &src, format!("cannot read: {e}")),
        Ok(entries) => {
            let mut others: Vec<String> = entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name != "main.rs")
                .collect();
            others.sort();
            if !others.is_empty() {
                found.push(
                    Rule::OnlyMainRs,
                    &src,
                    format!("also holds {}", others.join(", ")),
                );
            }
        }
    }
    if !main_rs.is_file() {
        found.push(Rule::OnlyMainRs, &main_rs, "missing".to_owned());
    }
    if dir.join("build.rs").exists() {
        found.push(
            Rule::NoBuildScript,
            &dir.join("build.rs"),
            "a build script file".to_owned(),
        );
    }
}

/// No `mod x;`, no `include!`-like macro, no `#[fastout]` in the code lines of `main.rs`.
fn check_main_rs(main_rs: &Path, source: &str, found: &mut Found) {
    for (number, line) in code_lines(source) {
        let line = line.as_str();
        if let Some(name) = mod_declaration(line) {
            found.push(
                Rule::NoModFiles,
                main_rs,
                format!("line {number}: `mod {name};`"),
            );
        }
        for includer in ["include!", "include_str!", "include_bytes!"] {
            if contains_word(line, includer) {
                found.push(
                    Rule::NoInclude,
                    main_rs,
                    format!("line {number}: `{includer}`"),
                );
            }
        }
        if contains_word(line, "fastout") {
            found.push(
                Rule::NoFastout,
                main_rs,
                format!("line {number}: `{}`", line.trim()),
            );
        }
    }
}

/// The manifest's rules: no `build` key, the judge metadata, and the dependencies.
fn check_manifest(manifest_path: &Path, manifest: &toml::Table, found: &mut Found) {
    let package = manifest.get("package").and_then(toml::Value::as_table);
    let key = |name: &str| package.and_then(|p| p.get(name));
    if key("build").is_some_and(|build| build.as_bool() != Some(false)) {
        found.push(
            Rule::NoBuildScript,
            manifest_path,
            "`build` is set in [package]".to_owned(),
        );
    }
    let judge = key("metadata")
        .and_then(|m| m.get("judge"))
        .and_then(toml::Value::as_table);
    match judge {
        None => found.push(
            Rule::JudgeMetadata,
            manifest_path,
            "no [package.metadata.judge]".to_owned(),
        ),
        Some(judge) => {
            check_toolchain(manifest_path, package, judge, found);
            check_judge_metadata(manifest_path, judge, found);
        }
    }
    check_dependencies(manifest_path, manifest, found);
}

/// The edition and `rust-version` are those of the crate's judge.
fn check_toolchain(
    manifest_path: &Path,
    package: Option<&toml::Table>,
    judge: &toml::Table,
    found: &mut Found,
) {
    let key = |name: &str| package.and_then(|p| p.get(name));
    match judge
        .get("judge")
        .and_then(toml::Value::as_str)
        .map(sites::site)
    {
        Some(Ok(known)) => {
            let edition = known.crate_edition();
            if key("edition").and_then(toml::Value::as_str) != Some(edition) {
                found.push(
                    Rule::Edition,
                    manifest_path,
                    format!(
                        "edition is {:?}; a problem on {known} declares \"{edition}\"",
                        key("edition")
                    ),
                );
            }
            let want = known.crate_rust_version();
            if key("rust-version").and_then(toml::Value::as_str) != Some(want) {
                found.push(
                    Rule::RustVersion,
                    manifest_path,
                    format!(
                        "rust-version is {:?}; a problem on {known} declares \"{want}\"",
                        key("rust-version")
                    ),
                );
            }
        }
        Some(Err(why)) => found.push(Rule::JudgeMetadata, manifest_path, why),
        None => found.push(
            Rule::JudgeMetadata,
            manifest_path,
            "no `judge` (one of the ids in src/sites.rs)".to_owned(),
        ),
    }
}

/// A web `url` (a collection problem needs one) and positive limits.
fn check_judge_metadata(manifest_path: &Path, judge: &toml::Table, found: &mut Found) {
    let collection = judge.get("collection").and_then(toml::Value::as_bool) == Some(true);
    match judge.get("url").map(toml::Value::as_str) {
        Some(Some(url)) if url.starts_with("http") => {}
        None if !collection => {}
        _ => found.push(
            Rule::JudgeMetadata,
            manifest_path,
            "no `url` (the problem page, http:// or https://; a collection problem needs one)"
                .to_owned(),
        ),
    }
    for number in ["time-limit-ms", "memory-limit-mb"] {
        if judge
            .get(number)
            .and_then(toml::Value::as_integer)
            .is_none_or(|n| n <= 0)
        {
            found.push(
                Rule::JudgeMetadata,
                manifest_path,
                format!("no positive integer `{number}`"),
            );
        }
    }
}

/// Only proconio and itertools at the judges' versions, never by path or git.
fn check_dependencies(manifest_path: &Path, manifest: &toml::Table, found: &mut Found) {
    for (table_name, table) in dependency_tables(manifest) {
        for (name, spec) in table {
            if spec.get("path").is_some() || spec.get("git").is_some() {
                found.push(
                    Rule::NoPathOrGitDependencies,
                    manifest_path,
                    format!("[{table_name}] {name} = {spec}"),
                );
            }
            let version = spec
                .as_str()
                .or_else(|| spec.get("version").and_then(toml::Value::as_str));
            let allowed = table_name == "dependencies"
                && ALLOWED_DEPENDENCIES
                    .iter()
                    .any(|&(n, v)| n == name && version == Some(v));
            if !allowed {
                found.push(
                    Rule::OnlyAllowedDependencies,
                    manifest_path,
                    format!("[{table_name}] {name} = {spec}"),
                );
            }
        }
    }
}

/// Every dependency table of a manifest, with its name: `dependencies`, `dev-dependencies`,
/// `build-dependencies`, and their `target.<cfg>.` variants.
fn dependency_tables(manifest: &toml::Table) -> Vec<(String, &toml::Table)> {
    const KINDS: [&str; 3] = ["dependencies", "dev-dependencies", "build-dependencies"];
    let mut tables = Vec::new();
    for kind in KINDS {
        if let Some(table) = manifest.get(kind).and_then(toml::Value::as_table) {
            tables.push((kind.to_owned(), table));
        }
    }
    if let Some(targets) = manifest.get("target").and_then(toml::Value::as_table) {
        for (cfg, target) in targets {
            for kind in KINDS {
                if let Some(table) = target.get(kind).and_then(toml::Value::as_table) {
                    tables.push((format!("target.{cfg}.{kind}"), table));
                }
            }
        }
    }
    tables
}

/// The non-blank lines of `source` with their 1-based numbers, comments and literals blanked
/// (the bundler's code view): the rules look at code, not at prose or strings about code.
fn code_lines(source: &str) -> Vec<(usize, String)> {
    code_view(source)
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| (i + 1, line.to_owned()))
        .collect()
}

/// The module name if `line` declares a module whose body is another file (`mod x;`).
fn mod_declaration(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|&w| w == "mod")?;
    let rest = words[at + 1..].concat();
    let name = rest.strip_suffix(';')?;
    let is_name = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
    is_name.then(|| name.to_owned())
}

/// True iff `word` stands in `line` not as part of a longer identifier.
fn contains_word(line: &str, word: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(word).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + word.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_strings_are_not_code() {
        let source = "/* mod notes; */
const S: &str = \"#[fastout] include!(x)\";
// mod old;
mod real;
";
        let lines = code_lines(source);
        let modules: Vec<String> = lines
            .iter()
            .filter_map(|(_, l)| mod_declaration(l))
            .collect();
        assert_eq!(modules, ["real"]);
        assert_eq!(lines.last().map(|(n, _)| *n), Some(4));
        assert!(
            !lines
                .iter()
                .any(|(_, l)| contains_word(l, "fastout") || contains_word(l, "include!"))
        );
        assert!(contains_word("#[fastout]", "fastout"));
        assert!(!contains_word("no_fastout_here", "fastout"));
    }
}

//! Every relative link of the README, the docs and the crate READMEs leads somewhere: its file
//! exists (a folder counts), and its `#anchor`, if any, is a heading of that file as GitHub makes
//! anchors of headings. No link leaves the repository, and no document names a path beside it
//! (a user's clone has nothing there). The paths a document names in code (`src/engine/mod.rs`,
//! `crates/<problem>/plan.rs`, a command's `< samples/…/1.in`) exist, a placeholder matching at
//! least one, and every package a command names (`cargo test -p plans`) is the workspace's.

use judge::book::anchor;
use judge_testkit::workspace;

use std::fs;
use std::path::{Component, Path, PathBuf};

/// The documents: README.md, docs/*.md and every crate's README.md.
fn documents() -> Vec<PathBuf> {
    let mut documents = vec![workspace().root().join("README.md")];
    for dir in ["docs", "crates"] {
        for entry in fs::read_dir(workspace().root().join(dir))
            .unwrap()
            .flatten()
        {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "md") {
                documents.push(path);
            } else if path.join("README.md").is_file() {
                documents.push(path.join("README.md"));
            }
        }
    }
    documents.sort();
    documents
}

/// The targets of the inline links and images of `text` (`[text](target)`, `![alt](target)`),
/// outside code blocks and code spans.
fn links(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // code spans hold no links
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            targets.push(after[..end].trim().to_owned());
            rest = &after[end..];
        }
    }
    targets
}

/// The anchors of the headings of `text`.
fn anchors(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| anchor(l.trim_start_matches('#')))
        .collect()
}

/// True iff `path`, relative to the root, stays inside it.
fn inside(path: &Path) -> bool {
    let mut depth = 0i32;
    for component in path.components() {
        match component {
            Component::ParentDir => depth -= 1,
            Component::Normal(_) => depth += 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    true
}

/// What is wrong with the links of the document at `path`.
fn broken_links(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap();
    let name = path
        .strip_prefix(workspace().root())
        .unwrap()
        .display()
        .to_string();
    broken_links_in(&text, &name, path)
}

/// What is wrong with the links of `text`, a document named `name` at `path`.
fn broken_links_in(text: &str, name: &str, path: &Path) -> Vec<String> {
    let here = path.parent().unwrap();
    let mut broken = Vec::new();
    for target in links(text) {
        if target.contains("://") || target.starts_with("mailto:") {
            continue;
        }
        let (file, fragment) = target.split_once('#').unwrap_or((&target, ""));
        let linked = if file.is_empty() {
            path.to_path_buf()
        } else {
            here.join(file)
        };
        let relative = linked
            .strip_prefix(workspace().root())
            .map(Path::to_path_buf);
        if !relative.as_deref().is_ok_and(inside) {
            broken.push(format!("{name}: `{target}` leaves the repository"));
        } else if !linked.exists() {
            broken.push(format!("{name}: `{target}`: no such file"));
        } else if !fragment.is_empty() {
            let headings = anchors(&fs::read_to_string(&linked).unwrap_or_default());
            if !headings.iter().any(|h| h == fragment) {
                broken.push(format!("{name}: `{target}`: no such heading"));
            }
        }
    }
    if text.contains("../shared") {
        broken.push(format!(
            "{name}: names ../shared, which a clone does not have"
        ));
    }
    broken
}

/// The top-level entries of the repository a path in code may begin with.
const TOP: &[&str] = &[
    "src",
    "crates",
    "docs",
    "tests",
    "inline",
    "kit",
    "plans",
    "testkit",
    "samples",
    "bench",
    "start",
    ".ci",
    ".cargo",
    "README.md",
    "Cargo.toml",
    "Cargo.lock",
    "build.rs",
];

/// The problem names the docs use as examples of one's own (`judge new abc999f-my-game`): a path
/// through them stands for any problem's.
const EXAMPLES: &[&str] = &["abc999f-my-game", "hdu1846-brave-game"];

/// The code of `text`: its code spans and the lines of its fenced blocks.
fn code(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            found.push(line.to_owned());
        } else {
            found.extend(line.split('`').skip(1).step_by(2).map(str::to_owned));
        }
    }
    found
}

/// True iff the file name `name` matches `pattern`, where `<…>` and `*` stand for any text.
fn matches(pattern: &str, name: &str) -> bool {
    let mut glob = String::new();
    let mut rest = pattern;
    while let Some(at) = rest.find('<') {
        glob.push_str(&rest[..at]);
        glob.push('*');
        rest = rest[at..].split_once('>').map_or("", |(_, after)| after);
    }
    glob.push_str(rest);
    let parts: Vec<&str> = glob.split('*').collect();
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if parts.len() == 1 {
        return name == first;
    }
    if !name.starts_with(first) || name.len() < first.len() + last.len() || !name.ends_with(last) {
        return false;
    }
    let mut at = first.len();
    for middle in &parts[1..parts.len() - 1] {
        match name[at..name.len() - last.len()].find(middle) {
            Some(found) => at += found + middle.len(),
            None => return false,
        }
    }
    true
}

/// True iff some file or folder under `dir` matches the path `parts` (patterns, one a component).
fn exists_like(dir: &Path, parts: &[&str]) -> bool {
    let Some((first, rest)) = parts.split_first() else {
        return true;
    };
    if first.is_empty() || *first == "." {
        return exists_like(dir, rest);
    }
    let first = EXAMPLES.iter().fold(first.to_string(), |part, example| {
        part.replace(example, "<problem>")
    });
    fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .any(|entry| {
            matches(&first, &entry.file_name().to_string_lossy())
                && (rest.is_empty() || exists_like(&entry.path(), rest))
        })
}

/// The paths of the repository that `code` names and that are not there, and the packages its
/// commands name (`-p NAME`, `--package NAME`) that are not the workspace's.
fn missing_in_code(code: &str) -> Vec<String> {
    let packages: Vec<String> = workspace()
        .crate_dirs()
        .iter()
        .filter_map(|dir| dir.file_name().map(|n| n.to_string_lossy().into_owned()))
        .chain(["judge", "plans", "plan-kit", "judge-testkit", "judge-start"].map(String::from))
        .collect();
    let words: Vec<&str> = code.split_whitespace().collect();
    let mut missing = Vec::new();
    for (i, word) in words.iter().enumerate() {
        if matches!(*word, "-p" | "--package")
            && let Some(name) = words
                .get(i + 1)
                .map(|w| w.trim_end_matches([';', ',', ')']))
            && !name.starts_with('<')
            && !packages.iter().any(|p| p == name)
        {
            missing.push(format!("the package `{name}`"));
        }
        let path = word
            .trim_matches(|c: char| "\"'(),;:.".contains(c))
            .split(':')
            .next()
            .unwrap_or_default();
        let parts: Vec<&str> = path.split('/').collect();
        if parts.len() > 1 && TOP.contains(&parts[0]) && !exists_like(workspace().root(), &parts) {
            missing.push(format!("`{path}`"));
        }
    }
    missing
}

/// What is wrong with the code of the document at `path`: the paths and packages it names that
/// are not there.
fn broken_code(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap();
    let name = path.strip_prefix(workspace().root()).unwrap().display();
    code(&text)
        .iter()
        .flat_map(|code| missing_in_code(code))
        .map(|missing| format!("{name}: names {missing}, which is not there"))
        .collect()
}

fn every_path_and_package_named_in_code_is_there() {
    let broken: Vec<String> = documents().iter().flat_map(|d| broken_code(d)).collect();
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

fn the_code_checker_finds_what_is_not_there() {
    assert!(matches("<problem>.rs", "luogu-p2197-nim.rs"));
    assert!(matches("*.sh", "burns_cpu.sh") && !matches("*.sh", "burns_cpu.py"));
    assert!(missing_in_code("cargo test -p plans -- cses_2207").is_empty());
    assert!(
        missing_in_code("crates/<problem>/plan.rs and samples/luogu-p2197-nim/1.in").is_empty()
    );
    assert!(missing_in_code("crates/abc999f-my-game/src/main.rs").is_empty());
    assert_eq!(
        missing_in_code("cargo test -p judge-verify; see src/problems/<name>.rs"),
        ["the package `judge-verify`", "`src/problems/<name>.rs`"]
    );
}

fn every_relative_link_leads_to_a_file_and_a_heading() {
    let broken: Vec<String> = documents().iter().flat_map(|d| broken_links(d)).collect();
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

fn the_checker_finds_what_is_broken() {
    let text = "[a](missing.md) [b](README.md#no-such-heading) `[c](in-code.md)` \
                [d](../../../elsewhere) ![e](docs/testing.md#what-each-level-checks)";
    assert_eq!(
        links(text),
        [
            "missing.md",
            "README.md#no-such-heading",
            "../../../elsewhere",
            "docs/testing.md#what-each-level-checks"
        ]
    );
    assert_eq!(anchor(" Where the time goes"), "where-the-time-goes");
    assert_eq!(anchor("The tests of `check`"), "the-tests-of-check");
    assert!(!inside(Path::new("docs/../../x")));
    // as if the text were the root README
    let found = broken_links_in(text, "planted", &workspace().root().join("README.md"));
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found[1].contains("no such heading"), "{found:?}");
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        every_relative_link_leads_to_a_file_and_a_heading,
        the_checker_finds_what_is_broken,
        every_path_and_package_named_in_code_is_there,
        the_code_checker_finds_what_is_not_there,
    ]);
}

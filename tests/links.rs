//! Every relative link of the README, the docs and the crate READMEs leads somewhere: its file
//! exists (a folder counts), and its `#anchor`, if any, is a heading of that file as GitHub makes
//! anchors of headings. No link leaves the repository, and no document names a path beside it
//! (a user's clone has nothing there).

use judge::workspace::root;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// The documents: README.md, docs/*.md and every crate's README.md.
fn documents() -> Vec<PathBuf> {
    let mut documents = vec![root().join("README.md")];
    for dir in ["docs", "crates"] {
        for entry in fs::read_dir(root().join(dir)).unwrap().flatten() {
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

/// The anchor GitHub gives a heading: lowercase, punctuation but hyphens dropped, spaces as
/// hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
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
    let name = path.strip_prefix(root()).unwrap().display().to_string();
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
        let relative = linked.strip_prefix(root()).map(Path::to_path_buf);
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
    let found = broken_links_in(text, "planted", &root().join("README.md"));
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found[1].contains("no such heading"), "{found:?}");
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        every_relative_link_leads_to_a_file_and_a_heading,
        the_checker_finds_what_is_broken,
    ]);
}

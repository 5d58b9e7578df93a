//! One Markdown document of the repository as the body of a book page: CommonMark with GitHub's
//! tables (pulldown-cmark), each heading given the anchor GitHub gives it, and each relative link
//! and image pointed at what the book holds for it: a document's page, a folder's page, a picture
//! copied beside the page, or a page that shows a source file's text.

use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd, html};
use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

/// A page's body, and what it links to in the repository that the book must hold.
pub struct Rendered {
    pub html: String,
    /// The plain text, for the search.
    pub text: String,
    /// The first heading's text.
    pub title: String,
    /// Repository paths the page links to or shows (files and folders).
    pub wanted: BTreeSet<PathBuf>,
}

/// The anchor GitHub gives a heading: lowercase, punctuation but hyphens and underscores dropped,
/// spaces as hyphens.
pub fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The book's page of a repository document: `README.md` → `index.html`, `docs/x.md` →
/// `docs/x.html`.
pub fn page_of(document: &Path) -> PathBuf {
    if document.file_name().is_some_and(|n| n == "README.md") {
        document.with_file_name("index.html")
    } else {
        document.with_extension("html")
    }
}

/// `path` with its `.` and `..` folded; `None` if it leaves the repository.
fn normal(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir if !out.pop() => return None,
            Component::Normal(part) => out.push(part),
            _ => {}
        }
    }
    Some(out)
}

/// What a relative link of the document at `document` to `target` becomes in the book, and the
/// repository path it names; `None` for a link that stays as it is (a web address, an anchor of
/// the same page, a path outside the repository).
fn relink(root: &Path, document: &Path, target: &str) -> Option<(String, PathBuf)> {
    if target.contains("://") || target.starts_with("mailto:") || target.starts_with('#') {
        return None;
    }
    let (file, fragment) = match target.split_once('#') {
        Some((file, fragment)) => (file, format!("#{fragment}")),
        None => (target, String::new()),
    };
    let named = normal(&document.parent().unwrap_or(Path::new("")).join(file))?;
    let on_disk = root.join(&named);
    let (shown, wanted) = if on_disk.join("README.md").is_file() {
        (
            format!("{}/index.html", file.trim_end_matches('/')),
            named.join("README.md"),
        )
    } else if on_disk.is_dir() {
        (
            format!("{}/index.html", file.trim_end_matches('/')),
            named.clone(),
        )
    } else if named.extension().is_some_and(|e| e == "md") {
        let page = page_of(Path::new(file));
        (page.display().to_string(), named.clone())
    } else if is_picture(&named) {
        (file.to_owned(), named.clone())
    } else {
        (format!("{file}.html"), named.clone())
    };
    Some((format!("{shown}{fragment}"), wanted))
}

/// True for a file the book copies and shows as a picture.
pub fn is_picture(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e == "svg" || e == "png" || e == "jpg")
}

/// The document `text` at repository path `document`, rendered for the book.
pub fn render(root: &Path, document: &Path, text: &str) -> Rendered {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let mut events: Vec<Event> = Parser::new_ext(text, options).collect();
    let mut wanted = BTreeSet::new();
    let mut plain = String::new();
    let mut title = String::new();
    let mut heading: Option<(usize, HeadingLevel)> = None;
    let mut heading_text = String::new();
    let mut seen_anchors = BTreeSet::new();
    for i in 0..events.len() {
        match &mut events[i] {
            Event::Start(Tag::Heading { level, .. }) => {
                heading = Some((i, *level));
                heading_text.clear();
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some((at, level)) = heading.take() {
                    let mut id = anchor(&heading_text);
                    // a repeated heading gets GitHub's `-1`, `-2`
                    let base = id.clone();
                    let mut k = 0;
                    while !seen_anchors.insert(id.clone()) {
                        k += 1;
                        id = format!("{base}-{k}");
                    }
                    if title.is_empty() {
                        title = heading_text.trim().to_owned();
                    }
                    events[at] = Event::Start(Tag::Heading {
                        level,
                        id: Some(CowStr::from(id)),
                        classes: Vec::new(),
                        attrs: Vec::new(),
                    });
                }
                plain.push('\n');
            }
            Event::Text(t) | Event::Code(t) => {
                if heading.is_some() {
                    heading_text.push_str(t);
                }
                plain.push_str(t);
                plain.push(' ');
            }
            Event::Start(Tag::Link { dest_url, .. })
            | Event::Start(Tag::Image { dest_url, .. }) => {
                if let Some((shown, path)) = relink(root, document, dest_url) {
                    wanted.insert(path);
                    *dest_url = CowStr::from(shown);
                }
            }
            Event::SoftBreak | Event::HardBreak | Event::End(TagEnd::Paragraph) => {
                plain.push(' ');
            }
            _ => {}
        }
    }
    let mut html = String::new();
    html::push_html(&mut html, events.into_iter());
    Rendered {
        html,
        text: plain.split_whitespace().collect::<Vec<_>>().join(" "),
        title,
        wanted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_point_at_the_books_pages_and_headings_get_githubs_anchors() {
        let root = crate::workspace::tests::ws().root();
        let text = "# Luogu P1290 — 欧几里德的游戏\n\n## The tests of `check`\n\nSee \
                    [check](../../docs/check.md#verdicts-and-how-a-run-is-measured), \
                    [nim](../luogu-p2197-nim), [the solution](src/main.rs), \
                    ![figure](figure.svg) and [web](https://example.org).\n";
        let document = Path::new("crates/luogu-p1290-euclid-game/README.md");
        let page = render(root, document, text);
        for said in [
            "<h1 id=\"luogu-p1290--欧几里德的游戏\">",
            "<h2 id=\"the-tests-of-check\">",
            "href=\"../../docs/check.html#verdicts-and-how-a-run-is-measured\"",
            "href=\"../luogu-p2197-nim/index.html\"",
            "href=\"src/main.rs.html\"",
            "src=\"figure.svg\"",
            "href=\"https://example.org\"",
        ] {
            assert!(page.html.contains(said), "{said} not in {}", page.html);
        }
        assert_eq!(page.title, "Luogu P1290 — 欧几里德的游戏");
        assert!(page.text.contains("欧几里德的游戏"));
        let wanted: Vec<String> = page
            .wanted
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(
            wanted,
            [
                "crates/luogu-p1290-euclid-game/figure.svg",
                "crates/luogu-p1290-euclid-game/src/main.rs",
                "crates/luogu-p2197-nim/README.md",
                "docs/check.md",
            ]
        );
        assert_eq!(
            page_of(Path::new("docs/check.md")),
            Path::new("docs/check.html")
        );
        assert_eq!(page_of(Path::new("README.md")), Path::new("index.html"));
    }
}

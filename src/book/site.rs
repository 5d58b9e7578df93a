//! The book's pages around their bodies: the frame every page shares (the search box, the table
//! of contents from the README's index by technique), the pages of linked source files and
//! folders, the pictures copied beside their pages, and the assets (the style, the script, the
//! search index).

use super::render::{is_picture, page_of};
use anyhow::{Context, Result};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// The table of contents: the README's index by technique (a section per bold row, a chapter per
/// problem row), then the appendix (`docs/`).
pub struct Toc {
    /// (section, its chapters as (title, crate)).
    sections: Vec<(String, Vec<(String, String)>)>,
    appendix: Vec<PathBuf>,
}

impl Toc {
    /// The sections and chapters of the README's index table (`| **Section** | | … |` and
    /// `| [Title](url) | [crate](crates/crate) | … |`), and the documents of the appendix.
    pub fn from_readme(readme: &str, appendix: &[PathBuf]) -> Toc {
        let mut sections: Vec<(String, Vec<(String, String)>)> = Vec::new();
        for line in readme.lines().filter(|l| l.starts_with('|')) {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            let Some(first) = cells.first() else { continue };
            if let Some(section) = first.strip_prefix("**").and_then(|s| s.strip_suffix("**")) {
                sections.push((section.to_owned(), Vec::new()));
                continue;
            }
            let Some(krate) = cells
                .get(1)
                .and_then(|cell| cell.split("](crates/").nth(1))
                .map(|rest| rest.trim_end_matches(')').trim_end_matches('/').to_owned())
            else {
                continue;
            };
            let title = first
                .trim_start_matches('[')
                .split("](")
                .next()
                .unwrap_or(first)
                .to_owned();
            if let Some((_, chapters)) = sections.last_mut() {
                chapters.push((title, krate));
            }
        }
        Toc {
            sections,
            appendix: appendix.to_vec(),
        }
    }

    /// The table as HTML, its links relative to a page `up` folders below the book's root.
    fn html(&self, up: &str) -> String {
        let mut html = format!("<p><a href=\"{up}index.html\">The collection</a></p>\n");
        for (section, chapters) in &self.sections {
            writeln!(html, "<h3>{}</h3>\n<ul>", escape(section)).unwrap();
            for (title, krate) in chapters {
                writeln!(
                    html,
                    "<li><a href=\"{up}crates/{krate}/index.html\" data-problem=\"{krate}\">{}</a></li>",
                    escape(title)
                )
                .unwrap();
            }
            html.push_str("</ul>\n");
        }
        html.push_str("<h3>Appendix</h3>\n<ul>\n");
        for document in &self.appendix {
            let name = document
                .file_stem()
                .map_or(String::new(), |s| s.to_string_lossy().into_owned());
            writeln!(
                html,
                "<li><a href=\"{up}{}\">{name}</a></li>",
                page_of(document).display()
            )
            .unwrap();
        }
        html.push_str("</ul>\n");
        html
    }
}

/// `text` with the characters HTML gives a meaning escaped.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `../` once per folder of `page` below the book's root.
fn up(page: &Path) -> String {
    "../".repeat(page.components().count().saturating_sub(1))
}

/// Writes the page `page` (a path below `out`) titled `title` around `body`, with the board's
/// script `board` (a path below `out`) where it has one.
pub fn write_page(
    out: &Path,
    page: &Path,
    title: &str,
    body: &str,
    toc: &Toc,
    board: Option<&Path>,
) -> Result<()> {
    let up = up(page);
    let board_scripts = match board {
        Some(script) => format!(
            "<script src=\"{up}{}\"></script>\n<script src=\"{up}board.js\"></script>\n",
            script.display()
        ),
        None => String::new(),
    };
    // the board goes where the chapter says how its game is played, else after its title
    let body = match board {
        None => body.to_owned(),
        Some(_) => with_board(body),
    };
    let html = format!(
        r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} — game-theory solutions in Rust</title>
<link rel="stylesheet" href="{up}book.css">
</head>
<body data-root="{up}">
<header>
<a class="home" href="{up}index.html">Game-theory solutions in Rust</a>
<form class="search" action="{up}index.html" method="get">
<input type="search" name="search" placeholder="Search: Sprague, mex, 欧几里德, P2148, 1704F" aria-label="Search">
</form>
</header>
<div class="layout">
<nav class="toc">
{toc}</nav>
<main>
<section id="results" hidden></section>
{body}</main>
</div>
<script src="{up}search-index.js"></script>
<script src="{up}book.js"></script>
{board_scripts}</body>
</html>
"#,
        title = escape(title),
        toc = toc.html(&up),
    );
    write(&out.join(page), &html)
}

/// `body` with the board's place: at the end of its `Play` section, else before its first
/// section.
fn with_board(body: &str) -> String {
    const BOARD: &str = "<section id=\"board\" aria-label=\"Play the game\"></section>\n";
    let play = body.find("<h2 id=\"play\">");
    let at = match play {
        Some(play) => body[play + 1..]
            .find("<h2")
            .map_or(body.len(), |next| play + 1 + next),
        None => body.find("<h2").unwrap_or(body.len()),
    };
    format!("{}{BOARD}{}", &body[..at], &body[at..])
}

/// Writes what a page links to that is no document: a picture copied as it is, a folder as the
/// list of its files, any other file as a page that shows its text (`<path>.html`).
pub fn write_linked(root: &Path, out: &Path, path: &Path, toc: &Toc) -> Result<()> {
    let source = root.join(path);
    if is_picture(path) {
        let to = out.join(path);
        fs::create_dir_all(to.parent().expect("a folder"))?;
        fs::copy(&source, &to).with_context(|| format!("cannot copy {}", source.display()))?;
        return Ok(());
    }
    if source.is_dir() {
        let mut names: Vec<String> = fs::read_dir(&source)
            .with_context(|| format!("cannot read {}", source.display()))?
            .flatten()
            .filter(|entry| entry.path().is_file())
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        let mut body = format!("<h1>{}</h1>\n<ul>\n", escape(&path.display().to_string()));
        for name in &names {
            writeln!(body, "<li><a href=\"{0}.html\">{0}</a></li>", escape(name)).unwrap();
            write_source(root, out, &path.join(name), toc)?;
        }
        body.push_str("</ul>\n");
        return write_page(
            out,
            &path.join("index.html"),
            &path.display().to_string(),
            &body,
            toc,
            None,
        );
    }
    write_source(root, out, path, toc)
}

/// Writes the page that shows the text of the file `path`.
fn write_source(root: &Path, out: &Path, path: &Path, toc: &Toc) -> Result<()> {
    let source = root.join(path);
    let text = fs::read(&source).with_context(|| format!("cannot read {}", source.display()))?;
    let shown = crate::text::printable_bytes(&text);
    let title = path.display().to_string();
    let body = format!(
        "<h1>{}</h1>\n<pre class=\"source\"><code>{}</code></pre>\n",
        escape(&title),
        escape(&shown)
    );
    let page = PathBuf::from(format!("{}.html", path.display()));
    write_page(out, &page, &title, &body, toc, None)
}

/// One page in the search index.
pub struct Entry {
    pub url: String,
    pub title: String,
    pub text: String,
}

/// The style, the scripts and the search index.
pub fn write_assets(out: &Path, index: &[Entry]) -> Result<()> {
    write(&out.join("book.css"), include_str!("assets/book.css"))?;
    write(&out.join("book.js"), include_str!("assets/book.js"))?;
    write(&out.join("board.js"), include_str!("assets/board.js"))?;
    let entries: Vec<serde_json::Value> = index
        .iter()
        .map(|e| serde_json::json!({"u": e.url, "t": e.title, "x": e.text}))
        .collect();
    let json = serde_json::to_string(&entries).expect("JSON");
    // a script, not a fetched file: pages opened from the disk (file://) may not fetch
    write(
        &out.join("search-index.js"),
        &format!("window.BOOK_INDEX = {json};\n"),
    )
}

/// Writes `text` to `path`, making its folder first.
pub fn write(path: &Path, text: &str) -> Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

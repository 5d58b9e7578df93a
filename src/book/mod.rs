//! `judge book`: the collection as a static site that opens offline, from the files the
//! repository already has. The root README is the front page and its index by technique the
//! table of contents; every crate README is a chapter (its figure beside it); `docs/` is the
//! appendix; a link to a source file opens a page that shows its text. Every page is searchable
//! (English words, Chinese titles, judge ids: substrings of the page's text, so that no word
//! splitting is needed), and `index.html?search=WORDS` shows the results for WORDS. Each chapter
//! of a game has a board: the games of its samples, exported from the kit's search
//! ([`boards`]), which the page's script only walks. Nothing is fetched from elsewhere: no CDN,
//! no font, no script but the book's own.

mod boards;
mod render;
mod site;

pub use render::{anchor, page_of};

use crate::workspace::Workspace;
use anyhow::{Context, Result};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What [`build`] tells its caller while it works (it prints nothing itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress<'a> {
    /// A game of our solution against the jury of interactive `problem` is being played for its
    /// board (it takes a build of the problem's binary and a game's time).
    PlayingGame { problem: &'a str },
}

/// What a build wrote.
#[derive(Debug)]
pub struct Built {
    pub pages: usize,
    pub boards: usize,
    pub bytes: u64,
    pub took: Duration,
}

/// One document of the repository that becomes a page.
struct Document {
    /// Its repository path (`crates/<p>/README.md`).
    path: PathBuf,
    /// The problem it is the chapter of, if it is one.
    problem: Option<String>,
}

/// The documents: the root README, every problem's README (in name order), `docs/*.md`.
fn documents(ws: &Workspace) -> Result<Vec<Document>> {
    let root = ws.root();
    let mut documents = vec![Document {
        path: PathBuf::from("README.md"),
        problem: None,
    }];
    for problem in ws.problems() {
        let path = Path::new("crates").join(&problem.name).join("README.md");
        if root.join(&path).is_file() {
            documents.push(Document {
                path,
                problem: Some(problem.name.clone()),
            });
        }
    }
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .context("cannot read docs/")?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .filter_map(|path| path.strip_prefix(root).ok().map(Path::to_path_buf))
        .collect();
    docs.sort();
    documents.extend(docs.into_iter().map(|path| Document {
        path,
        problem: None,
    }));
    Ok(documents)
}

/// Writes the book of the checkout `ws` into `out` (emptied first), telling `progress` what it is
/// doing.
pub fn build(ws: &Workspace, out: &Path, progress: &mut dyn FnMut(Progress)) -> Result<Built> {
    let started = Instant::now();
    let root = ws.root();
    if out.exists() {
        fs::remove_dir_all(out).with_context(|| format!("cannot empty {}", out.display()))?;
    }
    fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let documents = documents(ws)?;
    let readme = fs::read_to_string(root.join("README.md")).context("cannot read README.md")?;
    let toc = site::Toc::from_readme(&readme, &documents_in(&documents, "docs"));
    let mut index = Vec::new();
    let mut wanted = BTreeSet::new();
    let mut boards = 0;
    for document in &documents {
        let text = fs::read_to_string(root.join(&document.path))
            .with_context(|| format!("cannot read {}", document.path.display()))?;
        let rendered = render::render(root, &document.path, &text);
        let page = page_of(&document.path);
        let board = match &document.problem {
            Some(problem) => boards::write(ws, out, problem, progress)
                .with_context(|| format!("the board of {problem}"))?,
            None => None,
        };
        boards += usize::from(board.is_some());
        site::write_page(
            out,
            &page,
            &rendered.title,
            &rendered.html,
            &toc,
            board.as_deref(),
        )?;
        index.push(site::Entry {
            url: page.display().to_string(),
            title: rendered.title.clone(),
            text: rendered.text.clone(),
        });
        wanted.extend(rendered.wanted);
    }
    let documents: BTreeSet<&Path> = documents.iter().map(|d| d.path.as_path()).collect();
    for path in wanted
        .iter()
        .filter(|path| !documents.contains(path.as_path()))
    {
        site::write_linked(root, out, path, &toc)?;
    }
    site::write_assets(out, &index)?;
    let bytes = size_of(out);
    Ok(Built {
        pages: documents.len(),
        boards,
        bytes,
        took: started.elapsed(),
    })
}

/// The repository paths of the documents under `folder`.
fn documents_in(documents: &[Document], folder: &str) -> Vec<PathBuf> {
    documents
        .iter()
        .filter(|d| d.path.starts_with(folder))
        .map(|d| d.path.clone())
        .collect()
}

/// The bytes of every file under `dir`.
fn size_of(dir: &Path) -> u64 {
    fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| {
            let path = entry.path();
            if path.is_dir() {
                size_of(&path)
            } else {
                entry.metadata().map_or(0, |m| m.len())
            }
        })
        .sum()
}

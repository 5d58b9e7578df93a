//! The book (`judge book`), built from this checkout into a folder of the target: every page of
//! the index is there with its chapter; every relative link and picture of every page leads to a
//! file of the book, and every `#anchor` to an element of that page; nothing is loaded from
//! elsewhere (no script, style, font or picture from another site); every problem whose plan
//! states its game has a board, and every interactive problem a recorded game. What only a
//! browser can check (the search, the boards played by clicking, the console) is
//! `tests/book/browser.mjs`, which `.ci/run` runs in Debian's chromium.

use judge_testkit::passed_once;
use judge_testkit::workspace;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// Every file under `dir`, relative to it.
fn files(dir: &Path, base: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, base, out);
        } else {
            out.push(path.strip_prefix(base).unwrap().to_path_buf());
        }
    }
}

/// The values of the attribute `name` (`href`, `src`) in `html`.
fn attributes<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let marker = format!(" {name}=\"");
    html.match_indices(&marker)
        .filter_map(|(at, _)| {
            let rest = &html[at + marker.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

/// The `id`s of the elements of `html`.
fn ids(html: &str) -> Vec<String> {
    attributes(html, "id")
        .into_iter()
        .map(|id| {
            id.replace("&amp;", "&")
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
        })
        .collect()
}

/// `%XX` escapes of a link decoded (pulldown-cmark escapes the bytes of non-ASCII anchors).
fn decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(byte) = text
                .get(i + 1..i + 3)
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
        {
            out.push(byte);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What is broken in the page `page` (relative to the book `book`).
fn broken(book: &Path, page: &Path, html: &str, pages: &BTreeMap<PathBuf, String>) -> Vec<String> {
    let mut broken = Vec::new();
    let here = page.parent().unwrap_or(Path::new(""));
    let targets = attributes(html, "href")
        .into_iter()
        .chain(attributes(html, "src"));
    for target in targets {
        let target = decoded(&target.replace("&amp;", "&"));
        if target.starts_with("http://") || target.starts_with("https://") {
            if !html.contains(&format!("<a href=\"{target}\"")) {
                broken.push(format!("{}: loads {target} from elsewhere", page.display()));
            }
            continue;
        }
        if target.starts_with("mailto:") {
            continue;
        }
        let (file, fragment) = target.split_once('#').unwrap_or((&target, ""));
        let file = file.split('?').next().unwrap_or_default();
        let linked = if file.is_empty() {
            page.to_path_buf()
        } else {
            here.join(file)
        };
        let linked = normal(&linked);
        if !book.join(&linked).is_file() {
            broken.push(format!("{}: `{target}`: no such file", page.display()));
            continue;
        }
        if !fragment.is_empty() {
            let ids = pages.get(&linked).map(|html| ids(html)).unwrap_or_default();
            if !ids.iter().any(|id| id == fragment) {
                broken.push(format!("{}: `{target}`: no such anchor", page.display()));
            }
        }
    }
    broken
}

/// `path` with its `..` folded.
fn normal(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::Normal(part) => out.push(part),
            _ => {}
        }
    }
    out
}

fn every_link_and_picture_of_every_page_leads_into_the_book() {
    passed_once!(|| {
        let book = workspace().target_dir().join("judge/book-test");
        let built = judge::book::build(workspace(), &book, &mut |_| {}).unwrap();
        let mut all = Vec::new();
        files(&book, &book, &mut all);
        let pages: BTreeMap<PathBuf, String> = all
            .iter()
            .filter(|path| path.extension().is_some_and(|e| e == "html"))
            .map(|path| (path.clone(), fs::read_to_string(book.join(path)).unwrap()))
            .collect();
        let problems = workspace().problems();
        let docs = fs::read_dir(workspace().root().join("docs"))
            .unwrap()
            .count();
        assert_eq!(built.pages, 1 + problems.len() + docs, "{built:?}");
        let mut problems_broken = Vec::new();
        for (page, html) in &pages {
            problems_broken.extend(broken(&book, page, html, &pages));
        }
        assert!(problems_broken.is_empty(), "{}", problems_broken.join("\n"));
        let declared: Vec<&str> = problems
            .iter()
            .filter(|problem| problem.declares_no_game())
            .map(|problem| problem.name.as_str())
            .collect();
        assert!(
            declared.len() <= 2,
            "more than two without a game: {declared:?}"
        );
        for problem in problems {
            let chapter = pages
                .get(&Path::new("crates").join(&problem.name).join("index.html"))
                .unwrap_or_else(|| panic!("no chapter for {}", problem.name));
            let plan = plans::plan(&problem.name);
            let playable =
                plan.is_some_and(|plan| plan.play.is_some() || plan.interactive.is_some());
            assert_eq!(
                chapter.contains("id=\"board\""),
                playable,
                "{}: a board iff its game can be played",
                problem.name
            );
            if problem.collection {
                assert!(
                    playable || problem.declares_no_game(),
                    "{}: a collection problem states its game (its board), or its README says \
                     it has none",
                    problem.name
                );
            }
            if playable {
                let board = book.join(format!("boards/{}.js", problem.name));
                assert!(board.is_file(), "{}", board.display());
            }
            if problem.dir.join("figure.svg").is_file() {
                assert!(chapter.contains("src=\"figure.svg\""), "{}", problem.name);
            }
        }
        let index = fs::read_to_string(book.join("search-index.js")).unwrap();
        assert!(
            index.contains("欧几里德的游戏")
                && index.contains("crates/luogu-p1290-euclid-game/index.html")
        );
        assert!(built.boards >= 15, "{built:?}");
    });
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        every_link_and_picture_of_every_page_leads_into_the_book,
    ]);
}

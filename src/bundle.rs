//! Bundles: a solution as one std-only file, for the sites (online judges) without crates
//! (Codeforces, Luogu, CSES, Library Checker), compiled as each judge's Rust compiles it.
//!
//! The parts, one job each: [`syntax`] reads the file as `proc-macro2` token trees with byte
//! ranges; [`strip`] drops its test-only code; [`uses`] finds what it takes from `proconio` and
//! `itertools` (and any other crate, which is refused by name); [`attrs`] expands
//! `#[fastout]` and `#[derive_readable]`; [`inventory`] says what the inline modules of the two
//! crates hold, which [`generate`] makes from the crates' own source as cargo holds it (found and
//! cached by [`sources`], with our own [`stand_ins`] where a file cannot carry the crate's code),
//! cut down by [`shake`] to what the solution's names reach; [`verify`] compiles the result for
//! the judge before anything is printed. The solution's lines stay as written (a nested module that
//! names a crate gets one `use crate::…;` line; an item with a proconio-derive attribute is
//! wrapped in the macro of the same name), so that its `use proconio::input;` lines resolve to
//! the appended modules unchanged.

pub mod attrs;
pub mod edit;
pub mod inventory;
pub mod shake;
pub mod sources;
pub mod strip;
pub mod uses;
pub use judge_inline::{generate, stand_ins, syntax};
mod verify;

use crate::sites::{self, Site};
use crate::workspace::{Problem, Workspace};
use edit::Edited;
use inventory::{inline_module, lacking};
use std::collections::BTreeSet;
use std::fmt;
use std::fs;
use std::ops::Range;
use std::path::{Path, PathBuf};
use syntax::line_of;

pub use strip::without_test_code;
pub use syntax::code_view;
pub use verify::{EDITIONS, LineMap, MAX_BUNDLE_BYTES, MSRV};

/// A bundle that compiles for its judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundled {
    /// The whole file.
    pub source: String,
    /// The editions of the judge it compiles in (at least one), the judge's default first.
    pub editions: Vec<&'static str>,
}

/// Why a solution has no bundle for a judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It uses crates the judge does not have (besides proconio and itertools, which the bundle
    /// carries): each crate with the solution's line that first names it.
    OtherCrates(Vec<(String, usize)>),
    /// Items of proconio or itertools that cannot be bundled: each with its line and the fix.
    Uncovered(Vec<Uncovered>),
    /// The bundle breaks the judge's limits (size, API level) or does not compile in any of its
    /// editions: the reason, with the compiler's message in the solution's line numbers.
    Rejected(String),
    /// The judge takes no Rust, or the file cannot be read or is not Rust tokens.
    Unusable(String),
    /// The source of a crate the bundle carries is not on this machine: one line that says what to
    /// run.
    Unavailable(String),
}

/// One thing of proconio or itertools (or a form of using them) that a bundle cannot carry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Uncovered {
    /// The solution's line.
    pub line: usize,
    /// What it is, why, and what to write instead, in one sentence.
    pub why: String,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::OtherCrates(crates) => {
                let lines: Vec<String> = crates
                    .iter()
                    .map(|(name, line)| {
                        format!(
                            "line {line}: uses crate `{name}`, which std-only judges do not have \
                             (the bundle carries proconio and itertools only)"
                        )
                    })
                    .collect();
                f.write_str(&lines.join("\n"))
            }
            Refusal::Uncovered(items) => {
                let lines: Vec<String> = items
                    .iter()
                    .map(|u| format!("line {}: {}", u.line, u.why))
                    .collect();
                f.write_str(&lines.join("\n"))
            }
            Refusal::Rejected(why) | Refusal::Unusable(why) | Refusal::Unavailable(why) => {
                f.write_str(why)
            }
        }
    }
}

impl std::error::Error for Refusal {}

/// The judge a bundle is made for when none is named: the problem's own where it has no crates,
/// else Codeforces (the judge a file outside the collection is bundled for).
pub fn default_judge(problem_judge: Option<&'static Site>) -> &'static Site {
    match problem_judge {
        Some(judge) if judge.rust.as_ref().is_some_and(|rust| !rust.crates) => judge,
        _ => sites::codeforces(),
    }
}

/// `source` as one file that `judge`'s Rust compiles, std only: the solution's code as written
/// (test-only code dropped), with the parts of the inline proconio and itertools it uses. For a
/// judge with the crates (AtCoder) the file is its own bundle.
pub fn bundle_for(ws: &Workspace, source: &str, judge: &Site) -> Result<Bundled, Refusal> {
    bundle_checked(ws, source, "main.rs", "bundle", judge)
}

/// The bundle of problem `name` of `ws` for the judge its manifest names (Codeforces where that
/// judge has the crates or takes no Rust).
pub fn bundle(ws: &Workspace, name: &str) -> anyhow::Result<String> {
    let problem = ws.problem(name)?;
    let judge = default_judge(Some(problem.site));
    let path = problem.dir.join("src").join("main.rs");
    Ok(bundle_file_for(ws, &path, name, judge)?.source)
}

/// The bundle of the solution in the file `path` for Codeforces, or why it cannot be; `label`
/// names the build cache's folder.
pub fn bundle_file(ws: &Workspace, path: &Path, label: &str) -> Result<String, Refusal> {
    bundle_file_for(ws, path, label, default_judge(None)).map(|b| b.source)
}

/// [`bundle_file`] for `judge`.
pub fn bundle_file_for(
    ws: &Workspace,
    path: &Path,
    label: &str,
    judge: &Site,
) -> Result<Bundled, Refusal> {
    let main_rs = fs::read_to_string(path)
        .map_err(|e| Refusal::Unusable(format!("cannot read {}: {e}", path.display())))?;
    bundle_checked(ws, &main_rs, &path.display().to_string(), label, judge)
}

/// `main_rs` as one std-only file that compiles for Codeforces (see [`bundle_for`]); the error
/// as text.
pub fn bundle_source(ws: &Workspace, main_rs: &str) -> Result<String, Refusal> {
    bundle_for(ws, main_rs, default_judge(None)).map(|b| b.source)
}

/// [`bundle_for`], naming the solution `shown` in messages and its builds `label`.
fn bundle_checked(
    ws: &Workspace,
    main_rs: &str,
    shown: &str,
    label: &str,
    judge: &Site,
) -> Result<Bundled, Refusal> {
    let Some(rust) = &judge.rust else {
        return Err(Refusal::Unusable(format!("{judge} takes no Rust")));
    };
    if rust.crates {
        return Ok(Bundled {
            source: main_rs.to_owned(),
            editions: rust.editions.to_vec(),
        });
    }
    let assembled = assemble(ws, main_rs)?;
    let lines = LineMap::new(main_rs, &assembled.solution);
    // the smaller bundle first (the solution's own methods taken for its own), else the one that
    // keeps every itertools method the solution's calls name
    let mut failure = Refusal::Rejected(String::new());
    for bundle in &assembled.bundles {
        match verify::verify(ws, bundle, &lines, shown, label, judge) {
            Ok(editions) => {
                return Ok(Bundled {
                    source: bundle.clone(),
                    editions,
                });
            }
            Err(why) => failure = why,
        }
    }
    // a bundle the compiler refuses for a crate it cannot find is of a solution that uses
    // crates the bundle does not carry
    Err(match failure {
        Refusal::Rejected(text) => match unresolved_crates(&text) {
            Some(crates) => Refusal::OtherCrates(crates),
            None => Refusal::Rejected(text),
        },
        other => other,
    })
}

/// A bundle before it is compiled.
struct Assembled {
    /// The solution's part: its code without test-only code, with a `use` line in each nested
    /// module that names a crate and its proconio-derive attributes expanded; and where each of
    /// its bytes comes from in the solution.
    solution: Edited,
    /// The whole file, smallest first: where the solution defines methods named like itertools'
    /// (its own `merge`, say), the bundle without those of itertools that only such calls reach,
    /// then the one with them, which compiles wherever the real crates do.
    bundles: Vec<String>,
}

/// The crates (not proconio or itertools) that the compiler's `failure` says it cannot find,
/// each with its line, when those are all its errors; `None` otherwise.
fn unresolved_crates(failure: &str) -> Option<Vec<(String, usize)>> {
    let mut crates = Vec::new();
    let mut lines = failure.lines();
    let mut errors = 0;
    while let Some(line) = lines.next() {
        let Some(message) = line.strip_prefix("error") else {
            continue;
        };
        if message.starts_with(": aborting") || message.starts_with(": could not compile") {
            continue;
        }
        errors += 1;
        let unresolved = [
            "unresolved import",
            "undeclared crate",
            "unlinked crate",
            "can't find crate",
        ]
        .iter()
        .any(|m| message.contains(m));
        let name = message.split('`').nth(1)?.split("::").next()?.to_owned();
        if !unresolved || uses::CRATES.contains(&name.as_str()) {
            return None;
        }
        let at = lines
            .find_map(|l| l.trim_start().strip_prefix("--> "))
            .and_then(|place| place.rsplit(':').nth(1))
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(0);
        if !crates.iter().any(|(c, _): &(String, usize)| *c == name) {
            crates.push((name, at));
        }
    }
    (errors > 0 && !crates.is_empty()).then_some(crates)
}

/// What a bundle is of: a problem's solution or any `.rs` file.
#[derive(Clone, Debug)]
pub enum Target<'ws> {
    Problem(&'ws Problem),
    File(std::path::PathBuf),
}

impl<'ws> Target<'ws> {
    /// The target `text` names: a path (anything ending in `.rs`, or an existing file or folder)
    /// is a file, which must be a `.rs` file that is there; anything else a problem's name, task
    /// id or URL. `Err` says why in one line (bad usage).
    pub fn parse(ws: &'ws Workspace, text: &str) -> anyhow::Result<Target<'ws>> {
        let path = Path::new(text);
        if !text.ends_with(".rs") && !path.exists() {
            return ws
                .problem(text)
                .map(Target::Problem)
                .map_err(anyhow::Error::from);
        }
        if path.is_dir() {
            return Err(anyhow::anyhow!("{text} is a directory, not a .rs file"));
        }
        if path.extension().is_none_or(|extension| extension != "rs") {
            return Err(anyhow::anyhow!(
                "{text} is not a Rust file: the bundle is of a .rs solution (or a problem's)"
            ));
        }
        if !path.is_file() {
            return Err(anyhow::anyhow!("cannot read {text}: there is no such file"));
        }
        Ok(Target::File(path.to_path_buf()))
    }
}

/// The bundle of `target` for `judge` (by default the problem's own judge where it has no
/// crates, else Codeforces); `Err` with why not ([`Refusal::Unavailable`] when a crate's source is
/// missing, which is no fault of the solution).
pub fn of_target(
    ws: &Workspace,
    target: &Target,
    judge: Option<&'static Site>,
) -> Result<Bundled, Refusal> {
    let (main_rs, label, judge) = match target {
        Target::File(path) => {
            let label = path
                .file_stem()
                .map_or("file".into(), |s| s.to_string_lossy());
            let judge = judge.unwrap_or_else(|| default_judge(None));
            (path.clone(), format!("file-{label}"), judge)
        }
        Target::Problem(problem) => {
            let judge = judge.unwrap_or_else(|| default_judge(Some(problem.site)));
            (
                problem.dir.join("src").join("main.rs"),
                problem.name.clone(),
                judge,
            )
        }
    };
    bundle_file_for(ws, &main_rs, &label, judge)
}

/// The solution part of the bundle (`main_rs` without its test-only code, with a `use` line in
/// each nested module that names a crate and its proconio-derive attributes expanded) and the
/// whole bundle, not yet compiled; or why it cannot be, by line of `main_rs`.
fn assemble(ws: &Workspace, main_rs: &str) -> Result<Assembled, Refusal> {
    let cuts = strip::test_code_cuts(main_rs);
    let kept = Edited::new(main_rs, &cuts);
    let nodes = syntax::parse(&kept.text).map_err(|e| Refusal::Unusable(format!("{e:#}")))?;
    let found = uses::uses(&nodes);
    // The solution's line of byte `at` of the code kept.
    let line = |at: usize| line_of(main_rs, kept.source_offset(at));
    let others = uses::other_crates(&nodes);
    if !others.is_empty() {
        return Err(Refusal::OtherCrates(
            others
                .into_iter()
                .map(|(at, name)| (name, line(at)))
                .collect(),
        ));
    }
    let expanded = expand_attributes(&nodes);
    let used = covered(&found, &expanded, &line)?;
    let mut edits = cuts;
    edits.extend(nested_imports(&found, &used, &kept));
    for (range, text) in &expanded.edits {
        let range: Range<usize> = kept.source_offset(range.start)..kept.source_offset(range.end);
        edits.push((range, text.clone()));
    }
    edits.sort_by_key(|(range, _)| (range.start, range.end));
    let solution = Edited::new(main_rs, &edits);
    if used.is_empty() {
        return Ok(Assembled {
            bundles: vec![solution.text.clone()],
            solution,
        });
    }
    let own = own_methods(&nodes);
    let own: Vec<&str> = own.iter().map(String::as_str).collect();
    let mut bundles = vec![with_inline_modules(
        ws,
        &solution.text,
        &kept.text,
        &found,
        &used,
        &own,
    )?];
    let larger = with_inline_modules(ws, &solution.text, &kept.text, &found, &used, &[])?;
    if larger != bundles[0] {
        bundles.push(larger);
    }
    Ok(Assembled { solution, bundles })
}

/// The names of the functions the solution defines in its `impl` and `trait` blocks (in any
/// module): its own methods.
fn own_methods(nodes: &[syntax::Node]) -> BTreeSet<String> {
    let mut own = BTreeSet::new();
    for (i, node) in nodes.iter().enumerate() {
        if node.is_ident("impl") || node.is_ident("trait") {
            // the block is the first brace group after the keyword
            let body = nodes[i + 1..]
                .iter()
                .take_while(|n| !n.is_punct(';'))
                .find_map(|n| match n.group() {
                    Some((proc_macro2::Delimiter::Brace, children)) => Some(children),
                    _ => None,
                });
            for pair in body.unwrap_or_default().windows(2) {
                if pair[0].is_ident("fn")
                    && let Some(name) = pair[1].ident()
                {
                    own.insert(name.to_owned());
                }
            }
        } else if node.is_ident("mod")
            && let Some((_, children)) = nodes.get(i + 2).and_then(syntax::Node::group)
        {
            own.extend(own_methods(children));
        }
    }
    own
}

/// The expansions of proconio-derive's attributes in `nodes`, found by their names and aliases.
fn expand_attributes(nodes: &[syntax::Node]) -> attrs::Expansions {
    let mut aliases = Vec::new();
    for attr in ["fastout", "derive_readable"] {
        for alias in uses::local_names(nodes, attr) {
            aliases.push((attr.to_owned(), alias));
        }
    }
    attrs::expansions(nodes, &attrs::local_names(&aliases))
}

/// The crates whose inline modules the solution uses, or what of them it uses that no bundle
/// carries (`line` gives the solution's line of a byte of the code kept).
fn covered(
    found: &uses::Uses,
    expanded: &attrs::Expansions,
    line: &dyn Fn(usize) -> usize,
) -> Result<BTreeSet<&'static str>, Refusal> {
    let mut problems: Vec<(usize, String)> = found
        .refused
        .iter()
        .map(|(at, why)| (line(*at), why.clone()))
        .collect();
    let mut used: BTreeSet<&'static str> = BTreeSet::new();
    for path in &found.paths {
        match lacking(path.krate, &path.item) {
            None => {
                used.insert(path.krate);
            }
            Some(why) => problems.push((line(path.at), why)),
        }
    }
    problems.extend(
        expanded
            .refused
            .iter()
            .map(|(at, why)| (line(*at), why.clone())),
    );
    if problems.is_empty() {
        return Ok(used);
    }
    problems.sort();
    problems.dedup();
    Err(Refusal::Uncovered(
        problems
            .into_iter()
            .map(|(line, why)| Uncovered { line, why })
            .collect(),
    ))
}

/// The `use crate::{…};` line of each nested module that names a crate in `used`, as edits of the
/// solution: a line of its own before the module's `}` (or, where the `}` shares its line with
/// code, just before it), after any inner attribute, outside any comment or literal, every other
/// line as it was.
fn nested_imports(
    found: &uses::Uses,
    used: &BTreeSet<&'static str>,
    kept: &Edited,
) -> Vec<(Range<usize>, String)> {
    let mut edits = Vec::new();
    for (_, close, needs) in &found.nested {
        let needs: Vec<&str> = needs.iter().copied().filter(|k| used.contains(k)).collect();
        if needs.is_empty() {
            continue;
        }
        let import = format!(
            "#[allow(unused_imports)] use crate::{{{}}};",
            needs.join(", ")
        );
        let line_start = kept.text[..*close].rfind('\n').map_or(0, |k| k + 1);
        let indent = &kept.text[line_start..*close];
        let (at, text) = if indent.trim().is_empty() {
            (line_start, format!("{indent}    {import}\n"))
        } else {
            (*close, format!(" {import} "))
        };
        let at = kept.source_offset(at);
        edits.push((at..at, text));
    }
    edits
}

/// `solution` with the inline modules of the crates `used` appended, each cut down to what the
/// names of `kept` (the solution's code kept) reach, the method calls named in `own` aside, after
/// a header that names the crates, their versions and licences.
fn with_inline_modules(
    ws: &Workspace,
    solution: &str,
    kept: &str,
    found: &uses::Uses,
    used: &BTreeSet<&'static str>,
    own: &[&str],
) -> Result<String, Refusal> {
    // What the solution names reaches the inline modules' items (a glob of itertools brings its
    // trait into scope unnamed).
    let code = code_view(kept);
    let glob = found
        .paths
        .iter()
        .any(|p| p.krate == "itertools" && p.item == "*");
    let extra: &[&str] = if glob { &["Itertools"] } else { &[] };
    let mut modules = Vec::new();
    for krate in ["proconio", "itertools"] {
        if used.contains(krate) {
            let module = inline_module(ws, krate, &code, extra, own)
                .map_err(|missing| Refusal::Unavailable(missing.0))?;
            modules.push(module);
        }
    }
    let mut bundle = solution.trim_end().to_owned();
    bundle.push_str(
        "\n\n// Std-only stand-ins for the crates above, so that this one file compiles with \
         plain rustc\n// (bundled by `cargo judge bundle`; the solution's code is above, \
         unchanged). Inlined, each\n// generated from its own source:\n",
    );
    for module in &modules {
        let credit = module.lines().next().unwrap_or_default();
        bundle.push_str(&format!("//   {}\n", credit.trim_start_matches("// ")));
    }
    for module in &modules {
        bundle.push('\n');
        bundle.push_str(module);
    }
    Ok(bundle)
}

/// The executable of problem `name`'s bundle for its judge, compiled once per [`Workspace`]
/// value with `rustc -O` in the first edition it compiles in (and cached across processes).
pub fn bundle_binary(ws: &Workspace, name: &str) -> anyhow::Result<PathBuf> {
    let mut binaries = ws
        .bundles
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // a failure is kept once and shared: each caller gets it with its causes
    binaries
        .entry(name.to_owned())
        .or_insert_with(|| build_bundle(ws, name).map_err(std::sync::Arc::new))
        .clone()
        .map_err(|error| anyhow::anyhow!("{error:#}"))
}

/// Bundles problem `name` for its judge and compiles the bundle (see [`bundle_binary`]).
fn build_bundle(ws: &Workspace, name: &str) -> anyhow::Result<PathBuf> {
    let problem = ws.problem(name)?;
    let judge = default_judge(Some(problem.site));
    let main_rs = problem.dir.join("src").join("main.rs");
    let bundled = bundle_file_for(ws, &main_rs, name, judge)?;
    let edition = bundled.editions[0];
    let compiled = crate::build::rustc(ws, &bundled.source, edition, name).map_err(|e| {
        anyhow::anyhow!(
            "`rustc -O --edition {edition}` rejects the bundle:\n{}",
            e.message()
        )
    })?;
    Ok(compiled.exe)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::tests::ws;

    fn refusal(source: &str) -> String {
        bundle_source(ws(), source).unwrap_err().to_string()
    }

    #[test]
    fn every_itertools_method_is_inline() {
        let methods = inventory::inline_itertools_methods(ws()).unwrap();
        for method in inventory::ITERTOOLS_0_14_METHODS {
            assert!(methods.contains(method), "{method}");
        }
    }

    #[test]
    fn an_unknown_item_is_refused_by_name_and_line_with_the_fix() {
        let cases = [
            (
                "use proconio::read_value_interactive;\nfn main() {}",
                "line 1: `proconio::read_value_interactive` does not compile in proconio 0.5.0 itself; use `input_interactive!`",
            ),
            (
                "fn main() {\n    let v = itertools::zip_eqq(1..2, 1..2);\n}",
                "line 2: `itertools::zip_eqq` is not an item of itertools 0.14.0",
            ),
            (
                "extern crate itertools;\nfn main() {}",
                "extern crate itertools",
            ),
            ("use itertools;\nfn main() {}", "imports the crate itself"),
            ("use ::proconio::input;\nfn main() {}", "no leading `::`"),
        ];
        for (source, named) in cases {
            let error = refusal(source);
            assert!(error.contains(named), "{source}: {error}");
            assert!(!error.contains("src/bundle"), "{error}");
            assert_eq!(error.lines().count(), 1, "{error}");
        }
    }

    #[test]
    fn another_crate_is_named_as_itself_before_the_compiler_runs() {
        let source =
            "use proconio::input;\nuse im_rc::HashMap;\nfn main() { let x: u8 = \"no\"; }\n";
        let error = bundle_for(ws(), source, default_judge(None)).unwrap_err();
        assert_eq!(
            error,
            Refusal::OtherCrates(vec![("im_rc".to_owned(), 2)]),
            "{error}"
        );
        assert!(
            error
                .to_string()
                .contains("uses crate `im_rc`, which std-only judges do not have")
        );
    }

    #[test]
    fn own_functions_and_std_methods_are_not_taken_for_itertools() {
        let source = "use itertools::Itertools;\nstruct S;\nimpl S { fn minmax(&self) {} }\nfn main() { S.minmax(); let v = vec![1]; let _ = v.contains(&1); let s = [\"a\"].join(\" \"); let itertools = 1; let _ = itertools + 1; println!(\"{}\", [1].iter().join(\",\")); }";
        assert!(
            bundle_source(ws(), source).is_ok(),
            "{:?}",
            bundle_source(ws(), source)
        );
    }

    #[test]
    fn only_the_modules_used_are_appended_and_a_std_only_file_is_unchanged() {
        let bundle =
            bundle_source(ws(), "use proconio::input;\nfn main() { input! { n: u8 } }").unwrap();
        assert!(bundle.contains("mod proconio") && !bundle.contains("mod itertools"));
        assert!(!bundle.contains("struct Chars") && !bundle.contains("fn is_stdin_empty"));
        let plain = "// a comment\nfn main() {}\n\n\n";
        assert_eq!(bundle_source(ws(), plain).unwrap(), plain);
    }

    #[test]
    fn only_the_itertools_items_used_are_appended() {
        let bundle = bundle_source(
            ws(),
            "use itertools::Itertools;\nfn main() { println!(\"{:?}\", [2, 1].iter().sorted().collect_vec()); }",
        )
        .unwrap();
        assert!(bundle.contains("fn sorted(") && bundle.contains("fn collect_vec("));
        assert!(!bundle.contains("Combinations") && !bundle.contains("fn sorted_by<"));
        let bundle = bundle_source(
            ws(),
            "use itertools::*;\nfn main() { for (a, b) in iproduct!(0..2, 0..2) { println!(\"{a}{b}\"); } }",
        )
        .unwrap();
        assert!(bundle.contains("macro_rules! iproduct") && bundle.contains("struct Product"));
        assert!(!bundle.contains("macro_rules! izip"));
    }

    #[test]
    fn a_nested_module_gets_the_crate_names_on_a_line_of_its_own() {
        let source = "mod io {\n    #![allow(dead_code)]\n    use proconio::input;\n    pub fn read() -> u8 {\n        input! { n: u8 }\n        n\n    }\n}\nmod one { pub fn f() -> Vec<u8> { itertools::repeat_n(1, 2).collect() } }\nfn main() {\n    println!(\"{} {:?}\", io::read(), one::f());\n}\n";
        let bundle = bundle_source(ws(), source).unwrap();
        let expected = source
            .replace(
                "    }\n}\n",
                "    }\n    #[allow(unused_imports)] use crate::{proconio};\n}\n",
            )
            .replace(
                "collect() } }",
                "collect() }  #[allow(unused_imports)] use crate::{itertools}; }",
            );
        assert!(bundle.starts_with(expected.trim_end()), "{bundle}");
    }

    #[test]
    fn the_attributes_with_empty_parentheses_bundle_as_proconio_derive_takes_them() {
        let source = "use proconio::{derive_readable, fastout, input};\n#[derive_readable()]\nstruct P(u8);\n#[fastout()]\nfn main() { input! { p: P } println!(\"{}\", p.0); }\n";
        let bundle = bundle_source(ws(), source).unwrap();
        assert!(bundle.contains("derive_readable! {") && bundle.contains("fastout! {"));
    }

    #[test]
    fn a_solution_that_forbids_unsafe_code_still_bundles_proconio() {
        // Proconio's own `Tokens` is `unsafe` code; the inline one is ours (`stand_ins.rs`).
        let source = "#![forbid(unsafe_code)]\nuse proconio::{input, marker::Chars};\nfn main() {\n    input! { n: usize, a: [u64; n], s: Chars }\n    println!(\"{} {}\", a.len(), s.len());\n}\n";
        let bundle = bundle_source(ws(), source).unwrap();
        assert!(!bundle.contains("unsafe {"), "{bundle}");
    }

    #[test]
    fn a_judge_without_rust_is_refused_and_one_with_the_crates_takes_the_file() {
        let source = "use proconio::input;\nfn main() { input! { n: u8 } }\n";
        let poj = sites::site("poj").unwrap();
        assert!(matches!(
            bundle_for(ws(), source, poj),
            Err(Refusal::Unusable(_))
        ));
        let atcoder = sites::site("atcoder").unwrap();
        assert_eq!(bundle_for(ws(), source, atcoder).unwrap().source, source);
    }
}

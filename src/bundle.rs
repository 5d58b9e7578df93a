//! Judge-ready bundles: a solution as one std-only file, for the judges without crates
//! (Codeforces, Luogu).
//!
//! The parts, one job each: [`syntax`] reads the file as `proc-macro2` token trees with byte
//! ranges; [`strip`] drops its test-only code; [`uses`] finds what it takes from `proconio` and
//! `itertools`; [`inventory`] says what the inline stand-ins of those crates provide;
//! [`verify`] compiles the result before anything is printed. The solution's lines stay as
//! written (a nested module that names a crate gets one `use crate::…;` line); appended are the
//! inline modules it needs, so that its `use proconio::input;` lines resolve to them unchanged.
//! Whatever the inline modules lack is refused, naming the item and the solution's line.

pub mod edit;
pub mod inventory;
pub mod strip;
pub mod syntax;
pub mod uses;
mod verify;

use crate::workspace::problem;
use edit::Edited;
use inventory::{
    INLINE_PROCONIO, ITERTOOLS_0_14_METHODS, inline_itertools, inline_itertools_items,
    inline_itertools_methods, provided, supported,
};
use std::collections::{BTreeSet, HashMap};
use std::fs;
use std::path::Path;
use std::sync::{Mutex, OnceLock};
use syntax::{Node, is_path_sep, line_of};

pub use strip::without_test_code;
pub use syntax::code_view;
pub use verify::{EDITIONS, LineMap, MAX_BUNDLE_BYTES, MSRV};

pub fn bundle(name: &str) -> Result<String, String> {
    let problem = problem(name)?;
    let path = problem.dir.join("src").join("main.rs");
    bundle_file(&path, name)
}

/// The bundle of the solution in the file `path`, or why it cannot be; `label` names the build
/// cache's folder.
pub fn bundle_file(path: &Path, label: &str) -> Result<String, String> {
    let main_rs =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    bundle_checked(&main_rs, &path.display().to_string(), label)
}

/// `main_rs` as one std-only file that compiles: its test-only code dropped and the inline
/// modules it needs appended; or why it cannot be (the crate items it uses that the inline modules
/// lack, or the compiler's message on the bundle, in `main_rs`'s line numbers).
pub fn bundle_source(main_rs: &str) -> Result<String, String> {
    bundle_checked(main_rs, "main.rs", "bundle")
}

/// [`bundle_source`], naming the solution `shown` in messages and its builds `label`.
fn bundle_checked(main_rs: &str, shown: &str, label: &str) -> Result<String, String> {
    let assembled =
        assemble(main_rs).map_err(|problems| format!("cannot bundle {shown}:\n{problems}"))?;
    let lines = LineMap::new(main_rs, &assembled.solution);
    verify::verify(&assembled.bundle, &lines, shown, label).map_err(|failure| {
        match assembled.itertools_glob {
            Some(glob_line) => glob_refusals(&failure, glob_line, shown).unwrap_or(failure),
            None => failure,
        }
    })?;
    Ok(assembled.bundle)
}

/// A bundle before it is compiled.
struct Assembled {
    /// The solution's part: its code without test-only code, with a `use` line in each nested
    /// module that names a crate; and where each of its bytes comes from in the solution.
    solution: Edited,
    /// The whole file.
    bundle: String,
    /// The solution's line of its `use itertools::*;`, if it has one.
    itertools_glob: Option<usize>,
}

/// Under `use itertools::*` (at the solution's line `glob_line`), a name the solution uses
/// unqualified cannot be told from its own by its text: the compiler finds those the inline module
/// lacks. When every name it cannot find (in `failure`, its message in the solution's lines) is
/// one of itertools' own, the refusal names them as such, by item and line; otherwise `None`.
fn glob_refusals(failure: &str, glob_line: usize, shown: &str) -> Option<String> {
    let public = inventory::public_inline_items();
    let mut refused = Vec::new();
    let mut lines = failure.lines();
    while let Some(line) = lines.next() {
        let Some(message) = line.strip_prefix("error") else {
            continue;
        };
        if !(message.contains("cannot find") || message.contains("undeclared")) {
            continue;
        }
        let name = message.split('`').nth(1)?;
        if !inventory::ITERTOOLS_0_14_ROOT.contains(&name) || public.contains(name) {
            return None;
        }
        // ` --> main.rs:5:18`
        let at = lines
            .find_map(|l| l.trim_start().strip_prefix("--> "))
            .and_then(|place| place.rsplit(':').nth(1))
            .and_then(|n| n.parse::<usize>().ok())?;
        refused.push(format!(
            "line {at}: `{name}` is itertools' `itertools::{name}` (brought in by `use \
             itertools::*` on line {glob_line}), which the bundle's inline itertools lacks (it \
             has {}); add it to src/bundle/itertools.rs or do without it",
            provided("itertools")
        ));
    }
    if refused.is_empty() {
        return None;
    }
    refused.sort();
    refused.dedup();
    Some(format!("cannot bundle {shown}:\n{}", refused.join("\n")))
}

/// `judge bundle <target> [--output <file>]`: prints (or writes to `output`) the bundle of
/// `target`, a problem's name or the path of any `.rs` file; nothing is printed unless the bundle
/// compiles.
pub fn command(target: &str, output: Option<&Path>) -> Result<(), String> {
    let path = Path::new(target);
    let text = if target.ends_with(".rs") || path.is_file() {
        let label = path
            .file_stem()
            .map_or("file".into(), |s| s.to_string_lossy());
        bundle_file(path, &format!("file-{label}"))?
    } else {
        bundle(target)?
    };
    match output {
        None => {
            let mut stdout = std::io::stdout().lock();
            std::io::Write::write_all(&mut stdout, text.as_bytes())
                .and_then(|()| std::io::Write::flush(&mut stdout))
                .map_err(|e| format!("cannot print the bundle: {e}"))
        }
        Some(file) => {
            fs::write(file, &text).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
            eprintln!(
                "{}: the bundle of {target} ({} bytes)",
                file.display(),
                text.len()
            );
            Ok(())
        }
    }
}

/// The solution part of the bundle (`main_rs` without its test-only code, plus a `use` line in
/// each nested module that names a crate) and the whole bundle, not yet compiled; or what the
/// inline modules lack, by item and line of `main_rs`.
fn assemble(main_rs: &str) -> Result<Assembled, String> {
    let cuts = strip::test_code_cuts(main_rs);
    let kept = Edited::new(main_rs, &cuts);
    let nodes = syntax::parse(&kept.text)?;
    let found = uses::uses(&nodes);
    // The solution's line of byte `at` of the code kept.
    let line = |at: usize| line_of(main_rs, kept.source_offset(at));
    let mut problems: Vec<(usize, String)> = found
        .refused
        .iter()
        .map(|(at, why)| (line(*at), why.clone()))
        .collect();
    let mut used: BTreeSet<&str> = BTreeSet::new();
    for path in &found.paths {
        if supported(path.krate, &path.item) {
            used.insert(path.krate);
        } else {
            problems.push((
                line(path.at),
                format!(
                    "`{}::{}` is not in the bundle's inline {} (it has {}); add it to \
                     src/bundle/{}.rs or do without it",
                    path.krate,
                    path.item,
                    path.krate,
                    provided(path.krate),
                    path.krate
                ),
            ));
        }
    }
    if used.contains("itertools") {
        // Every `Itertools` method named like a std one is in the inline module (a test says so),
        // so a call of a method it lacks is one of itertools' own names: refused here, before
        // the compiler runs.
        let implemented = inline_itertools_methods();
        for (method, at) in itertools_methods_called(&nodes, &found) {
            if !implemented.contains(method.as_str()) && !found.own_fns.contains(&method) {
                problems.push((
                    line(at),
                    format!(
                        "`Itertools::{method}` is an itertools method that the bundle's inline \
                         itertools lacks (it has {}); add it to src/bundle/itertools.rs or do \
                         without it",
                        implemented.iter().copied().collect::<Vec<_>>().join(", ")
                    ),
                ));
            }
        }
    }
    if !problems.is_empty() {
        problems.sort();
        let lines: Vec<String> = problems
            .into_iter()
            .map(|(line, why)| format!("line {line}: {why}"))
            .collect();
        return Err(lines.join("\n"));
    }

    // A nested module that names a crate gets `use crate::{…};` as a line of its own before its
    // `}` (or, where the `}` shares its line with code, just before it): after any inner
    // attribute, outside any comment or literal, every other line as it was.
    let mut edits = cuts;
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
    edits.sort_by_key(|(range, _)| (range.start, range.end));
    let solution = Edited::new(main_rs, &edits);
    if used.is_empty() {
        return Ok(Assembled {
            bundle: solution.text.clone(),
            solution,
            itertools_glob: None,
        });
    }
    let mut bundle = solution.text.trim_end().to_owned();
    bundle.push_str(
        "\n\n// Std-only stand-ins for the crates above, so that this one file compiles with \
         plain rustc\n// (bundled by `cargo run -- bundle`; the solution's code is above, \
         unchanged).\n",
    );
    if used.contains("proconio") {
        bundle.push('\n');
        bundle.push_str(INLINE_PROCONIO);
    }
    if used.contains("itertools") {
        // The methods whose names the code mentions, and the items it names (all it mentions,
        // under `use itertools::*`).
        let methods: BTreeSet<&str> = inline_itertools_methods()
            .into_iter()
            .filter(|m| found.idents.contains_key(*m))
            .collect();
        let glob = found
            .paths
            .iter()
            .any(|p| p.krate == "itertools" && p.item == "*");
        let items: BTreeSet<&str> = inline_itertools_items()
            .into_iter()
            .filter(|item| {
                found
                    .paths
                    .iter()
                    .any(|p| p.krate == "itertools" && p.item.split("::").next() == Some(*item))
                    || (glob && (found.idents.contains_key(*item) || found.macros.contains(*item)))
            })
            .collect();
        bundle.push('\n');
        bundle.push_str(&inline_itertools(&methods, &items));
    }
    let itertools_glob = found
        .paths
        .iter()
        .find(|p| p.krate == "itertools" && p.item == "*" && used.contains("itertools"))
        .map(|p| line(p.at));
    Ok(Assembled {
        solution,
        bundle,
        itertools_glob,
    })
}

/// The `Itertools` methods the solution may call, with where: `.m(…)` calls of itertools method
/// names, and `Itertools::m` paths (through any name the trait is imported as, or as
/// `<T as Itertools>::m`).
fn itertools_methods_called(nodes: &[Node], found: &uses::Uses) -> Vec<(String, usize)> {
    let mut called: HashMap<String, usize> = HashMap::new();
    for (name, at) in &found.method_calls {
        if ITERTOOLS_0_14_METHODS.contains(&name.as_str()) {
            called.entry(name.clone()).or_insert(*at);
        }
    }
    for path in &found.paths {
        if let Some(method) = path.item.strip_prefix("Itertools::") {
            called.entry(method.to_owned()).or_insert(path.at);
        }
    }
    let names = uses::local_names(nodes, "Itertools");
    fn scan(nodes: &[Node], names: &BTreeSet<String>, called: &mut HashMap<String, usize>) {
        for (i, node) in nodes.iter().enumerate() {
            let trait_name = node.ident().is_some_and(|n| names.contains(n));
            // `Itertools::m` or `<T as Itertools>::m`
            let sep = if nodes.get(i + 1).is_some_and(|n| n.is_punct('>')) {
                i + 2
            } else {
                i + 1
            };
            if trait_name
                && is_path_sep(nodes, sep)
                && let Some(method) = nodes.get(sep + 2).and_then(Node::ident)
                && ITERTOOLS_0_14_METHODS.contains(&method)
            {
                called
                    .entry(method.to_owned())
                    .or_insert(nodes[sep + 2].at().start);
            }
            if let Some((_, children)) = node.group() {
                scan(children, names, called);
            }
        }
    }
    scan(nodes, &names, &mut called);
    let mut called: Vec<(String, usize)> = called.into_iter().collect();
    called.sort_by_key(|(_, at)| *at);
    called
}

/// The executable of problem `name`'s bundle, compiled once per process with
/// `rustc -O --edition 2024` (and cached across processes in `target/bundles/`).
pub fn bundle_binary(name: &str) -> Result<&'static Path, String> {
    static BINARIES: OnceLock<Mutex<HashMap<String, Result<&'static Path, String>>>> =
        OnceLock::new();
    let mut binaries = BINARIES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    binaries
        .entry(name.to_owned())
        .or_insert_with(|| {
            let source = bundle(name)?;
            let compiled = crate::build::rustc(&source, "2024", name)
                .map_err(|e| format!("`rustc -O --edition 2024` rejects the bundle:\n{e}"))?;
            Ok(Box::leak(compiled.exe.into_boxed_path()))
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_inline_itertools_methods_are_found() {
        let methods = inline_itertools_methods();
        for method in ["join", "sorted", "sorted_unstable", "tuple_combinations"] {
            assert!(methods.contains(method), "{method}");
        }
        assert!(methods.iter().all(|m| ITERTOOLS_0_14_METHODS.contains(m)));
    }

    #[test]
    fn an_unknown_item_is_refused_by_name_and_line() {
        let cases = [
            (
                "use proconio::read_value_interactive;\nfn main() {}",
                "line 1: `proconio::read_value_interactive`",
            ),
            (
                "use proconio::fastout;\n#[fastout]\nfn main() {}",
                "line 1: `proconio::fastout`",
            ),
            (
                "fn main() {\n    let v = itertools::zip_eq(1..2, 1..2);\n}",
                "line 2: `itertools::zip_eq`",
            ),
            (
                "use itertools::Itertools;\nfn main() { let m = [1].iter().tee(); }",
                "line 2: `Itertools::tee`",
            ),
            (
                "use itertools::Itertools as It;\nfn main() {\n\n    let m = It::tee([1].iter());\n}",
                "line 4: `Itertools::tee`",
            ),
            (
                "extern crate itertools;\nfn main() {}",
                "extern crate itertools",
            ),
            ("use itertools;\nfn main() {}", "imports the crate itself"),
            ("use ::proconio::input;\nfn main() {}", "no leading `::`"),
        ];
        for (source, named) in cases {
            let error = bundle_source(source).unwrap_err();
            assert!(error.contains(named), "{source}: {error}");
        }
    }

    #[test]
    fn every_itertools_method_named_like_a_std_one_is_inline() {
        // A call `.contains(x)` cannot be told from std's by its text: were one of these lacking,
        // it could only be named after the compiler rejects it.
        let implemented = inline_itertools_methods();
        for method in inventory::STD_METHOD_NAMES {
            assert!(implemented.contains(method), "{method}");
        }
    }

    #[test]
    fn a_lacking_method_is_refused_before_the_compiler_runs() {
        // The type error on line 3 is never reached: no compiler message.
        let source = "use itertools::Itertools;\nfn main() {\n    let x: u8 = \"no\";\n    let t = [1, 2].iter().tee();\n}\n";
        let error = bundle_source(source).unwrap_err();
        assert!(error.contains("line 4: `Itertools::tee`"), "{error}");
        assert!(!error.contains("mismatched types"), "{error}");
    }

    #[test]
    fn own_functions_and_std_methods_are_not_taken_for_itertools() {
        let source = "use itertools::Itertools;\nstruct S;\nimpl S { fn minmax(&self) {} }\nfn main() { S.minmax(); let v = vec![1]; let _ = v.contains(&1); let s = [\"a\"].join(\" \"); let itertools = 1; let _ = itertools + 1; println!(\"{}\", [1].iter().join(\",\")); }";
        assert!(bundle_source(source).is_ok(), "{:?}", bundle_source(source));
    }

    #[test]
    fn only_the_modules_used_are_appended_and_a_std_only_file_is_unchanged() {
        let bundle = bundle_source("use proconio::input;\nfn main() { input! { n: u8 } }").unwrap();
        assert!(bundle.contains("mod proconio") && !bundle.contains("mod itertools"));
        let plain = "// a comment\nfn main() {}\n\n\n";
        assert_eq!(bundle_source(plain).unwrap(), plain);
    }

    #[test]
    fn only_the_itertools_items_used_are_appended() {
        let bundle = bundle_source(
            "use itertools::Itertools;\nfn main() { println!(\"{:?}\", [2, 1].iter().sorted().collect_vec()); }",
        )
        .unwrap();
        assert!(bundle.contains("fn sorted(") && bundle.contains("fn collect_vec("));
        assert!(!bundle.contains("Combinations") && !bundle.contains("fn sorted_by("));
        let bundle = bundle_source(
            "use itertools::*;\nfn main() { for (a, b) in iproduct!(0..2, 0..2) { println!(\"{a}{b}\"); } }",
        )
        .unwrap();
        assert!(bundle.contains("macro_rules! iproduct") && bundle.contains("struct Product"));
        assert!(!bundle.contains("macro_rules! izip"));
    }

    #[test]
    fn a_nested_module_gets_the_crate_names_on_a_line_of_its_own() {
        let source = "mod io {\n    #![allow(dead_code)]\n    use proconio::input;\n    pub fn read() -> u8 {\n        input! { n: u8 }\n        n\n    }\n}\nmod one { pub fn f() -> Vec<u8> { itertools::repeat_n(1, 2).collect() } }\nfn main() {\n    println!(\"{} {:?}\", io::read(), one::f());\n}\n";
        let bundle = bundle_source(source).unwrap();
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
}

//! What a solution takes from `proconio` and `itertools`: every path into either crate (in `use`
//! trees, expressions, types, macro calls, nested modules and function bodies), the `Itertools`
//! methods it may call (method calls, `Itertools::m(x)`, `<T as Itertools>::m`), and the nested
//! modules that need the crate names brought into scope.

use super::syntax::{Node, is_path_sep};
use proc_macro2::Delimiter;
use std::collections::{BTreeMap, BTreeSet};

/// The crates the bundle stands in for.
pub const CRATES: [&str; 2] = ["proconio", "itertools"];

/// A use of one of the crates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrateUse {
    pub krate: &'static str,
    /// The path below the crate (`marker::Usize1`, `Itertools::minmax`, `*`).
    pub item: String,
    /// Byte offset in the file.
    pub at: usize,
}

/// Everything the bundle needs to know about a solution's use of the crates.
#[derive(Debug, Default)]
pub struct Uses {
    /// Paths into the crates, `use` trees expanded into their leaves.
    pub paths: Vec<CrateUse>,
    /// Forms that cannot be bundled, with their byte offsets and what to do instead.
    pub refused: Vec<(usize, String)>,
    /// Method names called as `.m(…)` or `.m::<…>(…)`, with the first byte offset of each.
    pub method_calls: BTreeMap<String, usize>,
    /// Every identifier of the code but the names of macro calls, with its first byte offset.
    pub idents: BTreeMap<String, usize>,
    /// The names of the macros the code calls (`format!`, `iproduct!`).
    pub macros: BTreeSet<String>,
    /// The names of the functions the solution defines (`fn name`).
    pub own_fns: BTreeSet<String>,
    /// The crates that the solution defines a module of its own for (`mod itertools { … }`).
    pub own_modules: BTreeSet<&'static str>,
    /// For each nested module that names a crate: the byte offset just past its `{`, the offset
    /// of its `}`, and the crates it names.
    pub nested: Vec<(usize, usize, BTreeSet<&'static str>)>,
}

/// The uses of the crates in the token trees `nodes`.
pub fn uses(nodes: &[Node]) -> Uses {
    let mut found = Uses::default();
    let mut root_needs = BTreeSet::new();
    walk(nodes, true, &mut found, &mut root_needs);
    let own = found.own_modules.clone();
    found.paths.retain(|p| !own.contains(p.krate));
    for (_, _, needs) in &mut found.nested {
        needs.retain(|k| !own.contains(k));
    }
    found.nested.retain(|(_, _, needs)| !needs.is_empty());
    found
}

fn crate_name(node: &Node) -> Option<&'static str> {
    let name = node.ident()?;
    CRATES.into_iter().find(|&k| k == name)
}

/// Walks `nodes`, a module's or a group's tokens; `at_root` is true in the crate's root module.
/// `needs` collects the crates named in the current module.
fn walk(nodes: &[Node], at_root: bool, found: &mut Uses, needs: &mut BTreeSet<&'static str>) {
    for (i, node) in nodes.iter().enumerate() {
        let prev = |k: usize| i.checked_sub(k).map(|j| &nodes[j]);
        match node {
            Node::Ident { name, at } => {
                let macro_call = nodes.get(i + 1).is_some_and(|n| {
                    matches!(
                        n,
                        Node::Punct {
                            ch: '!',
                            joint: false,
                            ..
                        }
                    )
                });
                if macro_call {
                    found.macros.insert(name.clone());
                } else {
                    found.idents.entry(name.clone()).or_insert(at.start);
                }
                if prev(1).is_some_and(|p| p.is_ident("fn")) {
                    found.own_fns.insert(name.clone());
                }
                if prev(1).is_some_and(|p| p.is_punct('.'))
                    && nodes.get(i + 1).is_some_and(|n| {
                        n.is_group(Delimiter::Parenthesis) || is_path_sep(nodes, i + 1)
                    })
                {
                    found.method_calls.entry(name.clone()).or_insert(at.start);
                }
                if let Some(krate) = crate_name(node) {
                    crate_path(nodes, i, krate, at_root, found, needs);
                }
            }
            Node::Group { children, at, .. } => {
                let is_module = prev(2).is_some_and(|p| p.is_ident("mod"));
                if is_module {
                    if let Some(krate) = prev(1).and_then(crate_name) {
                        found.own_modules.insert(krate);
                    }
                    let mut inner = BTreeSet::new();
                    walk(children, false, found, &mut inner);
                    found.nested.push((at.start + 1, at.end - 1, inner));
                } else {
                    walk(children, at_root, found, needs);
                }
            }
            _ => {}
        }
    }
}

/// Records the path that starts with the crate name `nodes[i]`, if it is one.
fn crate_path(
    nodes: &[Node],
    i: usize,
    krate: &'static str,
    at_root: bool,
    found: &mut Uses,
    needs: &mut BTreeSet<&'static str>,
) {
    let at = nodes[i].at().start;
    let prev = |k: usize| i.checked_sub(k).map(|j| &nodes[j]);
    let declares = prev(1).and_then(Node::ident).is_some_and(|w| {
        matches!(
            w,
            "mod" | "fn" | "let" | "struct" | "enum" | "static" | "const" | "type" | "mut" | "as"
        )
    });
    if prev(1).is_some_and(|p| p.is_punct('.')) || declares {
        return;
    }
    if prev(1).is_some_and(|p| p.is_ident("crate")) && prev(2).is_some_and(|p| p.is_ident("extern"))
    {
        found.refused.push((
            at,
            format!(
                "`extern crate {krate}` cannot be bundled: the crate becomes a module of the \
                 file; remove the line (edition 2018+ needs none)"
            ),
        ));
        return;
    }
    let in_use = is_in_use(nodes, i);
    if i >= 2 && is_path_sep(nodes, i - 2) {
        match prev(3).and_then(Node::ident) {
            // `crate::itertools::…` names the appended module (`self::` and `super::` too, where
            // they reach the root).
            Some("crate" | "self" | "super") => {}
            Some("use") => found.refused.push((
                at,
                format!(
                    "`::{krate}` names the crate through the extern prelude, which a one-file \
                     bundle has not; write `{krate}::…` (no leading `::`)"
                ),
            )),
            // `a::itertools::…`: some other module's item.
            Some(_) => return,
            // `::itertools::…`: the extern prelude, which a bundle has not.
            None => {
                found.refused.push((
                    at,
                    format!(
                        "`::{krate}` names the crate through the extern prelude, which a \
                         one-file bundle has not; write `{krate}::…` (no leading `::`)"
                    ),
                ));
                return;
            }
        }
    } else if !at_root {
        needs.insert(krate);
    }
    if !is_path_sep(nodes, i + 1) {
        if in_use {
            found.refused.push((
                at,
                format!(
                    "`use {krate};` imports the crate itself, which the bundle makes a module of \
                     the file; import its items (`use {krate}::…`) instead"
                ),
            ));
        }
        return;
    }
    let mut leaves = Vec::new();
    if in_use {
        use_tree(&nodes[i + 3..], String::new(), &mut leaves);
    } else {
        leaves.push(plain_path(&nodes[i + 3..]));
    }
    for item in leaves {
        found.paths.push(CrateUse { krate, item, at });
    }
}

/// True iff `nodes[i]` begins the path of a `use` declaration.
fn is_in_use(nodes: &[Node], i: usize) -> bool {
    let mut k = i;
    // `use crate::itertools::…`, `use ::proconio::…`
    while k >= 2 && is_path_sep(nodes, k - 2) {
        k -= 2;
        if k >= 1 && nodes[k - 1].ident().is_some() {
            k -= 1;
        }
    }
    k >= 1 && nodes[k - 1].is_ident("use")
}

/// The segments of the path that starts at `nodes[0]`: `marker::Usize1`, `Itertools::minmax`.
fn plain_path(nodes: &[Node]) -> String {
    let mut path = String::new();
    let mut k = 0;
    while let Some(name) = nodes.get(k).and_then(Node::ident) {
        if !path.is_empty() {
            path.push_str("::");
        }
        path.push_str(name);
        if is_path_sep(nodes, k + 1) {
            k += 3;
        } else {
            break;
        }
    }
    path
}

/// The leaves of the use tree at the start of `nodes`, each prefixed with `prefix`.
fn use_tree(nodes: &[Node], prefix: String, leaves: &mut Vec<String>) {
    match nodes.first() {
        Some(Node::Ident { .. }) => {
            let name = nodes[0].ident().unwrap_or_default();
            if name == "self" {
                leaves.push(prefix.trim_end_matches("::").to_owned());
            } else if is_path_sep(nodes, 1) {
                use_tree(&nodes[3..], format!("{prefix}{name}::"), leaves);
            } else {
                leaves.push(format!("{prefix}{name}"));
            }
        }
        Some(node) if node.is_punct('*') => leaves.push(format!("{prefix}*")),
        Some(Node::Group {
            delimiter: Delimiter::Brace,
            children,
            ..
        }) => {
            for part in children.split(|n| n.is_punct(',')) {
                if !part.is_empty() {
                    use_tree(part, prefix.clone(), leaves);
                }
            }
        }
        _ => {}
    }
}

/// The crates other than std, proconio and itertools that the solution names in a `use` (or
/// `extern crate`, or a path with a leading `::`): each with its first byte offset. A `use` of a
/// name the file defines itself (`use Dir::*` of its own enum) is not one.
pub fn other_crates(nodes: &[Node]) -> Vec<(usize, String)> {
    let mut defined = BTreeSet::new();
    definitions(nodes, &mut defined);
    let mut found: BTreeMap<String, usize> = BTreeMap::new();
    scan_crates(nodes, &defined, &mut found);
    let mut crates: Vec<(usize, String)> = found.into_iter().map(|(k, at)| (at, k)).collect();
    crates.sort();
    crates
}

/// Names no crate of a judge could be: std's, the path keywords, and the two crates bundled.
const NOT_OTHER_CRATES: &[&str] = &[
    "std",
    "core",
    "alloc",
    "crate",
    "self",
    "super",
    "Self",
    "proconio",
    "itertools",
];

fn definitions(nodes: &[Node], defined: &mut BTreeSet<String>) {
    for (i, node) in nodes.iter().enumerate() {
        if let Some(word) = node.ident()
            && matches!(
                word,
                "mod" | "struct" | "enum" | "trait" | "type" | "union" | "fn" | "const" | "static"
            )
            && let Some(name) = nodes.get(i + 1).and_then(Node::ident)
        {
            defined.insert(name.to_owned());
        }
        if node.is_ident("macro_rules")
            && let Some(name) = nodes.get(i + 2).and_then(Node::ident)
        {
            defined.insert(name.to_owned());
        }
        if let Some((_, children)) = node.group() {
            definitions(children, defined);
        }
    }
}

fn scan_crates(nodes: &[Node], defined: &BTreeSet<String>, found: &mut BTreeMap<String, usize>) {
    for (i, node) in nodes.iter().enumerate() {
        let mut root = None;
        if node.is_ident("use") {
            // `use ::x::…` or `use x::…`
            let k = if is_path_sep(nodes, i + 1) {
                i + 3
            } else {
                i + 1
            };
            root = nodes
                .get(k)
                .filter(|_| is_path_sep(nodes, i + 1) || is_path_sep(nodes, k + 1));
        } else if node.is_ident("crate") && i >= 1 && nodes[i - 1].is_ident("extern") {
            root = nodes.get(i + 1);
        } else if is_path_sep(nodes, i)
            && (i == 0 || !(nodes[i - 1].ident().is_some() || nodes[i - 1].is_punct('>')))
            && !(i >= 1 && nodes[i - 1].is_punct(':'))
        {
            // A leading `::` in an expression or type.
            root = nodes.get(i + 2);
        }
        if let Some(name) = root.and_then(Node::ident)
            && !NOT_OTHER_CRATES.contains(&name)
            && !defined.contains(name)
            && !(node.is_ident("use")
                && !is_path_sep(nodes, i + 1)
                && name.starts_with(char::is_uppercase))
        {
            found
                .entry(name.to_owned())
                .or_insert(root.map_or(0, |r| r.at().start));
        }
        if let Some((_, children)) = node.group() {
            scan_crates(children, defined, found);
        }
    }
}

/// The local names the solution may give the item `item`: its own, and any alias `item as name`.
pub fn local_names(nodes: &[Node], item: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    fn scan(nodes: &[Node], item: &str, names: &mut BTreeSet<String>) {
        for (i, node) in nodes.iter().enumerate() {
            if node.is_ident(item)
                && nodes.get(i + 1).is_some_and(|n| n.is_ident("as"))
                && let Some(alias) = nodes.get(i + 2).and_then(Node::ident)
            {
                names.insert(alias.to_owned());
            }
            if let Some((_, children)) = node.group() {
                scan(children, item, names);
            }
        }
    }
    names.insert(item.to_owned());
    scan(nodes, item, &mut names);
    names
}

#[cfg(test)]
mod tests {
    use super::super::syntax::parse;
    use super::*;

    fn paths(source: &str) -> Vec<String> {
        uses(&parse(source).unwrap())
            .paths
            .into_iter()
            .map(|p| format!("{}::{}", p.krate, p.item))
            .collect()
    }

    #[test]
    fn use_trees_are_expanded_into_their_leaves() {
        let source = "use proconio::{input, marker::{self, Usize1, Chars as C}};\nuse itertools::Itertools;\nfn main() { proconio::input! { n: usize } let e = proconio::is_stdin_empty(); let m = itertools::Itertools::minmax(x); }";
        assert_eq!(
            paths(source),
            [
                "proconio::input",
                "proconio::marker",
                "proconio::marker::Usize1",
                "proconio::marker::Chars",
                "itertools::Itertools",
                "proconio::input",
                "proconio::is_stdin_empty",
                "itertools::Itertools::minmax",
            ]
        );
    }

    #[test]
    fn nested_modules_that_name_a_crate_are_found() {
        let source = "mod a {\n    use proconio::input;\n    mod b { fn f() { itertools::repeat_n(1, 2); } }\n}\nmod c { fn g() {} }\n";
        let found = uses(&parse(source).unwrap());
        let needs: Vec<Vec<&str>> = found
            .nested
            .iter()
            .map(|(_, _, needs)| needs.iter().copied().collect())
            .collect();
        assert_eq!(needs, [vec!["itertools"], vec!["proconio"]]);
    }

    #[test]
    fn other_crates_are_named_and_the_files_own_names_are_not() {
        let source = "use im_rc::HashMap;\nuse std::io;\nenum Dir { A }\nuse Dir::*;\nmod m { pub fn f() {} }\nuse m::f;\nextern crate rand;\nextern crate alloc;\nfn main() { let x = ::num::zero(); let y = <u8 as Into<u64>>::into(1); let z = ::std::cmp::max(1, 2); }";
        let names: Vec<String> = other_crates(&parse(source).unwrap())
            .into_iter()
            .map(|(_, name)| name)
            .collect();
        assert_eq!(names, ["im_rc", "rand", "num"]);
    }

    #[test]
    fn own_modules_strings_and_fields_are_not_uses() {
        let source = "mod itertools { pub fn f() {} }\nuse itertools::f;\nfn main() { let s = \"proconio::input\"; let x = a.itertools; let proconio = 1; f(); }";
        let found = uses(&parse(source).unwrap());
        assert!(found.paths.is_empty(), "{:?}", found.paths);
        assert!(found.own_modules.contains("itertools"));
    }
}

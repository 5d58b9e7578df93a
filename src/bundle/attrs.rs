//! proconio-derive's attributes in a solution, `#[fastout]` and `#[derive_readable]`: a bundle
//! has no proc macros, so each attributed item is wrapped in the inline proconio's `macro_rules!`
//! of the same name (`fastout! { fn main() { … } }`), which expands to what the attribute expands
//! to. The attribute's text goes; the item's lines stay as written. Where proconio-derive 0.2.1
//! refuses at compile time, the bundle is refused the same way: arguments to the attribute,
//! `#[fastout]` on anything but a function, `#[derive_readable]` on anything but a struct, and
//! `print!` or `println!` in a closure of a `#[fastout]` function (as syn 1 parses it: a call in
//! expression position, not a brace-delimited statement, nor inside another macro's arguments).

use super::generate::item_end;
use super::syntax::{Node, is_path_sep};
use proc_macro2::Delimiter;
use std::collections::BTreeSet;
use std::ops::Range;

/// What the attributes of a solution need: edits of its text (ranges of the code given, replaced)
/// and refusals (byte offset, why).
#[derive(Debug, Default)]
pub struct Expansions {
    pub edits: Vec<(Range<usize>, String)>,
    pub refused: Vec<(usize, String)>,
}

/// The two attributes, by the names they may be called: `fastout`, or an alias of it imported
/// from proconio (`aliases`, from the solution's `use` lines).
const ATTRIBUTES: [&str; 2] = ["fastout", "derive_readable"];

/// Finds the attributes in `nodes` (the code, without its test-only code) whose local names are
/// in `local` (name → the attribute it is), and says how to expand them.
pub fn expansions(nodes: &[Node], local: &[(String, &'static str)]) -> Expansions {
    let mut found = Expansions::default();
    walk(nodes, local, &mut found);
    found
        .edits
        .sort_by_key(|(range, _)| (range.start, range.end));
    found
}

/// The local names of the attributes: their own (where imported, or under a glob) and aliases.
pub fn local_names(aliases: &[(String, String)]) -> Vec<(String, &'static str)> {
    let mut names: Vec<(String, &'static str)> =
        ATTRIBUTES.iter().map(|a| (a.to_string(), *a)).collect();
    for (item, alias) in aliases {
        if let Some(attr) = ATTRIBUTES.iter().find(|a| *a == item) {
            names.push((alias.clone(), attr));
        }
    }
    names
}

fn walk(nodes: &[Node], local: &[(String, &'static str)], found: &mut Expansions) {
    let mut i = 0;
    while i < nodes.len() {
        if let Some((attr, call, args)) = attribute_at(nodes, i, local) {
            expand(nodes, i, attr, &call, args, found);
        }
        if let Some((_, children)) = nodes[i].group() {
            walk(children, local, found);
        }
        i += 1;
    }
}

/// The attribute at `nodes[i]` if it is one of the two: which, the macro path to call, and
/// whether it has arguments (empty delimiters, `#[fastout()]`, are none: proconio-derive 0.2.1
/// refuses only a non-empty argument stream).
fn attribute_at(
    nodes: &[Node],
    i: usize,
    local: &[(String, &'static str)],
) -> Option<(&'static str, String, bool)> {
    if !nodes[i].is_punct('#') || nodes.get(i + 1).is_some_and(|n| n.is_punct('!')) {
        return None;
    }
    let (Delimiter::Bracket, inner) = nodes.get(i + 1)?.group()? else {
        return None;
    };
    // `name`, `name(…)`, `proconio::name`, `proconio::name(…)`
    let (path_len, call, attr) = if inner.first()?.is_ident("proconio") && is_path_sep(inner, 1) {
        let name = inner.get(3)?.ident()?;
        let attr = ATTRIBUTES.iter().find(|a| **a == name)?;
        (4, format!("proconio::{name}"), *attr)
    } else {
        let name = inner.first()?.ident()?;
        let (_, attr) = local.iter().find(|(n, _)| n == name)?;
        (1, name.to_owned(), *attr)
    };
    match inner.len() - path_len {
        0 => Some((attr, call, false)),
        1 => {
            let (_, args) = inner[path_len].group()?;
            Some((attr, call, !args.is_empty()))
        }
        _ => None,
    }
}

/// The edits for the attribute `attr` at `nodes[i]`, or why it cannot be bundled.
fn expand(nodes: &[Node], i: usize, attr: &str, call: &str, args: bool, found: &mut Expansions) {
    let at = nodes[i].at().start;
    if args {
        found.refused.push((
            at,
            format!(
                "`#[{attr}(…)]`: proconio's `#[{attr}]` takes no arguments (\"no extra attribute \
                 is suppported.\"); write `#[{attr}]`"
            ),
        ));
        return;
    }
    // The item: its first outer attribute (before this one) to its end.
    let mut start = i;
    while start >= 2
        && nodes[start - 1].is_group(Delimiter::Bracket)
        && nodes[start - 2].is_punct('#')
    {
        start -= 2;
    }
    let mut body = i + 2;
    while nodes.get(body).is_some_and(|n| n.is_punct('#'))
        && nodes
            .get(body + 1)
            .is_some_and(|n| n.is_group(Delimiter::Bracket))
    {
        body += 2;
    }
    let (end, kind) = item_end(nodes, body);
    let wanted = if attr == "fastout" { "fn" } else { "struct" };
    if kind != wanted {
        let what = if attr == "fastout" {
            "a function"
        } else {
            "a struct (\"Readable can only derivable for structs.\")"
        };
        found.refused.push((
            at,
            format!("`#[{attr}]` applies to {what} only, in proconio-derive as in the bundle"),
        ));
        return;
    }
    if attr == "fastout"
        && let Some(Node::Group { children, .. }) = nodes.get(end - 1)
    {
        for print in closure_prints(children) {
            found.refused.push((
                print,
                "`print!`/`println!` in a closure of a `#[fastout]` function, which \
                 proconio's `#[fastout]` refuses at compile time too (\"Closures in a \
                 #[fastout] function cannot contain `print!` or `println!` macro\"); print \
                 from a function instead, or drop `#[fastout]` and write through a \
                 `BufWriter`"
                    .to_owned(),
            ));
        }
    }
    let attr_range = nodes[i].at().start..nodes[i + 1].at().end;
    let item_start = nodes[start].at().start;
    let open = format!("{call}! {{");
    if start == i {
        found.edits.push((attr_range, open));
    } else {
        found
            .edits
            .push((item_start..item_start, format!("{open} ")));
        found.edits.push((attr_range, String::new()));
    }
    let item_end = nodes[end - 1].at().end;
    found.edits.push((item_end..item_end, "}".to_owned()));
}

/// Where a function body `nodes` calls `print!` or `println!` inside a closure, as
/// proconio-derive's visitor finds them.
pub fn closure_prints(nodes: &[Node]) -> Vec<usize> {
    let mut prints = Vec::new();
    find_closures(nodes, &mut prints);
    let unique: BTreeSet<usize> = prints.into_iter().collect();
    unique.into_iter().collect()
}

/// True iff the token before a `|` ends an operand, so that the `|` is an or, not a closure.
fn ends_operand(node: &Node) -> bool {
    match node {
        Node::Ident { .. } => !matches!(
            node.ident(),
            Some("move" | "return" | "in" | "break" | "else" | "match" | "if" | "while" | "let")
        ),
        Node::Literal { .. } => true,
        Node::Group { .. } => true,
        Node::Punct { ch, .. } => *ch == '?',
    }
}

/// True iff `nodes[i]` begins the arguments of a macro call (`name!` before it).
fn is_macro_arguments(nodes: &[Node], i: usize) -> bool {
    i >= 2 && nodes[i - 1].is_punct('!') && nodes[i - 2].ident().is_some()
}

fn find_closures(nodes: &[Node], prints: &mut Vec<usize>) {
    let mut i = 0;
    while i < nodes.len() {
        let node = &nodes[i];
        // `||` is two `|`, the first joint: a closure without parameters, or an or.
        let double = matches!(
            node,
            Node::Punct {
                ch: '|',
                joint: true,
                ..
            }
        ) && nodes.get(i + 1).is_some_and(|n| n.is_punct('|'));
        if node.is_punct('|') && i > 0 && ends_operand(&nodes[i - 1]) {
            i += 1 + usize::from(double);
            continue;
        }
        if node.is_punct('|') {
            // Parameters up to the next `|`.
            let mut k = i + 1;
            if !double {
                while k < nodes.len() && !nodes[k].is_punct('|') {
                    k += 1;
                }
            }
            // The body: a block after `-> Type`, or an expression up to `,` or `;`.
            let mut end = k + 1;
            while end < nodes.len() && !nodes[end].is_punct(',') && !nodes[end].is_punct(';') {
                end += 1;
            }
            let body = &nodes[(k + 1).min(nodes.len())..end];
            prints_in(body, true, prints);
            i = end;
            continue;
        }
        if let Some((_, children)) = node.group()
            && !is_macro_arguments(nodes, i)
        {
            find_closures(children, prints);
        }
        i += 1;
    }
}

/// The `print!`/`println!` calls in a closure's body `nodes` (`expression`: true where a brace
/// macro would be an expression, false at the start of a statement).
fn prints_in(nodes: &[Node], expression: bool, prints: &mut Vec<usize>) {
    for (i, node) in nodes.iter().enumerate() {
        let named = matches!(node.ident(), Some("print" | "println"))
            && !(i >= 2 && is_path_sep(nodes, i - 2))
            && nodes.get(i + 1).is_some_and(|n| n.is_punct('!'));
        if named && let Some((delimiter, _)) = nodes.get(i + 2).and_then(Node::group) {
            let statement_start = if i == 0 {
                !expression
            } else {
                nodes[i - 1].is_punct(';') || nodes[i - 1].is_group(Delimiter::Brace)
            };
            if delimiter != Delimiter::Brace || !statement_start {
                prints.push(node.at().start);
            }
        }
        if let Some((delimiter, children)) = node.group()
            && !is_macro_arguments(nodes, i)
        {
            prints_in(children, delimiter != Delimiter::Brace, prints);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::syntax::parse;
    use super::*;

    fn prints(body: &str) -> usize {
        let nodes = parse(body).unwrap();
        closure_prints(&nodes).len()
    }

    #[test]
    fn prints_in_closures_are_found_as_proconio_derive_finds_them() {
        assert_eq!(prints("let f = || println!(\"x\");"), 1);
        assert_eq!(prints("v.iter().for_each(|x| { print!(\"{x}\"); });"), 1);
        assert_eq!(prints("let f = move |a: u8| -> u8 { println!(); a };"), 1);
        // A brace-delimited statement macro is an item to syn 1, not an expression.
        assert_eq!(prints("let f = || { println! { \"x\" } };"), 0);
        assert_eq!(prints("let f = || println! { \"x\" };"), 1);
        // Not closures: an or, a pattern, a macro's arguments, a path.
        assert_eq!(prints("let b = a | c; println!(\"{b}\");"), 0);
        assert_eq!(prints("match x { 1 | 2 => println!(\"y\"), _ => {} }"), 0);
        assert_eq!(prints("let v = vec![|| println!(\"z\")];"), 0);
        assert_eq!(prints("let f = || std::println!(\"x\");"), 0);
        assert_eq!(prints("let f = |x| x + 1; println!(\"{}\", f(1));"), 0);
        assert_eq!(
            prints("if a == 1 || b { println!(\"x\"); } else if c || d { print!(\"y\"); }"),
            0
        );
        assert_eq!(prints("let f = || println!(\"x\"); let g = a || b;"), 1);
    }

    #[test]
    fn the_item_is_wrapped_and_the_attribute_goes() {
        let source = "#[fastout]\nfn main() {\n    println!(\"a\");\n}\n";
        let nodes = parse(source).unwrap();
        let found = expansions(&nodes, &local_names(&[]));
        assert!(found.refused.is_empty());
        let text = super::super::edit::Edited::new(source, &found.edits).text;
        assert_eq!(text, "fastout! {\nfn main() {\n    println!(\"a\");\n}}\n");
        let source = "#[derive(Debug)]\n#[proconio::derive_readable]\nstruct P(u8);\n";
        let nodes = parse(source).unwrap();
        let found = expansions(&nodes, &local_names(&[]));
        let text = super::super::edit::Edited::new(source, &found.edits).text;
        assert_eq!(
            text,
            "proconio::derive_readable! { #[derive(Debug)]\n\nstruct P(u8);}\n"
        );
    }

    #[test]
    fn empty_parentheses_are_no_arguments_as_in_proconio_derive() {
        for source in [
            "#[fastout()]\nfn main() {}\n",
            "#[proconio::fastout()]\nfn main() {}\n",
            "#[derive_readable()]\nstruct P(u8);\n",
            "#[proconio::derive_readable[]]\nstruct P(u8);\n",
        ] {
            let nodes = parse(source).unwrap();
            let found = expansions(&nodes, &local_names(&[]));
            assert!(found.refused.is_empty(), "{source}: {:?}", found.refused);
            let text = super::super::edit::Edited::new(source, &found.edits).text;
            assert!(
                text.contains("! {") && !text.contains("()]"),
                "{source}: {text}"
            );
        }
        let nodes = parse("#[fastout(x)]\nfn main() {}\n").unwrap();
        assert_eq!(expansions(&nodes, &local_names(&[])).refused.len(), 1);
    }
}

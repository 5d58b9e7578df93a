//! Test-only code out of a solution: every item, `use`, const, impl item, statement, field,
//! variant, match arm or list element whose attributes say it exists only under `cfg(test)`
//! (`#[test]`, or a `#[cfg(…)]` whose predicate is false when `test` is off, such as
//! `all(test, …)` or `not(not(test))`), with its attributes and doc comments. Every other byte of
//! the file stays as it is; an element on lines of its own takes its lines with it.

use super::edit::Edited;
use super::syntax::{Node, is_fat_arrow, parse};
use proc_macro2::Delimiter;
use std::ops::Range;

/// `source` without its test-only code; a file that is not Rust tokens is returned unchanged (the
/// compiler will say why).
pub fn without_test_code(source: &str) -> String {
    Edited::new(source, &test_code_cuts(source)).text
}

/// The edits that [`without_test_code`] makes: byte ranges of `source` to replace by nothing,
/// sorted, disjoint, not adjacent.
pub fn test_code_cuts(source: &str) -> Vec<(Range<usize>, String)> {
    let Ok(nodes) = parse(source) else {
        return Vec::new();
    };
    let mut cuts = Vec::new();
    walk(&nodes, List::Items, &mut cuts);
    let mut merged: Vec<Range<usize>> = Vec::new();
    for cut in whole_lines(source, cuts) {
        match merged.last_mut() {
            Some(last) if cut.start <= last.end => last.end = last.end.max(cut.end),
            _ => merged.push(cut),
        }
    }
    merged.into_iter().map(|cut| (cut, String::new())).collect()
}

/// What separates the elements of a token list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum List {
    /// Items and statements: each ends at a `;` or at its block.
    Items,
    /// Fields, variants, parameters, arguments, elements: separated by commas.
    Commas,
    /// Match arms: `pattern => expression,` or `pattern => { … }`.
    Arms,
}

/// Records in `cuts` the byte ranges of the test-only elements of `nodes`, a list of kind `list`,
/// and of the lists nested in its other elements.
fn walk(nodes: &[Node], list: List, cuts: &mut Vec<Range<usize>>) {
    let mut i = 0;
    while i < nodes.len() {
        let start = i;
        let mut test_only = false;
        // Outer attributes `#[…]` (doc comments are `#[doc = …]` too); inner ones `#![…]`.
        loop {
            if nodes[i].is_punct('#') {
                let bang = nodes.get(i + 1).is_some_and(|n| n.is_punct('!'));
                let at = i + 1 + usize::from(bang);
                if let Some(Node::Group {
                    delimiter: Delimiter::Bracket,
                    children,
                    ..
                }) = nodes.get(at)
                {
                    test_only |= !bang && is_test_only(children);
                    i = at + 1;
                    if i < nodes.len() {
                        continue;
                    }
                }
            }
            break;
        }
        if i >= nodes.len() {
            break;
        }
        let end = element_end(nodes, i, list).max(i + 1);
        if test_only {
            cuts.push(nodes[start].at().start..nodes[end - 1].at().end);
        } else {
            for k in i..end {
                if let Some(inner) = nested_list(&nodes[i..end], k - i) {
                    let (_, children) = nodes[k].group().expect("a nested list is a group");
                    walk(children, inner, cuts);
                }
            }
        }
        i = end;
    }
}

/// True iff the attribute whose bracketed tokens are `attribute` makes its element test-only.
fn is_test_only(attribute: &[Node]) -> bool {
    match attribute {
        [word] => word.is_ident("test"),
        [word, Node::Group { children, .. }] if word.is_ident("cfg") => {
            cfg_value(children) == Some(false)
        }
        _ => false,
    }
}

/// The value of the cfg predicate `predicate` in a build without `test` (and without features):
/// `None` where it depends on the target or the flags.
fn cfg_value(predicate: &[Node]) -> Option<bool> {
    match predicate {
        [word] if word.is_ident("test") => Some(false),
        [word, eq, _] if word.is_ident("feature") && eq.is_punct('=') => Some(false),
        [word, Node::Group { children, .. }] => {
            let operands: Vec<Option<bool>> = children
                .split(|node| node.is_punct(','))
                .filter(|operand| !operand.is_empty())
                .map(cfg_value)
                .collect();
            match word.ident()? {
                "not" => match operands.as_slice() {
                    [value] => value.map(|v| !v),
                    _ => None,
                },
                "all" if operands.contains(&Some(false)) => Some(false),
                "all" if operands.iter().all(|v| *v == Some(true)) => Some(true),
                "any" if operands.contains(&Some(true)) => Some(true),
                "any" if operands.iter().all(|v| *v == Some(false)) => Some(false),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The index just past the element of `nodes` (a list of kind `list`) whose attributes end at `i`.
fn element_end(nodes: &[Node], i: usize, list: List) -> usize {
    match list {
        List::Items => {
            // After `pub` or `pub(crate)`, the keyword that says how the element ends.
            let mut k = i;
            if nodes[k].is_ident("pub") {
                k += 1;
                if nodes
                    .get(k)
                    .is_some_and(|n| n.is_group(Delimiter::Parenthesis))
                {
                    k += 1;
                }
            }
            let word = nodes.get(k).and_then(Node::ident).unwrap_or("");
            let next = nodes.get(k + 1).and_then(Node::ident).unwrap_or("");
            let to_semicolon = matches!(word, "let" | "static" | "use" | "type")
                || (word == "const" && !matches!(next, "fn" | "unsafe" | "async" | "extern"))
                || (word == "extern" && next == "crate");
            let mut t = i;
            while t < nodes.len() {
                if nodes[t].is_punct(';') {
                    return t + 1;
                }
                if !to_semicolon && nodes[t].is_group(Delimiter::Brace) {
                    match nodes.get(t + 1) {
                        Some(next) if next.is_ident("else") => {}
                        Some(next) if next.is_punct(';') => return t + 2,
                        _ => return t + 1,
                    }
                }
                t += 1;
            }
            nodes.len()
        }
        List::Commas => {
            // Commas inside `<…>` (generic arguments) do not separate elements.
            let mut angle = 0usize;
            for t in i..nodes.len() {
                let arrow = t > 0
                    && (nodes[t - 1].is_punct('-') || nodes[t - 1].is_punct('='))
                    && matches!(nodes[t - 1], Node::Punct { joint: true, .. });
                if nodes[t].is_punct('<') {
                    angle += 1;
                } else if nodes[t].is_punct('>') && !arrow {
                    angle = angle.saturating_sub(1);
                } else if nodes[t].is_punct(',') && angle == 0 {
                    return t + 1;
                }
            }
            nodes.len()
        }
        List::Arms => {
            let mut t = i;
            while t < nodes.len() {
                if is_fat_arrow(nodes, t) {
                    let body = t + 2;
                    if nodes
                        .get(body)
                        .is_some_and(|n| n.is_group(Delimiter::Brace))
                    {
                        let comma = nodes.get(body + 1).is_some_and(|n| n.is_punct(','));
                        return body + 1 + usize::from(comma);
                    }
                    t = body;
                    continue;
                }
                if nodes[t].is_punct(',') && (i..t).any(|k| is_fat_arrow(nodes, k)) {
                    return t + 1;
                }
                t += 1;
            }
            nodes.len()
        }
    }
}

/// The kind of list that the group `element[k]` holds, if any of its contents can carry
/// attributes (not a macro's input, an attribute or a plain token).
fn nested_list(element: &[Node], k: usize) -> Option<List> {
    let (delimiter, _) = element[k].group()?;
    let before = k.checked_sub(1).map(|j| &element[j]);
    if before.is_some_and(|b| b.is_punct('!') || b.is_punct('#')) {
        return None;
    }
    if delimiter != Delimiter::Brace {
        return Some(List::Commas);
    }
    // The clause the block belongs to: the tokens since the previous block of the element.
    let clause_start = element[..k]
        .iter()
        .rposition(|n| n.is_group(Delimiter::Brace))
        .map_or(0, |j| j + 1);
    let clause = &element[clause_start..k];
    let has = |words: &[&str]| {
        clause
            .iter()
            .any(|n| n.ident().is_some_and(|w| words.contains(&w)))
    };
    if has(&["match"]) {
        return Some(List::Arms);
    }
    if has(&["struct", "enum", "union"]) && !has(&["fn", "impl", "trait"]) {
        return Some(List::Commas);
    }
    let blocks = [
        "fn",
        "impl",
        "trait",
        "mod",
        "if",
        "else",
        "while",
        "for",
        "loop",
        "unsafe",
        "async",
        "move",
        "extern",
        "const",
        "static",
        "macro_rules",
    ];
    if has(&blocks) {
        return Some(List::Items);
    }
    let fat_arrow = k >= 2 && is_fat_arrow(element, k - 2);
    let struct_name = before.is_some_and(|b| b.ident().is_some() || b.is_punct('>'));
    if struct_name && !fat_arrow {
        Some(List::Commas)
    } else {
        Some(List::Items)
    }
}

/// `cuts` sorted, each widened to its whole lines where it has them to itself (only blanks before
/// it and after it on its first and last lines).
fn whole_lines(source: &str, mut cuts: Vec<Range<usize>>) -> Vec<Range<usize>> {
    cuts.sort_by_key(|cut| cut.start);
    cuts.into_iter()
        .map(|cut| {
            let line_start = source[..cut.start].rfind('\n').map_or(0, |k| k + 1);
            let line_end = source[cut.end..]
                .find('\n')
                .map_or(source.len(), |k| cut.end + k + 1);
            let alone = source[line_start..cut.start].trim().is_empty()
                && source[cut.end..line_end].trim().is_empty();
            if alone { line_start..line_end } else { cut }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_items_are_dropped_with_their_attributes() {
        let source = "use proconio::input;\n\nfn main() {}\n\n/// Tests.\n#[allow(unused)]\n#[cfg(test)]\n#[allow(unused)]\nmod tests {\n    fn f() -> [u8; 1] { [b'}'; 1] }\n    // }\n    const S: &str = \"}\";\n}\n\n#[cfg(test)]\nuse itertools::iproduct;\nfn after() {}\n";
        assert_eq!(
            without_test_code(source),
            "use proconio::input;\n\nfn main() {}\n\n\nfn after() {}\n"
        );
    }

    #[test]
    fn test_code_is_dropped_wherever_an_attribute_stands() {
        let cases = [
            ("#[cfg(test)]\nuse a::{b, c};\nfn k() {}\n", "fn k() {}\n"),
            (
                "#[cfg(test)]\nconst X: u8 = { 1 };\nfn k() {}\n",
                "fn k() {}\n",
            ),
            (
                "fn k() {\n    #[cfg(test)]\n    if a { b() } else { c() }\n    d();\n}\n",
                "fn k() {\n    d();\n}\n",
            ),
            (
                "struct P {\n    a: u8,\n    #[cfg(test)]\n    b: HashMap<u8, u8>,\n    c: u8,\n}\n",
                "struct P {\n    a: u8,\n    c: u8,\n}\n",
            ),
            (
                "fn k(x: u8) -> u8 {\n    match x {\n        #[cfg(test)]\n        0 => { 1 }\n        #[cfg(all(test, debug_assertions))]\n        1 => 2,\n        _ => 3,\n    }\n}\n",
                "fn k(x: u8) -> u8 {\n    match x {\n        _ => 3,\n    }\n}\n",
            ),
            (
                "impl S {\n    #[cfg(not(not(test)))]\n    fn t(&self) {}\n    fn u(&self) {}\n}\n",
                "impl S {\n    fn u(&self) {}\n}\n",
            ),
            (
                "fn k() { let v = [1, #[cfg(test)] 2, 3]; let s = S { a: 1, #[cfg(test)] b: 2 }; }\n",
                "fn k() { let v = [1,  3]; let s = S { a: 1,  }; }\n",
            ),
            ("#[test]\nfn t() {}\nfn k() {}\n", "fn k() {}\n"),
        ];
        for (source, kept) in cases {
            assert_eq!(without_test_code(source), kept, "{source}");
        }
    }

    #[test]
    fn code_that_may_exist_without_test_is_kept() {
        let source = "#[cfg(any(test, unix))]\nfn a() {}\n#[cfg(not(test))]\nfn b() {}\n#[cfg(debug_assertions)]\nfn c() {}\n#[cfg_attr(test, derive(Debug))]\nstruct D;\n";
        assert_eq!(without_test_code(source), source);
    }
}

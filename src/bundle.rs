//! Judge-ready bundles: a problem's `main.rs` as one std-only file, for the judges without crates
//! (Codeforces, Luogu).
//!
//! The solution's code stays as written, minus its `#[cfg(test)]` items. Appended to it are our
//! inline modules `proconio` and `itertools` (the text of `src/bundle/*.rs`), so that its
//! `use proconio::input;` and `use itertools::Itertools;` lines resolve to them unchanged. A path
//! into either crate, or an itertools method, that the inline modules lack is refused by name:
//! a solution that starts using one fails the bundle tests with a message saying what to add.

use crate::workspace::problem;
use std::collections::{BTreeSet, HashMap};
use std::fs;
use std::ops::Range;
use std::path::Path;
use std::sync::{Mutex, OnceLock};

/// The inline `mod proconio`: `input!`, `marker`, `is_stdin_empty`.
pub const INLINE_PROCONIO: &str = include_str!("bundle/proconio.rs");

/// The inline `mod itertools`: the `Itertools` methods the collection uses.
pub const INLINE_ITERTOOLS: &str = include_str!("bundle/itertools.rs");

/// The largest file Codeforces accepts: 64 KiB.
pub const MAX_BUNDLE_BYTES: usize = 64 * 1024;

/// The paths below `proconio::` that the inline module provides: all of proconio 0.5.0 but the
/// `derive` feature's `fastout` and `derive_readable`, and `read_value_interactive!` (which
/// does not compile in 0.5.0).
pub const PROCONIO_ITEMS: &[&str] = &[
    "input",
    "input_interactive",
    "read_value",
    "is_stdin_empty",
    "marker",
    "marker::*",
    "marker::Bytes",
    "marker::Chars",
    "marker::Isize1",
    "marker::Usize1",
    "source",
    "source::*",
    "source::Source",
    "source::Readable",
    "source::RuntimeReadable",
    "source::auto",
    "source::auto::*",
    "source::auto::AutoSource",
    "source::line",
    "source::line::*",
    "source::line::LineSource",
    "source::once",
    "source::once::*",
    "source::once::OnceSource",
];

/// Every method of itertools 0.14.0's `Itertools` trait.
const ITERTOOLS_0_14_METHODS: &[&str] = &[
    "interleave",
    "interleave_shortest",
    "intersperse",
    "intersperse_with",
    "get",
    "zip_longest",
    "zip_eq",
    "batching",
    "chunk_by",
    "group_by",
    "chunks",
    "tuple_windows",
    "circular_tuple_windows",
    "tuples",
    "tee",
    "map_into",
    "map_ok",
    "filter_ok",
    "filter_map_ok",
    "flatten_ok",
    "process_results",
    "merge",
    "merge_by",
    "merge_join_by",
    "kmerge",
    "kmerge_by",
    "cartesian_product",
    "multi_cartesian_product",
    "coalesce",
    "dedup",
    "dedup_by",
    "dedup_with_count",
    "dedup_by_with_count",
    "duplicates",
    "duplicates_by",
    "unique",
    "unique_by",
    "peeking_take_while",
    "take_while_ref",
    "take_while_inclusive",
    "while_some",
    "tuple_combinations",
    "array_combinations",
    "combinations",
    "combinations_with_replacement",
    "permutations",
    "powerset",
    "pad_using",
    "with_position",
    "positions",
    "update",
    "next_array",
    "collect_array",
    "next_tuple",
    "collect_tuple",
    "find_position",
    "find_or_last",
    "find_or_first",
    "contains",
    "all_equal",
    "all_equal_value",
    "all_unique",
    "dropping",
    "dropping_back",
    "concat",
    "collect_vec",
    "try_collect",
    "set_from",
    "join",
    "format",
    "format_with",
    "fold_ok",
    "fold_options",
    "fold1",
    "tree_reduce",
    "tree_fold1",
    "fold_while",
    "sum1",
    "product1",
    "sorted_unstable",
    "sorted_unstable_by",
    "sorted_unstable_by_key",
    "sorted",
    "sorted_by",
    "sorted_by_key",
    "sorted_by_cached_key",
    "k_smallest",
    "k_smallest_by",
    "k_smallest_by_key",
    "k_smallest_relaxed",
    "k_smallest_relaxed_by",
    "k_smallest_relaxed_by_key",
    "k_largest",
    "k_largest_by",
    "k_largest_by_key",
    "k_largest_relaxed",
    "k_largest_relaxed_by",
    "k_largest_relaxed_by_key",
    "tail",
    "partition_map",
    "partition_result",
    "into_group_map",
    "into_group_map_by",
    "into_grouping_map",
    "into_grouping_map_by",
    "min_set",
    "min_set_by",
    "min_set_by_key",
    "max_set",
    "max_set_by",
    "max_set_by_key",
    "minmax",
    "minmax_by_key",
    "minmax_by",
    "position_max",
    "position_max_by_key",
    "position_max_by",
    "position_min",
    "position_min_by_key",
    "position_min_by",
    "position_minmax",
    "position_minmax_by_key",
    "position_minmax_by",
    "exactly_one",
    "at_most_one",
    "multipeek",
    "counts",
    "counts_by",
    "multiunzip",
    "try_len",
];

/// `Itertools` method names that std also gives slices, `Vec`, `str`, maps, sets or cells
/// (`v.contains(x)`, `v.dedup()`, `words.join(" ")`, `cell.update(f)`): a call to one of them cannot be told apart by its text, so
/// those that the inline module lacks are left to the compiler, which names them.
const STD_METHOD_NAMES: &[&str] = &[
    "chunk_by",
    "chunks",
    "concat",
    "contains",
    "dedup",
    "dedup_by",
    "get",
    "group_by",
    "intersperse",
    "join",
    "try_collect",
    "update",
];

/// The `Itertools` methods the inline module implements: the `fn`s of its trait.
pub fn inline_itertools_methods() -> BTreeSet<&'static str> {
    let start = INLINE_ITERTOOLS
        .find("pub trait Itertools")
        .expect("the inline itertools declares its trait");
    let body = &INLINE_ITERTOOLS[start..];
    let body = &body[..body.find("\n    }\n").expect("the trait's body ends")];
    body.lines()
        .filter_map(|line| line.strip_prefix("        fn "))
        .map(|rest| {
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            &rest[..end]
        })
        .collect()
}

/// The bundle of problem `name`: its `main.rs` made std-only, or why it cannot be.
pub fn bundle(name: &str) -> Result<String, String> {
    let problem = problem(name)?;
    let path = problem.dir.join("src").join("main.rs");
    let main_rs =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    bundle_source(&main_rs).map_err(|e| format!("cannot bundle {}:\n{e}", path.display()))
}

/// `main_rs` as one std-only file: its `#[cfg(test)]` items dropped and the inline modules it
/// needs appended; or the list of the crate items it uses that the inline modules lack.
pub fn bundle_source(main_rs: &str) -> Result<String, String> {
    let kept = without_test_items(main_rs);
    let view = code_view(&kept);
    let tokens = tokenize(&view);
    let mut problems = Vec::new();
    let mut uses = BTreeSet::new();
    for reference in crate_paths(&view, &tokens) {
        let line = line_of(&kept, reference.at);
        let krate = reference.krate;
        let item = reference.item.as_deref();
        match item {
            Some(item) if supported(krate, item) => {
                uses.insert(krate);
            }
            Some(item) => problems.push(format!(
                "line {line}: `{krate}::{item}` is not in the bundle's inline {krate} \
                 ({}); add it to src/bundle/{krate}.rs or do without it",
                provided(krate)
            )),
            None => problems.push(format!(
                "line {line}: `{krate}` is used other than as a path `{krate}::item`; the bundle \
                 makes {krate} a module of the file, so write `{krate}::item` (no leading `::`)"
            )),
        }
    }
    if uses.contains("itertools") {
        problems.extend(missing_itertools_methods(&kept, &view, &tokens));
    }
    problems.extend(unsupported_forms(&kept, &view, &tokens));
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }

    let mut bundle = kept.trim_end().to_owned();
    bundle.push('\n');
    if !uses.is_empty() {
        bundle.push_str(
            "\n// Std-only stand-ins for the crates above, so that this one file compiles with \
             plain rustc\n// (bundled by `cargo run -- bundle`; the solution's code is above, \
             unchanged).\n",
        );
    }
    if uses.contains("proconio") {
        bundle.push('\n');
        bundle.push_str(INLINE_PROCONIO);
    }
    if uses.contains("itertools") {
        bundle.push('\n');
        bundle.push_str(INLINE_ITERTOOLS);
    }
    Ok(bundle)
}

/// True iff the inline module of `krate` provides the path `item` below it.
fn supported(krate: &str, item: &str) -> bool {
    match krate {
        "proconio" => PROCONIO_ITEMS.contains(&item),
        _ => match item.split_once("::") {
            None => item == "Itertools",
            Some((head, method)) => {
                head == "Itertools" && inline_itertools_methods().contains(method)
            }
        },
    }
}

/// What the inline module of `krate` provides, for an error message.
fn provided(krate: &str) -> String {
    match krate {
        "proconio" => PROCONIO_ITEMS.join(", "),
        _ => format!(
            "Itertools with {}",
            inline_itertools_methods()
                .into_iter()
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The calls `.m(` or `.m::<` of itertools methods that the inline module lacks, unless the file
/// defines an `fn m` of its own or std has a method of that name.
fn missing_itertools_methods(text: &str, view: &str, tokens: &[Token]) -> Vec<String> {
    let implemented = inline_itertools_methods();
    let defined: BTreeSet<&str> = tokens
        .windows(2)
        .filter(|pair| pair[0].is(view, "fn"))
        .map(|pair| pair[1].text(view))
        .collect();
    let mut problems = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let name = token.text(view);
        let is_call = i > 0
            && tokens[i - 1].is(view, ".")
            && tokens
                .get(i + 1)
                .is_some_and(|next| next.is(view, "(") || next.is(view, ":"));
        if is_call
            && ITERTOOLS_0_14_METHODS.contains(&name)
            && !implemented.contains(name)
            && !STD_METHOD_NAMES.contains(&name)
            && !defined.contains(name)
        {
            problems.push(format!(
                "line {}: `.{name}()` is an itertools method that the bundle's inline itertools \
                 lacks (it has {}); add it to src/bundle/itertools.rs or do without it",
                line_of(text, token.range.start),
                implemented.iter().copied().collect::<Vec<_>>().join(", ")
            ));
        }
    }
    problems
}

/// `extern crate`: a form the inline modules do not take.
fn unsupported_forms(text: &str, view: &str, tokens: &[Token]) -> Vec<String> {
    let mut problems = Vec::new();
    for window in tokens.windows(4) {
        let texts: Vec<&str> = window.iter().map(|t| t.text(view)).collect();
        let line = || line_of(text, window[0].range.start);
        if texts[0] == "extern"
            && texts[1] == "crate"
            && matches!(texts[2], "proconio" | "itertools")
        {
            problems.push(format!(
                "line {}: `extern crate {}` cannot be bundled: the crate becomes a module of the \
                 file; remove the line (edition 2018+ needs none)",
                line(),
                texts[2]
            ));
        }
    }
    problems
}

/// One path into `proconio` or `itertools` found in the code.
struct CratePath {
    krate: &'static str,
    /// The path below the crate (`marker::Usize1`), or `None` for the bare crate name.
    item: Option<String>,
    /// Byte offset of the crate name.
    at: usize,
}

/// Every path `proconio::…` or `itertools::…` in the code, use-trees expanded into their leaves
/// (`use proconio::{input, marker::Usize1}` gives `input` and `marker::Usize1`).
fn crate_paths(view: &str, tokens: &[Token]) -> Vec<CratePath> {
    let mut paths = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let krate = match token.text(view) {
            "proconio" => "proconio",
            "itertools" => "itertools",
            _ => continue,
        };
        let prev = |k: usize| i.checked_sub(k).map(|j| tokens[j].text(view));
        // `x.itertools`, `fn itertools`, `mod itertools`, `extern crate itertools` (reported by
        // `unsupported_forms`): not a path into the crate.
        if matches!(
            prev(1),
            Some(
                "." | "fn"
                    | "mod"
                    | "let"
                    | "struct"
                    | "enum"
                    | "static"
                    | "const"
                    | "type"
                    | "crate"
            )
        ) {
            continue;
        }
        if i >= 2 && is_path_sep(tokens, i - 2) {
            match prev(3) {
                // `crate::itertools::…` and `self::itertools::…` name the appended module.
                Some("crate" | "self") => {}
                // `a::itertools::…`: some other module's item.
                Some(text) if tokens[i - 3].punct.is_none() && text != "use" => continue,
                // `::itertools::…`: the extern prelude, which a bundle has not.
                _ => {
                    paths.push(CratePath {
                        krate,
                        item: None,
                        at: token.range.start,
                    });
                    continue;
                }
            }
        }
        if !is_path_sep(tokens, i + 1) {
            // `use itertools;` would clash with the appended module; a bare name elsewhere is
            // some local variable.
            if prev(1) == Some("use") {
                paths.push(CratePath {
                    krate,
                    item: None,
                    at: token.range.start,
                });
            }
            continue;
        }
        let mut leaves = Vec::new();
        use_tree(view, tokens, i + 3, String::new(), &mut leaves);
        if leaves.is_empty() {
            paths.push(CratePath {
                krate,
                item: None,
                at: token.range.start,
            });
        }
        paths.extend(leaves.into_iter().map(|item| CratePath {
            krate,
            item: Some(item),
            at: token.range.start,
        }));
    }
    paths
}

/// True iff tokens `i` and `i + 1` are the two adjacent colons of a `::`.
fn is_path_sep(tokens: &[Token], i: usize) -> bool {
    match (tokens.get(i), tokens.get(i + 1)) {
        (Some(a), Some(b)) => {
            a.range.len() == 1
                && b.range.start == a.range.end
                && a.punct == Some(':')
                && b.punct == Some(':')
        }
        _ => false,
    }
}

/// Collects the leaves of the use-tree (or plain path) starting at token `i` below `prefix`;
/// returns the index of the first token after it.
fn use_tree(
    view: &str,
    tokens: &[Token],
    i: usize,
    prefix: String,
    leaves: &mut Vec<String>,
) -> usize {
    let Some(token) = tokens.get(i) else {
        leaves.push(prefix);
        return i;
    };
    match token.text(view) {
        "{" => {
            let mut j = i + 1;
            while let Some(t) = tokens.get(j) {
                match t.text(view) {
                    "}" => return j + 1,
                    "," => j += 1,
                    _ => j = use_tree(view, tokens, j, prefix.clone(), leaves).max(j + 1),
                }
            }
            j
        }
        "*" => {
            leaves.push(format!("{prefix}*"));
            i + 1
        }
        "self" => {
            leaves.push(prefix.trim_end_matches("::").to_owned());
            i + 1
        }
        name if token.punct.is_none() => {
            let path = format!("{prefix}{name}");
            if is_path_sep(tokens, i + 1)
                && tokens
                    .get(i + 3)
                    .is_some_and(|t| t.punct.is_none() || t.is(view, "{") || t.is(view, "*"))
            {
                return use_tree(view, tokens, i + 3, format!("{path}::"), leaves);
            }
            leaves.push(path);
            // Skip `as alias`.
            if tokens.get(i + 1).is_some_and(|t| t.is(view, "as")) {
                i + 3
            } else {
                i + 1
            }
        }
        _ => {
            leaves.push(prefix.trim_end_matches("::").to_owned());
            i
        }
    }
}

/// 1-based line number of byte `offset` of `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

/// `source` without its `#[cfg(test)]` items, each taken out with its attributes and the rest of
/// its last line.
pub fn without_test_items(source: &str) -> String {
    let view = code_view(source);
    let tokens = tokenize(&view);
    let mut cut: Vec<Range<usize>> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let is_cfg_test = ["#", "[", "cfg", "(", "test", ")", "]"]
            .iter()
            .enumerate()
            .all(|(k, text)| tokens.get(i + k).is_some_and(|t| t.is(&view, text)));
        if !is_cfg_test {
            i += 1;
            continue;
        }
        let end_token = item_end(&view, &tokens, i + 7);
        let start = line_start_if_blank_before(source, tokens[i].range.start);
        let end = tokens
            .get(end_token.saturating_sub(1))
            .map_or(source.len(), |t| t.range.end);
        let end = rest_of_line_if_blank(source, end);
        cut.push(start..end);
        i = end_token;
    }
    let mut kept = String::with_capacity(source.len());
    let mut from = 0;
    cut.push(source.len()..source.len());
    for range in cut {
        let mut segment = &source[from..range.start];
        // A cut between two blank lines leaves one.
        if from > 0 && kept.ends_with("\n\n") {
            segment = segment.trim_start_matches('\n');
        }
        kept.push_str(segment);
        from = range.end;
    }
    kept
}

/// The index of the token after the item that starts at token `i` (after its attributes):
/// after its first `;` outside brackets, or after the `}` closing its first top-level `{`.
fn item_end(view: &str, tokens: &[Token], mut i: usize) -> usize {
    let mut depth = 0usize;
    while let Some(token) = tokens.get(i) {
        i += 1;
        match token.text(view) {
            "(" | "[" => depth += 1,
            ")" | "]" => depth = depth.saturating_sub(1),
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i;
                }
            }
            ";" if depth == 0 => return i,
            _ => {}
        }
    }
    i
}

/// `offset`, or, if only spaces come before it on its line, the start of that line or of the
/// doc comments and attributes on the lines just above (they belong to the same item).
fn line_start_if_blank_before(text: &str, offset: usize) -> usize {
    let mut start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    if !text[start..offset].trim().is_empty() {
        return offset;
    }
    while start > 0 {
        let above = text[..start - 1].rfind('\n').map_or(0, |i| i + 1);
        let line = text[above..start].trim();
        let is_attribute = line.starts_with("#[") && line.ends_with(']');
        if !(line.starts_with("///") || is_attribute) {
            break;
        }
        start = above;
    }
    start
}

/// `offset`, or just past the end of its line if only spaces follow it on the line.
fn rest_of_line_if_blank(text: &str, offset: usize) -> usize {
    let end = text[offset..]
        .find('\n')
        .map_or(text.len(), |i| offset + i + 1);
    if text[offset..end].trim().is_empty() {
        end
    } else {
        offset
    }
}

/// `source` with every comment and every string, character and byte literal blanked to spaces,
/// byte for byte (newlines kept), so that offsets in it are offsets in `source`.
pub fn code_view(source: &str) -> String {
    let bytes = source.as_bytes();
    let mut view = bytes.to_vec();
    let blank = |view: &mut Vec<u8>, range: Range<usize>| {
        for b in &mut view[range] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        let end = if rest.starts_with(b"//") {
            rest.iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |k| i + k)
        } else if rest.starts_with(b"/*") {
            let mut depth = 0;
            let mut j = i;
            loop {
                if j >= bytes.len() {
                    break bytes.len();
                }
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break j;
                    }
                } else {
                    j += 1;
                }
            }
        } else if let Some(end) = raw_string_end(bytes, i, is_ident) {
            end
        } else if rest[0] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            (j + 1).min(bytes.len())
        } else if rest[0] == b'\'' {
            char_literal_end(source, i).unwrap_or(i + 1)
        } else if is_ident(rest[0]) {
            // Skip a whole identifier or number, so that `r` or `b` inside one starts nothing.
            let k = rest
                .iter()
                .position(|&b| !is_ident(b))
                .unwrap_or(rest.len());
            i += k;
            continue;
        } else {
            i += 1;
            continue;
        };
        if rest[0] != b'\'' || end > i + 1 {
            blank(&mut view, i..end);
        }
        i = end;
    }
    String::from_utf8(view).expect("blanking whole characters keeps UTF-8")
}

/// If a raw string (`r"…"`, `r#"…"#`, `br"…"`, `cr"…"`) starts at byte `i`, the offset after it.
fn raw_string_end(bytes: &[u8], i: usize, is_ident: impl Fn(u8) -> bool) -> Option<usize> {
    if i > 0 && is_ident(bytes[i - 1]) {
        return None;
    }
    let mut j = i;
    if matches!(bytes.get(j), Some(b'b') | Some(b'c')) {
        j += 1;
    }
    if bytes.get(j) != Some(&b'r') {
        return None;
    }
    j += 1;
    let hashes = bytes[j..].iter().take_while(|&&b| b == b'#').count();
    j += hashes;
    if bytes.get(j) != Some(&b'"') {
        return None;
    }
    let mut closing = vec![b'"'];
    closing.extend(std::iter::repeat_n(b'#', hashes));
    let close = bytes[j + 1..]
        .windows(closing.len())
        .position(|w| w == closing.as_slice())
        .map_or(bytes.len(), |k| j + 1 + k + closing.len());
    Some(close)
}

/// If a character literal starts at byte `i` (a `'`), the offset after it; `None` for a
/// lifetime or label.
fn char_literal_end(source: &str, i: usize) -> Option<usize> {
    let rest = &source[i + 1..];
    let mut chars = rest.char_indices();
    let (_, first) = chars.next()?;
    if first == '\\' {
        // An escape: `'\n'`, `'\''`, `'\u{1F600}'`.
        let after_escape = rest[1..]
            .char_indices()
            .nth(1)
            .map_or(rest.len(), |(k, _)| k + 1);
        let close = rest[after_escape..].find('\'')?;
        return Some(i + 1 + after_escape + close + 1);
    }
    let after_first = first.len_utf8();
    (rest[after_first..].starts_with('\'')).then_some(i + 1 + after_first + 1)
}

/// One token of the code view: an identifier or number, or one punctuation character.
#[derive(Clone, Debug)]
struct Token {
    range: Range<usize>,
    /// The character, for punctuation.
    punct: Option<char>,
}

impl Token {
    fn text<'a>(&self, view: &'a str) -> &'a str {
        &view[self.range.clone()]
    }

    fn is(&self, view: &str, text: &str) -> bool {
        self.text(view) == text
    }
}

/// The tokens of a code view: identifiers and numbers whole, other characters one by one.
fn tokenize(view: &str) -> Vec<Token> {
    let bytes = view.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_whitespace() {
            i += 1;
        } else if is_ident(b) {
            let end = bytes[i..]
                .iter()
                .position(|&b| !is_ident(b))
                .map_or(bytes.len(), |k| i + k);
            tokens.push(Token {
                range: i..end,
                punct: None,
            });
            i = end;
        } else {
            tokens.push(Token {
                range: i..i + 1,
                punct: Some(b as char),
            });
            i += 1;
        }
    }
    tokens
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
            let compiled = crate::build::rustc(&source, "2024", &format!("bundle-{name}"))
                .map_err(|e| format!("`rustc -O --edition 2024` rejects the bundle:\n{e}"))?;
            Ok(Box::leak(compiled.exe.into_boxed_path()))
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_items_are_dropped_with_their_attributes() {
        let source = "use proconio::input;\n\nfn main() {}\n\n/// Tests.\n#[allow(unused)]\n#[cfg(test)]\n#[allow(unused)]\nmod tests {\n    fn f() -> [u8; 1] { [b'}'; 1] }\n    // }\n    const S: &str = \"}\";\n}\n\n#[cfg(test)]\nuse itertools::iproduct;\nfn after() {}\n";
        let kept = without_test_items(source);
        assert_eq!(
            kept,
            "use proconio::input;\n\nfn main() {}\n\nfn after() {}\n"
        );
    }

    #[test]
    fn the_code_view_blanks_comments_and_literals_only() {
        let source = "let a = \"x::y\"; // itertools::z\nlet b = r#\"q\"#; let c = '\\''; fn f<'a>(x: &'a u8) {} /* /* */ */ let d = b'c';";
        let view = code_view(source);
        assert_eq!(view.len(), source.len());
        assert!(!view.contains("x::y") && !view.contains("itertools") && !view.contains('q'));
        assert!(view.contains("fn f<'a>(x: &'a u8) {}"));
        assert!(!view.contains("/*") && !view.contains("'c'") && !view.contains("'\\''"));
    }

    #[test]
    fn use_trees_are_expanded_into_their_leaves() {
        let source = "use proconio::{input, marker::{Usize1, Chars as C}};\nuse itertools::Itertools;\nfn main() { proconio::input! { n: usize } let e = proconio::is_stdin_empty(); }";
        let view = code_view(source);
        let tokens = tokenize(&view);
        let found: Vec<String> = crate_paths(&view, &tokens)
            .into_iter()
            .map(|p| format!("{}::{}", p.krate, p.item.unwrap_or_default()))
            .collect();
        assert_eq!(
            found,
            [
                "proconio::input",
                "proconio::marker::Usize1",
                "proconio::marker::Chars",
                "itertools::Itertools",
                "proconio::input",
                "proconio::is_stdin_empty",
            ]
        );
    }

    #[test]
    fn the_inline_itertools_methods_are_found() {
        let methods = inline_itertools_methods();
        for method in ["join", "sorted", "sorted_unstable", "tuple_combinations"] {
            assert!(methods.contains(method), "{method}");
        }
        assert!(methods.iter().all(|m| ITERTOOLS_0_14_METHODS.contains(m)));
    }

    #[test]
    fn an_unknown_item_is_refused_by_name() {
        let cases = [
            (
                "use proconio::read_value_interactive;\nfn main() {}",
                "`proconio::read_value_interactive`",
            ),
            (
                "use proconio::fastout;\n#[fastout]\nfn main() {}",
                "`proconio::fastout`",
            ),
            (
                "use itertools::iproduct;\nfn main() {}",
                "`itertools::iproduct`",
            ),
            (
                "fn main() { let v = itertools::repeat_n(1, 2); }",
                "`itertools::repeat_n`",
            ),
            (
                "use itertools::Itertools;\nfn main() { let m = [1].iter().minmax(); }",
                "`.minmax()`",
            ),
            (
                "extern crate itertools;\nfn main() {}",
                "extern crate itertools",
            ),
            (
                "use itertools;\nfn main() {}",
                "`itertools` is used other than as a path",
            ),
            ("use ::proconio::input;\nfn main() {}", "no leading `::`"),
        ];
        for (source, named) in cases {
            let error = bundle_source(source).unwrap_err();
            assert!(error.contains(named), "{source}: {error}");
            assert!(error.starts_with("line "), "{error}");
        }
    }

    #[test]
    fn own_functions_and_std_methods_are_not_taken_for_itertools() {
        let source = "use itertools::Itertools;\nstruct S;\nimpl S { fn minmax(&self) {} }\nfn main() { S.minmax(); let v = vec![1]; let _ = v.contains(&1); let s = [\"a\"].join(\" \"); let itertools = 1; let _ = itertools + 1; }";
        assert!(bundle_source(source).is_ok(), "{:?}", bundle_source(source));
    }

    #[test]
    fn only_the_modules_used_are_appended() {
        let bundle = bundle_source("use proconio::input;\nfn main() { input! { n: u8 } }").unwrap();
        assert!(bundle.contains("mod proconio") && !bundle.contains("mod itertools"));
        let plain = bundle_source("fn main() {}\n").unwrap();
        assert_eq!(plain, "fn main() {}\n");
    }
}

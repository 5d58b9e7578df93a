//! The inline proconio and itertools, made mechanically from the crates' own source as cargo
//! holds it (see the judge's `bundle::sources`, which finds the folders and caches the result): proconio
//! 0.5.0's, and itertools 0.14.0's with that of the `either` it re-exports.
//!
//! Each file of the crate's module tree is read as tokens and written back item by item, with its
//! module tree kept: doc comments, comments and test code dropped; `cfg`s evaluated for the crate's
//! default features (`use_std`, `use_alloc`; either's `std`; not proconio's `derive`, whose
//! attributes are our `macro_rules!` of [`crate::stand_ins`]); `crate::` and `$crate::` paths
//! pointed at the inline module; `alloc::` read as `std::`; `#[macro_export]` macros exported by a
//! `pub(crate) use`. Before each item a `//@` line says what it defines and what it needs to be
//! kept, which the judge's `bundle::shake` reads to keep only what a solution uses.

use crate::stand_ins;
use crate::syntax::{Node, is_path_sep, parse};
use anyhow::{Context, anyhow, bail};
use proc_macro2::Delimiter;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The marked inline itertools' contents, made from the `src` folders of itertools and either.
pub fn itertools(itertools_src: &Path, either_src: &Path) -> anyhow::Result<String> {
    let mut crates = [
        Crate::read(itertools_src, "crate::itertools", true)?,
        Crate::read(either_src, "crate::itertools::either", false)?,
    ];
    // Names of types and traits anywhere in either crate: what an impl or macro is keyed on.
    let mut types = BTreeSet::new();
    for krate in &crates {
        krate.root.collect_types(&mut types);
    }
    let [itertools, either] = &mut crates;
    // `either` becomes a private module of the inline itertools.
    either.root.name = "either".to_owned();
    either.root.header = "mod either {".to_owned();
    itertools
        .root
        .children
        .push(Entry::Module(std::mem::take(&mut either.root)));
    Ok(itertools.root.written(&types))
}

/// The marked inline proconio's contents, made from the `src` folder of proconio, with our
/// stand-ins ([`crate::stand_ins`]) for its `source/tokens.rs` and for proconio-derive.
pub fn proconio(proconio_src: &Path) -> anyhow::Result<String> {
    let root = "crate::proconio";
    let mut krate = Crate::read(proconio_src, root, false)?;
    let nodes = parse(stand_ins::MACROS)?;
    items(
        &nodes,
        stand_ins::MACROS,
        proconio_src,
        root,
        false,
        &mut krate.root.children,
    )?;
    let mut types = BTreeSet::new();
    krate.root.collect_types(&mut types);
    Ok(krate.root.written(&types))
}

/// One crate read into entries.
struct Crate {
    root: Module,
}

/// A module: its header line (`mod name {` with attributes and inner attributes) and entries.
#[derive(Default)]
struct Module {
    name: String,
    header: String,
    children: Vec<Entry>,
}

enum Entry {
    Module(Module),
    /// An item: the marker's words and the item's text.
    Item {
        marker: String,
        text: String,
    },
    /// A trait or inherent impl whose functions are kept one by one.
    Block {
        marker: String,
        header: String,
        items: Vec<(String, String)>,
    },
    /// Defined later, once every type name is known: a macro (`name`, body text) or an impl.
    Macro {
        name: String,
        text: String,
    },
    /// A macro called where an item goes, kept for the types of its arguments or its macro's body.
    Invoke {
        name: String,
        text: String,
    },
    Impl {
        keys: Vec<String>,
        text: String,
    },
}

impl Module {
    /// The module's entries written out with their markers; `types` are the names an impl or a
    /// macro call is keyed on.
    fn written(&self, types: &BTreeSet<String>) -> String {
        let mut macros = BTreeMap::new();
        self.collect_macros(&mut macros);
        let mut out = String::new();
        for entry in &self.children {
            entry.write(types, &macros, &mut out);
        }
        out
    }

    fn collect_macros(&self, macros: &mut BTreeMap<String, String>) {
        for entry in &self.children {
            match entry {
                Entry::Module(m) => m.collect_macros(macros),
                Entry::Macro { name, text } => {
                    macros.insert(name.clone(), text.clone());
                }
                _ => {}
            }
        }
    }

    fn collect_types(&self, types: &mut BTreeSet<String>) {
        for entry in &self.children {
            match entry {
                Entry::Module(m) => m.collect_types(types),
                Entry::Item { marker, .. } => {
                    if let Some(names) = marker.strip_prefix("type ") {
                        types.extend(names.split(' ').map(str::to_owned));
                    }
                }
                Entry::Block { marker, .. } => {
                    if let Some(name) = marker.strip_prefix("trait ") {
                        types.insert(name.to_owned());
                    }
                }
                _ => {}
            }
        }
    }
}

impl Entry {
    fn write(&self, types: &BTreeSet<String>, macros: &BTreeMap<String, String>, out: &mut String) {
        // Keys are kept only where they are itertools' or either's types and traits.
        let keyed = |keys: &mut dyn Iterator<Item = &str>| -> String {
            let keys: BTreeSet<&str> = keys.filter(|k| types.contains(*k)).collect();
            keys.into_iter().map(|k| format!(" {k}")).collect()
        };
        match self {
            Entry::Module(m) => {
                out.push_str(&format!("//@ mod {}\n{}\n", m.name, m.header));
                for child in &m.children {
                    child.write(types, macros, out);
                }
                out.push_str("//@ endmod\n}\n");
            }
            Entry::Item { marker, text } => {
                // `type` entries are plain definitions to the shaker.
                let marker = match marker.strip_prefix("type ") {
                    Some(names) => format!("def {names}"),
                    None => marker.clone(),
                };
                out.push_str(&format!("//@ {marker}\n{text}\n"));
            }
            Entry::Block {
                marker,
                header,
                items,
            } => {
                let marker = match marker.strip_prefix("impl") {
                    Some(keys) => format!("block impl{}", keyed(&mut keys.split_whitespace())),
                    None => format!("block {marker}"),
                };
                out.push_str(&format!("//@ {marker}\n{header}\n"));
                for (names, text) in items {
                    out.push_str(&format!("//@ def {names}\n{text}\n"));
                }
                out.push_str("//@ endblock\n}\n");
            }
            Entry::Macro { name, text } => {
                out.push_str(&format!("//@ macro {name}\n{text}\n"));
            }
            Entry::Invoke { name, text } => {
                let body = macros.get(name).map_or("", String::as_str);
                let keys = keyed(&mut idents(body).into_iter().chain(idents(text)));
                out.push_str(&format!("//@ invoke {name}{keys}\n{text}\n"));
            }
            Entry::Impl { keys, text } => {
                let keys = keyed(&mut keys.iter().map(String::as_str));
                out.push_str(&format!("//@ impl{keys}\n{text}\n"));
            }
        }
    }
}

/// The spans of the identifiers in `text`, in order, keywords included; a number's digits and
/// suffix (`1_000u64`) are no identifier.
fn ident_spans(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = text.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < bytes.len() {
            let (b, start) = (bytes[i], i);
            if word(b) {
                while i < bytes.len() && word(bytes[i]) {
                    i += 1;
                }
                if !b.is_ascii_digit() {
                    return Some((start, i));
                }
            } else {
                i += 1;
            }
        }
        None
    })
}

/// The identifiers of `text`, in order, each once (keywords too: they name nothing).
pub fn idents(text: &str) -> Vec<&str> {
    let mut seen = BTreeSet::new();
    ident_spans(text)
        .map(|(start, end)| &text[start..end])
        .filter(|name| seen.insert(*name))
        .collect()
}

/// How a text mentions an identifier.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mention {
    /// Alone (`Tee`, `checked_binomial(…)`): an item of the module the text is in, or a type.
    Bare(String),
    /// After a module's `::` (`tee::new`, `itertools::join`): that module's item.
    Path(String, String),
    /// After a `.` or a type's `::` (`x.join`, `Itertools::join`, `String::new`).
    Method(String),
    /// Called as a macro (`clone_fields!`).
    Macro(String),
}

/// The identifier characters at the end of `text` (empty if it ends in another character).
fn last_word(text: &str) -> &str {
    let start = text
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |k| k + 1);
    &text[start..]
}

/// Every identifier of `text`, each once, with how it is mentioned; a definition's own name
/// (after `fn`, `struct`, …) is no mention.
pub fn mentions(text: &str) -> Vec<Mention> {
    let mut found = BTreeSet::new();
    for (start, end) in ident_spans(text) {
        let name = text[start..end].to_owned();
        let before = text[..start].trim_end();
        let word_before = last_word(before);
        let after = text[end..].trim_start();
        if matches!(
            word_before,
            "fn" | "struct" | "enum" | "trait" | "union" | "mod"
        ) {
            continue;
        }
        if after.starts_with('!') && !after.starts_with("!=") {
            found.insert(Mention::Macro(name.clone()));
        }
        found.insert(if let Some(path) = before.strip_suffix("::") {
            let path = path.trim_end();
            let segment = last_word(path);
            if path.ends_with('>') || segment.starts_with(|c: char| c.is_ascii_uppercase()) {
                Mention::Method(name)
            } else if segment.is_empty() {
                Mention::Bare(name)
            } else {
                Mention::Path(segment.to_owned(), name)
            }
        } else if before.ends_with('.') && !before.ends_with("..") {
            Mention::Method(name)
        } else {
            Mention::Bare(name)
        });
    }
    found.into_iter().collect()
}

/// The value of a `cfg` predicate for the crates' default features without `test`, or `None` for
/// a predicate this does not know.
fn cfg_value(nodes: &[Node], src: &str) -> Option<bool> {
    let first = nodes.first()?.ident()?;
    match first {
        "feature" => {
            let value = &src[nodes.get(2)?.at()];
            Some(matches!(value, "\"use_std\"" | "\"use_alloc\"" | "\"std\""))
        }
        "test" | "doc" | "docsrs" | "miri" => Some(false),
        "all" | "any" | "not" => {
            let (_, children) = nodes.get(1)?.group()?;
            let values: Option<Vec<bool>> = children
                .split(|n| n.is_punct(','))
                .filter(|part| !part.is_empty())
                .map(|part| cfg_value(part, src))
                .collect();
            let values = values?;
            Some(match first {
                "all" => values.iter().all(|v| *v),
                "any" => values.iter().any(|v| *v),
                _ => !values.first().copied().unwrap_or(false),
            })
        }
        _ => None,
    }
}

/// What an attribute `#[…]` (its bracket group's children) does to what it is on.
enum Attr {
    /// A doc comment, `#[doc…]`, a true `cfg`, `macro_export`: dropped.
    Drop,
    /// A false `cfg`: the thing it is on is dropped too.
    Remove,
    /// `#[macro_export]`.
    MacroExport,
    /// Kept as written (`cfg_attr` with a true predicate: its attributes).
    Keep(Option<String>),
}

fn attribute(hash: &Node, group: &Node, src: &str) -> Attr {
    let text = &src[hash.at()];
    if text.starts_with("//") || text.starts_with("/*") {
        return Attr::Drop;
    }
    let Some((_, children)) = group.group() else {
        return Attr::Keep(None);
    };
    match children.first().and_then(Node::ident) {
        Some("doc") => Attr::Drop,
        Some("test") => Attr::Remove,
        Some("macro_export") => Attr::MacroExport,
        Some("cfg") => match children.get(1).and_then(Node::group) {
            Some((_, pred)) => match cfg_value(pred, src) {
                Some(true) => Attr::Drop,
                Some(false) => Attr::Remove,
                None => Attr::Keep(None),
            },
            None => Attr::Keep(None),
        },
        Some("cfg_attr") => {
            let Some((_, inner)) = children.get(1).and_then(Node::group) else {
                return Attr::Keep(None);
            };
            let comma = inner
                .iter()
                .position(|n| n.is_punct(','))
                .unwrap_or(inner.len());
            match cfg_value(&inner[..comma], src) {
                Some(false) => Attr::Drop,
                Some(true) => {
                    let rest = inner.get(comma + 1..).unwrap_or_default();
                    let attrs: Vec<String> = rest
                        .split(|n| n.is_punct(','))
                        .filter(|a| !a.is_empty())
                        .map(|a| {
                            let span = a[0].at().start..a[a.len() - 1].at().end;
                            format!("#[{}]", &src[span])
                        })
                        .collect();
                    if attrs.iter().any(|a| a.starts_with("#[doc")) {
                        Attr::Drop
                    } else {
                        Attr::Keep(Some(attrs.join(" ")))
                    }
                }
                None => Attr::Keep(None),
            }
        }
        _ => Attr::Keep(None),
    }
}

/// An indentation of `spaces` written with a quarter of them: one space a level.
fn compressed(spaces: usize) -> usize {
    spaces.div_ceil(4)
}

/// Writes tokens back as text: each token as in the source, the space between two tokens a
/// newline with the next line's indentation (one space a level) where the source had a line
/// break, else one space where the source had any, so that comments vanish; paths rewritten for
/// the inline module.
struct Emitter<'a> {
    src: &'a str,
    /// The path of the crate's root in the bundle (`crate::itertools`).
    root: &'a str,
    /// True for itertools, whose `either::` paths name the inline `either` module.
    itertools: bool,
    out: String,
    last_end: Option<usize>,
    /// Where the first token written since the last [`Emitter::take`] starts.
    first: Option<usize>,
}

impl<'a> Emitter<'a> {
    fn new(src: &'a str, root: &'a str, itertools: bool) -> Emitter<'a> {
        Emitter {
            src,
            root,
            itertools,
            out: String::new(),
            last_end: None,
            first: None,
        }
    }

    /// The text written since the last call, its lines after the first moved left by the first
    /// token's column in the source (so that a nested item is written as if it were not).
    fn take(&mut self) -> String {
        self.last_end = None;
        let text = std::mem::take(&mut self.out);
        let column = self.first.take().map_or(0, |at| {
            let line_start = self.src[..at].rfind('\n').map_or(0, |k| k + 1);
            compressed(at - line_start)
        });
        let mut lines = text.split('\n');
        let mut out = lines.next().unwrap_or_default().to_owned();
        for line in lines {
            out.push('\n');
            let spaces = line.len() - line.trim_start_matches(' ').len();
            out.push_str(&line[spaces.min(column)..]);
        }
        out
    }

    fn token(&mut self, start: usize, end: usize, text: &str) {
        self.first.get_or_insert(start);
        if let Some(last) = self.last_end {
            let gap = &self.src[last..start.max(last)];
            if let Some(nl) = gap.rfind('\n') {
                // The next line's indentation (after any comment that ends on it).
                let line = &gap[nl + 1..];
                self.out.push('\n');
                let indent = line.len() - line.trim_end().len();
                self.out.push_str(&" ".repeat(compressed(indent)));
            } else if !gap.is_empty() {
                self.out.push(' ');
            }
        }
        self.out.push_str(text);
        self.last_end = Some(end);
    }

    fn raw(&mut self, node: &Node) {
        let at = node.at();
        self.token(at.start, at.end, &self.src[at.clone()]);
    }

    /// Writes `nodes`, with doc attributes dropped, `cfg`s evaluated and paths rewritten.
    fn nodes(&mut self, nodes: &[Node]) {
        let mut i = 0;
        while i < nodes.len() {
            let node = &nodes[i];
            if node.is_punct('#')
                && let Some(next) = self.attribute(nodes, i)
            {
                i = next;
                continue;
            }
            match node {
                Node::Ident { .. } if node.is_ident("cfg") => {
                    i = self.cfg(nodes, i);
                    continue;
                }
                Node::Ident { .. } => self.ident(nodes, i),
                Node::Group { .. } => self.group(nodes, i),
                _ => self.raw(node),
            }
            i += 1;
        }
    }

    /// Writes the attribute `#[…]` or `#![…]` at `nodes[i]` as [`attribute`] says, and gives where
    /// the nodes after it start; `None` where it is kept as written.
    fn attribute(&mut self, nodes: &[Node], i: usize) -> Option<usize> {
        let node = &nodes[i];
        let bang = nodes.get(i + 1).is_some_and(|n| n.is_punct('!'));
        let g = i + 1 + usize::from(bang);
        let group = nodes.get(g).filter(|n| n.is_group(Delimiter::Bracket))?;
        match attribute(node, group, self.src) {
            Attr::Drop | Attr::MacroExport => {}
            Attr::Remove => {
                // In a body: let rustc drop it (a false predicate it can read).
                let at = node.at();
                self.token(at.start, at.start + 1, "#");
                let gat = group.at();
                self.token(gat.start, gat.end, "[cfg(any())]");
            }
            Attr::Keep(Some(text)) => {
                let at = node.at();
                self.token(at.start, group.at().end, &text);
            }
            Attr::Keep(None) => return None,
        }
        Some(g + 1)
    }

    /// Writes `cfg(…)` in a macro's arguments, or `cfg!(…)`, at `nodes[i]`, with its predicate
    /// evaluated where it is known (a predicate rustc can read); gives where the nodes after it
    /// start.
    fn cfg(&mut self, nodes: &[Node], i: usize) -> usize {
        let at = nodes[i].at();
        self.token(at.start, at.end, "cfg");
        let bang = nodes.get(i + 1).is_some_and(|n| n.is_punct('!'));
        let g = i + 1 + usize::from(bang);
        if bang {
            self.raw(&nodes[i + 1]);
        }
        match nodes.get(g) {
            Some(group @ Node::Group { children, .. })
                if group.is_group(Delimiter::Parenthesis) =>
            {
                match cfg_value(children, self.src) {
                    Some(value) => {
                        let gat = group.at();
                        let text = if value { "(all())" } else { "(any())" };
                        self.token(gat.start, gat.end, text);
                    }
                    None => self.nodes(std::slice::from_ref(group)),
                }
                g + 1
            }
            _ => i + 1 + usize::from(bang),
        }
    }

    /// Writes the identifier at `nodes[i]`, the first of a path rewritten for the inline module.
    fn ident(&mut self, nodes: &[Node], i: usize) {
        let node = &nodes[i];
        let at = node.at();
        let name = node.ident().unwrap_or_default();
        let prev = i.checked_sub(1).map(|k| &nodes[k]);
        let path_start =
            !(prev.is_some_and(|p| p.is_punct('.')) || i >= 2 && is_path_sep(nodes, i - 2));
        let text = if name == "crate" && is_path_sep(nodes, i + 1) && self.root != "crate" {
            self.root.to_owned()
        } else if name == "alloc" && path_start && is_path_sep(nodes, i + 1) {
            "std".to_owned()
        } else if name == "either" && self.itertools && path_start && is_path_sep(nodes, i + 1) {
            "crate::itertools::either".to_owned()
        } else {
            self.src[at.clone()].to_owned()
        };
        self.token(at.start, at.end, &text);
    }

    /// Writes the group at `nodes[i]`: `pub(crate)` as visible in the inline module, not in the
    /// whole bundle; any other with its contents written as [`Emitter::nodes`] writes them.
    fn group(&mut self, nodes: &[Node], i: usize) {
        let Node::Group {
            delimiter,
            at,
            children,
        } = &nodes[i]
        else {
            return;
        };
        let prev = i.checked_sub(1).map(|k| &nodes[k]);
        if *delimiter == Delimiter::Parenthesis
            && self.root != "crate"
            && prev.is_some_and(|p| p.is_ident("pub"))
            && children.len() == 1
            && children[0].is_ident("crate")
        {
            let text = format!("(in {})", self.root);
            self.token(at.start, at.end, &text);
        } else {
            let open = &self.src[at.start..at.start + 1].to_owned();
            self.token(at.start, at.start + 1, open);
            self.nodes(children);
            let close = &self.src[at.end - 1..at.end].to_owned();
            self.token(at.end - 1, at.end, close);
        }
    }
}

/// The leading attributes of the item at `nodes[i..]`: where they end, whether a `cfg` removes
/// the item, whether it is `#[macro_export]`.
struct Attrs {
    end: usize,
    removed: bool,
    macro_export: bool,
}

fn leading_attrs(nodes: &[Node], mut i: usize, src: &str, inner_ok: bool) -> Attrs {
    let mut attrs = Attrs {
        end: i,
        removed: false,
        macro_export: false,
    };
    while nodes.get(i).is_some_and(|n| n.is_punct('#')) {
        let bang = nodes.get(i + 1).is_some_and(|n| n.is_punct('!'));
        if bang && !inner_ok {
            break;
        }
        let g = i + 1 + usize::from(bang);
        let Some(group) = nodes.get(g).filter(|n| n.is_group(Delimiter::Bracket)) else {
            break;
        };
        match attribute(&nodes[i], group, src) {
            Attr::Drop => {}
            Attr::Remove => attrs.removed = true,
            Attr::MacroExport => attrs.macro_export = true,
            Attr::Keep(_) => {}
        }
        i = g + 1;
        if bang {
            attrs.end = i;
        }
    }
    if !inner_ok {
        attrs.end = i;
    }
    attrs
}

/// Where the item that starts at `nodes[i]` (after its attributes) ends, and its kind: the first
/// keyword that says what it is (`fn`, `impl`, `use`, …) or `!` for a macro call.
pub fn item_end(nodes: &[Node], i: usize) -> (usize, String) {
    let mut kind = String::new();
    let mut j = i;
    while j < nodes.len() {
        let node = &nodes[j];
        if kind.is_empty()
            && let Some(word) = node.ident()
        {
            {
                if matches!(
                    word,
                    "fn" | "struct"
                        | "enum"
                        | "union"
                        | "trait"
                        | "impl"
                        | "mod"
                        | "use"
                        | "static"
                        | "type"
                        | "extern"
                        | "macro_rules"
                ) || (word == "const" && !nodes.get(j + 1).is_some_and(|n| n.is_ident("fn")))
                {
                    kind = word.to_owned();
                } else if nodes.get(j + 1).is_some_and(|n| n.is_punct('!')) {
                    kind = "!".to_owned();
                }
            }
        }
        if node.is_punct(';') {
            return (j + 1, kind);
        }
        if node.is_group(Delimiter::Brace)
            && matches!(
                kind.as_str(),
                "fn" | "struct" | "enum" | "union" | "trait" | "impl" | "mod" | "macro_rules" | "!"
            )
        {
            // `name! { … }` and `macro_rules! name { … }` end at their braces; so do bodies.
            return (j + 1, kind);
        }
        j += 1;
    }
    (j, kind)
}

/// The name after keyword `word` in `nodes`.
fn name_after<'n>(nodes: &'n [Node], word: &str) -> Option<&'n str> {
    let k = nodes.iter().position(|n| n.is_ident(word))?;
    nodes.get(k + 1).and_then(Node::ident)
}

/// The idents of an impl's trait path and self type (its generics and `where` clause left out):
/// what it is kept for.
fn impl_keys(nodes: &[Node], src: &str) -> Vec<String> {
    let Some(start) = nodes.iter().position(|n| n.is_ident("impl")) else {
        return Vec::new();
    };
    let mut k = start + 1;
    // Skip `<…>` generics.
    if nodes.get(k).is_some_and(|n| n.is_punct('<')) {
        let mut depth = 0;
        while k < nodes.len() {
            let n = &nodes[k];
            let arrow = n.is_punct('>') && k > 0 && nodes[k - 1].is_punct('-');
            if n.is_punct('<') {
                depth += 1;
            } else if n.is_punct('>') && !arrow {
                depth -= 1;
                if depth == 0 {
                    k += 1;
                    break;
                }
            }
            k += 1;
        }
    }
    let mut keys = Vec::new();
    while k < nodes.len() {
        let n = &nodes[k];
        if n.is_ident("where") || n.is_group(Delimiter::Brace) {
            break;
        }
        if let Some(name) = n.ident() {
            keys.push(name.to_owned());
        }
        if let Some((_, children)) = n.group() {
            keys.extend(
                idents(
                    &src[children.first().map_or(0..0, |c| {
                        c.at().start..children.last().map_or(c.at().end, |l| l.at().end)
                    })],
                )
                .into_iter()
                .map(str::to_owned),
            );
        }
        k += 1;
    }
    keys
}

impl Crate {
    fn read(src_dir: &Path, root: &str, itertools: bool) -> anyhow::Result<Crate> {
        let lib = src_dir.join("lib.rs");
        let mut root_module = read_module(&lib, src_dir, root, itertools, true)?;
        root_module.name = root.rsplit("::").next().unwrap_or(root).to_owned();
        Ok(Crate { root: root_module })
    }
}

/// Where itertools' 2018 code does not compile in edition 2024, the same code in a form that
/// compiles in every edition: (file, text, replacement).
const ITERTOOLS_PATCHES: &[(&str, &str, &str)] = &[(
    // A `ref` binding under a default binding mode; `k` binds by reference without it.
    "permutations.rs",
    "PermutationState::Buffered { ref k, min_n } => {",
    "PermutationState::Buffered { k, min_n } => { let k: &usize = k;",
)];

/// Where proconio's macros, expanded in the solution's own crate (where a crate's macros are not),
/// would trip a lint the solution denies: `input! {}` leaves `locked_stdin` unused as `mut`.
const PROCONIO_PATCHES: &[(&str, &str, &str)] = &[(
    "lib.rs",
    "let mut locked_stdin = $crate::__acquire_global_stdin_lock();",
    "#[allow(unused_mut)] let mut locked_stdin = $crate::__acquire_global_stdin_lock();",
)];

/// The patches of the crate whose inline root is `root`.
fn patches(root: &str) -> &'static [(&'static str, &'static str, &'static str)] {
    match root {
        "crate::itertools" => ITERTOOLS_PATCHES,
        "crate::proconio" => PROCONIO_PATCHES,
        _ => &[],
    }
}

/// The text of `file` of the crate whose inline root is `root`: the file's own, patched, or our
/// stand-in for it.
fn module_text(file: &Path, root: &str) -> anyhow::Result<String> {
    if root == "crate::proconio" && file.ends_with("source/tokens.rs") {
        return Ok(stand_ins::TOKENS.to_owned());
    }
    let mut src = fs::read_to_string(file).with_context(|| format!("{}", file.display()))?;
    for (name, from, to) in patches(root) {
        if file.ends_with(name) {
            if !src.contains(from) {
                return Err(anyhow!(
                    "{}: `{from}` is gone; review the patch",
                    file.display()
                ));
            }
            src = src.replace(from, to);
        }
    }
    Ok(src)
}

/// Reads the module in `file` (whose child modules are in `dir`).
fn read_module(
    file: &Path,
    dir: &Path,
    root: &str,
    itertools: bool,
    crate_root: bool,
) -> anyhow::Result<Module> {
    let src = module_text(file, root)?;
    let nodes = parse(&src)?;
    let mut module = Module::default();
    // Inner attributes of a submodule file (`#![allow(deprecated)]`) go on its header line.
    let attrs = leading_attrs(&nodes, 0, &src, true);
    let mut inner = Vec::new();
    let mut i = 0;
    while i < attrs.end {
        let bang = nodes.get(i + 1).is_some_and(|n| n.is_punct('!'));
        let g = i + 1 + usize::from(bang);
        if !crate_root && matches!(attribute(&nodes[i], &nodes[g], &src), Attr::Keep(None)) {
            inner.push(src[nodes[i].at().start..nodes[g].at().end].to_owned());
        }
        i = g + 1;
    }
    module.header = inner.join(" ");
    items(
        &nodes[attrs.end..],
        &src,
        dir,
        root,
        itertools,
        &mut module.children,
    )?;
    Ok(module)
}

/// What the items of a module are read with: the source text, the folder of its child modules'
/// files, the path of the crate's root in the bundle, and whether the crate is itertools.
#[derive(Clone, Copy)]
struct Place<'a> {
    src: &'a str,
    dir: &'a Path,
    root: &'a str,
    itertools: bool,
}

/// The entries of the items `nodes` of a module in `dir`.
fn items(
    nodes: &[Node],
    src: &str,
    dir: &Path,
    root: &str,
    itertools: bool,
    out: &mut Vec<Entry>,
) -> anyhow::Result<()> {
    let place = Place {
        src,
        dir,
        root,
        itertools,
    };
    let mut emit = Emitter::new(src, root, itertools);
    let mut i = 0;
    while i < nodes.len() {
        let start = i;
        let attrs = leading_attrs(nodes, i, src, false);
        let (end, kind) = item_end(nodes, attrs.end);
        let item = &nodes[start..end];
        let body = &nodes[attrs.end..end];
        i = end;
        if attrs.removed || kind == "extern" || body.is_empty() {
            continue;
        }
        let head = &nodes[start..attrs.end];
        match kind.as_str() {
            "mod" => out.extend(module_entry(head, body, place)?),
            "use" => use_entries(head, body, place, out),
            "impl" => out.push(impl_entry(item, body, place, &mut emit)?),
            "trait" if name_after(body, "trait") == Some("Itertools") => {
                let Some(Node::Group { children, .. }) = body.last() else {
                    bail!("trait Itertools without a body");
                };
                emit.nodes(&item[..item.len() - 1]);
                let header = squeeze(&format!("{} {{", emit.take().replace('\n', " ")));
                let subs = block_items(children, src, root, itertools)?;
                out.push(Entry::Block {
                    marker: "trait Itertools".to_owned(),
                    header,
                    items: subs,
                });
            }
            "macro_rules" => macro_entries(item, body, attrs.macro_export, &mut emit, out)?,
            "!" => {
                let name = body
                    .iter()
                    .find_map(Node::ident)
                    .context("a macro call without a name")?
                    .to_owned();
                emit.nodes(item);
                out.push(Entry::Invoke {
                    name,
                    text: emit.take(),
                });
            }
            _ => {
                let word = kind.as_str();
                let name = name_after(body, word).unwrap_or("_").to_owned();
                emit.nodes(item);
                let text = emit.take();
                let marker = if matches!(word, "struct" | "enum" | "union" | "trait" | "type") {
                    format!("type {name}")
                } else {
                    format!("def {name}")
                };
                out.push(Entry::Item { marker, text });
            }
        }
    }
    Ok(())
}

/// The module `mod name …` (its attributes `head`, the rest `body`), read from its braces or its
/// file; `None` for a module a `cfg` removes.
fn module_entry(head: &[Node], body: &[Node], place: Place) -> anyhow::Result<Option<Entry>> {
    let Place {
        src,
        dir,
        root,
        itertools,
    } = place;
    let name = name_after(body, "mod")
        .context("a mod without a name")?
        .to_owned();
    let mut header_emit = Emitter::new(src, root, itertools);
    header_emit.nodes(head);
    let keyword = body.iter().position(|n| n.is_ident("mod")).unwrap_or(0);
    header_emit.nodes(&body[..(keyword + 2).min(body.len())]);
    let head = squeeze(&header_emit.take().replace('\n', " "));
    let mut module = match body.last() {
        Some(Node::Group { children, .. }) => {
            let mut m = Module::default();
            let sub = dir.join(&name);
            items(children, src, &sub, root, itertools, &mut m.children)?;
            m
        }
        _ => {
            let flat = dir.join(format!("{name}.rs"));
            let file = if flat.is_file() {
                flat
            } else {
                dir.join(&name).join("mod.rs")
            };
            read_module(&file, &dir.join(&name), root, itertools, false)?
        }
    };
    if module.header.contains("cfg(") && module.header.contains("any()") {
        return Ok(None);
    }
    let inner = std::mem::take(&mut module.header);
    module.header = if inner.is_empty() {
        format!("{head} {{")
    } else {
        format!("{head} {{ {inner}")
    };
    module.name = name;
    Ok(Some(Entry::Module(module)))
}

/// The entries of a `use` item (its attributes `head`, the rest `body`): one a leaf of its tree.
fn use_entries(head: &[Node], body: &[Node], place: Place, out: &mut Vec<Entry>) {
    let Place {
        src,
        root,
        itertools,
        ..
    } = place;
    let vis_end = body.iter().position(|n| n.is_ident("use")).unwrap_or(0);
    // Attributes kept (`#[allow(deprecated)]`) and visibility, then each leaf.
    let mut prefix_emit = Emitter::new(src, root, itertools);
    prefix_emit.nodes(head);
    prefix_emit.nodes(&body[..vis_end]);
    let prefix = prefix_emit.take();
    let mut leaves = Vec::new();
    use_leaves(
        &body[vis_end + 1..],
        src,
        root,
        itertools,
        String::new(),
        &mut leaves,
    );
    for (path, local, target) in leaves {
        let line = if prefix.is_empty() {
            format!("use {path};")
        } else {
            format!("{prefix} use {path};")
        };
        // A `pub use` re-exports (its module is written for it); a `use` imports. A private
        // `use` of std is written with its module: a trait it imports may be used without its
        // name (`write!` needs `fmt::Write`).
        let std = ["std::", "core::", "::std::", "::core::"]
            .iter()
            .any(|p| path.starts_with(p));
        let word = if prefix.contains("pub") {
            "reexport"
        } else if std {
            "stduse"
        } else {
            "use"
        };
        let marker = if word == "stduse" {
            word.to_owned()
        } else if local == "*" {
            format!("glob {target}")
        } else if local == target {
            format!("{word} {local}")
        } else {
            format!("{word} {local} {target}")
        };
        out.push(Entry::Item { marker, text: line });
    }
}

/// The entry of an `impl` item: an inherent impl's functions one by one, any other whole.
fn impl_entry(
    item: &[Node],
    body: &[Node],
    place: Place,
    emit: &mut Emitter,
) -> anyhow::Result<Entry> {
    let brace = body.last().filter(|n| n.is_group(Delimiter::Brace));
    let is_inherent = !body.iter().take(body.len() - 1).any(|n| n.is_ident("for"));
    let keys = impl_keys(body, place.src);
    Ok(match (brace, is_inherent) {
        (Some(Node::Group { children, .. }), true) => {
            emit.nodes(&item[..item.len() - 1]);
            let header = squeeze(&format!("{} {{", emit.take().replace('\n', " ")));
            let subs = block_items(children, place.src, place.root, place.itertools)?;
            Entry::Block {
                marker: format!("impl{}", join_keys(&keys)),
                header,
                items: subs,
            }
        }
        _ => {
            emit.nodes(item);
            Entry::Impl {
                keys,
                text: emit.take(),
            }
        }
    })
}

/// The entries of a `macro_rules!` item: the macro, and its export where it is `#[macro_export]`.
fn macro_entries(
    item: &[Node],
    body: &[Node],
    exported: bool,
    emit: &mut Emitter,
    out: &mut Vec<Entry>,
) -> anyhow::Result<()> {
    let name = name_after(body, "macro_rules")
        .or_else(|| body.get(2).and_then(Node::ident))
        .context("macro_rules without a name")?
        .to_owned();
    emit.nodes(item);
    let text = emit.take();
    out.push(Entry::Macro {
        name: name.clone(),
        text,
    });
    if exported {
        // Exported at the inline module's own path, as `$crate::name!` reaches it.
        out.push(Entry::Item {
            marker: format!("reexport {name}"),
            text: format!("pub(crate) use {name};"),
        });
    }
    Ok(())
}

fn join_keys(keys: &[String]) -> String {
    let set: BTreeSet<&str> = keys.iter().map(String::as_str).collect();
    // Filtered to type names when written: the `impl` marker keeps them all for now.
    set.into_iter().map(|k| format!(" {k}")).collect()
}

/// `text` with runs of spaces made one.
fn squeeze(text: &str) -> String {
    let mut out = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// The functions and other items of a trait's or an impl's body: (name, text) each.
fn block_items(
    nodes: &[Node],
    src: &str,
    root: &str,
    itertools: bool,
) -> anyhow::Result<Vec<(String, String)>> {
    let mut emit = Emitter::new(src, root, itertools);
    let mut subs = Vec::new();
    let mut i = 0;
    while i < nodes.len() {
        let attrs = leading_attrs(nodes, i, src, false);
        let (end, kind) = item_end(nodes, attrs.end);
        let body = &nodes[attrs.end..end];
        let item = &nodes[i..end];
        i = end;
        if attrs.removed || body.is_empty() {
            continue;
        }
        let word = if kind.is_empty() { "fn" } else { kind.as_str() };
        let name = name_after(body, word).unwrap_or("_").to_owned();
        emit.nodes(item);
        subs.push((name, emit.take()));
    }
    Ok(subs)
}

/// The leaves of a use tree: (path text, local name, the name it needs).
fn use_leaves(
    nodes: &[Node],
    src: &str,
    root: &str,
    itertools: bool,
    prefix: String,
    out: &mut Vec<(String, String, String)>,
) {
    let nodes: Vec<&Node> = nodes.iter().filter(|n| !n.is_punct(';')).collect();
    // Split at top level into the path segments before a group or leaf.
    let mut path = prefix;
    let mut k = 0;
    let mut last = String::new();
    while k < nodes.len() {
        let n = nodes[k];
        match n {
            Node::Ident { .. } => {
                let name = n.ident().unwrap_or_default();
                let first = path.is_empty();
                let segment = if name == "crate" && first {
                    root.to_owned()
                } else if name == "alloc" && first {
                    "std".to_owned()
                } else if name == "either" && first && itertools {
                    "crate::itertools::either".to_owned()
                } else if name == "as" {
                    let alias = nodes.get(k + 1).and_then(|n| n.ident()).unwrap_or("_");
                    out.push((format!("{path} as {alias}"), alias.to_owned(), last.clone()));
                    return;
                } else {
                    src[n.at()].to_owned()
                };
                if name == "self" && !first {
                    // `use a::b::{self}` or `{self as c}`: the module `b` itself.
                    let trimmed = path.trim_end_matches("::").to_owned();
                    let target = trimmed.rsplit("::").next().unwrap_or_default().to_owned();
                    match nodes.get(k + 2).and_then(|n| n.ident()) {
                        Some(alias) if nodes[k + 1].is_ident("as") => {
                            out.push((format!("{trimmed} as {alias}"), alias.to_owned(), target));
                        }
                        _ => out.push((trimmed, target.clone(), target)),
                    }
                    return;
                }
                path.push_str(&segment);
                last = name.to_owned();
                k += 1;
            }
            Node::Punct { ch: ':', .. } => {
                path.push(':');
                k += 1;
            }
            Node::Punct { ch: '*', .. } => {
                let module = path
                    .trim_end_matches("::")
                    .rsplit("::")
                    .next()
                    .unwrap_or_default()
                    .to_owned();
                out.push((format!("{path}*"), "*".to_owned(), module));
                return;
            }
            Node::Group {
                delimiter: Delimiter::Brace,
                children,
                ..
            } => {
                let parts: Vec<&[Node]> = children.split(|c| c.is_punct(',')).collect();
                for part in parts {
                    if !part.is_empty() {
                        use_leaves(part, src, root, itertools, path.clone(), out);
                    }
                }
                return;
            }
            _ => k += 1,
        }
    }
    if !last.is_empty() {
        out.push((path, last.clone(), last));
    }
}

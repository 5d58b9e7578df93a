//! Only what a solution uses of an inline module: reads the `//@` lines that
//! [`super::generate`] writes before each item (what it defines, what it is kept for) and keeps
//! the items that the solution's names reach, following the names each kept item mentions. An
//! over-approximation (a name mentioned is a name needed), so the result compiles wherever the
//! whole module does; a lowercase name counts in the module it is mentioned in (or named by its
//! path), so that a local variable `new` keeps no module's `fn new`, while types, traits and
//! macros count everywhere.
//!
//! The markers: `def a b` (kept if a name it defines is needed), `impl k…` (if every key is:
//! the types and traits of its trait path and self type), `macro m` (if `m!` is called or `m`
//! named), `invoke m k…` (if any key is needed, or, with none, if `m` is kept), `use local
//! [target]` and `reexport local [target]` (if `local` is needed; a re-export also writes its
//! module), `stduse` (a `use` of std, written with its module), `glob module` (written if that
//! module is), `mod name` … `endmod` (written if anything in it is kept, or its name is needed),
//! `block trait T` / `block impl k…` … `endblock` (a trait or inherent impl whose functions are
//! kept one by one, as methods). The line after `mod`, `block`, `endmod` and `endblock` is the
//! header or the closing brace.

use super::generate::{Mention, mentions};
use anyhow::Context;
use std::collections::{HashMap, HashSet};

/// One entry of a marked module.
#[derive(Debug)]
enum Entry<'a> {
    Module {
        name: &'a str,
        header: &'a str,
        footer: &'a str,
        children: Vec<Entry<'a>>,
    },
    Block {
        key: Key<'a>,
        header: &'a str,
        footer: &'a str,
        mentions: Vec<Mention>,
        children: Vec<Entry<'a>>,
    },
    Item {
        key: Key<'a>,
        text: String,
        mentions: Vec<Mention>,
        /// True for a function of a trait or an inherent impl: reached as a method.
        method: bool,
    },
}

#[derive(Debug, Clone)]
enum Key<'a> {
    Def(Vec<&'a str>),
    Impl(Vec<&'a str>),
    Macro(&'a str),
    Invoke(&'a str, Vec<&'a str>),
    /// A `use` leaf's local name; true for a `pub use`.
    Use(&'a str, bool),
    Glob(&'a str),
    /// A private `use` of std: written with its module.
    StdUse,
    Trait(&'a str),
}

/// What is needed so far: names (`Type`, `module::name`, `*::name` for any module, `name!` for
/// a macro) and method names.
#[derive(Default)]
struct Needs {
    names: HashSet<String>,
    methods: HashSet<String>,
}

impl Needs {
    /// Adds what `mentions`, written in module `module`, need.
    fn add(&mut self, mentions: &[Mention], module: &str) {
        for mention in mentions {
            match mention {
                Mention::Method(name) => {
                    self.methods.insert(name.clone());
                }
                Mention::Macro(name) => {
                    self.names.insert(format!("{name}!"));
                }
                Mention::Bare(name) | Mention::Path(_, name) if is_type(name) => {
                    self.names.insert(name.clone());
                }
                Mention::Bare(name) => {
                    self.names.insert(format!("{module}::{name}"));
                }
                Mention::Path(path, name) => {
                    let scope = match path.as_str() {
                        "self" => module,
                        // `super::` and `crate::` name a module this does not follow.
                        "super" | "crate" => "*",
                        path => path,
                    };
                    self.names.insert(format!("{scope}::{name}"));
                }
            }
        }
    }

    fn len(&self) -> usize {
        self.names.len() + self.methods.len()
    }
}

/// True for a name that counts everywhere: a type's, a trait's, a variant's.
fn is_type(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
}

/// A marked module, read.
pub struct Marked<'a> {
    /// The name of the root module (`itertools`).
    root: &'a str,
    entries: Vec<Entry<'a>>,
    /// For each module, the modules that re-export all of it (`pub use crate::free::*;` at the
    /// root): a name needed there is needed in it.
    globbed_into: HashMap<&'a str, Vec<&'a str>>,
    /// For each method name of a trait the module defines, those traits: the module's own code
    /// that calls `x.join(…)` (itertools' free `join`) needs the trait `Itertools` in scope, though
    /// it never names it.
    method_traits: HashMap<&'a str, Vec<&'a str>>,
}

impl<'a> Marked<'a> {
    /// Reads the marked text `text` of the module `root`.
    pub fn new(root: &'a str, text: &'a str) -> anyhow::Result<Marked<'a>> {
        let mut lines = text.lines().peekable();
        let entries = read_entries(&mut lines, None, false)?;
        let mut globbed_into: HashMap<&str, Vec<&str>> = HashMap::new();
        fn globs<'a>(
            entries: &[Entry<'a>],
            module: &'a str,
            out: &mut HashMap<&'a str, Vec<&'a str>>,
        ) {
            for entry in entries {
                match entry {
                    Entry::Module { name, children, .. } => globs(children, name, out),
                    Entry::Item {
                        key: Key::Glob(target),
                        ..
                    } => out.entry(target).or_default().push(module),
                    _ => {}
                }
            }
        }
        globs(&entries, root, &mut globbed_into);
        fn trait_methods<'a>(entries: &[Entry<'a>], out: &mut HashMap<&'a str, Vec<&'a str>>) {
            for entry in entries {
                match entry {
                    Entry::Module { children, .. } => trait_methods(children, out),
                    Entry::Block {
                        key: Key::Trait(name),
                        children,
                        ..
                    } => {
                        for child in children {
                            if let Entry::Item {
                                key: Key::Def(methods),
                                method: true,
                                ..
                            } = child
                            {
                                for method in methods {
                                    out.entry(method).or_default().push(name);
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        let mut method_traits = HashMap::new();
        trait_methods(&entries, &mut method_traits);
        Ok(Marked {
            root,
            entries,
            globbed_into,
            method_traits,
        })
    }

    /// The module with only what the identifiers of `code` (a solution's code, comments and
    /// literals blanked) and the names `extra` reach, as text. A method call of `code` named in
    /// `own` (a method the solution defines itself) is taken for the solution's, not the
    /// module's: the caller compiles the result and falls back to `own` empty where that is wrong.
    pub fn shake(&self, code: &str, extra: &[&str], own: &[&str]) -> String {
        let mut needed = Needs::default();
        needed.add(&mentions(code), self.root);
        needed
            .methods
            .retain(|method| !own.contains(&method.as_str()));
        needed.names.extend(extra.iter().map(|n| n.to_string()));
        let mut kept: HashSet<*const Entry> = HashSet::new();
        let mut macros: HashSet<&str> = HashSet::new();
        loop {
            let before = (kept.len(), needed.len());
            self.grow(
                &self.entries,
                self.root,
                &mut needed,
                &mut kept,
                &mut macros,
            );
            if (kept.len(), needed.len()) == before {
                break;
            }
        }
        // A module is written for what it keeps, or where its name is needed.
        let named: HashSet<&str> = needed
            .names
            .iter()
            .filter_map(|n| n.rsplit_once("::").map(|(_, name)| name))
            .collect();
        let mut written: HashSet<&str> = HashSet::new();
        mark_written(&self.entries, &named, &kept, &mut written);
        let mut out = String::new();
        write(&self.entries, &kept, &written, &needed, &mut out);
        out
    }

    /// True iff a name `name` defined in `module` is needed.
    fn needs(&self, needed: &Needs, module: &str, name: &str) -> bool {
        if is_type(name) {
            return needed.names.contains(name);
        }
        let mut scopes = vec![module];
        let mut k = 0;
        while k < scopes.len() {
            if let Some(into) = self.globbed_into.get(scopes[k]) {
                for m in into {
                    if !scopes.contains(m) {
                        scopes.push(m);
                    }
                }
            }
            k += 1;
        }
        scopes
            .iter()
            .chain(std::iter::once(&"*"))
            .any(|scope| needed.names.contains(&format!("{scope}::{name}")))
    }

    /// True iff an entry of `module` with `key` is needed now (`method`: a function of a trait
    /// or an inherent impl).
    fn meets(
        &self,
        key: &Key,
        module: &str,
        method: bool,
        needed: &Needs,
        macros: &HashSet<&str>,
    ) -> bool {
        match key {
            Key::Def(names) if method => names.iter().any(|n| needed.methods.contains(*n)),
            Key::Def(names) => names.iter().any(|n| self.needs(needed, module, n)),
            Key::Impl(keys) => keys.iter().all(|k| needed.names.contains(*k)),
            Key::Macro(m) => {
                needed.names.contains(&format!("{m}!"))
                    || self.needs(needed, module, m)
                    || self.needs(needed, self.root, m)
            }
            Key::Invoke(m, keys) if keys.is_empty() => macros.contains(m),
            Key::Invoke(_, keys) => keys.iter().any(|k| needed.names.contains(*k)),
            Key::Use(local, _) => {
                self.needs(needed, module, local) || needed.names.contains(&format!("{local}!"))
            }
            Key::Trait(t) => needed.names.contains(*t),
            // Written with its module, once the modules written are known.
            Key::Glob(_) | Key::StdUse => false,
        }
    }

    /// The traits whose methods the module's own kept code calls (see `method_traits`).
    fn add_method_traits(&self, mentions: &[Mention], needed: &mut Needs) {
        for mention in mentions {
            if let Mention::Method(name) = mention
                && let Some(traits) = self.method_traits.get(name.as_str())
            {
                needed.names.extend(traits.iter().map(|t| t.to_string()));
            }
        }
    }

    /// One pass: keeps every entry whose key the needs now meet, adding what it mentions.
    fn grow<'e>(
        &self,
        entries: &'e [Entry<'e>],
        module: &'e str,
        needed: &mut Needs,
        kept: &mut HashSet<*const Entry<'e>>,
        macros: &mut HashSet<&'e str>,
    ) {
        for entry in entries {
            let ptr: *const Entry = entry;
            match entry {
                Entry::Module { name, children, .. } => {
                    self.grow(children, name, needed, kept, macros)
                }
                Entry::Block {
                    key,
                    mentions,
                    children,
                    ..
                } => {
                    if !kept.contains(&ptr) && self.meets(key, module, false, needed, macros) {
                        kept.insert(ptr);
                        needed.add(mentions, module);
                        self.add_method_traits(mentions, needed);
                    }
                    if kept.contains(&ptr) {
                        self.grow(children, module, needed, kept, macros);
                    }
                }
                Entry::Item {
                    key,
                    mentions,
                    method,
                    ..
                } => {
                    if !kept.contains(&ptr) && self.meets(key, module, *method, needed, macros) {
                        kept.insert(ptr);
                        needed.add(mentions, module);
                        self.add_method_traits(mentions, needed);
                        if let Key::Macro(name) = key {
                            macros.insert(name);
                        }
                    }
                }
            }
        }
    }
}

type Lines<'a> = std::iter::Peekable<std::str::Lines<'a>>;

/// The entries up to the `//@` line `end`; `in_block`: a trait's or impl's functions.
fn read_entries<'a>(
    lines: &mut Lines<'a>,
    end: Option<&str>,
    in_block: bool,
) -> anyhow::Result<Vec<Entry<'a>>> {
    let mut entries = Vec::new();
    while let Some(line) = lines.next() {
        let Some(marker) = line.strip_prefix("//@ ") else {
            // Text outside any item (the generator's header comment).
            continue;
        };
        let words: Vec<&'a str> = marker.split(' ').filter(|w| !w.is_empty()).collect();
        let (kind, args) = words.split_first().context("an empty //@ line")?;
        match *kind {
            "endmod" | "endblock" => {
                if end != Some(*kind) {
                    return Err(anyhow::anyhow!("an unmatched //@ {kind}"));
                }
                return Ok(entries);
            }
            "mod" => {
                let header = lines.next().context("a //@ mod without a header")?;
                let children = read_entries(lines, Some("endmod"), false)?;
                let footer = lines.next().context("a module without its closing line")?;
                entries.push(Entry::Module {
                    name: args.first().copied().unwrap_or_default(),
                    header,
                    footer,
                    children,
                });
            }
            "block" => {
                let header = lines.next().context("a //@ block without a header")?;
                let children = read_entries(lines, Some("endblock"), true)?;
                let footer = lines.next().context("a block without its closing line")?;
                let key = match args.split_first() {
                    Some((&"trait", [name])) => Key::Trait(name),
                    Some((&"impl", keys)) => Key::Impl(keys.to_vec()),
                    _ => return Err(anyhow::anyhow!("a bad //@ block line: {line}")),
                };
                entries.push(Entry::Block {
                    key,
                    header,
                    footer,
                    mentions: mentions(header),
                    children,
                });
            }
            _ => {
                let key = match (*kind, args) {
                    ("def", names) => Key::Def(names.to_vec()),
                    ("impl", keys) => Key::Impl(keys.to_vec()),
                    ("macro", [name]) => Key::Macro(name),
                    ("invoke", [name, keys @ ..]) => Key::Invoke(name, keys.to_vec()),
                    ("use", [local, ..]) => Key::Use(local, false),
                    ("reexport", [local, ..]) => Key::Use(local, true),
                    ("glob", [module]) => Key::Glob(module),
                    ("stduse", []) => Key::StdUse,
                    _ => return Err(anyhow::anyhow!("a bad //@ line: {line}")),
                };
                let mut text = String::new();
                while let Some(next) = lines.peek() {
                    if next.starts_with("//@ ") {
                        break;
                    }
                    text.push_str(next);
                    text.push('\n');
                    lines.next();
                }
                entries.push(Entry::Item {
                    key,
                    mentions: mentions(&text),
                    text,
                    method: in_block,
                });
            }
        }
    }
    match end {
        None => Ok(entries),
        Some(kind) => Err(anyhow::anyhow!("no //@ {kind}")),
    }
}

/// Collects the names of the modules to write: those with anything kept (a private `use` does
/// not count), and those whose names are needed. True iff `entries` keep anything.
fn mark_written<'a>(
    entries: &'a [Entry<'a>],
    named: &HashSet<&str>,
    kept: &HashSet<*const Entry<'a>>,
    written: &mut HashSet<&'a str>,
) -> bool {
    let mut any = false;
    for entry in entries {
        match entry {
            Entry::Module { name, children, .. } => {
                if mark_written(children, named, kept, written) || named.contains(name) {
                    written.insert(name);
                    any = true;
                }
            }
            Entry::Item {
                key: Key::Use(_, false),
                ..
            } => {}
            _ => any |= kept.contains(&(entry as *const Entry)),
        }
    }
    any
}

fn write(
    entries: &[Entry],
    kept: &HashSet<*const Entry>,
    written: &HashSet<&str>,
    needed: &Needs,
    out: &mut String,
) {
    for entry in entries {
        let is_kept = kept.contains(&(entry as *const Entry));
        match entry {
            Entry::Module {
                name,
                header,
                footer,
                children,
            } => {
                if written.contains(name) {
                    out.push_str(header);
                    out.push('\n');
                    write(children, kept, written, needed, out);
                    out.push_str(footer);
                    out.push('\n');
                }
            }
            Entry::Block {
                header,
                footer,
                children,
                ..
            } => {
                if is_kept {
                    out.push_str(header);
                    out.push('\n');
                    write(children, kept, written, needed, out);
                    out.push_str(footer);
                    out.push('\n');
                }
            }
            Entry::Item { key, text, .. } => {
                let with_module = match key {
                    // A glob of a module written, or of an enum kept (`use Enum::*`).
                    Key::Glob(target) => written.contains(target) || needed.names.contains(*target),
                    Key::StdUse => true,
                    _ => false,
                };
                if is_kept || with_module {
                    out.push_str(text);
                }
            }
        }
    }
}

/// Every name a marked module defines, by kind (`mod`, `def`, `method` of its trait, `macro`).
pub fn defined<'a>(marked: &Marked<'a>) -> Vec<(&'static str, &'a str)> {
    fn walk<'a>(entries: &[Entry<'a>], out: &mut Vec<(&'static str, &'a str)>, in_trait: bool) {
        for entry in entries {
            match entry {
                Entry::Module { name, children, .. } => {
                    out.push(("mod", name));
                    walk(children, out, false);
                }
                Entry::Block { key, children, .. } => {
                    walk(children, out, matches!(key, Key::Trait(_)));
                }
                Entry::Item {
                    key: Key::Def(names),
                    ..
                } => {
                    let kind = if in_trait { "method" } else { "def" };
                    out.extend(names.iter().map(|n| (kind, *n)));
                }
                Entry::Item {
                    key: Key::Macro(name),
                    ..
                } => out.push(("macro", name)),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(&marked.entries, &mut out, false);
    out
}

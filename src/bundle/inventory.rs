//! What the inline modules provide: the paths below `proconio::`, the `Itertools` methods, and
//! the names of every itertools 0.14.0 method (to refuse the ones the inline module lacks).

use std::collections::BTreeSet;

/// The inline `mod proconio`: proconio 0.5.0's own code, std only.
pub const INLINE_PROCONIO: &str = include_str!("proconio.rs");

/// The inline `mod itertools`, whole: [`inline_itertools`] takes the parts a solution uses.
pub const INLINE_ITERTOOLS: &str = include_str!("itertools.rs");

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
pub const ITERTOOLS_0_14_METHODS: &[&str] = &[
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

/// The public names at the root of itertools 0.14.0 (with its default features): its types,
/// traits, free functions, macros and modules, that is, what `use itertools::*` brings into scope.
#[rustfmt::skip]
pub const ITERTOOLS_0_14_ROOT: &[&str] = &[
    // types and traits (`structs::*` and the crate root)
    "ArrayCombinations", "Batching", "Chunk", "ChunkBy", "Chunks", "CircularTupleWindows",
    "Coalesce", "Combinations", "CombinationsWithReplacement", "ConsTuples", "Dedup", "DedupBy",
    "DedupByWithCount", "DedupWithCount", "Diff", "Duplicates", "DuplicatesBy", "Either",
    "EitherOrBoth", "ExactlyOneError", "FilterMapOk", "FilterOk", "FlattenOk", "FoldWhile",
    "Format", "FormatWith", "Group", "GroupBy", "GroupingMap", "GroupingMapBy", "Groups",
    "Interleave", "InterleaveShortest", "Intersperse", "IntersperseWith", "IntoChunks", "Iterate",
    "Itertools", "KMerge", "KMergeBy", "MapInto", "MapOk", "Merge", "MergeBy", "MergeJoinBy",
    "MinMaxResult", "MultiPeek", "MultiProduct", "MultiUnzip", "PadUsing", "PeekNth",
    "PeekingNext", "PeekingTakeWhile", "Permutations", "Position", "Positions", "Powerset",
    "ProcessResults", "Product", "PutBack", "PutBackN", "RcIter", "RepeatN", "TakeWhileInclusive",
    "TakeWhileRef", "Tee", "TupleBuffer", "TupleCombinations", "TupleWindows", "Tuples", "Unfold",
    "Unique", "UniqueBy", "Update", "WhileSome", "WithPosition", "Zip", "ZipEq", "ZipLongest",
    // free functions
    "all", "any", "assert_equal", "chain", "cloned", "concat", "cons_tuples", "diff_with",
    "enumerate", "equal", "fold", "interleave", "intersperse", "intersperse_with", "iterate",
    "join", "kmerge", "kmerge_by", "max", "merge", "merge_join_by", "min", "multipeek",
    "multiunzip", "multizip", "partition", "peek_nth", "process_results", "put_back",
    "put_back_n", "rciter", "repeat_n", "rev", "sorted", "sorted_unstable", "unfold", "zip",
    "zip_eq",
    // macros and modules
    "iproduct", "izip", "structs", "traits", "free",
];

/// `Itertools` method names that std also gives slices, `Vec`, `str`, maps, sets or cells
/// (`v.contains(x)`, `v.dedup()`, `words.join(" ")`, `cell.update(f)`), or unstable `Iterator`
/// methods (`intersperse`, `try_collect`): a call of one of them cannot be told from std's by its
/// text, so the inline module has them all, and any other method it lacks is refused by name.
pub const STD_METHOD_NAMES: &[&str] = &[
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

/// One part of the inline itertools: a method of its trait or an item of the module, marked in
/// `itertools.rs` by `//@ method name needs …` or `//@ item name needs …` and `//@ end`; `needs`
/// names items, or methods as `m:name`.
struct Section {
    method: bool,
    name: &'static str,
    needs: Vec<&'static str>,
    /// The lines of the section, markers excluded.
    lines: std::ops::Range<usize>,
}

fn sections() -> &'static [Section] {
    static SECTIONS: std::sync::OnceLock<Vec<Section>> = std::sync::OnceLock::new();
    SECTIONS.get_or_init(|| {
        let mut sections = Vec::new();
        let mut open: Option<Section> = None;
        for (i, line) in INLINE_ITERTOOLS.lines().enumerate() {
            let marker = line.trim_start().strip_prefix("//@ ");
            match marker.map(|m| m.split_whitespace().collect::<Vec<_>>()) {
                Some(words) if words == ["end"] => {
                    let mut section = open.take().expect("an //@ end closes a section");
                    section.lines.end = i;
                    sections.push(section);
                }
                Some(words) => {
                    assert!(
                        open.is_none(),
                        "itertools.rs line {}: nested section",
                        i + 1
                    );
                    let needs = match words.get(2) {
                        Some(&"needs") => words[3..].to_vec(),
                        _ => Vec::new(),
                    };
                    open = Some(Section {
                        method: words[0] == "method",
                        name: words[1],
                        needs,
                        lines: i + 1..i + 1,
                    });
                }
                None => {}
            }
        }
        sections
    })
}

/// The `Itertools` methods the inline module implements.
pub fn inline_itertools_methods() -> BTreeSet<&'static str> {
    sections()
        .iter()
        .filter(|s| s.method)
        .map(|s| s.name)
        .collect()
}

/// The items of the inline itertools module besides its trait (`repeat_n`, `iproduct`, …).
pub fn inline_itertools_items() -> BTreeSet<&'static str> {
    sections()
        .iter()
        .filter(|s| !s.method)
        .map(|s| s.name)
        .collect()
}

/// The inline `mod itertools` with the trait's methods `methods` and the items `items`, and what
/// they need; nothing else.
pub fn inline_itertools(methods: &BTreeSet<&str>, items: &BTreeSet<&str>) -> String {
    let mut wanted: BTreeSet<(bool, &str)> = methods.iter().map(|m| (true, *m)).collect();
    wanted.extend(items.iter().map(|i| (false, *i)));
    let mut todo: Vec<(bool, &str)> = wanted.iter().copied().collect();
    while let Some((method, name)) = todo.pop() {
        for section in sections()
            .iter()
            .filter(|s| s.method == method && s.name == name)
        {
            for need in &section.needs {
                let need = match need.strip_prefix("m:") {
                    Some(m) => (true, m),
                    None => (false, *need),
                };
                if wanted.insert(need) {
                    todo.push(need);
                }
            }
        }
    }
    let mut dropped = vec![false; INLINE_ITERTOOLS.lines().count()];
    for section in sections() {
        let keep = wanted.contains(&(section.method, section.name));
        dropped[section.lines.start - 1] = true;
        dropped[section.lines.end] = true;
        if !keep {
            for line in section.lines.clone() {
                dropped[line] = true;
            }
        }
    }
    let mut text = String::new();
    for (line, dropped) in INLINE_ITERTOOLS.lines().zip(dropped) {
        // One blank line between the parts kept, however many parts between them are dropped.
        if !dropped && !(line.is_empty() && (text.ends_with("\n\n") || text.ends_with("{\n"))) {
            text.push_str(line);
            text.push('\n');
        }
    }
    text
}

/// The items of the inline itertools that itertools 0.14.0 itself exports at its root (the others,
/// `LazyBuffer` or `size_hint`, are the crate's private helpers, kept only for what needs them).
pub fn public_inline_items() -> BTreeSet<&'static str> {
    inline_itertools_items()
        .into_iter()
        .filter(|item| ITERTOOLS_0_14_ROOT.contains(item))
        .collect()
}

/// True iff the inline module of `krate` provides the path `item` below it.
pub fn supported(krate: &str, item: &str) -> bool {
    match krate {
        // A type's or trait's associated item (`source::once::OnceSource::new`) comes with it.
        "proconio" => {
            PROCONIO_ITEMS.contains(&item)
                || item.match_indices("::").any(|(at, _)| {
                    let head = &item[..at];
                    let last = head.rsplit("::").next().unwrap_or(head);
                    last.starts_with(|c: char| c.is_ascii_uppercase())
                        && PROCONIO_ITEMS.contains(&head)
                })
        }
        _ => match item.split_once("::") {
            None => item == "Itertools" || item == "*" || public_inline_items().contains(item),
            Some(("Itertools", method)) => inline_itertools_methods().contains(method),
            Some((head, _)) => public_inline_items().contains(head),
        },
    }
}

/// What the inline module of `krate` provides, for an error message.
pub fn provided(krate: &str) -> String {
    match krate {
        "proconio" => PROCONIO_ITEMS.join(", "),
        _ => format!(
            "Itertools with {}; and {}",
            inline_itertools_methods()
                .into_iter()
                .collect::<Vec<_>>()
                .join(", "),
            public_inline_items()
                .into_iter()
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

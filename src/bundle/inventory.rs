//! What the inline modules provide: the paths below `proconio::`, the `Itertools` methods, and
//! the names of every itertools 0.14.0 method (to refuse the ones the inline module lacks).

use std::collections::BTreeSet;

/// The inline `mod proconio`: proconio 0.5.0's own code, std only.
pub const INLINE_PROCONIO: &str = include_str!("proconio.rs");

/// The inline `mod itertools`: the `Itertools` methods the collection uses.
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

/// `Itertools` method names that std also gives slices, `Vec`, `str`, maps, sets or cells
/// (`v.contains(x)`, `v.dedup()`, `words.join(" ")`, `cell.update(f)`): a call to one of them cannot be told apart by its text, so
/// those that the inline module lacks are left to the compiler, which names them.
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

/// True iff the inline module of `krate` provides the path `item` below it.
pub fn supported(krate: &str, item: &str) -> bool {
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
pub fn provided(krate: &str) -> String {
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

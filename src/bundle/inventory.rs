//! What the inline modules provide and how a solution's names reach them: proconio 0.5.0 (with
//! proconio-derive's `#[fastout]` and `#[derive_readable]`) and all of itertools 0.14.0, generated
//! from the crates' own source by [`super::generate`] (found and cached by [`super::sources`]).
//! Each is cut down by [`super::shake`] to what a solution uses.

use super::shake::{Marked, defined};
use super::sources::{Missing, inline};
use crate::workspace::Workspace;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The names at the root of proconio 0.5.0 with its `derive` feature (as on AtCoder): what
/// `use proconio::*` brings into scope.
pub const PROCONIO_0_5_ROOT: &[&str] = &[
    "input",
    "input_interactive",
    "read_value",
    "read_value_interactive",
    "is_stdin_empty",
    "marker",
    "source",
    "fastout",
    "derive_readable",
    "StdinSource",
    "STDIN_SOURCE",
    "__Readable",
    "__acquire_global_stdin_lock",
];

/// The paths below `proconio::` that name something (besides the root names and the associated
/// items of its types, `source::once::OnceSource::new`).
pub const PROCONIO_PATHS: &[&str] = &[
    "marker::*",
    "marker::Bytes",
    "marker::Chars",
    "marker::Isize1",
    "marker::Usize1",
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

/// The marked inline `proconio` or `itertools`, read once per process (as [`inline`] is made),
/// with its credit line.
pub fn marked(
    ws: &Workspace,
    krate: &str,
) -> Result<(&'static Marked<'static>, &'static str), Missing> {
    static PROCONIO_MARKED: OnceLock<Marked<'static>> = OnceLock::new();
    static ITERTOOLS_MARKED: OnceLock<Marked<'static>> = OnceLock::new();
    let made = inline(ws, krate)?;
    let (cell, name) = match krate {
        "proconio" => (&PROCONIO_MARKED, "proconio"),
        _ => (&ITERTOOLS_MARKED, "itertools"),
    };
    let marked = cell.get_or_init(|| {
        Marked::new(name, &made.marked)
            .unwrap_or_else(|e| panic!("the generated inline {name} reads back: {e}"))
    });
    Ok((marked, &made.credit))
}

/// The lints the inline modules allow: theirs are the crates' own code, not the solution's. Those a
/// solution may deny by name (`#![deny(unreachable_pub)]`) are named: `warnings` covers only the
/// lints left at their default level.
const ALLOWS: &str = "#[allow(warnings, dead_code, deprecated, unused_imports, unused_macros, \
                      unused_mut, unused_variables, unused_results, unused_qualifications, \
                      unused_lifetimes, unreachable_pub, missing_docs, \
                      missing_debug_implementations, missing_copy_implementations, \
                      elided_lifetimes_in_paths, single_use_lifetimes, trivial_casts, \
                      trivial_numeric_casts, non_camel_case_types, non_snake_case, clippy::all)]";

/// The inline `mod krate` (`proconio` or `itertools`) with only what the identifiers of `code`
/// (a solution's code, comments and literals blanked) and the names `extra` reach, the method
/// calls named in `own` (the solution's own methods) aside ([`Marked::shake`]).
pub fn inline_module(
    ws: &Workspace,
    krate: &str,
    code: &str,
    extra: &[&str],
    own: &[&str],
) -> Result<String, Missing> {
    let (marked, credit) = marked(ws, krate)?;
    Ok(format!(
        "{credit}\n{ALLOWS}\nmod {krate} {{\n{}}}\n",
        marked.shake(code, extra, own)
    ))
}

/// The methods of the inline `Itertools` (all of itertools 0.14.0's, a test says).
pub fn inline_itertools_methods(ws: &Workspace) -> Result<BTreeSet<&'static str>, Missing> {
    Ok(defined(marked(ws, "itertools")?.0)
        .into_iter()
        .filter(|(kind, _)| *kind == "method")
        .map(|(_, name)| name)
        .collect())
}

/// Why the path `item` below `krate` is not there, or `None` if the inline module has it.
pub fn lacking(krate: &str, item: &str) -> Option<String> {
    let head = item.split("::").next().unwrap_or(item);
    match krate {
        "proconio" => {
            if head == "read_value_interactive" {
                return Some(
                    "`proconio::read_value_interactive` does not compile in proconio 0.5.0 \
                     itself; use `input_interactive!`"
                        .to_owned(),
                );
            }
            let known = item == "*"
                || PROCONIO_0_5_ROOT.contains(&item)
                || PROCONIO_PATHS.contains(&item)
                // A type's or trait's associated item (`source::once::OnceSource::new`).
                || item.match_indices("::").any(|(at, _)| {
                    let path = &item[..at];
                    let last = path.rsplit("::").next().unwrap_or(path);
                    last.starts_with(|c: char| c.is_ascii_uppercase())
                        && PROCONIO_PATHS.contains(&path)
                });
            (!known).then(|| format!("`proconio::{item}` is not an item of proconio 0.5.0"))
        }
        _ => {
            let known = item == "*"
                || ITERTOOLS_0_14_ROOT.contains(&head)
                || matches!(item.split_once("::"), Some(("Itertools", m)) if ITERTOOLS_0_14_METHODS.contains(&m));
            (!known).then(|| format!("`itertools::{item}` is not an item of itertools 0.14.0"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::tests::ws;

    #[test]
    fn a_free_function_that_calls_a_method_of_the_trait_brings_the_trait() {
        // itertools::join's body is `iterable.into_iter().join(sep)`: it names no `Itertools`
        for function in ["join", "sorted", "sorted_unstable"] {
            let module = inline_module(
                ws(),
                "itertools",
                &format!("itertools::{function}(v)"),
                &[],
                &[],
            )
            .unwrap();
            assert!(
                module.contains("pub trait Itertools"),
                "{function}:\n{module}"
            );
            assert!(
                module.contains("use crate::itertools::Itertools;"),
                "{function}:\n{module}"
            );
        }
        // a solution's own `.join` on a slice brings nothing
        let module = inline_module(ws(), "itertools", "let s = v.join(\",\");", &[], &[]).unwrap();
        assert!(!module.contains("pub trait Itertools"), "{module}");
    }
}

//! The deep trials of the bundles, ignored in `cargo test` and run by `cargo verify`: what the
//! quick trials sample, at full strength. The inline modules are compiled here beside the real crates (`::proconio`,
//! `::itertools`) and property tests feed both the same inputs: proconio's reads from every
//! source; the itertools adaptors observed step by step (values, pulls, closure calls, size
//! hints, panics, laziness, saturation), lazy groups in any order, formatting, and the trait
//! impls of every adaptor. Every fixture of `tests/fixtures/bundle/` is bundled for its judge and
//! run in each edition it compiles in against its real-crate build, on its inputs and on the same
//! inputs made awkward (empty, cut short, CRLF, invalid UTF-8 after them); the probe program runs
//! in every edition of every std-only judge; each itertools root name and method, shaken alone,
//! compiles in editions 2021 and 2024.

use super::common::{
    Fixture, PROBE, behaviour, check_fixture, fixtures, outcome, real_builds, two_at_a_time,
};
use judge::build::rustc as compile;
use judge::bundle::{bundle_file_for, default_judge};
use judge::sites;
use judge_testkit::workspace;

/// Runs every inline itertools item on `v` with the trait of crate `$krate` in scope, and says
/// what each gave, with the order in which the input was pulled (`log`) where it matters.
macro_rules! itertools_probe {
    ([$($krate:tt)+], $v:expr) => {{
        use $($krate)+::Itertools;
        use $($krate)+::{FoldWhile, repeat_n};
        let v: &[u8] = $v;
        let log = std::cell::RefCell::new(Vec::new());
        // The input, noting each item as it is pulled.
        let pulled = || v.iter().copied().inspect(|x| log.borrow_mut().push(*x));
        let mut out: Vec<String> = Vec::new();
        macro_rules! note {
            ($e:expr) => {{
                log.borrow_mut().clear();
                let value = format!("{:?}", $e);
                out.push(format!("{} = {value} after pulling {:?}", stringify!($e), log.borrow()));
            }};
        }
        note!(pulled().join(", "));
        note!(pulled().collect_vec());
        note!(pulled().sorted().collect_vec());
        note!(pulled().sorted_by(|a, b| b.cmp(a)).collect_vec());
        note!(pulled().enumerate().sorted_by_key(|p| p.1 % 3).collect_vec());
        note!(pulled().enumerate().sorted_by_cached_key(|p| p.1 / 2).collect_vec());
        note!(pulled().sorted_unstable().collect_vec());
        note!(pulled().tuple_windows::<(_, _)>().collect_vec());
        note!(pulled().tuple_windows::<(_, _, _, _, _)>().collect_vec());
        note!(pulled().tuple_windows::<(_, _, _)>().len());
        note!(pulled().tuple_windows::<(_,)>().take(2).collect_vec());
        note!(pulled().tuples::<(_, _, _)>().collect_vec());
        note!(pulled().tuples::<(_, _)>().len());
        note!(v.iter().circular_tuple_windows::<(_, _, _)>().collect_vec());
        note!(pulled().collect_tuple::<(_, _, _)>());
        note!(pulled().next_tuple::<(_, _)>());
        note!(pulled().cartesian_product(0..2).collect_vec());
        note!(pulled().cartesian_product(0..0).collect_vec());
        note!(pulled().cartesian_product(v.to_vec()).fold(0u64, |acc, (a, b)| acc.wrapping_mul(7).wrapping_add((a ^ b) as u64)));
        note!(pulled().cartesian_product(0..3).size_hint());
        note!(pulled().unique().collect_vec());
        note!(pulled().unique().rev().collect_vec());
        note!(pulled().unique_by(|x| x % 3).collect_vec());
        note!(pulled().counts().into_iter().sorted().collect_vec());
        note!(pulled().counts_by(|x| x % 4).into_iter().sorted().collect_vec());
        note!(pulled().positions(|x| x % 2 == 0).collect_vec());
        note!(v.iter().positions(|x| x % 2 == 0).next_back());
        note!(pulled().all_equal());
        note!(pulled().enumerate().minmax_by_key(|p| p.1));
        note!(pulled().enumerate().minmax_by(|a, b| a.1.cmp(&b.1)));
        note!(pulled().minmax());
        note!(pulled().minmax().into_option());
        note!(pulled().position_min());
        note!(pulled().position_max());
        note!(pulled().position_min_by_key(|x| x / 2));
        note!(pulled().position_max_by_key(|x| x / 2));
        note!(pulled().position_min_by(|a, b| (a % 3).cmp(&(b % 3))));
        note!(pulled().position_max_by(|a, b| (a % 3).cmp(&(b % 3))));
        note!(pulled().dedup().collect_vec());
        note!(pulled().dedup_by(|a, b| a / 2 == b / 2).collect_vec());
        note!(pulled().dedup_with_count().collect_vec());
        note!(pulled().dedup().size_hint());
        note!(pulled().dedup_by_with_count(|a, b| a % 2 == b % 2).collect_vec());
        note!(pulled().map(|x| (x % 3, x)).into_group_map().into_iter().sorted().collect_vec());
        note!(pulled().into_group_map_by(|x| x % 2).into_iter().sorted().collect_vec());
        note!(pulled().fold_while(0u32, |acc, x| if acc > 20 { FoldWhile::Done(acc) } else { FoldWhile::Continue(acc + x as u32) }));
        note!(pulled().interleave(100..103).collect_vec());
        note!(pulled().interleave(100..103).size_hint());
        note!(pulled().tuple_combinations::<(_, _)>().collect_vec());
        note!(pulled().tuple_combinations::<(_, _, _)>().count());
        note!(pulled().tuple_combinations::<(_, _, _, _, _)>().take(3).collect_vec());
        note!(pulled().combinations(2).collect_vec());
        note!(pulled().permutations(2).collect_vec());
        note!(pulled().permutations(0).collect_vec());
        note!(pulled().take(4).permutations(3).collect_vec());
        note!((0..).permutations(2).take(5).collect_vec());
        note!(pulled().combinations(0).collect_vec());
        note!(pulled().combinations(3).take(2).collect_vec());
        note!(repeat_n(v.len(), 3).rev().collect_vec());
        note!(Itertools::intersperse(pulled(), 9).collect_vec());
        note!(Itertools::intersperse(pulled(), 9).size_hint());
        note!(Itertools::intersperse_with(pulled(), || 7).fold(String::new(), |s, x| s + &x.to_string()));
        note!(pulled().merge(1..4).collect_vec());
        note!(pulled().merge_by(v.iter().copied().rev(), |a, b| a % 3 < b % 3).collect_vec());
        note!(pulled().merge(2..3).size_hint());
        note!(pulled().k_smallest(3).collect_vec());
        note!(pulled().k_smallest(1).collect_vec());
        note!(pulled().k_smallest(0).collect_vec());
        note!(pulled().enumerate().k_smallest_by(3, |a, b| a.1.cmp(&b.1)).collect_vec());
        note!(pulled().enumerate().k_smallest_by_key(2, |a| a.1 / 2).collect_vec());
        note!(pulled().k_largest(2).collect_vec());
        note!(pulled().enumerate().k_largest_by_key(3, |a| a.1 % 3).collect_vec());
        note!(repeat_n(v.first(), 2).len());
        // Laziness: each works on an infinite input where itertools does.
        note!((0..).tuple_windows::<(_, _, _)>().take(3).collect_vec());
        note!((0..).combinations(2).take(4).collect_vec());
        note!((0..).tuple_combinations::<(_, _)>().take(3).collect_vec());
        note!((0..).cartesian_product(0..2).take(3).collect_vec());
        note!((0..).map(|x| x / 3).dedup().take(3).collect_vec());
        note!((0..).map(|x| x % 5).unique().take(5).collect_vec());
        note!((0..).interleave(0..).take(5).collect_vec());
        note!((0..).tuples::<(_, _)>().take(2).collect_vec());
        note!((0..).positions(|x| x % 3 == 0).take(3).collect_vec());
        out
    }};
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

    #[test]
    #[ignore = "deep: cargo verify runs it"]
    fn inline_itertools_behaves_like_itertools(v in proptest::collection::vec(0u8..6, 0..9)) {
        let real = itertools_probe!([::itertools], &v);
        let inline = itertools_probe!([crate::itertools], &v);
        for (real, inline) in real.iter().zip(&inline) {
            proptest::prop_assert_eq!(real, inline);
        }
        proptest::prop_assert_eq!(real.len(), inline.len());
    }
}

#[test]
#[ignore = "deep: cargo verify runs it"]
fn inline_macros_behave_like_itertools() {
    let real: Vec<(u8, char, bool)> = ::itertools::iproduct!(0..2, "ab".chars(), [true]).collect();
    let inline: Vec<(u8, char, bool)> =
        crate::itertools::iproduct!(0..2, "ab".chars(), [true]).collect();
    assert_eq!(real, inline);
    let real: Vec<(u8, char, u8, u8)> =
        ::itertools::izip!(0..3, "abc".chars(), 5..9, [1, 2]).collect();
    let inline: Vec<(u8, char, u8, u8)> =
        crate::itertools::izip!(0..3, "abc".chars(), 5..9, [1, 2]).collect();
    assert_eq!(real, inline);
    let real: Vec<u8> = ::itertools::chain!(0..2, [7], 3..4).collect();
    let inline: Vec<u8> = crate::itertools::chain!(0..2, [7], 3..4).collect();
    assert_eq!(real, inline);
}

thread_local! {
    /// What the iterators under observation did, in order: pulls from their inputs, calls of the
    /// closures given to them, and what the observer saw.
    static LOG: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn note(event: String) {
    LOG.with(|log| log.borrow_mut().push(event));
}

fn take_log() -> Vec<String> {
    LOG.with(|log| std::mem::take(&mut *log.borrow_mut()))
}

/// The events of `run`, ended by its panic's message if it panics.
fn logged(run: impl FnOnce()) -> Vec<String> {
    take_log();
    let result = outcome(|| {
        run();
        String::new()
    });
    let mut log = take_log();
    if let Err(message) = result {
        log.push(format!("panic: {message}"));
    }
    log
}

/// The items of `v`, noting each as it is pulled (exact `size_hint`).
fn source(v: &[u8]) -> impl DoubleEndedIterator<Item = u8> + Clone + ExactSizeIterator + '_ {
    v.iter().copied().inspect(|x| note(format!("pull {x}")))
}

/// [`source`] with a `size_hint` whose lower bound is 0.
fn loose(v: &[u8]) -> impl Iterator<Item = u8> + Clone + '_ {
    source(v).filter(|_| true)
}

/// 0, 1, 2, … without end, noting each as it is pulled.
fn endless() -> impl Iterator<Item = u64> + Clone {
    (0u64..).inspect(|x| note(format!("pull {x}")))
}

/// Row `tag` of a list of rows, noting each item as it is pulled.
fn tagged(row: &[u8], tag: usize) -> impl Iterator<Item = u8> + Clone + '_ {
    row.iter()
        .copied()
        .inspect(move |x| note(format!("pull {tag}:{x}")))
}

/// The rows of `w` as iterators, noting each row as it is taken.
fn rows(w: &[Vec<u8>]) -> impl Iterator<Item = impl Iterator<Item = u8> + Clone + '_> + Clone + '_ {
    w.iter()
        .enumerate()
        .inspect(|(k, _)| note(format!("row {k}")))
        .map(|(k, row)| tagged(row, k))
}

/// Everything to be seen of the iterators that `make` builds: each `next()` with its value and
/// the `size_hint` after it (at most `steps` of them, and one more `next()` past the end), then,
/// when `steps` reaches the end, `fold`, `count`, `last` and `nth`; every pull from the input and
/// every call of a closure in between, and a panic as its message.
fn observe<I>(make: impl Fn() -> I, steps: usize) -> Vec<String>
where
    I: Iterator,
    I::Item: std::fmt::Debug,
{
    let mut seen = logged(|| {
        let mut it = make();
        note(format!("size_hint {:?}", it.size_hint()));
        for _ in 0..steps {
            let item = it.next();
            note(format!("next {item:?}, size_hint {:?}", it.size_hint()));
            if item.is_none() {
                note(format!("next again {:?}", it.next()));
                break;
            }
        }
    });
    if seen.iter().any(|event| event.starts_with("next None")) {
        seen.push("fold:".to_owned());
        seen.extend(logged(|| {
            let n = make().fold(0, |n, item| {
                note(format!("f {item:?}"));
                n + 1
            });
            note(format!("= {n}"));
        }));
        seen.push("count:".to_owned());
        seen.extend(logged(|| note(format!("= {}", make().count()))));
        seen.push("last:".to_owned());
        seen.extend(logged(|| note(format!("= {:?}", make().last()))));
        seen.push("nth:".to_owned());
        seen.extend(logged(|| {
            let mut it = make();
            for n in [1, 0, 2, 0] {
                note(format!("nth({n}) = {:?}", it.nth(n)));
            }
        }));
    }
    seen
}

/// [`observe`] from the back: `next_back()` and `next()` in turn, then `rfold`.
fn observe_back<I>(make: impl Fn() -> I) -> Vec<String>
where
    I: DoubleEndedIterator,
    I::Item: std::fmt::Debug,
{
    let mut seen = logged(|| {
        let mut it = make();
        for step in 0.. {
            let item = if step % 2 == 0 {
                it.next_back()
            } else {
                it.next()
            };
            note(format!("{step}: {item:?}, size_hint {:?}", it.size_hint()));
            if item.is_none() {
                break;
            }
        }
    });
    seen.push("rfold:".to_owned());
    seen.extend(logged(|| {
        make().rfold((), |(), item| note(format!("f {item:?}")));
    }));
    seen
}

/// What every covered itertools adaptor does on `v` (and on the rows `w`), with the crate
/// `$krate`: values, `size_hint`s, pulls, closure calls and panics, from the front and (where
/// the adaptor is double-ended) from the back, on finite and endless inputs.
macro_rules! adaptors_observed {
    ([$($krate:tt)+], $v:expr, $w:expr) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, kmerge, kmerge_by, repeat_n};
        let v: &[u8] = $v;
        let w: &[Vec<u8>] = $w;
        let mut out: Vec<(&str, Vec<String>)> = Vec::new();
        macro_rules! all {
            ($e:expr) => {
                out.push((stringify!($e), observe(|| $e, 2000)))
            };
        }
        macro_rules! back {
            ($e:expr) => {
                out.push((stringify!($e), observe_back(|| $e)))
            };
        }
        macro_rules! lazy {
            ($e:expr) => {
                lazy!($e, 12)
            };
            ($e:expr, $steps:expr) => {
                out.push((stringify!($e), observe(|| $e, $steps)))
            };
        }
        all!(source(v).interleave(loose(v)));
        all!(loose(v).interleave(0..2));
        all!(Itertools::intersperse(source(v), 9));
        all!(Itertools::intersperse_with(loose(v), || { note("sep".to_owned()); 9 }));
        all!(source(v).merge(loose(v)));
        all!(loose(v).merge_by(source(v), |a, b| { note(format!("cmp {a} {b}")); a % 3 < b % 3 }));
        all!(source(v).tuple_windows::<(_, _)>());
        all!(loose(v).tuple_windows::<(_, _, _)>());
        all!(source(v).circular_tuple_windows::<(_, _)>());
        all!(source(v).tuples::<(_, _)>());
        all!(loose(v).tuples::<(_, _, _)>());
        all!(source(v).cartesian_product(loose(v)));
        all!(loose(v).cartesian_product(0..2));
        all!(source(v).dedup());
        all!(loose(v).dedup_by(|a, b| { note(format!("same {a} {b}")); a / 2 == b / 2 }));
        all!(source(v).dedup_with_count());
        all!(loose(v).dedup_by_with_count(|a, b| { note(format!("same {a} {b}")); a % 2 == b % 2 }));
        all!(source(v).unique());
        all!(loose(v).unique_by(|x| { note(format!("key {x}")); x % 3 }));
        all!(source(v).tuple_combinations::<(_, _)>());
        all!(loose(v).tuple_combinations::<(_, _, _)>());
        for k in 0..4 {
            all!(source(v).combinations(k));
            all!(loose(v).combinations(k));
            all!(source(v).permutations(k));
            all!(loose(v).permutations(k));
            all!(source(v).combinations_with_replacement(k));
            all!(loose(v).combinations_with_replacement(k));
        }
        all!(source(v).powerset());
        all!(loose(v).powerset());
        all!(source(v).positions(|x| { note(format!("test {x}")); x % 2 == 0 }));
        all!(source(v).update(|x| { note(format!("update {x}")); *x += 1 }));
        all!(rows(w).multi_cartesian_product());
        all!(rows(w).kmerge());
        all!(rows(w).kmerge_by(|a, b| { note(format!("lt {a} {b}")); a % 4 < b % 4 }));
        all!(kmerge(rows(w)));
        all!(kmerge_by(rows(w), |a: &u8, b: &u8| a > b));
        all!(source(v).get(1..3));
        all!(source(v).get(2..));
        all!(source(v).get(..2));
        all!(source(v).get(1..=2));
        all!(source(v).get(..=1));
        all!(source(v).get(..));
        all!(source(v).get(3..=usize::MAX));
        all!(source(v).get(..=usize::MAX));
        all!(repeat_n(v.len(), v.len() % 4));
        back!(source(v).positions(|x| x % 2 == 1));
        back!(source(v).unique());
        back!(source(v).unique_by(|x| x / 2));
        back!(source(v).update(|x| *x *= 2));
        back!(repeat_n(v.first(), v.len() % 3));
        // Laziness: the adaptors that are lazy in itertools, on an endless input.
        lazy!(endless().interleave(endless()));
        lazy!(Itertools::intersperse(endless(), 7));
        lazy!(endless().merge(endless()));
        lazy!(endless().tuple_windows::<(_, _, _)>());
        lazy!(endless().tuples::<(_, _)>());
        lazy!(endless().cartesian_product(0..2));
        lazy!(endless().map(|x| x / 3).dedup());
        lazy!(endless().map(|x| x % 5).unique(), 5);
        lazy!(endless().tuple_combinations::<(_, _)>());
        lazy!(endless().combinations(3));
        lazy!(endless().permutations(2));
        lazy!(endless().combinations_with_replacement(2));
        lazy!(endless().powerset());
        lazy!(endless().positions(|x| x % 3 == 0));
        lazy!(endless().update(|x| *x *= 3));
        lazy!([endless(), endless()].into_iter().multi_cartesian_product());
        lazy!((0..3).map(|k| endless().map(move |x| x * 3 + k)).kmerge());
        lazy!(endless().get(2..));
        // Sizes near and past usize::MAX: the size_hints saturate or lose their upper bound.
        lazy!((0..40u64).powerset());
        lazy!((0..70u64).powerset());
        lazy!((0..u64::MAX).combinations(3));
        lazy!((0..100u64).permutations(5));
        lazy!((0..u64::MAX).permutations(2));
        lazy!((0..1000u64).combinations_with_replacement(4));
        lazy!((0..u64::MAX).combinations_with_replacement(2));
        lazy!((0..u64::MAX).tuple_combinations::<(_, _, _)>());
        lazy!((0..u64::MAX).cartesian_product(0..u64::MAX));
        lazy!([0..u64::MAX, 0..3].into_iter().multi_cartesian_product());
        lazy!([0..u64::MAX, 0..u64::MAX].into_iter().kmerge());
        lazy!((0..u64::MAX).tuple_windows::<(_, _)>());
        lazy!(Itertools::intersperse(0..u64::MAX, 0));
        out
    }};
}

/// The rows a property test merges and multiplies: a few short lists of small numbers, some of
/// them sorted.
fn rows_strategy() -> impl proptest::strategy::Strategy<Value = Vec<Vec<u8>>> {
    use proptest::prelude::*;
    let row =
        (proptest::collection::vec(0u8..6, 0..4), any::<bool>()).prop_map(|(mut row, sort)| {
            if sort {
                row.sort();
            }
            row
        });
    proptest::collection::vec(row, 0..4)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(150))]

    #[test]
    #[ignore = "deep: cargo verify runs it"]
    fn inline_adaptors_behave_like_itertools_step_by_step(
        v in proptest::collection::vec(0u8..6, 0..8),
        w in rows_strategy(),
    ) {
        let real = adaptors_observed!([::itertools], &v, &w);
        let inline = adaptors_observed!([crate::itertools], &v, &w);
        proptest::prop_assert_eq!(real.len(), inline.len());
        for ((what, real), (_, inline)) in real.iter().zip(&inline) {
            proptest::prop_assert_eq!(real, inline, "{}", what);
        }
    }
}

/// Plays `ops` on the lazy groups of `outer` (`(key, group)` pairs): 0 takes the next group, 1
/// takes the next item of a group taken, anything else drops one; then reads what is left. Each
/// step is noted, with the size hints.
fn play_groups<K: std::fmt::Debug, G: Iterator<Item: std::fmt::Debug>>(
    mut outer: impl Iterator<Item = (K, G)>,
    ops: &[(u8, usize)],
) {
    let mut groups = Vec::new();
    for &(op, arg) in ops {
        match op {
            0 => match outer.next() {
                Some((key, group)) => {
                    note(format!(
                        "group {key:?} {:?} {:?}",
                        outer.size_hint(),
                        group.size_hint()
                    ));
                    groups.push(group);
                }
                None => note("no group".to_owned()),
            },
            1 if !groups.is_empty() => {
                let k = arg % groups.len();
                note(format!("group {k}: {:?}", groups[k].next()));
            }
            _ if !groups.is_empty() => {
                drop(groups.remove(arg % groups.len()));
                note("dropped".to_owned());
            }
            _ => {}
        }
    }
    let rest: Vec<Vec<G::Item>> = groups.iter_mut().map(|g| g.collect()).collect();
    note(format!("rest {rest:?}"));
    let then: Vec<(K, Vec<G::Item>)> = outer.map(|(key, g)| (key, g.collect())).collect();
    note(format!("then {then:?}"));
}

/// What `chunk_by` (or, with `Some(size)`, `chunks(size)`) of crate `$krate` does on `v` under
/// the operations `ops` of [`play_groups`]: take the next group, take the next item of a group,
/// drop a group, in any order (the groups share one lazily buffered input).
macro_rules! groups_observed {
    ([$($krate:tt)+], $v:expr, $chunk_size:expr, $ops:expr) => {{
        use $($krate)+::Itertools;
        let v: &[u8] = $v;
        let ops: &[(u8, usize)] = $ops;
        logged(|| match $chunk_size {
            None => {
                let lazy = source(v).chunk_by(|x| {
                    note(format!("key {x}"));
                    x / 2
                });
                play_groups((&lazy).into_iter(), ops);
            }
            Some(size) => {
                let lazy = source(v).chunks(size);
                play_groups((&lazy).into_iter().map(|chunk| ((), chunk)), ops);
            }
        })
    }};
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    #[test]
    #[ignore = "deep: cargo verify runs it"]
    fn inline_chunk_by_and_chunks_behave_like_itertools_in_any_order(
        v in proptest::collection::vec(0u8..6, 0..12),
        chunk_size in proptest::option::of(0usize..4),
        ops in proptest::collection::vec((0u8..3, 0usize..4), 0..30),
    ) {
        proptest::prop_assert_eq!(
            groups_observed!([::itertools], &v, chunk_size, &ops),
            groups_observed!([crate::itertools], &v, chunk_size, &ops)
        );
    }
}

/// What the consuming methods of crate `$krate` give on `v` and the rows `w`: `format` and
/// `format_with` under every format trait and flag, formatted twice, cloned; `tree_reduce`,
/// `contains`, `concat`, `try_collect`; with the pulls and closure calls of each.
macro_rules! consumers_observed {
    ([$($krate:tt)+], $v:expr, $w:expr) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, concat};
        let v: &[u8] = $v;
        let w: &[Vec<u8>] = $w;
        let mut out: Vec<(&str, Vec<String>)> = Vec::new();
        macro_rules! seen {
            ($e:expr) => {
                out.push((stringify!($e), logged(|| note(format!("= {:?}", $e)))))
            };
        }
        seen!(format!("{}", source(v).format(", ")));
        seen!(format!("[{:?}]", source(v).map(|x| x as char).format("")));
        seen!(format!("{:>3}|{:<2x}|{:#X}", source(v).format(","), source(v).format(" "), source(v).format("-")));
        seen!(format!("{:+}|{:05}|{:o}|{:b}|{:e}|{:E}", source(v).format(" "), source(v).format(" "), source(v).format(" "), source(v).format(" "), source(v).format(" "), source(v).format(" ")));
        seen!(format!("{:p}", v.iter().format(",")));
        seen!(format!("{}", source(v).format_with("; ", |x, f| { note(format!("item {x}")); f(&format_args!("<{x}>"))?; f(&x) })));
        seen!(format!("{:?}", source(v).format_with("", |x, f| f(&(x * 2)))));
        seen!({
            let once = source(v).format(",");
            let copy = once.clone();
            (format!("{once}"), format!("{copy}"), format!("{once}"))
        });
        seen!({
            let once = source(v).format_with(",", |x, f| f(&x));
            let copy = once.clone();
            (format!("{copy}"), format!("{once}"), format!("{copy}"))
        });
        seen!({
            use std::fmt::Write;
            // A writer that fails: formatting stops at the first error.
            struct Full(usize);
            impl Write for Full {
                fn write_str(&mut self, s: &str) -> std::fmt::Result {
                    if self.0 < s.len() { return Err(std::fmt::Error) }
                    self.0 -= s.len();
                    Ok(())
                }
            }
            let mut full = Full(3);
            write!(full, "{}", source(v).format(",")).is_ok()
        });
        seen!(source(v).map(|x| x.to_string()).tree_reduce(|a, b| { note(format!("f {a} {b}")); format!("({a} {b})") }));
        seen!(source(v).tree_reduce(|a, b| a.wrapping_mul(3).wrapping_add(b)));
        seen!(source(v).contains(&3));
        seen!(source(v).map(|x| x.to_string()).contains("2"));
        seen!(rows(w).map(|row| row.collect_vec()).concat());
        seen!(concat(rows(w).map(|row| row.map(u32::from).collect::<std::collections::BTreeSet<_>>())));
        seen!(source(v).map(|x| if x < 5 { Ok(x) } else { Err(x) }).try_collect::<_, Vec<_>, _>());
        out
    }};
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(150))]

    #[test]
    #[ignore = "deep: cargo verify runs it"]
    fn inline_format_tree_reduce_and_friends_behave_like_itertools(
        v in proptest::collection::vec(0u8..6, 0..8),
        w in rows_strategy(),
    ) {
        let real = consumers_observed!([::itertools], &v, &w);
        let inline = consumers_observed!([crate::itertools], &v, &w);
        proptest::prop_assert_eq!(real.len(), inline.len());
        for ((what, real), (_, inline)) in real.iter().zip(&inline) {
            proptest::prop_assert_eq!(real, inline, "{}", what);
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it"]
fn every_inline_itertools_name_compiles_alone_with_what_it_needs() {
    use judge::bundle::inventory::{ITERTOOLS_0_14_METHODS, ITERTOOLS_0_14_ROOT, inline_module};
    let mut file = String::from("#![allow(dead_code, unused)]\nfn main() {}\n");
    // Each copy in a module of its own, its paths to the inline module's root made to reach it.
    let mut add = |module: String, alone: String| {
        let alone = alone.replace("crate::itertools", &format!("crate::{module}::itertools"));
        file.push_str(&format!("mod {module} {{\n{alone}}}\n"));
    };
    for (k, name) in ITERTOOLS_0_14_ROOT.iter().enumerate() {
        add(
            format!("root_{k}"),
            inline_module(
                workspace(),
                "itertools",
                &format!("itertools::{name} {name}!"),
                &[],
                &[],
            )
            .unwrap(),
        );
    }
    for (k, method) in ITERTOOLS_0_14_METHODS.iter().enumerate() {
        add(
            format!("method_{k}"),
            inline_module(
                workspace(),
                "itertools",
                &format!("x.{method}()"),
                &["Itertools"],
                &[],
            )
            .unwrap(),
        );
    }
    // Checked, not built: type and borrow checks are what a part alone can fail.
    for edition in ["2021", "2024"] {
        judge::build::rustc_with(
            workspace(),
            &file,
            edition,
            "itertools-parts",
            &["--emit=metadata"],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }
}

/// `names!(a, b, …)` imports each name from the real itertools (so this file compiles only if
/// itertools 0.14.0 exports every one at its root) and gives them as a list.
macro_rules! real_itertools_root {
    ($($name:ident),* $(,)?) => {{
        #[allow(unused_imports, deprecated)]
        use ::itertools::{$($name),*};
        [$(stringify!($name)),*]
    }};
}

/// The names the bundle treats as itertools' own under `use itertools::*` all exist there, and
/// only the crate's own (not its private helpers) are listed as what the inline module has.
#[test]
#[ignore = "deep: cargo verify runs it"]
// two lists of the crate's 130 root names, one per line where rustfmt writes them so: data, not steps
#[allow(clippy::too_many_lines)]
fn itertools_root_names_are_the_real_crates() {
    use judge::bundle::inventory::ITERTOOLS_0_14_ROOT;
    let real = real_itertools_root!(
        ArrayCombinations,
        Batching,
        Chunk,
        ChunkBy,
        Chunks,
        CircularTupleWindows,
        Coalesce,
        Combinations,
        CombinationsWithReplacement,
        ConsTuples,
        Dedup,
        DedupBy,
        DedupByWithCount,
        DedupWithCount,
        Diff,
        Duplicates,
        DuplicatesBy,
        Either,
        EitherOrBoth,
        ExactlyOneError,
        FilterMapOk,
        FilterOk,
        FlattenOk,
        FoldWhile,
        Format,
        FormatWith,
        Group,
        GroupBy,
        GroupingMap,
        GroupingMapBy,
        Groups,
        Interleave,
        InterleaveShortest,
        Intersperse,
        IntersperseWith,
        IntoChunks,
        Iterate,
        Itertools,
        KMerge,
        KMergeBy,
        MapInto,
        MapOk,
        Merge,
        MergeBy,
        MergeJoinBy,
        MinMaxResult,
        MultiPeek,
        MultiProduct,
        MultiUnzip,
        PadUsing,
        PeekNth,
        PeekingNext,
        PeekingTakeWhile,
        Permutations,
        Position,
        Positions,
        Powerset,
        ProcessResults,
        Product,
        PutBack,
        PutBackN,
        RcIter,
        RepeatN,
        TakeWhileInclusive,
        TakeWhileRef,
        Tee,
        TupleBuffer,
        TupleCombinations,
        TupleWindows,
        Tuples,
        Unfold,
        Unique,
        UniqueBy,
        Update,
        WhileSome,
        WithPosition,
        Zip,
        ZipEq,
        ZipLongest,
        all,
        any,
        assert_equal,
        chain,
        cloned,
        concat,
        cons_tuples,
        diff_with,
        enumerate,
        equal,
        fold,
        interleave,
        intersperse,
        intersperse_with,
        iterate,
        join,
        kmerge,
        kmerge_by,
        max,
        merge,
        merge_join_by,
        min,
        multipeek,
        multiunzip,
        multizip,
        partition,
        peek_nth,
        process_results,
        put_back,
        put_back_n,
        rciter,
        repeat_n,
        rev,
        sorted,
        sorted_unstable,
        unfold,
        zip,
        zip_eq,
        iproduct,
        izip,
        structs,
        traits,
        free,
    );
    assert_eq!(ITERTOOLS_0_14_ROOT, real);
    // The inline module has them all at its root: the same names, imported from it.
    #[allow(unused_imports, deprecated)]
    use crate::itertools::{
        ArrayCombinations, Batching, Chunk, ChunkBy, Chunks, CircularTupleWindows, Coalesce,
        Combinations, CombinationsWithReplacement, ConsTuples, Dedup, DedupBy, DedupByWithCount,
        DedupWithCount, Diff, Duplicates, DuplicatesBy, Either, EitherOrBoth, ExactlyOneError,
        FilterMapOk, FilterOk, FlattenOk, FoldWhile, Format, FormatWith, Group, GroupBy,
        GroupingMap, GroupingMapBy, Groups, Interleave, InterleaveShortest, Intersperse,
        IntersperseWith, IntoChunks, Iterate, Itertools, KMerge, KMergeBy, MapInto, MapOk, Merge,
        MergeBy, MergeJoinBy, MinMaxResult, MultiPeek, MultiProduct, MultiUnzip, PadUsing, PeekNth,
        PeekingNext, PeekingTakeWhile, Permutations, Position, Positions, Powerset, ProcessResults,
        Product, PutBack, PutBackN, RcIter, RepeatN, TakeWhileInclusive, TakeWhileRef, Tee,
        TupleBuffer, TupleCombinations, TupleWindows, Tuples, Unfold, Unique, UniqueBy, Update,
        WhileSome, WithPosition, Zip, ZipEq, ZipLongest, all, any, assert_equal, chain, cloned,
        concat, cons_tuples, diff_with, enumerate, equal, fold, free, interleave, intersperse,
        intersperse_with, iproduct, iterate, izip, join, kmerge, kmerge_by, max, merge,
        merge_join_by, min, multipeek, multiunzip, multizip, partition, peek_nth, process_results,
        put_back, put_back_n, rciter, repeat_n, rev, sorted, sorted_unstable, structs, traits,
        unfold, zip, zip_eq,
    };
}

/// Which traits a type implements, told at compile time by autoref specialisation: a method of
/// `Is…` (implemented for `Probe<T>` where `T` has the trait) is found before the autoref step
/// that reaches the `Not…` fallback (implemented for `&Probe<T>`).
mod trait_probe {
    pub struct Probe<T>(pub std::marker::PhantomData<T>);

    /// The probe of the type of `value`.
    pub fn of<T>(_: &T) -> Probe<T> {
        Probe(std::marker::PhantomData)
    }

    /// The probe of the item type of the iterator `iter`.
    pub fn of_item<I: Iterator>(_: &I) -> Probe<I::Item> {
        Probe(std::marker::PhantomData)
    }

    /// The probe of the second half of the item type of `iter` (a group of `chunk_by`).
    pub fn of_group<K, G, I: Iterator<Item = (K, G)>>(_: &I) -> Probe<G> {
        Probe(std::marker::PhantomData)
    }

    macro_rules! probe_trait {
        ($yes:ident, $no:ident, $method:ident, $($bound:tt)+) => {
            pub trait $yes {
                fn $method(&self) -> bool {
                    true
                }
            }
            impl<T: $($bound)+> $yes for Probe<T> {}
            pub trait $no {
                fn $method(&self) -> bool {
                    false
                }
            }
            impl<T> $no for &Probe<T> {}
        };
    }

    probe_trait!(IsIterator, NotIterator, iterator, Iterator);
    probe_trait!(
        IsDoubleEnded,
        NotDoubleEnded,
        double_ended,
        DoubleEndedIterator
    );
    probe_trait!(IsExactSize, NotExactSize, exact_size, ExactSizeIterator);
    probe_trait!(IsFused, NotFused, fused, std::iter::FusedIterator);
    probe_trait!(IsClone, NotClone, cloneable, Clone);
    probe_trait!(IsCopy, NotCopy, copyable, Copy);
    probe_trait!(IsDisplay, NotDisplay, display, std::fmt::Display);
    probe_trait!(IsDebug, NotDebug, debug, std::fmt::Debug);
    probe_trait!(IsLowerHex, NotLowerHex, lower_hex, std::fmt::LowerHex);
    probe_trait!(IsUpperHex, NotUpperHex, upper_hex, std::fmt::UpperHex);
    probe_trait!(IsOctal, NotOctal, octal, std::fmt::Octal);
    probe_trait!(IsBinary, NotBinary, binary, std::fmt::Binary);
    probe_trait!(IsLowerExp, NotLowerExp, lower_exp, std::fmt::LowerExp);
    probe_trait!(IsUpperExp, NotUpperExp, upper_exp, std::fmt::UpperExp);
    probe_trait!(IsPointer, NotPointer, pointer, std::fmt::Pointer);
    probe_trait!(IsPartialEq, NotPartialEq, partial_eq, PartialEq);
    probe_trait!(IsEq, NotEq, eq_, Eq);
    probe_trait!(IsDefault, NotDefault, default_, Default);
}

/// The traits among `Iterator`, `DoubleEndedIterator`, `ExactSizeIterator`, `FusedIterator`,
/// `Clone` and `Copy` that the type of the probe `$probe` implements (and, with `fmt`, the
/// formatting traits and those of plain values).
macro_rules! traits_of {
    ($probe:expr) => {{
        #[allow(unused_imports)]
        use trait_probe::*;
        let probe = $probe;
        let named = [
            ("Iterator", (&probe).iterator()),
            ("DoubleEndedIterator", (&probe).double_ended()),
            ("ExactSizeIterator", (&probe).exact_size()),
            ("FusedIterator", (&probe).fused()),
            ("Clone", (&probe).cloneable()),
            ("Copy", (&probe).copyable()),
        ];
        named
            .into_iter()
            .filter(|(_, has)| *has)
            .map(|(name, _)| name)
            .collect::<Vec<_>>()
    }};
    ($probe:expr, fmt) => {{
        #[allow(unused_imports)]
        use trait_probe::*;
        let probe = $probe;
        let named = [
            ("Clone", (&probe).cloneable()),
            ("Display", (&probe).display()),
            ("Debug", (&probe).debug()),
            ("LowerHex", (&probe).lower_hex()),
            ("UpperHex", (&probe).upper_hex()),
            ("Octal", (&probe).octal()),
            ("Binary", (&probe).binary()),
            ("LowerExp", (&probe).lower_exp()),
            ("UpperExp", (&probe).upper_exp()),
            ("Pointer", (&probe).pointer()),
            ("Copy", (&probe).copyable()),
            ("PartialEq", (&probe).partial_eq()),
            ("Eq", (&probe).eq_()),
            ("Default", (&probe).default_()),
        ];
        named
            .into_iter()
            .filter(|(_, has)| *has)
            .map(|(name, _)| name)
            .collect::<Vec<_>>()
    }};
}

/// A value that is not `Clone`.
struct NotClone;

// Closures that are not `Clone` (each holds a `NotClone`), made outside the test function: the
// probe must see their types whole, not while the function's own closures are still inferred.
fn nc_generate(f: fn() -> i32) -> impl FnMut() -> i32 {
    let token = NotClone;
    move || {
        let _ = &token;
        f()
    }
}

fn nc_compare(f: fn(&i32, &i32) -> bool) -> impl FnMut(&i32, &i32) -> bool {
    let token = NotClone;
    move |a, b| {
        let _ = &token;
        f(a, b)
    }
}

fn nc_key(f: fn(&i32) -> i32) -> impl FnMut(&i32) -> i32 {
    let token = NotClone;
    move |x| {
        let _ = &token;
        f(x)
    }
}

fn nc_test(f: fn(i32) -> bool) -> impl FnMut(i32) -> bool {
    let token = NotClone;
    move |x| {
        let _ = &token;
        f(x)
    }
}

fn nc_update(f: fn(&mut i32)) -> impl FnMut(&mut i32) {
    let token = NotClone;
    move |x| {
        let _ = &token;
        f(x)
    }
}

type FormatCallback<'a> = &'a mut dyn FnMut(&dyn std::fmt::Display) -> std::fmt::Result;

fn nc_format() -> impl FnMut(i32, FormatCallback) -> std::fmt::Result {
    let token = NotClone;
    move |x, f| {
        let _ = &token;
        f(&x)
    }
}

/// An iterator with every trait: `DoubleEndedIterator`, `ExactSizeIterator`, `FusedIterator`,
/// `Clone`.
fn full() -> std::vec::IntoIter<i32> {
    vec![3, 1, 2].into_iter()
}

/// An iterator that is `Clone` and nothing more.
fn clone_only() -> impl Iterator<Item = i32> + Clone {
    std::iter::from_fn(|| None::<i32>)
}

/// An iterator with every trait but `Clone`.
fn not_clone() -> impl DoubleEndedIterator<Item = i32> + ExactSizeIterator + std::iter::FusedIterator
{
    let token = NotClone;
    vec![3, 1].into_iter().inspect(move |_| {
        let _ = &token;
    })
}

/// The traits of every covered adaptor of crate `$krate` over the inner iterators `$inner` (a
/// fresh one at each use; `clone` when it is `Clone`), with `Clone` closures and with closures
/// that are not.
macro_rules! adaptor_traits {
    ([$($krate:tt)+], $inner:expr, $clone:tt) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, kmerge, kmerge_by, repeat_n};
        let token = NotClone;
        let mut out: Vec<(&str, Vec<&str>)> = Vec::new();
        macro_rules! traits {
            ($e:expr) => {{
                let value = $e;
                out.push((stringify!($e), traits_of!(trait_probe::of(&value))));
            }};
            ($e:expr, fmt) => {{
                let value = $e;
                out.push((stringify!($e), traits_of!(trait_probe::of(&value), fmt)));
            }};
        }
        traits!($inner.interleave($inner));
        traits!($inner.interleave(0..3));
        traits!(Itertools::intersperse($inner, 0));
        traits!(Itertools::intersperse_with($inner, || 0));
        traits!(Itertools::intersperse_with($inner, nc_generate(|| 0)));
        traits!($inner.merge($inner));
        traits!($inner.merge_by($inner, |a, b| a < b));
        traits!($inner.merge_by($inner, nc_compare(|a, b| a < b)));
        traits!($inner.tuple_windows::<(_, _)>());
        traits!($inner.tuples::<(_, _)>());
        traits!($inner.dedup());
        traits!($inner.dedup_by(|a, b| a == b));
        traits!($inner.dedup_with_count());
        traits!($inner.dedup_by_with_count(nc_compare(|a, b| a == b)));
        traits!($inner.unique());
        traits!($inner.unique_by(|x| *x));
        traits!($inner.unique_by(nc_key(|x| *x)));
        traits!($inner.combinations(2));
        traits!($inner.permutations(2));
        traits!($inner.combinations_with_replacement(2));
        traits!($inner.powerset());
        traits!($inner.positions(|x| x > 0));
        traits!($inner.positions(nc_test(|x| x > 0)));
        traits!($inner.update(|x| *x += 1));
        traits!($inner.update(nc_update(|x| *x += 1)));
        traits!(vec![$inner, $inner].into_iter().kmerge());
        traits!(vec![$inner, $inner].into_iter().kmerge_by(|a, b| a > b));
        traits!(kmerge(vec![$inner]));
        traits!(kmerge_by(vec![$inner], nc_compare(|a, b| a > b)));
        traits!($inner.get(1..3));
        traits!($inner.get(1..));
        traits!($inner.get(..=2));
        traits!($inner.sorted());
        traits!($inner.k_smallest(2));
        traits!(repeat_n(1, 2));
                traits!($inner.zip($inner).map(|(a, b)| a + b).tuple_windows::<(_, _, _)>());
        {
            let groups = $inner.chunk_by(|x| *x / 2);
            traits!(&groups);
            let iter = (&groups).into_iter();
            out.push(("chunk_by: Groups", traits_of!(trait_probe::of(&iter))));
            out.push(("chunk_by: Group", traits_of!(trait_probe::of_group(&iter))));
        }
        {
            let chunks = $inner.chunks(2);
            out.push(("chunks: IntoChunks", traits_of!(trait_probe::of(&chunks))));
            let iter = (&chunks).into_iter();
            out.push(("chunks: Chunks", traits_of!(trait_probe::of(&iter))));
            out.push(("chunks: Chunk", traits_of!(trait_probe::of_item(&iter))));
        }
        traits!($inner.format(","), fmt);
        traits!($inner.map(|x| x as f64).format(","), fmt);
        traits!($inner.map(|_| &token).format(","), fmt);
        traits!($inner.format_with(",", |x, f| f(&x)), fmt);
        traits!($inner.format_with(",", nc_format()), fmt);
        traits!($inner.minmax(), fmt);
        traits!($inner.minmax_by_key(nc_key(|x| *x)), fmt);
        traits!($inner.fold_while(0, |a, x| $($krate)+::FoldWhile::Continue(a + x)), fmt);
        traits!($inner.counts(), fmt);
        traits!($inner.into_group_map_by(|x| *x), fmt);
        adaptor_traits!(@$clone out, token, $inner, [$($krate)+]);
        out
    }};
    (@clone $out:ident, $token:ident, $inner:expr, [$($krate:tt)+]) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, iproduct, izip};
        macro_rules! traits {
            ($e:expr) => {{
                let value = $e;
                $out.push((stringify!($e), traits_of!(trait_probe::of(&value))));
            }};
        }
        traits!($inner.cartesian_product($inner));
        traits!((0..2).cartesian_product($inner));
        traits!($inner.tuple_combinations::<(_, _)>());
        traits!($inner.tuple_combinations::<(_, _, _, _)>());
        traits!(vec![$inner, $inner].into_iter().multi_cartesian_product());
        traits!(iproduct!($inner, $inner, $inner));
        traits!(izip!($inner, $inner, 0..2));
    }};
    (@clone_exact $out:ident, $token:ident, $inner:expr, [$($krate:tt)+]) => {{
        adaptor_traits!(@clone $out, $token, $inner, [$($krate)+]);
        #[allow(unused_imports)]
        use $($krate)+::Itertools;
        let value = $inner.circular_tuple_windows::<(_, _)>();
        $out.push(("circular_tuple_windows", traits_of!(trait_probe::of(&value))));
    }};
    (@none $out:ident, $token:ident, $inner:expr, [$($krate:tt)+]) => {{}};
}

#[test]
#[ignore = "deep: cargo verify runs it"]
fn inline_adaptors_implement_the_traits_that_itertools_adaptors_implement() {
    // Inner iterators: one with every trait, one with `Clone` alone, one with all but `Clone`.
    let real = [
        adaptor_traits!([::itertools], full(), clone_exact),
        adaptor_traits!([::itertools], clone_only(), clone),
        adaptor_traits!([::itertools], not_clone(), none),
    ];
    let inline = [
        adaptor_traits!([crate::itertools], full(), clone_exact),
        adaptor_traits!([crate::itertools], clone_only(), clone),
        adaptor_traits!([crate::itertools], not_clone(), none),
    ];
    let mut differ = Vec::new();
    for (real, inline) in real.iter().zip(&inline) {
        assert_eq!(real.len(), inline.len());
        for ((what, real), (_, inline)) in real.iter().zip(inline) {
            if real != inline {
                differ.push(format!("{what}: itertools {real:?}, inline {inline:?}"));
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    // The probe tells traits apart.
    assert_eq!(
        traits_of!(trait_probe::of(&full())),
        [
            "Iterator",
            "DoubleEndedIterator",
            "ExactSizeIterator",
            "FusedIterator",
            "Clone"
        ]
    );
    assert_eq!(
        traits_of!(trait_probe::of(&clone_only())),
        ["Iterator", "Clone"]
    );
    assert_eq!(
        traits_of!(trait_probe::of(&not_clone())),
        [
            "Iterator",
            "DoubleEndedIterator",
            "ExactSizeIterator",
            "FusedIterator"
        ]
    );
}

/// The inputs of a fixture made awkward as judges' inputs are: none at all, cut at half, with
/// CRLF line ends, and followed by bytes that are not UTF-8.
fn awkward(input: &[u8]) -> Vec<Vec<u8>> {
    let crlf: Vec<u8> = input
        .iter()
        .flat_map(|&b| {
            if b == b'\n' {
                vec![b'\r', b'\n']
            } else {
                vec![b]
            }
        })
        .collect();
    let mut garbage = input.to_vec();
    garbage.extend_from_slice(b"\xff\xfe\n");
    vec![Vec::new(), input[..input.len() / 2].to_vec(), crlf, garbage]
}

#[test]
#[ignore = "deep: cargo verify runs it"]
fn every_fixture_bundles_as_expected_on_awkward_inputs_too() {
    let all = fixtures();
    assert!(all.len() >= 80, "{} fixtures", all.len());
    let chosen: Vec<&Fixture> = all.iter().collect();
    let real = real_builds(&chosen);
    let failures = two_at_a_time(
        &chosen,
        |f| check_fixture(f, &real, awkward, true),
        |f| f.name.clone(),
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
#[ignore = "deep: cargo verify runs it"]
fn the_probe_behaves_the_same_in_every_edition_of_every_judge() {
    let inputs: &[&str] = &[
        "scalars 255 -9 18446744073709551615 2.5 word x true -1",
        "tuples\n2\n1 2 -5\n3 1 7\n-4 9\n",
        "nested 2 3\n1 2 3\n4 5 6\n7 8 9 10",
        "prefixed\n2 1 2\n0\n1 5\n2 ab c\n1 7 z\n",
        "strings  héllo\tAb\r\nxyz  小涵\n",
        "repeated 3\n2 1 2\n0\n3 10 20\n30\n",
        "until_eof 1 2\n3 \n\n",
        "sources\n10 5\n2\n1 1 7 3\n",
        "missing 3 1 2",
        "itertools",
    ];
    let mut seen: Option<Vec<Result<String, String>>> = None;
    for judge in sites::ALL {
        let Some(rust) = &judge.rust else { continue };
        if rust.crates {
            continue;
        }
        let bundled = judge::bundle::bundle_for(workspace(), PROBE, judge)
            .unwrap_or_else(|e| panic!("{judge}: {e}"));
        assert_eq!(bundled.editions, rust.editions, "{judge}");
        for edition in rust.editions {
            let exe = compile(workspace(), &bundled.source, edition, "probe")
                .unwrap_or_else(|e| panic!("{e}"))
                .exe;
            let got: Vec<Result<String, String>> = inputs
                .iter()
                .map(|input| behaviour(&exe, input.as_bytes()))
                .collect();
            match &seen {
                None => seen = Some(got),
                Some(first) => assert_eq!(first, &got, "{judge}, edition {edition}"),
            }
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it"]
fn every_problems_bundle_compiles_in_every_edition_of_its_judge_without_warnings() {
    let names: Vec<&str> = workspace()
        .problems()
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    let failures = two_at_a_time(
        &names,
        |name| {
            let problem = workspace().problem(name)?;
            let judge = default_judge(Some(problem.site));
            let main_rs = problem.dir.join("src/main.rs");
            let bundled =
                bundle_file_for(workspace(), &main_rs, name, judge).map_err(|e| e.to_string())?;
            let rust = judge.rust.as_ref().ok_or("no Rust")?;
            for edition in rust.editions {
                let compiled = compile(workspace(), &bundled.source, edition, name)
                    .map_err(|e| e.message())?;
                if !compiled.diagnostics.trim().is_empty() {
                    return Err(format!(
                        "{name}: rustc --edition {edition} warns:\n{}",
                        compiled.diagnostics
                    ));
                }
            }
            Ok(())
        },
        |name| name.to_string(),
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

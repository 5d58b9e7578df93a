/// itertools 0.14.0 (bluss and contributors, MIT OR Apache-2.0), std only: the items the solution
/// uses, with the crate's own code for each (same laziness, same trait impls).
#[allow(
    dead_code,
    unused_imports,
    unused_macros,
    unused_mut,
    unused_variables,
    unused_results,
    unused_qualifications,
    unreachable_pub,
    missing_docs,
    missing_debug_implementations,
    elided_lifetimes_in_paths,
    single_use_lifetimes,
    non_camel_case_types,
    non_snake_case,
    clippy::all
)]
mod itertools {
    use std::cell::{Cell, RefCell};
    use std::cmp::Ordering;
    use std::collections::HashMap;
    use std::fmt::{self, Display, Write};
    use std::hash::Hash;
    use std::iter::{Fuse, FusedIterator};
    use std::vec::IntoIter as VecIntoIter;

    pub trait Itertools: Iterator {
        //@ method interleave needs Interleave
        fn interleave<J>(self, other: J) -> Interleave<Self, J::IntoIter>
        where
            J: IntoIterator<Item = Self::Item>,
            Self: Sized,
        {
            Interleave {
                i: self.fuse(),
                j: other.into_iter().fuse(),
                next_coming_from_j: false,
            }
        }
        //@ end
        //@ method intersperse needs Intersperse
        fn intersperse(self, element: Self::Item) -> Intersperse<Self>
        where
            Self: Sized,
            Self::Item: Clone,
        {
            IntersperseWith {
                peek: None,
                iter: self.fuse(),
                element: IntersperseElementSimple(element),
            }
        }
        //@ end
        //@ method intersperse_with needs Intersperse
        fn intersperse_with<F>(self, element: F) -> IntersperseWith<Self, F>
        where
            Self: Sized,
            F: FnMut() -> Self::Item,
        {
            IntersperseWith {
                peek: None,
                iter: self.fuse(),
                element,
            }
        }
        //@ end
        //@ method merge needs MergeBy
        fn merge<J>(self, other: J) -> MergeBy<Self, J::IntoIter, MergeLte>
        where
            Self: Sized,
            Self::Item: PartialOrd,
            J: IntoIterator<Item = Self::Item>,
        {
            MergeBy {
                left: PutBack::new(self.fuse()),
                right: PutBack::new(other.into_iter().fuse()),
                cmp_fn: MergeLte,
            }
        }
        //@ end
        //@ method merge_by needs MergeBy
        fn merge_by<J, F>(self, other: J, is_first: F) -> MergeBy<Self, J::IntoIter, F>
        where
            Self: Sized,
            J: IntoIterator<Item = Self::Item>,
            F: FnMut(&Self::Item, &Self::Item) -> bool,
        {
            MergeBy {
                left: PutBack::new(self.fuse()),
                right: PutBack::new(other.into_iter().fuse()),
                cmp_fn: is_first,
            }
        }
        //@ end
        //@ method k_smallest
        fn k_smallest(self, k: usize) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            use std::collections::BinaryHeap;
            if k == 0 {
                self.last();
                return Vec::new().into_iter();
            }
            if k == 1 {
                return self.min().into_iter().collect::<Vec<_>>().into_iter();
            }
            let mut iter = self.fuse();
            let mut heap: BinaryHeap<_> = iter.by_ref().take(k).collect();
            iter.for_each(|i| {
                if *heap.peek().unwrap() > i {
                    *heap.peek_mut().unwrap() = i;
                }
            });
            heap.into_sorted_vec().into_iter()
        }
        //@ end
        //@ method k_smallest_by needs k_smallest_general
        fn k_smallest_by<F>(self, k: usize, cmp: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            k_smallest_general(self, k, cmp).into_iter()
        }
        //@ end
        //@ method k_smallest_by_key needs k_smallest_general
        fn k_smallest_by_key<F, K>(self, k: usize, mut key: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item) -> K,
            K: Ord,
        {
            k_smallest_general(self, k, move |a, b| key(a).cmp(&key(b))).into_iter()
        }
        //@ end
        //@ method k_largest needs m:k_largest_by
        fn k_largest(self, k: usize) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            self.k_largest_by(k, Self::Item::cmp)
        }
        //@ end
        //@ method k_largest_by needs m:k_smallest_by
        fn k_largest_by<F>(self, k: usize, mut cmp: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            self.k_smallest_by(k, move |a, b| cmp(b, a))
        }
        //@ end
        //@ method k_largest_by_key needs m:k_largest_by
        fn k_largest_by_key<F, K>(self, k: usize, mut key: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item) -> K,
            K: Ord,
        {
            self.k_largest_by(k, move |a, b| key(a).cmp(&key(b)))
        }
        //@ end
        //@ method tuple_windows needs TupleWindows
        fn tuple_windows<T>(self) -> TupleWindows<Self, T>
        where
            Self: Sized + Iterator<Item = T::Item>,
            T: HomogeneousTuple,
            T::Item: Clone,
        {
            TupleWindows {
                last: None,
                iter: self,
            }
        }
        //@ end
        //@ method circular_tuple_windows needs TupleWindows m:tuple_windows
        fn circular_tuple_windows<T>(self) -> CircularTupleWindows<Self, T>
        where
            Self: Sized + Clone + Iterator<Item = T::Item> + ExactSizeIterator,
            T: TupleCollect + Clone,
            T::Item: Clone,
        {
            let len = self.len();
            let iter = self.cycle().tuple_windows();
            CircularTupleWindows { iter, len }
        }
        //@ end
        //@ method tuples needs Tuples
        fn tuples<T>(self) -> Tuples<Self, T>
        where
            Self: Sized + Iterator<Item = T::Item>,
            T: HomogeneousTuple,
        {
            Tuples {
                iter: self.fuse(),
                buf: Default::default(),
            }
        }
        //@ end
        //@ method cartesian_product needs Product
        fn cartesian_product<J>(self, other: J) -> Product<Self, J::IntoIter>
        where
            Self: Sized,
            Self::Item: Clone,
            J: IntoIterator,
            J::IntoIter: Clone,
        {
            let j = other.into_iter();
            Product {
                a_cur: None,
                a: self,
                b: j.clone(),
                b_orig: j,
            }
        }
        //@ end
        //@ method dedup needs m:dedup_by
        fn dedup(self) -> Dedup<Self>
        where
            Self: Sized,
            Self::Item: PartialEq,
        {
            self.dedup_by(PartialEq::eq as fn(&Self::Item, &Self::Item) -> bool)
        }
        //@ end
        //@ method dedup_by needs Dedup
        fn dedup_by<Cmp>(self, cmp: Cmp) -> DedupBy<Self, Cmp>
        where
            Self: Sized,
            Cmp: FnMut(&Self::Item, &Self::Item) -> bool,
        {
            DedupBy {
                iter: self,
                last: None,
                same: cmp,
            }
        }
        //@ end
        //@ method dedup_with_count needs m:dedup_by_with_count
        fn dedup_with_count(self) -> DedupWithCount<Self>
        where
            Self: Sized,
            Self::Item: PartialEq,
        {
            self.dedup_by_with_count(PartialEq::eq as fn(&Self::Item, &Self::Item) -> bool)
        }
        //@ end
        //@ method dedup_by_with_count needs DedupWithCount
        fn dedup_by_with_count<Cmp>(self, cmp: Cmp) -> DedupByWithCount<Self, Cmp>
        where
            Self: Sized,
            Cmp: FnMut(&Self::Item, &Self::Item) -> bool,
        {
            DedupByWithCount {
                iter: self,
                last: None,
                same: cmp,
            }
        }
        //@ end
        //@ method unique needs Unique
        fn unique(self) -> Unique<Self>
        where
            Self: Sized,
            Self::Item: Clone + Eq + Hash,
        {
            Unique {
                iter: UniqueBy {
                    iter: self,
                    used: HashMap::new(),
                    f: (),
                },
            }
        }
        //@ end
        //@ method unique_by needs Unique
        fn unique_by<V, F>(self, f: F) -> UniqueBy<Self, V, F>
        where
            Self: Sized,
            V: Eq + Hash,
            F: FnMut(&Self::Item) -> V,
        {
            UniqueBy {
                iter: self,
                used: HashMap::new(),
                f,
            }
        }
        //@ end
        //@ method tuple_combinations needs TupleCombinations
        fn tuple_combinations<T>(self) -> TupleCombinations<Self, T>
        where
            Self: Sized + Clone,
            Self::Item: Clone,
            T: HasCombination<Self>,
        {
            TupleCombinations {
                iter: T::Combination::from(self),
                _mi: std::marker::PhantomData,
            }
        }
        //@ end
        //@ method combinations needs Combinations
        fn combinations(self, k: usize) -> Combinations<Self>
        where
            Self: Sized,
            Self::Item: Clone,
        {
            Combinations::new(self, (0..k).collect())
        }
        //@ end
        //@ method permutations needs Permutations
        fn permutations(self, k: usize) -> Permutations<Self>
        where
            Self: Sized,
            Self::Item: Clone,
        {
            Permutations {
                vals: LazyBuffer::new(self),
                state: PermutationState::Start { k },
            }
        }
        //@ end
        //@ method positions needs Positions
        fn positions<P>(self, predicate: P) -> Positions<Self, P>
        where
            Self: Sized,
            P: FnMut(Self::Item) -> bool,
        {
            Positions {
                iter: self.enumerate(),
                f: predicate,
            }
        }
        //@ end
        //@ method next_tuple needs TupleCollect
        fn next_tuple<T>(&mut self) -> Option<T>
        where
            Self: Sized + Iterator<Item = T::Item>,
            T: HomogeneousTuple,
        {
            T::collect_from_iter_no_buf(self)
        }
        //@ end
        //@ method collect_tuple needs TupleCollect m:next_tuple
        fn collect_tuple<T>(mut self) -> Option<T>
        where
            Self: Sized + Iterator<Item = T::Item>,
            T: HomogeneousTuple,
        {
            match self.next_tuple() {
                elt @ Some(_) => match self.next() {
                    Some(_) => None,
                    None => elt,
                },
                _ => None,
            }
        }
        //@ end
        //@ method all_equal
        fn all_equal(&mut self) -> bool
        where
            Self: Sized,
            Self::Item: PartialEq,
        {
            match self.next() {
                None => true,
                Some(a) => self.all(|x| a == x),
            }
        }
        //@ end
        //@ method collect_vec
        fn collect_vec(self) -> Vec<Self::Item>
        where
            Self: Sized,
        {
            self.collect()
        }
        //@ end
        //@ method join
        fn join(&mut self, sep: &str) -> String
        where
            Self::Item: std::fmt::Display,
        {
            match self.next() {
                None => String::new(),
                Some(first_elt) => {
                    let (lower, _) = self.size_hint();
                    let mut result = String::with_capacity(sep.len() * lower);
                    write!(&mut result, "{}", first_elt).unwrap();
                    self.for_each(|elt| {
                        result.push_str(sep);
                        write!(&mut result, "{}", elt).unwrap();
                    });
                    result
                }
            }
        }
        //@ end
        //@ method fold_while needs FoldWhile
        fn fold_while<B, F>(&mut self, init: B, mut f: F) -> FoldWhile<B>
        where
            Self: Sized,
            F: FnMut(B, Self::Item) -> FoldWhile<B>,
        {
            use Result::{Err as Break, Ok as Continue};
            let result = self.try_fold(init, |acc, v| match f(acc, v) {
                FoldWhile::Continue(acc) => Continue(acc),
                FoldWhile::Done(acc) => Break(acc),
            });
            match result {
                Continue(acc) => FoldWhile::Continue(acc),
                Break(acc) => FoldWhile::Done(acc),
            }
        }
        //@ end
        //@ method sorted_unstable
        fn sorted_unstable(self) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            let mut v = Vec::from_iter(self);
            v.sort_unstable();
            v.into_iter()
        }
        //@ end
        //@ method sorted_unstable_by
        fn sorted_unstable_by<F>(self, cmp: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            let mut v = Vec::from_iter(self);
            v.sort_unstable_by(cmp);
            v.into_iter()
        }
        //@ end
        //@ method sorted_unstable_by_key
        fn sorted_unstable_by_key<K, F>(self, f: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            K: Ord,
            F: FnMut(&Self::Item) -> K,
        {
            let mut v = Vec::from_iter(self);
            v.sort_unstable_by_key(f);
            v.into_iter()
        }
        //@ end
        //@ method sorted
        fn sorted(self) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            let mut v = Vec::from_iter(self);
            v.sort();
            v.into_iter()
        }
        //@ end
        //@ method sorted_by
        fn sorted_by<F>(self, cmp: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            let mut v = Vec::from_iter(self);
            v.sort_by(cmp);
            v.into_iter()
        }
        //@ end
        //@ method sorted_by_key
        fn sorted_by_key<K, F>(self, f: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            K: Ord,
            F: FnMut(&Self::Item) -> K,
        {
            let mut v = Vec::from_iter(self);
            v.sort_by_key(f);
            v.into_iter()
        }
        //@ end
        //@ method sorted_by_cached_key
        fn sorted_by_cached_key<K, F>(self, f: F) -> VecIntoIter<Self::Item>
        where
            Self: Sized,
            K: Ord,
            F: FnMut(&Self::Item) -> K,
        {
            let mut v = Vec::from_iter(self);
            v.sort_by_cached_key(f);
            v.into_iter()
        }
        //@ end
        //@ method into_group_map
        fn into_group_map<K, V>(self) -> HashMap<K, Vec<V>>
        where
            Self: Iterator<Item = (K, V)> + Sized,
            K: Hash + Eq,
        {
            let mut lookup = HashMap::new();
            self.for_each(|(key, val)| {
                lookup.entry(key).or_insert_with(Vec::new).push(val);
            });
            lookup
        }
        //@ end
        //@ method into_group_map_by needs m:into_group_map
        fn into_group_map_by<K, V, F>(self, mut f: F) -> HashMap<K, Vec<V>>
        where
            Self: Iterator<Item = V> + Sized,
            K: Hash + Eq,
            F: FnMut(&V) -> K,
        {
            self.map(move |v| (f(&v), v)).into_group_map()
        }
        //@ end
        //@ method minmax needs MinMaxResult
        fn minmax(self) -> MinMaxResult<Self::Item>
        where
            Self: Sized,
            Self::Item: PartialOrd,
        {
            minmax_impl(self, |_| (), |x, y, _, _| x < y)
        }
        //@ end
        //@ method minmax_by_key needs MinMaxResult
        fn minmax_by_key<K, F>(self, key: F) -> MinMaxResult<Self::Item>
        where
            Self: Sized,
            K: PartialOrd,
            F: FnMut(&Self::Item) -> K,
        {
            minmax_impl(self, key, |_, _, xk, yk| xk < yk)
        }
        //@ end
        //@ method minmax_by needs MinMaxResult
        fn minmax_by<F>(self, mut compare: F) -> MinMaxResult<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            minmax_impl(self, |_| (), |x, y, _, _| Ordering::Less == compare(x, y))
        }
        //@ end
        //@ method position_max
        fn position_max(self) -> Option<usize>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            self.enumerate()
                .max_by(|x, y| Ord::cmp(&x.1, &y.1))
                .map(|x| x.0)
        }
        //@ end
        //@ method position_max_by_key
        fn position_max_by_key<K, F>(self, mut key: F) -> Option<usize>
        where
            Self: Sized,
            K: Ord,
            F: FnMut(&Self::Item) -> K,
        {
            self.enumerate()
                .max_by(|x, y| Ord::cmp(&key(&x.1), &key(&y.1)))
                .map(|x| x.0)
        }
        //@ end
        //@ method position_max_by
        fn position_max_by<F>(self, mut compare: F) -> Option<usize>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            self.enumerate()
                .max_by(|x, y| compare(&x.1, &y.1))
                .map(|x| x.0)
        }
        //@ end
        //@ method position_min
        fn position_min(self) -> Option<usize>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            self.enumerate()
                .min_by(|x, y| Ord::cmp(&x.1, &y.1))
                .map(|x| x.0)
        }
        //@ end
        //@ method position_min_by_key
        fn position_min_by_key<K, F>(self, mut key: F) -> Option<usize>
        where
            Self: Sized,
            K: Ord,
            F: FnMut(&Self::Item) -> K,
        {
            self.enumerate()
                .min_by(|x, y| Ord::cmp(&key(&x.1), &key(&y.1)))
                .map(|x| x.0)
        }
        //@ end
        //@ method position_min_by
        fn position_min_by<F>(self, mut compare: F) -> Option<usize>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            self.enumerate()
                .min_by(|x, y| compare(&x.1, &y.1))
                .map(|x| x.0)
        }
        //@ end
        //@ method counts
        fn counts(self) -> HashMap<Self::Item, usize>
        where
            Self: Sized,
            Self::Item: Eq + Hash,
        {
            let mut counts = HashMap::new();
            self.for_each(|item| *counts.entry(item).or_default() += 1);
            counts
        }
        //@ end
        //@ method counts_by needs m:counts
        fn counts_by<K, F>(self, f: F) -> HashMap<K, usize>
        where
            Self: Sized,
            K: Eq + Hash,
            F: FnMut(Self::Item) -> K,
        {
            self.map(f).counts()
        }
        //@ end
        //@ method get needs IteratorIndex
        fn get<R>(self, index: R) -> R::Output
        where
            Self: Sized,
            R: IteratorIndex<Self>,
        {
            index.index(self)
        }
        //@ end
        //@ method chunk_by needs ChunkBy
        fn chunk_by<K, F>(self, key: F) -> ChunkBy<K, Self, F>
        where
            Self: Sized,
            F: FnMut(&Self::Item) -> K,
            K: PartialEq,
        {
            chunk_by_new(self, key)
        }
        //@ end
        //@ method group_by needs m:chunk_by
        #[deprecated(note = "Use .chunk_by() instead", since = "0.13.0")]
        fn group_by<K, F>(self, key: F) -> ChunkBy<K, Self, F>
        where
            Self: Sized,
            F: FnMut(&Self::Item) -> K,
            K: PartialEq,
        {
            self.chunk_by(key)
        }
        //@ end
        //@ method chunks needs IntoChunks
        fn chunks(self, size: usize) -> IntoChunks<Self>
        where
            Self: Sized,
        {
            assert!(size != 0);
            new_chunks(self, size)
        }
        //@ end
        //@ method kmerge needs kmerge
        fn kmerge(self) -> KMerge<<Self::Item as IntoIterator>::IntoIter>
        where
            Self: Sized,
            Self::Item: IntoIterator,
            <Self::Item as IntoIterator>::Item: PartialOrd,
        {
            kmerge(self)
        }
        //@ end
        //@ method kmerge_by needs kmerge_by
        fn kmerge_by<F>(self, first: F) -> KMergeBy<<Self::Item as IntoIterator>::IntoIter, F>
        where
            Self: Sized,
            Self::Item: IntoIterator,
            F: FnMut(&<Self::Item as IntoIterator>::Item, &<Self::Item as IntoIterator>::Item) -> bool,
        {
            kmerge_by(self, first)
        }
        //@ end
        //@ method multi_cartesian_product needs MultiProduct
        fn multi_cartesian_product(self) -> MultiProduct<<Self::Item as IntoIterator>::IntoIter>
        where
            Self: Sized,
            Self::Item: IntoIterator,
            <Self::Item as IntoIterator>::IntoIter: Clone,
            <Self::Item as IntoIterator>::Item: Clone,
        {
            multi_cartesian_product(self)
        }
        //@ end
        //@ method combinations_with_replacement needs CombinationsWithReplacement
        fn combinations_with_replacement(self, k: usize) -> CombinationsWithReplacement<Self>
        where
            Self: Sized,
            Self::Item: Clone,
        {
            CombinationsWithReplacement {
                indices: vec![0; k].into_boxed_slice(),
                pool: LazyBuffer::new(self),
                first: true,
            }
        }
        //@ end
        //@ method powerset needs Powerset
        fn powerset(self) -> Powerset<Self>
        where
            Self: Sized,
            Self::Item: Clone,
        {
            Powerset {
                combs: Combinations::new(self, Vec::new()),
            }
        }
        //@ end
        //@ method update needs Update
        fn update<F>(self, updater: F) -> Update<Self, F>
        where
            Self: Sized,
            F: FnMut(&mut Self::Item),
        {
            Update {
                iter: self,
                f: updater,
            }
        }
        //@ end
        //@ method contains
        fn contains<Q>(&mut self, query: &Q) -> bool
        where
            Self: Sized,
            Self::Item: std::borrow::Borrow<Q>,
            Q: PartialEq + ?Sized,
        {
            use std::borrow::Borrow;
            self.any(|x| x.borrow() == query)
        }
        //@ end
        //@ method concat needs concat
        fn concat(self) -> Self::Item
        where
            Self: Sized,
            Self::Item:
                Extend<<<Self as Iterator>::Item as IntoIterator>::Item> + IntoIterator + Default,
        {
            concat(self)
        }
        //@ end
        //@ method try_collect
        fn try_collect<T, U, E>(self) -> Result<U, E>
        where
            Self: Sized + Iterator<Item = Result<T, E>>,
            Result<U, E>: FromIterator<Result<T, E>>,
        {
            self.collect()
        }
        //@ end
        //@ method format needs Format
        fn format(self, sep: &str) -> Format<'_, Self>
        where
            Self: Sized,
        {
            Format {
                sep,
                inner: Cell::new(Some(self)),
            }
        }
        //@ end
        //@ method format_with needs Format
        fn format_with<F>(self, sep: &str, format: F) -> FormatWith<'_, Self, F>
        where
            Self: Sized,
            F: FnMut(Self::Item, &mut dyn FnMut(&dyn fmt::Display) -> fmt::Result) -> fmt::Result,
        {
            FormatWith {
                sep,
                inner: Cell::new(Some((self, format))),
            }
        }
        //@ end
        //@ method tree_reduce
        fn tree_reduce<F>(mut self, mut f: F) -> Option<Self::Item>
        where
            F: FnMut(Self::Item, Self::Item) -> Self::Item,
            Self: Sized,
        {
            type State<T> = Result<T, Option<T>>;

            fn inner0<T, II, FF>(it: &mut II, f: &mut FF) -> State<T>
            where
                II: Iterator<Item = T>,
                FF: FnMut(T, T) -> T,
            {
                let a = if let Some(v) = it.next() {
                    v
                } else {
                    return Err(None);
                };
                let b = if let Some(v) = it.next() {
                    v
                } else {
                    return Err(Some(a));
                };
                Ok(f(a, b))
            }

            fn inner<T, II, FF>(stop: usize, it: &mut II, f: &mut FF) -> State<T>
            where
                II: Iterator<Item = T>,
                FF: FnMut(T, T) -> T,
            {
                let mut x = inner0(it, f)?;
                for height in 0..stop {
                    let next = if height == 0 {
                        inner0(it, f)
                    } else {
                        inner(height, it, f)
                    };
                    match next {
                        Ok(y) => x = f(x, y),
                        Err(None) => return Err(Some(x)),
                        Err(Some(y)) => return Err(Some(f(x, y))),
                    }
                }
                Ok(x)
            }

            match inner(usize::MAX, &mut self, &mut f) {
                Err(x) => x,
                _ => unreachable!(),
            }
        }
        //@ end
        //@ method tree_fold1 needs m:tree_reduce
        #[deprecated(note = "Use .tree_reduce() instead", since = "0.13.0")]
        fn tree_fold1<F>(self, f: F) -> Option<Self::Item>
        where
            F: FnMut(Self::Item, Self::Item) -> Self::Item,
            Self: Sized,
        {
            self.tree_reduce(f)
        }
        //@ end
    }

    impl<T> Itertools for T where T: Iterator + ?Sized {}

    //@ item size_hint
    pub type SizeHint = (usize, Option<usize>);

    fn size_hint_add(a: SizeHint, b: SizeHint) -> SizeHint {
        let min = a.0.saturating_add(b.0);
        let max = match (a.1, b.1) {
            (Some(x), Some(y)) => x.checked_add(y),
            _ => None,
        };
        (min, max)
    }

    fn size_hint_add_scalar(sh: SizeHint, x: usize) -> SizeHint {
        let (mut low, mut hi) = sh;
        low = low.saturating_add(x);
        hi = hi.and_then(|elt| elt.checked_add(x));
        (low, hi)
    }

    fn size_hint_sub_scalar(sh: SizeHint, x: usize) -> SizeHint {
        let (mut low, mut hi) = sh;
        low = low.saturating_sub(x);
        hi = hi.map(|elt| elt.saturating_sub(x));
        (low, hi)
    }

    fn size_hint_mul(a: SizeHint, b: SizeHint) -> SizeHint {
        let low = a.0.saturating_mul(b.0);
        let hi = match (a.1, b.1) {
            (Some(x), Some(y)) => x.checked_mul(y),
            (Some(0), None) | (None, Some(0)) => Some(0),
            _ => None,
        };
        (low, hi)
    }
    //@ end

    //@ item Intersperse needs size_hint
    pub trait IntersperseElement<Item> {
        fn generate(&mut self) -> Item;
    }

    #[derive(Debug, Clone)]
    pub struct IntersperseElementSimple<Item>(Item);

    impl<Item: Clone> IntersperseElement<Item> for IntersperseElementSimple<Item> {
        fn generate(&mut self) -> Item {
            self.0.clone()
        }
    }

    pub type Intersperse<I> = IntersperseWith<I, IntersperseElementSimple<<I as Iterator>::Item>>;

    impl<Item, F: FnMut() -> Item> IntersperseElement<Item> for F {
        fn generate(&mut self) -> Item {
            self()
        }
    }

    #[derive(Clone, Debug)]
    pub struct IntersperseWith<I, ElemF>
    where
        I: Iterator,
    {
        element: ElemF,
        iter: Fuse<I>,
        peek: Option<Option<I::Item>>,
    }

    impl<I, ElemF> Iterator for IntersperseWith<I, ElemF>
    where
        I: Iterator,
        ElemF: IntersperseElement<I::Item>,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            let Self {
                element,
                iter,
                peek,
            } = self;
            match peek {
                Some(item @ Some(_)) => item.take(),
                Some(None) => match iter.next() {
                    new @ Some(_) => {
                        *peek = Some(new);
                        Some(element.generate())
                    }
                    None => None,
                },
                None => {
                    *peek = Some(None);
                    iter.next()
                }
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let mut sh = self.iter.size_hint();
            sh = size_hint_add(sh, sh);
            match self.peek {
                Some(Some(_)) => size_hint_add_scalar(sh, 1),
                Some(None) => sh,
                None => size_hint_sub_scalar(sh, 1),
            }
        }

        fn fold<B, F>(self, init: B, mut f: F) -> B
        where
            Self: Sized,
            F: FnMut(B, Self::Item) -> B,
        {
            let Self {
                mut element,
                mut iter,
                peek,
            } = self;
            let mut accum = init;
            if let Some(x) = peek.unwrap_or_else(|| iter.next()) {
                accum = f(accum, x);
            }
            iter.fold(accum, |accum, x| {
                let accum = f(accum, element.generate());
                f(accum, x)
            })
        }
    }

    impl<I, ElemF> FusedIterator for IntersperseWith<I, ElemF>
    where
        I: Iterator,
        ElemF: IntersperseElement<I::Item>,
    {
    }
    //@ end

    //@ item MergeBy needs size_hint
    #[derive(Clone, Debug)]
    pub struct PutBack<I: Iterator> {
        top: Option<I::Item>,
        iter: I,
    }

    impl<I: Iterator> PutBack<I> {
        fn new(iter: I) -> Self {
            PutBack { top: None, iter }
        }

        fn put_back(&mut self, x: I::Item) {
            self.top = Some(x);
        }

        fn next(&mut self) -> Option<I::Item> {
            match self.top {
                None => self.iter.next(),
                ref mut some => some.take(),
            }
        }

        fn size_hint(&self) -> SizeHint {
            size_hint_add_scalar(self.iter.size_hint(), self.top.is_some() as usize)
        }
    }

    #[derive(Clone, Debug)]
    pub struct MergeLte;

    pub type Merge<I, J> = MergeBy<I, J, MergeLte>;

    pub trait MergePredicate<T> {
        fn merge(&mut self, left: T, right: T) -> (bool, T, T);
    }

    impl<T: PartialOrd> MergePredicate<T> for MergeLte {
        fn merge(&mut self, left: T, right: T) -> (bool, T, T) {
            if left <= right {
                (true, left, right)
            } else {
                (false, right, left)
            }
        }
    }

    impl<T, F: FnMut(&T, &T) -> bool> MergePredicate<T> for F {
        fn merge(&mut self, left: T, right: T) -> (bool, T, T) {
            if self(&left, &right) {
                (true, left, right)
            } else {
                (false, right, left)
            }
        }
    }

    pub struct MergeBy<I: Iterator, J: Iterator, F> {
        left: PutBack<Fuse<I>>,
        right: PutBack<Fuse<J>>,
        cmp_fn: F,
    }

    impl<I, J, F> Clone for MergeBy<I, J, F>
    where
        I: Iterator,
        J: Iterator,
        PutBack<Fuse<I>>: Clone,
        PutBack<Fuse<J>>: Clone,
        F: Clone,
    {
        fn clone(&self) -> Self {
            MergeBy {
                left: self.left.clone(),
                right: self.right.clone(),
                cmp_fn: self.cmp_fn.clone(),
            }
        }
    }

    impl<I, J, F> Iterator for MergeBy<I, J, F>
    where
        I: Iterator,
        J: Iterator<Item = I::Item>,
        F: MergePredicate<I::Item>,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            match (self.left.next(), self.right.next()) {
                (None, None) => None,
                (Some(left), None) => Some(left),
                (None, Some(right)) => Some(right),
                (Some(left), Some(right)) => {
                    // (left first?, the item given, the item put back)
                    let (left_first, next, not_next) = self.cmp_fn.merge(left, right);
                    if left_first {
                        self.right.put_back(not_next);
                    } else {
                        self.left.put_back(not_next);
                    }
                    Some(next)
                }
            }
        }

        fn size_hint(&self) -> SizeHint {
            size_hint_add(self.left.size_hint(), self.right.size_hint())
        }
    }

    impl<I, J, F> FusedIterator for MergeBy<I, J, F>
    where
        I: Iterator,
        J: Iterator<Item = I::Item>,
        F: MergePredicate<I::Item>,
    {
    }
    //@ end

    //@ item k_smallest_general
    fn k_smallest_general<I, F>(iter: I, k: usize, mut comparator: F) -> Vec<I::Item>
    where
        I: Iterator,
        F: FnMut(&I::Item, &I::Item) -> Ordering,
    {
        fn sift_down<T, F>(heap: &mut [T], is_less_than: &mut F, mut origin: usize)
        where
            F: FnMut(&T, &T) -> bool,
        {
            fn children_of(n: usize) -> (usize, usize) {
                (2 * n + 1, 2 * n + 2)
            }
            while origin < heap.len() {
                let (left_idx, right_idx) = children_of(origin);
                if left_idx >= heap.len() {
                    return;
                }
                let replacement_idx =
                    if right_idx < heap.len() && is_less_than(&heap[left_idx], &heap[right_idx]) {
                        right_idx
                    } else {
                        left_idx
                    };
                if is_less_than(&heap[origin], &heap[replacement_idx]) {
                    heap.swap(origin, replacement_idx);
                    origin = replacement_idx;
                } else {
                    return;
                }
            }
        }
        if k == 0 {
            iter.last();
            return Vec::new();
        }
        if k == 1 {
            return iter.min_by(comparator).into_iter().collect();
        }
        let mut iter = iter.fuse();
        let mut storage: Vec<I::Item> = iter.by_ref().take(k).collect();
        let mut is_less_than = move |a: &_, b: &_| comparator(a, b) == Ordering::Less;
        for i in (0..=(storage.len() / 2)).rev() {
            sift_down(&mut storage, &mut is_less_than, i);
        }
        iter.for_each(|val| {
            if is_less_than(&val, &storage[0]) {
                storage[0] = val;
                sift_down(&mut storage, &mut is_less_than, 0);
            }
        });
        let mut heap = &mut storage[..];
        while heap.len() > 1 {
            let last_idx = heap.len() - 1;
            heap.swap(0, last_idx);
            heap = &mut heap[..last_idx];
            sift_down(heap, &mut is_less_than, 0);
        }
        storage
    }
    //@ end

    //@ item chain
    macro_rules! chain {
        () => {
            ::std::iter::empty()
        };
        ($first:expr $(, $rest:expr )* $(,)?) => {
            {
                let iter = ::std::iter::IntoIterator::into_iter($first);
                $(
                    let iter =
                        ::std::iter::Iterator::chain(
                            iter,
                            ::std::iter::IntoIterator::into_iter($rest));
                )*
                iter
            }
        };
    }
    pub(crate) use chain;
    //@ end

    //@ item Interleave needs size_hint
    #[derive(Clone, Debug)]
    pub struct Interleave<I, J> {
        i: Fuse<I>,
        j: Fuse<J>,
        next_coming_from_j: bool,
    }

    impl<I, J> Iterator for Interleave<I, J>
    where
        I: Iterator,
        J: Iterator<Item = I::Item>,
    {
        type Item = I::Item;
        fn next(&mut self) -> Option<Self::Item> {
            self.next_coming_from_j = !self.next_coming_from_j;
            if self.next_coming_from_j {
                match self.i.next() {
                    None => self.j.next(),
                    r => r,
                }
            } else {
                match self.j.next() {
                    None => self.i.next(),
                    r => r,
                }
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            size_hint_add(self.i.size_hint(), self.j.size_hint())
        }
    }

    impl<I, J> FusedIterator for Interleave<I, J>
    where
        I: Iterator,
        J: Iterator<Item = I::Item>,
    {
    }
    //@ end

    //@ item TupleCollect
    pub trait HomogeneousTuple: TupleCollect {}

    impl<T: TupleCollect> HomogeneousTuple for T {}

    pub trait TupleCollect: Sized {
        type Item;
        type Buffer: Default + AsRef<[Option<Self::Item>]> + AsMut<[Option<Self::Item>]>;

        fn buffer_len(buf: &Self::Buffer) -> usize {
            let s = buf.as_ref();
            s.iter().position(Option::is_none).unwrap_or(s.len())
        }

        fn collect_from_iter<I>(iter: I, buf: &mut Self::Buffer) -> Option<Self>
        where
            I: IntoIterator<Item = Self::Item>;

        fn collect_from_iter_no_buf<I>(iter: I) -> Option<Self>
        where
            I: IntoIterator<Item = Self::Item>;

        fn num_items() -> usize;

        fn left_shift_push(&mut self, item: Self::Item);
    }

    macro_rules! count_ident {
        () => {0};
        ($i0:ident $($i:ident)*) => {1 + count_ident!($($i)*)};
    }

    macro_rules! ignore_ident {
        ($id:ident, $($t:tt)*) => {$($t)*};
    }

    macro_rules! rev_for_each_ident {
        ($m:ident, ) => {};
        ($m:ident, $i0:ident, $($i:ident,)*) => {
            rev_for_each_ident!($m, $($i,)*);
            $m!($i0);
        };
    }

    macro_rules! impl_tuple_collect {
        ($dummy:ident,) => {};
        ($dummy:ident, $($Y:ident,)*) => (
            impl_tuple_collect!($($Y,)*);
            impl<A> TupleCollect for ($(ignore_ident!($Y, A),)*) {
                type Item = A;
                type Buffer = [Option<A>; count_ident!($($Y)*) - 1];

                #[allow(unused_assignments, unused_mut)]
                fn collect_from_iter<I>(iter: I, buf: &mut Self::Buffer) -> Option<Self>
                    where I: IntoIterator<Item = A>
                {
                    let mut iter = iter.into_iter();
                    $(
                        let mut $Y = None;
                    )*
                    loop {
                        $(
                            $Y = iter.next();
                            if $Y.is_none() {
                                break
                            }
                        )*
                        return Some(($($Y.unwrap()),*,))
                    }
                    let mut i = 0;
                    let mut s = buf.as_mut();
                    $(
                        if i < s.len() {
                            s[i] = $Y;
                            i += 1;
                        }
                    )*
                    return None;
                }

                fn collect_from_iter_no_buf<I>(iter: I) -> Option<Self>
                    where I: IntoIterator<Item = A>
                {
                    let mut iter = iter.into_iter();
                    Some(($(
                        { let $Y = iter.next()?; $Y },
                    )*))
                }

                fn num_items() -> usize {
                    count_ident!($($Y)*)
                }

                fn left_shift_push(&mut self, mut item: A) {
                    use std::mem::replace;
                    let &mut ($(ref mut $Y),*,) = self;
                    macro_rules! replace_item{($i:ident) => {
                        item = replace($i, item);
                    }}
                    rev_for_each_ident!(replace_item, $($Y,)*);
                    drop(item);
                }
            }
        )
    }
    impl_tuple_collect!(dummy, a, b, c, d, e, f, g, h, i, j, k, l,);
    //@ end

    //@ item Tuples needs TupleCollect
    #[derive(Clone, Debug)]
    pub struct Tuples<I, T>
    where
        I: Iterator<Item = T::Item>,
        T: HomogeneousTuple,
    {
        iter: Fuse<I>,
        buf: T::Buffer,
    }

    impl<I, T> Iterator for Tuples<I, T>
    where
        I: Iterator<Item = T::Item>,
        T: HomogeneousTuple,
    {
        type Item = T;

        fn next(&mut self) -> Option<Self::Item> {
            T::collect_from_iter(&mut self.iter, &mut self.buf)
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let buffered = T::buffer_len(&self.buf);
            let (unbuffered_lo, unbuffered_hi) = self.iter.size_hint();
            let total_lo =
                add_then_div(unbuffered_lo, buffered, T::num_items()).unwrap_or(usize::MAX);
            let total_hi = unbuffered_hi.and_then(|hi| add_then_div(hi, buffered, T::num_items()));
            (total_lo, total_hi)
        }
    }

    fn add_then_div(n: usize, a: usize, d: usize) -> Option<usize> {
        (n / d).checked_add(a / d)?.checked_add((n % d + a % d) / d)
    }

    impl<I, T> ExactSizeIterator for Tuples<I, T>
    where
        I: ExactSizeIterator<Item = T::Item>,
        T: HomogeneousTuple,
    {
    }
    //@ end

    //@ item TupleWindows needs TupleCollect size_hint
    #[derive(Clone, Debug)]
    pub struct TupleWindows<I, T>
    where
        I: Iterator<Item = T::Item>,
        T: HomogeneousTuple,
    {
        iter: I,
        last: Option<T>,
    }

    impl<I, T> Iterator for TupleWindows<I, T>
    where
        I: Iterator<Item = T::Item>,
        T: HomogeneousTuple + Clone,
        T::Item: Clone,
    {
        type Item = T;

        fn next(&mut self) -> Option<Self::Item> {
            if T::num_items() == 1 {
                return T::collect_from_iter_no_buf(&mut self.iter);
            }
            if let Some(new) = self.iter.next() {
                if let Some(ref mut last) = self.last {
                    last.left_shift_push(new);
                    Some(last.clone())
                } else {
                    use std::iter::once;
                    let iter = once(new).chain(&mut self.iter);
                    self.last = T::collect_from_iter_no_buf(iter);
                    self.last.clone()
                }
            } else {
                None
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let mut sh = self.iter.size_hint();
            if self.last.is_none() {
                sh = size_hint_sub_scalar(sh, T::num_items() - 1);
            }
            sh
        }
    }

    impl<I, T> ExactSizeIterator for TupleWindows<I, T>
    where
        I: ExactSizeIterator<Item = T::Item>,
        T: HomogeneousTuple + Clone,
        T::Item: Clone,
    {
    }

    impl<I, T> FusedIterator for TupleWindows<I, T>
    where
        I: FusedIterator<Item = T::Item>,
        T: HomogeneousTuple + Clone,
        T::Item: Clone,
    {
    }

    #[derive(Debug, Clone)]
    pub struct CircularTupleWindows<I, T>
    where
        I: Iterator<Item = T::Item> + Clone,
        T: TupleCollect + Clone,
    {
        iter: TupleWindows<std::iter::Cycle<I>, T>,
        len: usize,
    }

    impl<I, T> Iterator for CircularTupleWindows<I, T>
    where
        I: Iterator<Item = T::Item> + Clone,
        T: TupleCollect + Clone,
        T::Item: Clone,
    {
        type Item = T;

        fn next(&mut self) -> Option<Self::Item> {
            if self.len != 0 {
                self.len -= 1;
                self.iter.next()
            } else {
                None
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            (self.len, Some(self.len))
        }
    }

    impl<I, T> ExactSizeIterator for CircularTupleWindows<I, T>
    where
        I: Iterator<Item = T::Item> + Clone,
        T: TupleCollect + Clone,
        T::Item: Clone,
    {
    }

    impl<I, T> FusedIterator for CircularTupleWindows<I, T>
    where
        I: Iterator<Item = T::Item> + Clone,
        T: TupleCollect + Clone,
        T::Item: Clone,
    {
    }
    //@ end

    //@ item Product needs size_hint
    #[derive(Debug, Clone)]
    pub struct Product<I, J>
    where
        I: Iterator,
    {
        a: I,
        a_cur: Option<Option<I::Item>>,
        b: J,
        b_orig: J,
    }

    impl<I, J> Iterator for Product<I, J>
    where
        I: Iterator,
        J: Clone + Iterator,
        I::Item: Clone,
    {
        type Item = (I::Item, J::Item);

        fn next(&mut self) -> Option<Self::Item> {
            let Self {
                a,
                a_cur,
                b,
                b_orig,
            } = self;
            let elt_b = match b.next() {
                None => {
                    *b = b_orig.clone();
                    match b.next() {
                        None => return None,
                        Some(x) => {
                            *a_cur = Some(a.next());
                            x
                        }
                    }
                }
                Some(x) => x,
            };
            a_cur
                .get_or_insert_with(|| a.next())
                .as_ref()
                .map(|a| (a.clone(), elt_b))
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let mut sh = size_hint_mul(self.a.size_hint(), self.b_orig.size_hint());
            if matches!(self.a_cur, Some(Some(_))) {
                sh = size_hint_add(sh, self.b.size_hint());
            }
            sh
        }

        fn fold<Acc, G>(self, mut accum: Acc, mut f: G) -> Acc
        where
            G: FnMut(Acc, Self::Item) -> Acc,
        {
            let Self {
                mut a,
                a_cur,
                mut b,
                b_orig,
            } = self;
            if let Some(mut elt_a) = a_cur.unwrap_or_else(|| a.next()) {
                loop {
                    accum = b.fold(accum, |acc, elt| f(acc, (elt_a.clone(), elt)));
                    if let Some(next_elt_a) = a.next() {
                        b = b_orig.clone();
                        elt_a = next_elt_a;
                    } else {
                        break;
                    }
                }
            }
            accum
        }
    }

    impl<I, J> FusedIterator for Product<I, J>
    where
        I: FusedIterator,
        J: Clone + FusedIterator,
        I::Item: Clone,
    {
    }

    #[derive(Clone, Debug)]
    pub struct MapSpecialCase<I, F> {
        iter: I,
        f: F,
    }

    pub trait MapSpecialCaseFn<T> {
        type Out;
        fn call(&mut self, t: T) -> Self::Out;
    }

    impl<I, R> Iterator for MapSpecialCase<I, R>
    where
        I: Iterator,
        R: MapSpecialCaseFn<I::Item>,
    {
        type Item = R::Out;

        fn next(&mut self) -> Option<Self::Item> {
            self.iter.next().map(|i| self.f.call(i))
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            self.iter.size_hint()
        }

        fn fold<Acc, Fold>(self, init: Acc, mut fold_f: Fold) -> Acc
        where
            Fold: FnMut(Acc, Self::Item) -> Acc,
        {
            let mut f = self.f;
            self.iter.fold(init, move |acc, v| fold_f(acc, f.call(v)))
        }

        fn collect<C>(self) -> C
        where
            C: FromIterator<Self::Item>,
        {
            let mut f = self.f;
            self.iter.map(move |v| f.call(v)).collect()
        }
    }

    impl<I, R> DoubleEndedIterator for MapSpecialCase<I, R>
    where
        I: DoubleEndedIterator,
        R: MapSpecialCaseFn<I::Item>,
    {
        fn next_back(&mut self) -> Option<Self::Item> {
            self.iter.next_back().map(|i| self.f.call(i))
        }
    }

    impl<I, R> ExactSizeIterator for MapSpecialCase<I, R>
    where
        I: ExactSizeIterator,
        R: MapSpecialCaseFn<I::Item>,
    {
    }

    macro_rules! impl_cons_iter(
        ($_A:ident, $_B:ident, ) => ();
        ($A:ident, $($B:ident,)*) => (
            impl_cons_iter!($($B,)*);
            #[allow(non_snake_case)]
            impl<$($B),*, X> MapSpecialCaseFn<(($($B,)*), X)> for ConsTuplesFn {
                type Out = ($($B,)* X, );
                fn call(&mut self, (($($B,)*), X): (($($B,)*), X)) -> Self::Out {
                    ($($B,)* X, )
                }
            }
        );
    );
    impl_cons_iter!(A, B, C, D, E, F, G, H, I, J, K, L,);

    #[derive(Debug, Clone)]
    pub struct ConsTuplesFn;

    pub type ConsTuples<I> = MapSpecialCase<I, ConsTuplesFn>;

    pub fn cons_tuples<I>(iterable: I) -> ConsTuples<I::IntoIter>
    where
        I: IntoIterator,
    {
        ConsTuples {
            iter: iterable.into_iter(),
            f: ConsTuplesFn,
        }
    }
    //@ end

    //@ item iproduct needs Product m:cartesian_product
    macro_rules! iproduct {
        (@flatten $I:expr,) => (
            $I
        );
        (@flatten $I:expr, $J:expr, $($K:expr,)*) => (
            $crate::itertools::iproduct!(@flatten $crate::itertools::cons_tuples($crate::itertools::iproduct!($I, $J)), $($K,)*)
        );
        () => (
            ::std::iter::once(())
        );
        ($I:expr $(,)?) => (
            ::std::iter::Iterator::map(
                ::std::iter::IntoIterator::into_iter($I),
                |elt| (elt,)
            )
        );
        ($I:expr, $J:expr $(,)?) => (
            $crate::itertools::Itertools::cartesian_product(
                ::std::iter::IntoIterator::into_iter($I),
                ::std::iter::IntoIterator::into_iter($J),
            )
        );
        ($I:expr, $J:expr, $($K:expr),+ $(,)?) => (
            $crate::itertools::iproduct!(@flatten $crate::itertools::iproduct!($I, $J), $($K,)+)
        );
    }
    pub(crate) use iproduct;
    //@ end

    //@ item izip
    macro_rules! izip {
        ( @closure $p:pat => $tup:expr ) => {
            |$p| $tup
        };
        ( @closure $p:pat => ( $($tup:tt)* ) , $_iter:expr $( , $tail:expr )* ) => {
            $crate::itertools::izip!(@closure ($p, b) => ( $($tup)*, b ) $( , $tail )*)
        };
        ($first:expr $(,)*) => {
            ::std::iter::IntoIterator::into_iter($first)
        };
        ($first:expr, $second:expr $(,)*) => {
            ::std::iter::Iterator::zip(
                ::std::iter::IntoIterator::into_iter($first),
                $second,
            )
        };
        ( $first:expr $( , $rest:expr )* $(,)* ) => {
            {
                let iter = ::std::iter::IntoIterator::into_iter($first);
                $(
                    let iter = ::std::iter::Iterator::zip(iter, $rest);
                )*
                ::std::iter::Iterator::map(
                    iter,
                    $crate::itertools::izip!(@closure a => (a) $( , $rest )*)
                )
            }
        };
    }
    pub(crate) use izip;
    //@ end

    //@ item Dedup needs size_hint
    #[derive(Clone, Debug)]
    pub struct DedupBy<I: Iterator, F> {
        iter: I,
        last: Option<Option<I::Item>>,
        same: F,
    }

    pub type Dedup<I> = DedupBy<I, fn(&<I as Iterator>::Item, &<I as Iterator>::Item) -> bool>;

    impl<I, F> Iterator for DedupBy<I, F>
    where
        I: Iterator,
        F: FnMut(&I::Item, &I::Item) -> bool,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            let Self { iter, last, same } = self;
            let mut prev = last.get_or_insert_with(|| iter.next()).take()?;
            for next in iter.by_ref() {
                if same(&prev, &next) {
                    continue;
                }
                *last = Some(Some(next));
                return Some(prev);
            }
            Some(prev)
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let (low, hi) = size_hint_add_scalar(
                self.iter.size_hint(),
                matches!(self.last, Some(Some(_))) as usize,
            );
            ((low > 0) as usize, hi)
        }
    }

    impl<I, F> FusedIterator for DedupBy<I, F>
    where
        I: Iterator,
        F: FnMut(&I::Item, &I::Item) -> bool,
    {
    }
    //@ end

    //@ item DedupWithCount needs size_hint
    #[derive(Clone, Debug)]
    pub struct DedupByWithCount<I: Iterator, F> {
        iter: I,
        last: Option<Option<(usize, I::Item)>>,
        same: F,
    }

    pub type DedupWithCount<I> =
        DedupByWithCount<I, fn(&<I as Iterator>::Item, &<I as Iterator>::Item) -> bool>;

    impl<I, F> Iterator for DedupByWithCount<I, F>
    where
        I: Iterator,
        F: FnMut(&I::Item, &I::Item) -> bool,
    {
        type Item = (usize, I::Item);

        fn next(&mut self) -> Option<Self::Item> {
            let Self { iter, last, same } = self;
            let (mut count, prev) = last
                .get_or_insert_with(|| iter.next().map(|x| (1, x)))
                .take()?;
            for next in iter.by_ref() {
                if same(&prev, &next) {
                    count += 1;
                    continue;
                }
                *last = Some(Some((1, next)));
                return Some((count, prev));
            }
            Some((count, prev))
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let (low, hi) = size_hint_add_scalar(
                self.iter.size_hint(),
                matches!(self.last, Some(Some(_))) as usize,
            );
            ((low > 0) as usize, hi)
        }
    }

    impl<I, F> FusedIterator for DedupByWithCount<I, F>
    where
        I: Iterator,
        F: FnMut(&I::Item, &I::Item) -> bool,
    {
    }
    //@ end

    //@ item Unique
    #[derive(Clone)]
    pub struct UniqueBy<I: Iterator, V, F> {
        iter: I,
        used: HashMap<V, ()>,
        f: F,
    }

    impl<I, V, F> Iterator for UniqueBy<I, V, F>
    where
        I: Iterator,
        V: Eq + Hash,
        F: FnMut(&I::Item) -> V,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            let Self { iter, used, f } = self;
            iter.find(|v| used.insert(f(v), ()).is_none())
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let (low, hi) = self.iter.size_hint();
            ((low > 0 && self.used.is_empty()) as usize, hi)
        }
    }

    impl<I, V, F> DoubleEndedIterator for UniqueBy<I, V, F>
    where
        I: DoubleEndedIterator,
        V: Eq + Hash,
        F: FnMut(&I::Item) -> V,
    {
        fn next_back(&mut self) -> Option<Self::Item> {
            let Self { iter, used, f } = self;
            iter.rfind(|v| used.insert(f(v), ()).is_none())
        }
    }

    impl<I, V, F> FusedIterator for UniqueBy<I, V, F>
    where
        I: FusedIterator,
        V: Eq + Hash,
        F: FnMut(&I::Item) -> V,
    {
    }

    #[derive(Clone)]
    pub struct Unique<I>
    where
        I: Iterator,
        I::Item: Eq + Hash + Clone,
    {
        iter: UniqueBy<I, I::Item, ()>,
    }

    impl<I> Iterator for Unique<I>
    where
        I: Iterator,
        I::Item: Eq + Hash + Clone,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            let UniqueBy { iter, used, .. } = &mut self.iter;
            iter.find_map(|v| {
                if let std::collections::hash_map::Entry::Vacant(entry) = used.entry(v) {
                    let elt = entry.key().clone();
                    entry.insert(());
                    return Some(elt);
                }
                None
            })
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let (low, hi) = self.iter.iter.size_hint();
            ((low > 0 && self.iter.used.is_empty()) as usize, hi)
        }
    }

    impl<I> DoubleEndedIterator for Unique<I>
    where
        I: DoubleEndedIterator,
        I::Item: Eq + Hash + Clone,
    {
        fn next_back(&mut self) -> Option<Self::Item> {
            let UniqueBy { iter, used, .. } = &mut self.iter;
            iter.rev().find_map(|v| {
                if let std::collections::hash_map::Entry::Vacant(entry) = used.entry(v) {
                    let elt = entry.key().clone();
                    entry.insert(());
                    return Some(elt);
                }
                None
            })
        }
    }

    impl<I> FusedIterator for Unique<I>
    where
        I: FusedIterator,
        I::Item: Eq + Hash + Clone,
    {
    }
    //@ end

    //@ item TupleCombinations needs size_hint checked_binomial
    #[derive(Clone, Debug)]
    pub struct TupleCombinations<I, T>
    where
        I: Iterator,
        T: HasCombination<I>,
    {
        iter: T::Combination,
        _mi: std::marker::PhantomData<I>,
    }

    pub trait HasCombination<I>: Sized {
        type Combination: From<I> + Iterator<Item = Self>;
    }

    impl<I, T> Iterator for TupleCombinations<I, T>
    where
        I: Iterator,
        T: HasCombination<I>,
    {
        type Item = T;

        fn next(&mut self) -> Option<Self::Item> {
            self.iter.next()
        }

        fn size_hint(&self) -> SizeHint {
            self.iter.size_hint()
        }

        fn count(self) -> usize {
            self.iter.count()
        }

        fn fold<B, F>(self, init: B, f: F) -> B
        where
            F: FnMut(B, Self::Item) -> B,
        {
            self.iter.fold(init, f)
        }
    }

    impl<I, T> FusedIterator for TupleCombinations<I, T>
    where
        I: FusedIterator,
        T: HasCombination<I>,
    {
    }

    #[derive(Clone, Debug)]
    pub struct Tuple1Combination<I> {
        iter: I,
    }

    impl<I> From<I> for Tuple1Combination<I> {
        fn from(iter: I) -> Self {
            Self { iter }
        }
    }

    impl<I: Iterator> Iterator for Tuple1Combination<I> {
        type Item = (I::Item,);

        fn next(&mut self) -> Option<Self::Item> {
            self.iter.next().map(|x| (x,))
        }

        fn size_hint(&self) -> SizeHint {
            self.iter.size_hint()
        }

        fn count(self) -> usize {
            self.iter.count()
        }

        fn fold<B, F>(self, init: B, f: F) -> B
        where
            F: FnMut(B, Self::Item) -> B,
        {
            self.iter.map(|x| (x,)).fold(init, f)
        }
    }

    impl<I: Iterator> HasCombination<I> for (I::Item,) {
        type Combination = Tuple1Combination<I>;
    }

    macro_rules! ignore_ident_c {
        ($id:ident, $($t:tt)*) => {$($t)*};
    }

    macro_rules! count_ident_c {
        () => {0};
        ($i0:ident $($i:ident)*) => {1 + count_ident_c!($($i)*)};
    }

    macro_rules! impl_tuple_combination {
        ($C:ident $P:ident ; $($X:ident)*) => (
            #[derive(Clone, Debug)]
            pub struct $C<I: Iterator> {
                item: Option<I::Item>,
                iter: I,
                c: $P<I>,
            }

            impl<I: Iterator + Clone> From<I> for $C<I> {
                fn from(mut iter: I) -> Self {
                    Self {
                        item: iter.next(),
                        iter: iter.clone(),
                        c: iter.into(),
                    }
                }
            }

            impl<I: Iterator + Clone> From<I> for $C<Fuse<I>> {
                fn from(iter: I) -> Self {
                    Self::from(iter.fuse())
                }
            }

            impl<I, A> Iterator for $C<I>
                where I: Iterator<Item = A> + Clone,
                      A: Clone,
            {
                type Item = (A, $(ignore_ident_c!($X, A)),*);

                fn next(&mut self) -> Option<Self::Item> {
                    if let Some(($($X,)*)) = self.c.next() {
                        let z = self.item.clone().unwrap();
                        Some((z, $($X),*))
                    } else {
                        self.item = self.iter.next();
                        self.item.clone().and_then(|z| {
                            self.c = self.iter.clone().into();
                            self.c.next().map(|($($X,)*)| (z, $($X),*))
                        })
                    }
                }

                fn size_hint(&self) -> SizeHint {
                    const K: usize = 1 + count_ident_c!($($X)*);
                    let (mut n_min, mut n_max) = self.iter.size_hint();
                    n_min = checked_binomial(n_min, K).unwrap_or(usize::MAX);
                    n_max = n_max.and_then(|n| checked_binomial(n, K));
                    size_hint_add(self.c.size_hint(), (n_min, n_max))
                }

                fn count(self) -> usize {
                    const K: usize = 1 + count_ident_c!($($X)*);
                    let n = self.iter.count();
                    checked_binomial(n, K).unwrap() + self.c.count()
                }

                fn fold<B, F>(self, mut init: B, mut f: F) -> B
                where
                    F: FnMut(B, Self::Item) -> B,
                {
                    type CurrTuple<A> = (A, $(ignore_ident_c!($X, A)),*);
                    type PrevTuple<A> = ($(ignore_ident_c!($X, A),)*);

                    fn map_fn<A: Clone>(z: &A) -> impl FnMut(PrevTuple<A>) -> CurrTuple<A> + '_ {
                        move |($($X,)*)| (z.clone(), $($X),*)
                    }

                    let Self { c, item, mut iter } = self;
                    if let Some(z) = item.as_ref() {
                        init = c
                            .map(map_fn::<A>(z))
                            .fold(init, &mut f);
                    }
                    while let Some(z) = iter.next() {
                        let c: $P<I> = iter.clone().into();
                        init = c
                            .map(map_fn::<A>(&z))
                            .fold(init, &mut f);
                    }
                    init
                }
            }

            impl<I, A> HasCombination<I> for (A, $(ignore_ident_c!($X, A)),*)
                where I: Iterator<Item = A> + Clone,
                      I::Item: Clone
            {
                type Combination = $C<Fuse<I>>;
            }
        )
    }

    impl_tuple_combination!(Tuple2Combination Tuple1Combination; a);
    impl_tuple_combination!(Tuple3Combination Tuple2Combination; a b);
    impl_tuple_combination!(Tuple4Combination Tuple3Combination; a b c);
    impl_tuple_combination!(Tuple5Combination Tuple4Combination; a b c d);
    impl_tuple_combination!(Tuple6Combination Tuple5Combination; a b c d e);
    impl_tuple_combination!(Tuple7Combination Tuple6Combination; a b c d e f);
    impl_tuple_combination!(Tuple8Combination Tuple7Combination; a b c d e f g);
    impl_tuple_combination!(Tuple9Combination Tuple8Combination; a b c d e f g h);
    impl_tuple_combination!(Tuple10Combination Tuple9Combination; a b c d e f g h i);
    impl_tuple_combination!(Tuple11Combination Tuple10Combination; a b c d e f g h i j);
    impl_tuple_combination!(Tuple12Combination Tuple11Combination; a b c d e f g h i j k);

    //@ end

    //@ item LazyBuffer needs size_hint
    #[derive(Debug, Clone)]
    pub struct LazyBuffer<I: Iterator> {
        it: Fuse<I>,
        buffer: Vec<I::Item>,
    }

    impl<I: Iterator> LazyBuffer<I> {
        pub fn new(it: I) -> Self {
            Self {
                it: it.fuse(),
                buffer: Vec::new(),
            }
        }

        pub fn len(&self) -> usize {
            self.buffer.len()
        }

        pub fn size_hint(&self) -> SizeHint {
            size_hint_add_scalar(self.it.size_hint(), self.len())
        }

        pub fn count(self) -> usize {
            self.len() + self.it.count()
        }

        pub fn get_next(&mut self) -> bool {
            if let Some(x) = self.it.next() {
                self.buffer.push(x);
                true
            } else {
                false
            }
        }

        pub fn prefill(&mut self, len: usize) {
            let buffer_len = self.buffer.len();
            if len > buffer_len {
                let delta = len - buffer_len;
                self.buffer.extend(self.it.by_ref().take(delta));
            }
        }
    }

    impl<I> LazyBuffer<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
        pub fn get_at(&self, indices: &[usize]) -> Vec<I::Item> {
            indices.iter().map(|i| self.buffer[*i].clone()).collect()
        }
    }
    //@ end

    //@ item Combinations needs size_hint LazyBuffer checked_binomial
    pub struct Combinations<I: Iterator> {
        indices: Vec<usize>,
        pool: LazyBuffer<I>,
        first: bool,
    }

    impl<I> Clone for Combinations<I>
    where
        I: Iterator + Clone,
        I::Item: Clone,
    {
        fn clone(&self) -> Self {
            Combinations {
                indices: self.indices.clone(),
                pool: self.pool.clone(),
                first: self.first,
            }
        }
    }

    impl<I: Iterator> Combinations<I> {
        fn new(iter: I, indices: Vec<usize>) -> Self {
            Self {
                indices,
                pool: LazyBuffer::new(iter),
                first: true,
            }
        }

        pub fn k(&self) -> usize {
            self.indices.len()
        }

        pub fn n(&self) -> usize {
            self.pool.len()
        }

        fn src(&self) -> &LazyBuffer<I> {
            &self.pool
        }

        fn n_and_count(self) -> (usize, usize) {
            let Self {
                indices,
                pool,
                first,
            } = self;
            let n = pool.count();
            (n, combinations_remaining_for(n, first, &indices).unwrap())
        }

        fn init(&mut self) -> bool {
            self.pool.prefill(self.k());
            let done = self.k() > self.n();
            if !done {
                self.first = false;
            }
            done
        }

        fn increment_indices(&mut self) -> bool {
            let indices = &mut self.indices[..];
            if indices.is_empty() {
                return true;
            }
            let mut i: usize = indices.len() - 1;
            if indices[i] == self.pool.len() - 1 {
                self.pool.get_next();
            }
            while indices[i] == i + self.pool.len() - indices.len() {
                if i > 0 {
                    i -= 1;
                } else {
                    return true;
                }
            }
            indices[i] += 1;
            for j in i + 1..indices.len() {
                indices[j] = indices[j - 1] + 1;
            }
            false
        }

        fn try_nth(&mut self, n: usize) -> Result<Vec<I::Item>, usize>
        where
            I::Item: Clone,
        {
            let done = if self.first {
                self.init()
            } else {
                self.increment_indices()
            };
            if done {
                return Err(0);
            }
            for i in 0..n {
                if self.increment_indices() {
                    return Err(i + 1);
                }
            }
            Ok(self.pool.get_at(&self.indices))
        }

        fn reset(&mut self, k: usize) {
            self.first = true;
            if k < self.indices.len() {
                self.indices.truncate(k);
                for i in 0..k {
                    self.indices[i] = i;
                }
            } else {
                for i in 0..self.indices.len() {
                    self.indices[i] = i;
                }
                self.indices.extend(self.indices.len()..k);
                self.pool.prefill(k);
            }
        }
    }

    impl<I> Iterator for Combinations<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
        type Item = Vec<I::Item>;

        fn next(&mut self) -> Option<Self::Item> {
            let done = if self.first {
                self.init()
            } else {
                self.increment_indices()
            };
            if done {
                return None;
            }
            Some(self.pool.get_at(&self.indices))
        }

        fn nth(&mut self, n: usize) -> Option<Self::Item> {
            self.try_nth(n).ok()
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let (mut low, mut upp) = self.pool.size_hint();
            low = combinations_remaining_for(low, self.first, &self.indices).unwrap_or(usize::MAX);
            upp = upp.and_then(|upp| combinations_remaining_for(upp, self.first, &self.indices));
            (low, upp)
        }

        fn count(self) -> usize {
            self.n_and_count().1
        }
    }

    impl<I> FusedIterator for Combinations<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
    }

    fn combinations_remaining_for(n: usize, first: bool, indices: &[usize]) -> Option<usize> {
        let k = indices.len();
        if n < k {
            Some(0)
        } else if first {
            checked_binomial(n, k)
        } else {
            // The combinations after the current one, by the first index where they differ.
            indices.iter().enumerate().try_fold(0usize, |sum, (i, n0)| {
                sum.checked_add(checked_binomial(n - 1 - *n0, k - i)?)
            })
        }
    }
    //@ end

    //@ item Permutations needs LazyBuffer size_hint
    pub struct Permutations<I: Iterator> {
        vals: LazyBuffer<I>,
        state: PermutationState,
    }

    impl<I> Clone for Permutations<I>
    where
        I: Clone + Iterator,
        I::Item: Clone,
    {
        fn clone(&self) -> Self {
            Permutations {
                vals: self.vals.clone(),
                state: self.state.clone(),
            }
        }
    }

    #[derive(Clone, Debug)]
    enum PermutationState {
        Start { k: usize },
        Buffered { k: usize, min_n: usize },
        Loaded {
            indices: Box<[usize]>,
            cycles: Box<[usize]>,
        },
        End,
    }

    impl<I> Iterator for Permutations<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
        type Item = Vec<I::Item>;

        fn next(&mut self) -> Option<Self::Item> {
            let Self { vals, state } = self;
            match state {
                PermutationState::Start { k: 0 } => {
                    *state = PermutationState::End;
                    Some(Vec::new())
                }
                &mut PermutationState::Start { k } => {
                    vals.prefill(k);
                    if vals.len() != k {
                        *state = PermutationState::End;
                        return None;
                    }
                    *state = PermutationState::Buffered { k, min_n: k };
                    Some(vals.buffer[0..k].to_vec())
                }
                PermutationState::Buffered { k, min_n } => {
                    let k = &*k;
                    if vals.get_next() {
                        let item = (0..*k - 1)
                            .chain(std::iter::once(*min_n))
                            .map(|i| vals.buffer[i].clone())
                            .collect();
                        *min_n += 1;
                        Some(item)
                    } else {
                        let n = *min_n;
                        let prev_iteration_count = n - *k + 1;
                        let mut indices: Box<[_]> = (0..n).collect();
                        let mut cycles: Box<[_]> = (n - k..n).rev().collect();
                        for _ in 0..prev_iteration_count {
                            if permutations_advance(&mut indices, &mut cycles) {
                                *state = PermutationState::End;
                                return None;
                            }
                        }
                        let item = vals.get_at(&indices[0..*k]);
                        *state = PermutationState::Loaded { indices, cycles };
                        Some(item)
                    }
                }
                PermutationState::Loaded { indices, cycles } => {
                    if permutations_advance(indices, cycles) {
                        *state = PermutationState::End;
                        return None;
                    }
                    let k = cycles.len();
                    Some(vals.get_at(&indices[0..k]))
                }
                PermutationState::End => None,
            }
        }

        fn count(self) -> usize {
            let Self { vals, state } = self;
            let n = vals.count();
            state.size_hint_for(n).1.unwrap()
        }

        fn size_hint(&self) -> SizeHint {
            let (mut low, mut upp) = self.vals.size_hint();
            low = self.state.size_hint_for(low).0;
            upp = upp.and_then(|n| self.state.size_hint_for(n).1);
            (low, upp)
        }
    }

    impl<I> FusedIterator for Permutations<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
    }

    impl PermutationState {
        fn size_hint_for(&self, n: usize) -> SizeHint {
            // At the start, n!/(n-k)! permutations are to come.
            let at_start = |n, k| {
                debug_assert!(n >= k);
                let total = (n - k + 1..=n).try_fold(1usize, |acc, i| acc.checked_mul(i));
                (total.unwrap_or(usize::MAX), total)
            };
            match *self {
                Self::Start { k } if n < k => (0, Some(0)),
                Self::Start { k } => at_start(n, k),
                Self::Buffered { k, min_n } => size_hint_sub_scalar(at_start(n, k), min_n - k + 1),
                Self::Loaded {
                    ref indices,
                    ref cycles,
                } => {
                    let count = cycles.iter().enumerate().try_fold(0usize, |acc, (i, &c)| {
                        acc.checked_mul(indices.len() - i)
                            .and_then(|count| count.checked_add(c))
                    });
                    (count.unwrap_or(usize::MAX), count)
                }
                Self::End => (0, Some(0)),
            }
        }
    }

    fn permutations_advance(indices: &mut [usize], cycles: &mut [usize]) -> bool {
        let n = indices.len();
        let k = cycles.len();
        for i in (0..k).rev() {
            if cycles[i] == 0 {
                cycles[i] = n - i - 1;
                indices[i..].rotate_left(1);
            } else {
                let swap_index = n - cycles[i];
                indices.swap(i, swap_index);
                cycles[i] -= 1;
                return false;
            }
        }
        true
    }
    //@ end

    //@ item Positions
    #[derive(Clone)]
    pub struct Positions<I, F> {
        iter: std::iter::Enumerate<I>,
        f: F,
    }

    impl<I, F> Iterator for Positions<I, F>
    where
        I: Iterator,
        F: FnMut(I::Item) -> bool,
    {
        type Item = usize;

        fn next(&mut self) -> Option<Self::Item> {
            let f = &mut self.f;
            self.iter.find_map(|(count, val)| f(val).then_some(count))
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            (0, self.iter.size_hint().1)
        }

        fn fold<B, G>(self, init: B, mut func: G) -> B
        where
            G: FnMut(B, Self::Item) -> B,
        {
            let mut f = self.f;
            self.iter.fold(init, |mut acc, (count, val)| {
                if f(val) {
                    acc = func(acc, count);
                }
                acc
            })
        }
    }

    impl<I, F> DoubleEndedIterator for Positions<I, F>
    where
        I: DoubleEndedIterator + ExactSizeIterator,
        F: FnMut(I::Item) -> bool,
    {
        fn next_back(&mut self) -> Option<Self::Item> {
            let f = &mut self.f;
            self.iter
                .by_ref()
                .rev()
                .find_map(|(count, val)| f(val).then_some(count))
        }

        fn rfold<B, G>(self, init: B, mut func: G) -> B
        where
            G: FnMut(B, Self::Item) -> B,
        {
            let mut f = self.f;
            self.iter.rfold(init, |mut acc, (count, val)| {
                if f(val) {
                    acc = func(acc, count);
                }
                acc
            })
        }
    }

    impl<I, F> FusedIterator for Positions<I, F>
    where
        I: FusedIterator,
        F: FnMut(I::Item) -> bool,
    {
    }
    //@ end

    //@ item FoldWhile
    #[derive(Copy, Clone, Debug, Eq, PartialEq)]
    pub enum FoldWhile<T> {
        Continue(T),
        Done(T),
    }

    impl<T> FoldWhile<T> {
        pub fn into_inner(self) -> T {
            match self {
                Self::Continue(x) | Self::Done(x) => x,
            }
        }

        pub fn is_done(&self) -> bool {
            match *self {
                Self::Continue(_) => false,
                Self::Done(_) => true,
            }
        }
    }
    //@ end

    //@ item MinMaxResult
    #[derive(Copy, Clone, PartialEq, Eq, Debug)]
    pub enum MinMaxResult<T> {
        NoElements,
        OneElement(T),
        MinMax(T, T),
    }

    impl<T: Clone> MinMaxResult<T> {
        pub fn into_option(self) -> Option<(T, T)> {
            match self {
                Self::NoElements => None,
                Self::OneElement(x) => Some((x.clone(), x)),
                Self::MinMax(x, y) => Some((x, y)),
            }
        }
    }

    fn minmax_impl<I, K, F, L>(mut it: I, mut key_for: F, mut lt: L) -> MinMaxResult<I::Item>
    where
        I: Iterator,
        F: FnMut(&I::Item) -> K,
        L: FnMut(&I::Item, &I::Item, &K, &K) -> bool,
    {
        let (mut min, mut max, mut min_key, mut max_key) = match it.next() {
            None => return MinMaxResult::NoElements,
            Some(x) => match it.next() {
                None => return MinMaxResult::OneElement(x),
                Some(y) => {
                    let xk = key_for(&x);
                    let yk = key_for(&y);
                    if !lt(&y, &x, &yk, &xk) {
                        (x, y, xk, yk)
                    } else {
                        (y, x, yk, xk)
                    }
                }
            },
        };
        loop {
            let first = match it.next() {
                None => break,
                Some(x) => x,
            };
            let second = match it.next() {
                None => {
                    let first_key = key_for(&first);
                    if lt(&first, &min, &first_key, &min_key) {
                        min = first;
                    } else if !lt(&first, &max, &first_key, &max_key) {
                        max = first;
                    }
                    break;
                }
                Some(x) => x,
            };
            let first_key = key_for(&first);
            let second_key = key_for(&second);
            if !lt(&second, &first, &second_key, &first_key) {
                if lt(&first, &min, &first_key, &min_key) {
                    min = first;
                    min_key = first_key;
                }
                if !lt(&second, &max, &second_key, &max_key) {
                    max = second;
                    max_key = second_key;
                }
            } else {
                if lt(&second, &min, &second_key, &min_key) {
                    min = second;
                    min_key = second_key;
                }
                if !lt(&first, &max, &first_key, &max_key) {
                    max = first;
                    max_key = first_key;
                }
            }
        }
        MinMaxResult::MinMax(min, max)
    }
    //@ end

    //@ item repeat_n
    #[derive(Clone, Debug)]
    pub struct RepeatN<A> {
        elt: Option<A>,
        n: usize,
    }

    pub fn repeat_n<A>(element: A, n: usize) -> RepeatN<A>
    where
        A: Clone,
    {
        if n == 0 {
            RepeatN { elt: None, n }
        } else {
            RepeatN {
                elt: Some(element),
                n,
            }
        }
    }

    impl<A> Iterator for RepeatN<A>
    where
        A: Clone,
    {
        type Item = A;

        fn next(&mut self) -> Option<Self::Item> {
            if self.n > 1 {
                self.n -= 1;
                self.elt.as_ref().cloned()
            } else {
                self.n = 0;
                self.elt.take()
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            (self.n, Some(self.n))
        }
    }

    impl<A> DoubleEndedIterator for RepeatN<A>
    where
        A: Clone,
    {
        fn next_back(&mut self) -> Option<Self::Item> {
            self.next()
        }
    }

    impl<A> ExactSizeIterator for RepeatN<A> where A: Clone {}

    impl<A> FusedIterator for RepeatN<A> where A: Clone {}
    //@ end

    //@ item checked_binomial
    fn checked_binomial(mut n: usize, mut k: usize) -> Option<usize> {
        if n < k {
            return Some(0);
        }
        k = (n - k).min(k);
        let mut c = 1;
        for i in 1..=k {
            c = (c / i)
                .checked_mul(n)?
                .checked_add((c % i).checked_mul(n)? / i)?;
            n -= 1;
        }
        Some(c)
    }
    //@ end

    //@ item Powerset needs Combinations size_hint checked_binomial
    pub struct Powerset<I: Iterator> {
        combs: Combinations<I>,
    }

    impl<I> Clone for Powerset<I>
    where
        I: Clone + Iterator,
        I::Item: Clone,
    {
        fn clone(&self) -> Self {
            Powerset {
                combs: self.combs.clone(),
            }
        }
    }

    impl<I: Iterator> Powerset<I> {
        fn increment_k(&mut self) -> bool {
            if self.combs.k() < self.combs.n() || self.combs.k() == 0 {
                self.combs.reset(self.combs.k() + 1);
                true
            } else {
                false
            }
        }
    }

    impl<I> Iterator for Powerset<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
        type Item = Vec<I::Item>;

        fn next(&mut self) -> Option<Self::Item> {
            if let Some(elt) = self.combs.next() {
                Some(elt)
            } else if self.increment_k() {
                self.combs.next()
            } else {
                None
            }
        }

        fn nth(&mut self, mut n: usize) -> Option<Self::Item> {
            loop {
                match self.combs.try_nth(n) {
                    Ok(item) => return Some(item),
                    Err(steps) => {
                        if !self.increment_k() {
                            return None;
                        }
                        n -= steps;
                    }
                }
            }
        }

        fn size_hint(&self) -> SizeHint {
            let k = self.combs.k();
            let (n_min, n_max) = self.combs.src().size_hint();
            let low = powerset_remaining_for(n_min, k).unwrap_or(usize::MAX);
            let upp = n_max.and_then(|n| powerset_remaining_for(n, k));
            size_hint_add(self.combs.size_hint(), (low, upp))
        }

        fn count(self) -> usize {
            let k = self.combs.k();
            let (n, combs_count) = self.combs.n_and_count();
            combs_count + powerset_remaining_for(n, k).unwrap()
        }

        fn fold<B, F>(self, mut init: B, mut f: F) -> B
        where
            F: FnMut(B, Self::Item) -> B,
        {
            let mut it = self.combs;
            if it.k() == 0 {
                init = it.by_ref().fold(init, &mut f);
                it.reset(1);
            }
            init = it.by_ref().fold(init, &mut f);
            for k in it.k() + 1..=it.n() {
                it.reset(k);
                init = it.by_ref().fold(init, &mut f);
            }
            init
        }
    }

    impl<I> FusedIterator for Powerset<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
    }

    fn powerset_remaining_for(n: usize, k: usize) -> Option<usize> {
        (k + 1..=n).try_fold(0usize, |sum, i| sum.checked_add(checked_binomial(n, i)?))
    }
    //@ end

    //@ item CombinationsWithReplacement needs LazyBuffer checked_binomial
    #[derive(Clone)]
    pub struct CombinationsWithReplacement<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
        indices: Box<[usize]>,
        pool: LazyBuffer<I>,
        first: bool,
    }

    impl<I> CombinationsWithReplacement<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
        fn increment_indices(&mut self) -> bool {
            self.pool.get_next();
            let mut increment = None;
            for (i, indices_int) in self.indices.iter().enumerate().rev() {
                if *indices_int < self.pool.len() - 1 {
                    increment = Some((i, indices_int + 1));
                    break;
                }
            }
            match increment {
                Some((increment_from, increment_value)) => {
                    self.indices[increment_from..].fill(increment_value);
                    false
                }
                None => true,
            }
        }
    }

    impl<I> Iterator for CombinationsWithReplacement<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
        type Item = Vec<I::Item>;

        fn next(&mut self) -> Option<Self::Item> {
            if self.first {
                if !(self.indices.is_empty() || self.pool.get_next()) {
                    return None;
                }
                self.first = false;
            } else if self.increment_indices() {
                return None;
            }
            Some(self.pool.get_at(&self.indices))
        }

        fn nth(&mut self, n: usize) -> Option<Self::Item> {
            if self.first {
                if !(self.indices.is_empty() || self.pool.get_next()) {
                    return None;
                }
                self.first = false;
            } else if self.increment_indices() {
                return None;
            }
            for _ in 0..n {
                if self.increment_indices() {
                    return None;
                }
            }
            Some(self.pool.get_at(&self.indices))
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            let (mut low, mut upp) = self.pool.size_hint();
            low = cwr_remaining_for(low, self.first, &self.indices).unwrap_or(usize::MAX);
            upp = upp.and_then(|upp| cwr_remaining_for(upp, self.first, &self.indices));
            (low, upp)
        }

        fn count(self) -> usize {
            let Self {
                indices,
                pool,
                first,
            } = self;
            let n = pool.count();
            cwr_remaining_for(n, first, &indices).unwrap()
        }
    }

    impl<I> FusedIterator for CombinationsWithReplacement<I>
    where
        I: Iterator,
        I::Item: Clone,
    {
    }

    fn cwr_remaining_for(n: usize, first: bool, indices: &[usize]) -> Option<usize> {
        let count = |n: usize, k: usize| {
            let positions = if n == 0 {
                k.saturating_sub(1)
            } else {
                (n - 1).checked_add(k)?
            };
            checked_binomial(positions, k)
        };
        let k = indices.len();
        if first {
            count(n, k)
        } else {
            indices.iter().enumerate().try_fold(0usize, |sum, (i, n0)| {
                sum.checked_add(count(n - 1 - *n0, k - i)?)
            })
        }
    }
    //@ end

    //@ item MultiProduct needs size_hint
    #[derive(Clone)]
    pub struct MultiProduct<I>(Option<MultiProductInner<I>>)
    where
        I: Iterator + Clone,
        I::Item: Clone;

    #[derive(Clone)]
    struct MultiProductInner<I>
    where
        I: Iterator + Clone,
        I::Item: Clone,
    {
        iters: Vec<MultiProductIter<I>>,
        cur: Option<Vec<I::Item>>,
    }

    fn multi_cartesian_product<H>(
        iters: H,
    ) -> MultiProduct<<H::Item as IntoIterator>::IntoIter>
    where
        H: Iterator,
        H::Item: IntoIterator,
        <H::Item as IntoIterator>::IntoIter: Clone,
        <H::Item as IntoIterator>::Item: Clone,
    {
        let inner = MultiProductInner {
            iters: iters
                .map(|i| MultiProductIter::new(i.into_iter()))
                .collect(),
            cur: None,
        };
        MultiProduct(Some(inner))
    }

    #[derive(Clone, Debug)]
    struct MultiProductIter<I>
    where
        I: Iterator + Clone,
        I::Item: Clone,
    {
        iter: I,
        iter_orig: I,
    }

    impl<I> MultiProductIter<I>
    where
        I: Iterator + Clone,
        I::Item: Clone,
    {
        fn new(iter: I) -> Self {
            Self {
                iter: iter.clone(),
                iter_orig: iter,
            }
        }
    }

    impl<I> Iterator for MultiProduct<I>
    where
        I: Iterator + Clone,
        I::Item: Clone,
    {
        type Item = Vec<I::Item>;

        fn next(&mut self) -> Option<Self::Item> {
            // None: the product has ended; `cur` None: not yet populated.
            let inner = self.0.as_mut()?;
            match &mut inner.cur {
                Some(values) => {
                    for (iter, item) in inner.iters.iter_mut().zip(values.iter_mut()).rev() {
                        if let Some(new) = iter.iter.next() {
                            *item = new;
                            return Some(values.clone());
                        } else {
                            iter.iter = iter.iter_orig.clone();
                            *item = iter.iter.next().unwrap();
                        }
                    }
                    self.0 = None;
                    None
                }
                None => {
                    let next: Option<Vec<_>> =
                        inner.iters.iter_mut().map(|i| i.iter.next()).collect();
                    if next.is_none() || inner.iters.is_empty() {
                        self.0 = None;
                    } else {
                        inner.cur.clone_from(&next);
                    }
                    next
                }
            }
        }

        fn count(self) -> usize {
            match self.0 {
                None => 0,
                Some(MultiProductInner { iters, cur: None }) => iters
                    .into_iter()
                    .map(|iter| iter.iter_orig.count())
                    .try_fold(1, |product, count| {
                        if count == 0 {
                            None
                        } else {
                            Some(product * count)
                        }
                    })
                    .unwrap_or_default(),
                Some(MultiProductInner {
                    iters,
                    cur: Some(_),
                }) => iters.into_iter().fold(0, |mut acc, iter| {
                    if acc != 0 {
                        acc *= iter.iter_orig.count();
                    }
                    acc + iter.iter.count()
                }),
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            match &self.0 {
                None => (0, Some(0)),
                Some(MultiProductInner { iters, cur: None }) => iters
                    .iter()
                    .map(|iter| iter.iter_orig.size_hint())
                    .fold((1, Some(1)), size_hint_mul),
                Some(MultiProductInner {
                    iters,
                    cur: Some(_),
                }) => {
                    if let [first, tail @ ..] = &iters[..] {
                        tail.iter().fold(first.iter.size_hint(), |mut sh, iter| {
                            sh = size_hint_mul(sh, iter.iter_orig.size_hint());
                            size_hint_add(sh, iter.iter.size_hint())
                        })
                    } else {
                        unreachable!()
                    }
                }
            }
        }

        fn last(self) -> Option<Self::Item> {
            let MultiProductInner { iters, cur } = self.0?;
            if let Some(values) = cur {
                let mut count = iters.len();
                let last = iters
                    .into_iter()
                    .zip(values)
                    .map(|(i, value)| {
                        i.iter.last().unwrap_or_else(|| {
                            count -= 1;
                            value
                        })
                    })
                    .collect();
                if count == 0 { None } else { Some(last) }
            } else {
                iters.into_iter().map(|i| i.iter.last()).collect()
            }
        }
    }

    impl<I> FusedIterator for MultiProduct<I>
    where
        I: Iterator + Clone,
        I::Item: Clone,
    {
    }
    //@ end

    //@ item GroupInner
    trait KeyFunction<A> {
        type Key;
        fn call_mut(&mut self, arg: A) -> Self::Key;
    }

    impl<A, K, F> KeyFunction<A> for F
    where
        F: FnMut(A) -> K + ?Sized,
    {
        type Key = K;
        fn call_mut(&mut self, arg: A) -> Self::Key {
            (*self)(arg)
        }
    }

    #[derive(Clone)]
    struct GroupInner<K, I, F>
    where
        I: Iterator,
    {
        key: F,
        iter: I,
        current_key: Option<K>,
        current_elt: Option<I::Item>,
        done: bool,
        top_group: usize,
        oldest_buffered_group: usize,
        bottom_group: usize,
        buffer: Vec<VecIntoIter<I::Item>>,
        dropped_group: usize,
    }

    impl<K, I, F> GroupInner<K, I, F>
    where
        I: Iterator,
        F: for<'a> KeyFunction<&'a I::Item, Key = K>,
        K: PartialEq,
    {
        fn step(&mut self, client: usize) -> Option<I::Item> {
            if client < self.oldest_buffered_group {
                None
            } else if client < self.top_group
                || (client == self.top_group
                    && self.buffer.len() > self.top_group - self.bottom_group)
            {
                self.lookup_buffer(client)
            } else if self.done {
                None
            } else if self.top_group == client {
                self.step_current()
            } else {
                self.step_buffering(client)
            }
        }

        fn lookup_buffer(&mut self, client: usize) -> Option<I::Item> {
            let bufidx = client - self.bottom_group;
            if client < self.oldest_buffered_group {
                return None;
            }
            let elt = self.buffer.get_mut(bufidx).and_then(|queue| queue.next());
            if elt.is_none() && client == self.oldest_buffered_group {
                self.oldest_buffered_group += 1;
                while self
                    .buffer
                    .get(self.oldest_buffered_group - self.bottom_group)
                    .map_or(false, |buf| buf.len() == 0)
                {
                    self.oldest_buffered_group += 1;
                }
                let nclear = self.oldest_buffered_group - self.bottom_group;
                if nclear > 0 && nclear >= self.buffer.len() / 2 {
                    let mut i = 0;
                    self.buffer.retain(|buf| {
                        i += 1;
                        debug_assert!(buf.len() == 0 || i > nclear);
                        i > nclear
                    });
                    self.bottom_group = self.oldest_buffered_group;
                }
            }
            elt
        }

        fn next_element(&mut self) -> Option<I::Item> {
            debug_assert!(!self.done);
            match self.iter.next() {
                None => {
                    self.done = true;
                    None
                }
                otherwise => otherwise,
            }
        }

        fn step_buffering(&mut self, client: usize) -> Option<I::Item> {
            debug_assert!(self.top_group + 1 == client);
            let mut group = Vec::new();
            if let Some(elt) = self.current_elt.take() {
                if self.top_group != self.dropped_group {
                    group.push(elt);
                }
            }
            let mut first_elt = None;
            while let Some(elt) = self.next_element() {
                let key = self.key.call_mut(&elt);
                match self.current_key.take() {
                    None => {}
                    Some(old_key) => {
                        if old_key != key {
                            self.current_key = Some(key);
                            first_elt = Some(elt);
                            break;
                        }
                    }
                }
                self.current_key = Some(key);
                if self.top_group != self.dropped_group {
                    group.push(elt);
                }
            }
            if self.top_group != self.dropped_group {
                self.push_next_group(group);
            }
            if first_elt.is_some() {
                self.top_group += 1;
                debug_assert!(self.top_group == client);
            }
            first_elt
        }

        fn push_next_group(&mut self, group: Vec<I::Item>) {
            while self.top_group - self.bottom_group > self.buffer.len() {
                if self.buffer.is_empty() {
                    self.bottom_group += 1;
                    self.oldest_buffered_group += 1;
                } else {
                    self.buffer.push(Vec::new().into_iter());
                }
            }
            self.buffer.push(group.into_iter());
            debug_assert!(self.top_group + 1 - self.bottom_group == self.buffer.len());
        }

        fn step_current(&mut self) -> Option<I::Item> {
            debug_assert!(!self.done);
            if let elt @ Some(..) = self.current_elt.take() {
                return elt;
            }
            match self.next_element() {
                None => None,
                Some(elt) => {
                    let key = self.key.call_mut(&elt);
                    match self.current_key.take() {
                        None => {}
                        Some(old_key) => {
                            if old_key != key {
                                self.current_key = Some(key);
                                self.current_elt = Some(elt);
                                self.top_group += 1;
                                return None;
                            }
                        }
                    }
                    self.current_key = Some(key);
                    Some(elt)
                }
            }
        }

        fn group_key(&mut self, client: usize) -> K {
            debug_assert!(!self.done);
            debug_assert!(client == self.top_group);
            debug_assert!(self.current_key.is_some());
            debug_assert!(self.current_elt.is_none());
            let old_key = self.current_key.take().unwrap();
            if let Some(elt) = self.next_element() {
                let key = self.key.call_mut(&elt);
                if old_key != key {
                    self.top_group += 1;
                }
                self.current_key = Some(key);
                self.current_elt = Some(elt);
            }
            old_key
        }
    }

    impl<K, I, F> GroupInner<K, I, F>
    where
        I: Iterator,
    {
        fn drop_group(&mut self, client: usize) {
            if self.dropped_group == !0 || client > self.dropped_group {
                self.dropped_group = client;
            }
        }
    }
    //@ end

    //@ item ChunkBy needs GroupInner
    #[deprecated(note = "Use `ChunkBy` instead", since = "0.13.0")]
    pub type GroupBy<K, I, F> = ChunkBy<K, I, F>;

    pub struct ChunkBy<K, I, F>
    where
        I: Iterator,
    {
        inner: RefCell<GroupInner<K, I, F>>,
        index: Cell<usize>,
    }

    fn chunk_by_new<K, J, F>(iter: J, f: F) -> ChunkBy<K, J::IntoIter, F>
    where
        J: IntoIterator,
        F: FnMut(&J::Item) -> K,
    {
        ChunkBy {
            inner: RefCell::new(GroupInner {
                key: f,
                iter: iter.into_iter(),
                current_key: None,
                current_elt: None,
                done: false,
                top_group: 0,
                oldest_buffered_group: 0,
                bottom_group: 0,
                buffer: Vec::new(),
                dropped_group: !0,
            }),
            index: Cell::new(0),
        }
    }

    impl<K, I, F> ChunkBy<K, I, F>
    where
        I: Iterator,
    {
        fn step(&self, client: usize) -> Option<I::Item>
        where
            F: FnMut(&I::Item) -> K,
            K: PartialEq,
        {
            self.inner.borrow_mut().step(client)
        }

        fn drop_group(&self, client: usize) {
            self.inner.borrow_mut().drop_group(client);
        }
    }

    impl<'a, K, I, F> IntoIterator for &'a ChunkBy<K, I, F>
    where
        I: Iterator,
        I::Item: 'a,
        F: FnMut(&I::Item) -> K,
        K: PartialEq,
    {
        type Item = (K, Group<'a, K, I, F>);
        type IntoIter = Groups<'a, K, I, F>;

        fn into_iter(self) -> Self::IntoIter {
            Groups { parent: self }
        }
    }

    pub struct Groups<'a, K, I, F>
    where
        I: Iterator + 'a,
        I::Item: 'a,
        K: 'a,
        F: 'a,
    {
        parent: &'a ChunkBy<K, I, F>,
    }

    impl<'a, K, I, F> Iterator for Groups<'a, K, I, F>
    where
        I: Iterator,
        I::Item: 'a,
        F: FnMut(&I::Item) -> K,
        K: PartialEq,
    {
        type Item = (K, Group<'a, K, I, F>);

        fn next(&mut self) -> Option<Self::Item> {
            let index = self.parent.index.get();
            self.parent.index.set(index + 1);
            let inner = &mut *self.parent.inner.borrow_mut();
            inner.step(index).map(|elt| {
                let key = inner.group_key(index);
                (
                    key,
                    Group {
                        parent: self.parent,
                        index,
                        first: Some(elt),
                    },
                )
            })
        }
    }

    pub struct Group<'a, K, I, F>
    where
        I: Iterator + 'a,
        I::Item: 'a,
        K: 'a,
        F: 'a,
    {
        parent: &'a ChunkBy<K, I, F>,
        index: usize,
        first: Option<I::Item>,
    }

    impl<'a, K, I, F> Drop for Group<'a, K, I, F>
    where
        I: Iterator,
        I::Item: 'a,
    {
        fn drop(&mut self) {
            self.parent.drop_group(self.index);
        }
    }

    impl<'a, K, I, F> Iterator for Group<'a, K, I, F>
    where
        I: Iterator,
        I::Item: 'a,
        F: FnMut(&I::Item) -> K,
        K: PartialEq,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            if let elt @ Some(..) = self.first.take() {
                return elt;
            }
            self.parent.step(self.index)
        }
    }
    //@ end

    //@ item IntoChunks needs GroupInner
    #[derive(Debug, Clone)]
    struct ChunkIndex {
        size: usize,
        index: usize,
        key: usize,
    }

    impl ChunkIndex {
        fn new(size: usize) -> Self {
            Self {
                size,
                index: 0,
                key: 0,
            }
        }
    }

    impl<A> KeyFunction<A> for ChunkIndex {
        type Key = usize;
        fn call_mut(&mut self, _arg: A) -> Self::Key {
            if self.index == self.size {
                self.key += 1;
                self.index = 0;
            }
            self.index += 1;
            self.key
        }
    }

    fn new_chunks<J>(iter: J, size: usize) -> IntoChunks<J::IntoIter>
    where
        J: IntoIterator,
    {
        IntoChunks {
            inner: RefCell::new(GroupInner {
                key: ChunkIndex::new(size),
                iter: iter.into_iter(),
                current_key: None,
                current_elt: None,
                done: false,
                top_group: 0,
                oldest_buffered_group: 0,
                bottom_group: 0,
                buffer: Vec::new(),
                dropped_group: !0,
            }),
            index: Cell::new(0),
        }
    }

    pub struct IntoChunks<I>
    where
        I: Iterator,
    {
        inner: RefCell<GroupInner<usize, I, ChunkIndex>>,
        index: Cell<usize>,
    }

    impl<I> Clone for IntoChunks<I>
    where
        I: Clone + Iterator,
        I::Item: Clone,
    {
        fn clone(&self) -> Self {
            IntoChunks {
                inner: self.inner.clone(),
                index: self.index.clone(),
            }
        }
    }

    impl<I> IntoChunks<I>
    where
        I: Iterator,
    {
        fn step(&self, client: usize) -> Option<I::Item> {
            self.inner.borrow_mut().step(client)
        }

        fn drop_group(&self, client: usize) {
            self.inner.borrow_mut().drop_group(client);
        }
    }

    impl<'a, I> IntoIterator for &'a IntoChunks<I>
    where
        I: Iterator,
        I::Item: 'a,
    {
        type Item = Chunk<'a, I>;
        type IntoIter = Chunks<'a, I>;

        fn into_iter(self) -> Self::IntoIter {
            Chunks { parent: self }
        }
    }

    #[derive(Clone)]
    pub struct Chunks<'a, I>
    where
        I: Iterator + 'a,
        I::Item: 'a,
    {
        parent: &'a IntoChunks<I>,
    }

    impl<'a, I> Iterator for Chunks<'a, I>
    where
        I: Iterator,
        I::Item: 'a,
    {
        type Item = Chunk<'a, I>;

        fn next(&mut self) -> Option<Self::Item> {
            let index = self.parent.index.get();
            self.parent.index.set(index + 1);
            let inner = &mut *self.parent.inner.borrow_mut();
            inner.step(index).map(|elt| Chunk {
                parent: self.parent,
                index,
                first: Some(elt),
            })
        }
    }

    pub struct Chunk<'a, I>
    where
        I: Iterator + 'a,
        I::Item: 'a,
    {
        parent: &'a IntoChunks<I>,
        index: usize,
        first: Option<I::Item>,
    }

    impl<'a, I> Drop for Chunk<'a, I>
    where
        I: Iterator,
        I::Item: 'a,
    {
        fn drop(&mut self) {
            self.parent.drop_group(self.index);
        }
    }

    impl<'a, I> Iterator for Chunk<'a, I>
    where
        I: Iterator,
        I::Item: 'a,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            if let elt @ Some(..) = self.first.take() {
                return elt;
            }
            self.parent.step(self.index)
        }
    }
    //@ end

    //@ item KMergeBy needs size_hint
    struct HeadTail<I>
    where
        I: Iterator,
    {
        head: I::Item,
        tail: I,
    }

    impl<I> HeadTail<I>
    where
        I: Iterator,
    {
        fn new(mut it: I) -> Option<Self> {
            let head = it.next();
            head.map(|h| Self { head: h, tail: it })
        }

        fn next(&mut self) -> Option<I::Item> {
            if let Some(next) = self.tail.next() {
                Some(std::mem::replace(&mut self.head, next))
            } else {
                None
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            size_hint_add_scalar(self.tail.size_hint(), 1)
        }
    }

    impl<I> Clone for HeadTail<I>
    where
        I: Iterator + Clone,
        I::Item: Clone,
    {
        fn clone(&self) -> Self {
            HeadTail {
                head: self.head.clone(),
                tail: self.tail.clone(),
            }
        }
    }

    fn kmerge_heapify<T, S>(data: &mut [T], mut less_than: S)
    where
        S: FnMut(&T, &T) -> bool,
    {
        for i in (0..data.len() / 2).rev() {
            kmerge_sift_down(data, i, &mut less_than);
        }
    }

    fn kmerge_sift_down<T, S>(heap: &mut [T], index: usize, mut less_than: S)
    where
        S: FnMut(&T, &T) -> bool,
    {
        debug_assert!(index <= heap.len());
        let mut pos = index;
        let mut child = 2 * pos + 1;
        while child + 1 < heap.len() {
            child += less_than(&heap[child + 1], &heap[child]) as usize;
            if !less_than(&heap[child], &heap[pos]) {
                return;
            }
            heap.swap(pos, child);
            pos = child;
            child = 2 * pos + 1;
        }
        if child + 1 == heap.len() && less_than(&heap[child], &heap[pos]) {
            heap.swap(pos, child);
        }
    }

    pub type KMerge<I> = KMergeBy<I, KMergeByLt>;

    pub trait KMergePredicate<T> {
        fn kmerge_pred(&mut self, a: &T, b: &T) -> bool;
    }

    #[derive(Clone, Debug)]
    pub struct KMergeByLt;

    impl<T: PartialOrd> KMergePredicate<T> for KMergeByLt {
        fn kmerge_pred(&mut self, a: &T, b: &T) -> bool {
            a < b
        }
    }

    impl<T, F: FnMut(&T, &T) -> bool> KMergePredicate<T> for F {
        fn kmerge_pred(&mut self, a: &T, b: &T) -> bool {
            self(a, b)
        }
    }

    pub struct KMergeBy<I, F>
    where
        I: Iterator,
    {
        heap: Vec<HeadTail<I>>,
        less_than: F,
    }

    impl<I, F> Clone for KMergeBy<I, F>
    where
        I: Iterator + Clone,
        I::Item: Clone,
        F: Clone,
    {
        fn clone(&self) -> Self {
            KMergeBy {
                heap: self.heap.clone(),
                less_than: self.less_than.clone(),
            }
        }
    }

    impl<I, F> Iterator for KMergeBy<I, F>
    where
        I: Iterator,
        F: KMergePredicate<I::Item>,
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            if self.heap.is_empty() {
                return None;
            }
            let result = if let Some(next) = self.heap[0].next() {
                next
            } else {
                self.heap.swap_remove(0).head
            };
            let less_than = &mut self.less_than;
            kmerge_sift_down(&mut self.heap, 0, |a, b| {
                less_than.kmerge_pred(&a.head, &b.head)
            });
            Some(result)
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            self.heap
                .iter()
                .map(|i| i.size_hint())
                .reduce(size_hint_add)
                .unwrap_or((0, Some(0)))
        }
    }

    impl<I, F> FusedIterator for KMergeBy<I, F>
    where
        I: Iterator,
        F: KMergePredicate<I::Item>,
    {
    }
    //@ end

    //@ item kmerge_by needs KMergeBy
    pub fn kmerge_by<I, F>(
        iterable: I,
        mut less_than: F,
    ) -> KMergeBy<<I::Item as IntoIterator>::IntoIter, F>
    where
        I: IntoIterator,
        I::Item: IntoIterator,
        F: KMergePredicate<<<I as IntoIterator>::Item as IntoIterator>::Item>,
    {
        let iter = iterable.into_iter();
        let (lower, _) = iter.size_hint();
        let mut heap: Vec<_> = Vec::with_capacity(lower);
        heap.extend(iter.filter_map(|it| HeadTail::new(it.into_iter())));
        kmerge_heapify(&mut heap, |a, b| less_than.kmerge_pred(&a.head, &b.head));
        KMergeBy { heap, less_than }
    }
    //@ end

    //@ item kmerge needs kmerge_by
    pub fn kmerge<I>(iterable: I) -> KMerge<<I::Item as IntoIterator>::IntoIter>
    where
        I: IntoIterator,
        I::Item: IntoIterator,
        <<I as IntoIterator>::Item as IntoIterator>::Item: PartialOrd,
    {
        kmerge_by(iterable, KMergeByLt)
    }
    //@ end

    //@ item concat
    pub fn concat<I>(iterable: I) -> I::Item
    where
        I: IntoIterator,
        I::Item: Extend<<<I as IntoIterator>::Item as IntoIterator>::Item> + IntoIterator + Default,
    {
        iterable
            .into_iter()
            .reduce(|mut a, b| {
                a.extend(b);
                a
            })
            .unwrap_or_default()
    }
    //@ end

    //@ item Format
    pub struct FormatWith<'a, I, F> {
        sep: &'a str,
        inner: Cell<Option<(I, F)>>,
    }

    pub struct Format<'a, I> {
        sep: &'a str,
        inner: Cell<Option<I>>,
    }

    impl<I, F> fmt::Display for FormatWith<'_, I, F>
    where
        I: Iterator,
        F: FnMut(I::Item, &mut dyn FnMut(&dyn fmt::Display) -> fmt::Result) -> fmt::Result,
    {
        fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
            let (mut iter, mut format) = match self.inner.take() {
                Some(t) => t,
                None => panic!("FormatWith: was already formatted once"),
            };
            if let Some(fst) = iter.next() {
                format(fst, &mut |disp: &dyn fmt::Display| disp.fmt(f))?;
                iter.try_for_each(|elt| {
                    if !self.sep.is_empty() {
                        f.write_str(self.sep)?;
                    }
                    format(elt, &mut |disp: &dyn fmt::Display| disp.fmt(f))
                })?;
            }
            Ok(())
        }
    }

    impl<I, F> fmt::Debug for FormatWith<'_, I, F>
    where
        I: Iterator,
        F: FnMut(I::Item, &mut dyn FnMut(&dyn fmt::Display) -> fmt::Result) -> fmt::Result,
    {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            fmt::Display::fmt(self, f)
        }
    }

    impl<I> Format<'_, I>
    where
        I: Iterator,
    {
        fn format(
            &self,
            f: &mut fmt::Formatter,
            cb: fn(&I::Item, &mut fmt::Formatter) -> fmt::Result,
        ) -> fmt::Result {
            let mut iter = match self.inner.take() {
                Some(t) => t,
                None => panic!("Format: was already formatted once"),
            };
            if let Some(fst) = iter.next() {
                cb(&fst, f)?;
                iter.try_for_each(|elt| {
                    if !self.sep.is_empty() {
                        f.write_str(self.sep)?;
                    }
                    cb(&elt, f)
                })?;
            }
            Ok(())
        }
    }

    macro_rules! impl_format {
        ($($fmt_trait:ident)*) => {
            $(
                impl<'a, I> fmt::$fmt_trait for Format<'a, I>
                    where I: Iterator,
                          I::Item: fmt::$fmt_trait,
                {
                    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
                        self.format(f, fmt::$fmt_trait::fmt)
                    }
                }
            )*
        }
    }

    impl_format! {Display Debug UpperExp LowerExp UpperHex LowerHex Octal Binary Pointer}

    impl<I, F> Clone for FormatWith<'_, I, F>
    where
        (I, F): Clone,
    {
        fn clone(&self) -> Self {
            struct PutBackOnDrop<'r, 'a, I, F> {
                into: &'r FormatWith<'a, I, F>,
                inner: Option<(I, F)>,
            }
            impl<I, F> Drop for PutBackOnDrop<'_, '_, I, F> {
                fn drop(&mut self) {
                    self.into.inner.set(self.inner.take())
                }
            }
            let pbod = PutBackOnDrop {
                inner: self.inner.take(),
                into: self,
            };
            Self {
                inner: Cell::new(pbod.inner.clone()),
                sep: self.sep,
            }
        }
    }

    impl<I> Clone for Format<'_, I>
    where
        I: Clone,
    {
        fn clone(&self) -> Self {
            struct PutBackOnDrop<'r, 'a, I> {
                into: &'r Format<'a, I>,
                inner: Option<I>,
            }
            impl<I> Drop for PutBackOnDrop<'_, '_, I> {
                fn drop(&mut self) {
                    self.into.inner.set(self.inner.take())
                }
            }
            let pbod = PutBackOnDrop {
                inner: self.inner.take(),
                into: self,
            };
            Self {
                inner: Cell::new(pbod.inner.clone()),
                sep: self.sep,
            }
        }
    }
    //@ end

    //@ item Update
    #[derive(Clone)]
    pub struct Update<I, F> {
        iter: I,
        f: F,
    }

    impl<I, F> Iterator for Update<I, F>
    where
        I: Iterator,
        F: FnMut(&mut I::Item),
    {
        type Item = I::Item;

        fn next(&mut self) -> Option<Self::Item> {
            if let Some(mut v) = self.iter.next() {
                (self.f)(&mut v);
                Some(v)
            } else {
                None
            }
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            self.iter.size_hint()
        }

        fn fold<Acc, G>(self, init: Acc, mut g: G) -> Acc
        where
            G: FnMut(Acc, Self::Item) -> Acc,
        {
            let mut f = self.f;
            self.iter.fold(init, move |acc, mut v| {
                f(&mut v);
                g(acc, v)
            })
        }

        fn collect<C>(self) -> C
        where
            C: FromIterator<Self::Item>,
        {
            let mut f = self.f;
            self.iter
                .map(move |mut v| {
                    f(&mut v);
                    v
                })
                .collect()
        }
    }

    impl<I, F> ExactSizeIterator for Update<I, F>
    where
        I: ExactSizeIterator,
        F: FnMut(&mut I::Item),
    {
    }

    impl<I, F> DoubleEndedIterator for Update<I, F>
    where
        I: DoubleEndedIterator,
        F: FnMut(&mut I::Item),
    {
        fn next_back(&mut self) -> Option<Self::Item> {
            if let Some(mut v) = self.iter.next_back() {
                (self.f)(&mut v);
                Some(v)
            } else {
                None
            }
        }
    }

    impl<I, F> FusedIterator for Update<I, F>
    where
        I: FusedIterator,
        F: FnMut(&mut I::Item),
    {
    }
    //@ end

    //@ item IteratorIndex
    pub trait IteratorIndex<I>
    where
        I: Iterator,
    {
        type Output: Iterator<Item = I::Item>;

        fn index(self, from: I) -> Self::Output;
    }

    impl<I> IteratorIndex<I> for std::ops::Range<usize>
    where
        I: Iterator,
    {
        type Output = std::iter::Skip<std::iter::Take<I>>;

        fn index(self, iter: I) -> Self::Output {
            iter.take(self.end).skip(self.start)
        }
    }

    impl<I> IteratorIndex<I> for std::ops::RangeInclusive<usize>
    where
        I: Iterator,
    {
        type Output = std::iter::Take<std::iter::Skip<I>>;

        fn index(self, iter: I) -> Self::Output {
            let length = if *self.end() == usize::MAX {
                assert_ne!(*self.start(), 0);
                self.end() - self.start() + 1
            } else {
                (self.end() + 1).saturating_sub(*self.start())
            };
            iter.skip(*self.start()).take(length)
        }
    }

    impl<I> IteratorIndex<I> for std::ops::RangeTo<usize>
    where
        I: Iterator,
    {
        type Output = std::iter::Take<I>;

        fn index(self, iter: I) -> Self::Output {
            iter.take(self.end)
        }
    }

    impl<I> IteratorIndex<I> for std::ops::RangeToInclusive<usize>
    where
        I: Iterator,
    {
        type Output = std::iter::Take<I>;

        fn index(self, iter: I) -> Self::Output {
            assert_ne!(self.end, usize::MAX);
            iter.take(self.end + 1)
        }
    }

    impl<I> IteratorIndex<I> for std::ops::RangeFrom<usize>
    where
        I: Iterator,
    {
        type Output = std::iter::Skip<I>;

        fn index(self, iter: I) -> Self::Output {
            iter.skip(self.start)
        }
    }

    impl<I> IteratorIndex<I> for std::ops::RangeFull
    where
        I: Iterator,
    {
        type Output = I;

        fn index(self, iter: I) -> Self::Output {
            iter
        }
    }
    //@ end
}

/// A std-only stand-in for the part of itertools 0.14.0 that the collection uses: the same names,
/// signatures and order of items. Adaptors collect their input first (every input here is finite).
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
    clippy::all
)]
mod itertools {
    use std::cmp::Ordering;
    use std::collections::{HashMap, HashSet};
    use std::fmt::{Display, Write};
    use std::hash::Hash;
    use std::marker::PhantomData;
    use std::vec::IntoIter;

    /// The extension methods, for every iterator.
    pub trait Itertools: Iterator {
        /// The items formatted with `{}` and separated by `sep`.
        fn join(&mut self, sep: &str) -> String
        where
            Self::Item: Display,
        {
            let mut out = String::new();
            if let Some(first) = self.next() {
                write!(out, "{first}").unwrap();
                for item in self {
                    out.push_str(sep);
                    write!(out, "{item}").unwrap();
                }
            }
            out
        }

        /// The items in a `Vec`.
        fn collect_vec(self) -> Vec<Self::Item>
        where
            Self: Sized,
        {
            self.collect()
        }

        /// The items in ascending order (stable).
        fn sorted(self) -> IntoIter<Self::Item>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            let mut items: Vec<Self::Item> = self.collect();
            items.sort();
            items.into_iter()
        }

        /// The items sorted by `cmp` (stable).
        fn sorted_by<F>(self, cmp: F) -> IntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            let mut items: Vec<Self::Item> = self.collect();
            items.sort_by(cmp);
            items.into_iter()
        }

        /// The items sorted by `key` (stable).
        fn sorted_by_key<K: Ord, F>(self, key: F) -> IntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item) -> K,
        {
            let mut items: Vec<Self::Item> = self.collect();
            items.sort_by_key(key);
            items.into_iter()
        }

        /// The items in ascending order (unstable).
        fn sorted_unstable(self) -> IntoIter<Self::Item>
        where
            Self: Sized,
            Self::Item: Ord,
        {
            let mut items: Vec<Self::Item> = self.collect();
            items.sort_unstable();
            items.into_iter()
        }

        /// The items sorted by `cmp` (unstable).
        fn sorted_unstable_by<F>(self, cmp: F) -> IntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item, &Self::Item) -> Ordering,
        {
            let mut items: Vec<Self::Item> = self.collect();
            items.sort_unstable_by(cmp);
            items.into_iter()
        }

        /// The items sorted by `key` (unstable).
        fn sorted_unstable_by_key<K: Ord, F>(self, key: F) -> IntoIter<Self::Item>
        where
            Self: Sized,
            F: FnMut(&Self::Item) -> K,
        {
            let mut items: Vec<Self::Item> = self.collect();
            items.sort_unstable_by_key(key);
            items.into_iter()
        }

        /// Every tuple of k items in input order (k = the tuple's arity, 2 to 4), lexicographic.
        fn tuple_combinations<T>(self) -> TupleCombinations<T>
        where
            Self: Sized,
            T: HomogeneousTuple<Item = Self::Item>,
        {
            TupleCombinations {
                picks: Picks::new(self.collect(), T::ARITY),
                tuple: PhantomData,
            }
        }

        /// Every `Vec` of k items in input order, lexicographic.
        fn combinations(self, k: usize) -> Combinations<Self::Item>
        where
            Self: Sized,
            Self::Item: Clone,
        {
            Combinations {
                picks: Picks::new(self.collect(), k),
            }
        }

        /// Every window of k consecutive items as a tuple (k = the tuple's arity, 2 to 4).
        fn tuple_windows<T>(self) -> TupleWindows<T>
        where
            Self: Sized,
            T: HomogeneousTuple<Item = Self::Item>,
        {
            TupleWindows {
                items: self.collect(),
                start: 0,
                tuple: PhantomData,
            }
        }

        /// Every pair `(a, b)` with `a` from `self` and `b` from `other`, `a` varying slowest.
        fn cartesian_product<J>(self, other: J) -> Product<Self, J::IntoIter>
        where
            Self: Sized,
            Self::Item: Clone,
            J: IntoIterator,
            J::IntoIter: Clone,
        {
            let other = other.into_iter();
            Product {
                left: self,
                current: None,
                right: other.clone(),
                right_start: other,
            }
        }

        /// The items without repeats, each at its first occurrence.
        fn unique(self) -> Unique<Self>
        where
            Self: Sized,
            Self::Item: Clone + Eq + Hash,
        {
            Unique {
                iter: self,
                seen: HashSet::new(),
            }
        }

        /// How many times each item occurs.
        fn counts(self) -> HashMap<Self::Item, usize>
        where
            Self: Sized,
            Self::Item: Eq + Hash,
        {
            let mut counts = HashMap::new();
            for item in self {
                *counts.entry(item).or_insert(0) += 1;
            }
            counts
        }

        /// The indices of the items for which `predicate` holds.
        fn positions<P>(self, mut predicate: P) -> impl Iterator<Item = usize>
        where
            Self: Sized,
            P: FnMut(Self::Item) -> bool,
        {
            self.enumerate()
                .filter_map(move |(i, item)| predicate(item).then_some(i))
        }

        /// True iff all the items are equal (also when there are none).
        fn all_equal(&mut self) -> bool
        where
            Self: Sized,
            Self::Item: PartialEq,
        {
            match self.next() {
                None => true,
                Some(first) => self.all(|item| item == first),
            }
        }
    }

    impl<I: Iterator + ?Sized> Itertools for I {}

    /// A tuple of 2 to 4 items of one type.
    pub trait HomogeneousTuple {
        type Item;
        const ARITY: usize;
        /// The tuple of `items[picks[0]], items[picks[1]], ...`.
        fn pick(items: &[Self::Item], picks: &[usize]) -> Self;
    }

    impl<A: Clone> HomogeneousTuple for (A, A) {
        type Item = A;
        const ARITY: usize = 2;
        fn pick(items: &[A], p: &[usize]) -> Self {
            (items[p[0]].clone(), items[p[1]].clone())
        }
    }

    impl<A: Clone> HomogeneousTuple for (A, A, A) {
        type Item = A;
        const ARITY: usize = 3;
        fn pick(items: &[A], p: &[usize]) -> Self {
            (items[p[0]].clone(), items[p[1]].clone(), items[p[2]].clone())
        }
    }

    impl<A: Clone> HomogeneousTuple for (A, A, A, A) {
        type Item = A;
        const ARITY: usize = 4;
        fn pick(items: &[A], p: &[usize]) -> Self {
            let item = |i: usize| items[p[i]].clone();
            (item(0), item(1), item(2), item(3))
        }
    }

    /// The k-subsets of the indices of `items`, in lexicographic order.
    pub struct Picks<A> {
        items: Vec<A>,
        // picks = the subset to yield next, increasing; None once all have been yielded.
        picks: Option<Vec<usize>>,
    }

    impl<A> Picks<A> {
        fn new(items: Vec<A>, k: usize) -> Self {
            let picks = (k <= items.len()).then(|| (0..k).collect());
            Picks { items, picks }
        }

        /// Calls `f` on the next subset, or returns `None` after the last.
        fn next_with<T>(&mut self, f: impl FnOnce(&[A], &[usize]) -> T) -> Option<T> {
            let picks = self.picks.as_mut()?;
            let result = f(&self.items, picks);
            let (n, k) = (self.items.len(), picks.len());
            match (0..k).rev().find(|&i| picks[i] < n - k + i) {
                None => self.picks = None,
                Some(i) => {
                    picks[i] += 1;
                    for j in i + 1..k {
                        picks[j] = picks[j - 1] + 1;
                    }
                }
            }
            Some(result)
        }
    }

    /// See [`Itertools::tuple_combinations`].
    pub struct TupleCombinations<T: HomogeneousTuple> {
        picks: Picks<T::Item>,
        tuple: PhantomData<T>,
    }

    impl<T: HomogeneousTuple> Iterator for TupleCombinations<T> {
        type Item = T;
        fn next(&mut self) -> Option<T> {
            self.picks.next_with(T::pick)
        }
    }

    /// See [`Itertools::combinations`].
    pub struct Combinations<A> {
        picks: Picks<A>,
    }

    impl<A: Clone> Iterator for Combinations<A> {
        type Item = Vec<A>;
        fn next(&mut self) -> Option<Vec<A>> {
            self.picks
                .next_with(|items, picks| picks.iter().map(|&i| items[i].clone()).collect())
        }
    }

    /// See [`Itertools::tuple_windows`].
    pub struct TupleWindows<T: HomogeneousTuple> {
        items: Vec<T::Item>,
        start: usize,
        tuple: PhantomData<T>,
    }

    impl<T: HomogeneousTuple> Iterator for TupleWindows<T> {
        type Item = T;
        fn next(&mut self) -> Option<T> {
            if self.start + T::ARITY > self.items.len() {
                return None;
            }
            let picks: Vec<usize> = (self.start..self.start + T::ARITY).collect();
            self.start += 1;
            Some(T::pick(&self.items, &picks))
        }
    }

    /// See [`Itertools::cartesian_product`].
    pub struct Product<I: Iterator, J> {
        left: I,
        current: Option<I::Item>,
        right: J,
        right_start: J,
    }

    impl<I: Iterator, J: Iterator + Clone> Iterator for Product<I, J>
    where
        I::Item: Clone,
    {
        type Item = (I::Item, J::Item);
        fn next(&mut self) -> Option<Self::Item> {
            loop {
                if self.current.is_none() {
                    self.current = Some(self.left.next()?);
                    self.right = self.right_start.clone();
                }
                match (self.right.next(), &self.current) {
                    (Some(b), Some(a)) => return Some((a.clone(), b)),
                    _ => self.current = None,
                }
            }
        }
    }

    /// See [`Itertools::unique`].
    pub struct Unique<I: Iterator> {
        iter: I,
        seen: HashSet<I::Item>,
    }

    impl<I: Iterator> Iterator for Unique<I>
    where
        I::Item: Clone + Eq + Hash,
    {
        type Item = I::Item;
        fn next(&mut self) -> Option<I::Item> {
            let seen = &mut self.seen;
            self.iter.find(|item| seen.insert(item.clone()))
        }
    }
}

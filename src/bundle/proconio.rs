/// A std-only stand-in for the part of proconio 0.5.0 that the collection uses: `input!` with
/// scalars, tuples, `[T; n]`, `[T]` (length first), `mut`, the `marker` types, and
/// `is_stdin_empty()`. All of stdin is read at the first use; tokens are separated by ASCII
/// whitespace.
#[allow(dead_code)]
mod proconio {
    use std::io::Read;
    use std::sync::{Mutex, MutexGuard, OnceLock};

    /// All of standard input and the offset of its first unread byte.
    pub struct Source {
        text: String,
        pos: usize,
    }

    /// True for the bytes that separate tokens: space, \t, \n, \x0b, \x0c, \r.
    fn is_space(byte: u8) -> bool {
        byte == b' ' || (b'\t'..=b'\r').contains(&byte)
    }

    impl Source {
        /// The next token; panics if only whitespace is left.
        pub fn next_token(&mut self) -> &str {
            let bytes = self.text.as_bytes();
            let mut start = self.pos;
            while start < bytes.len() && is_space(bytes[start]) {
                start += 1;
            }
            let mut end = start;
            while end < bytes.len() && !is_space(bytes[end]) {
                end += 1;
            }
            self.pos = end;
            if start == end {
                panic!("input!: the input ended before every value was read");
            }
            &self.text[start..end]
        }

        /// True iff only whitespace is left.
        pub fn is_empty(&mut self) -> bool {
            let bytes = self.text.as_bytes();
            while self.pos < bytes.len() && is_space(bytes[self.pos]) {
                self.pos += 1;
            }
            self.pos == bytes.len()
        }
    }

    /// Standard input, read whole at the first call, locked for the caller.
    pub fn stdin_source() -> MutexGuard<'static, Source> {
        static SOURCE: OnceLock<Mutex<Source>> = OnceLock::new();
        SOURCE
            .get_or_init(|| {
                let mut text = String::new();
                std::io::stdin()
                    .read_to_string(&mut text)
                    .expect("input!: cannot read standard input as UTF-8 text");
                Mutex::new(Source { text, pos: 0 })
            })
            .lock()
            .expect("input!: standard input is poisoned by an earlier panic")
    }

    /// True iff nothing but whitespace is left on standard input.
    pub fn is_stdin_empty() -> bool {
        stdin_source().is_empty()
    }

    /// A kind of value `input!` can read: a `FromStr` type or a marker.
    pub trait Readable {
        type Output;
        fn read(source: &mut Source) -> Self::Output;
    }

    impl<T: std::str::FromStr> Readable for T
    where
        T::Err: std::fmt::Debug,
    {
        type Output = T;
        fn read(source: &mut Source) -> T {
            let token = source.next_token();
            match token.parse() {
                Ok(value) => value,
                Err(e) => panic!(
                    "input!: cannot read `{token}` as a value of type `{}`: {e:?}",
                    std::any::type_name::<T>()
                ),
            }
        }
    }

    /// Markers that read a token in another form than its type's `FromStr`.
    pub mod marker {
        use super::{Readable, Source};

        /// A 1-based index, read as the 0-based `usize` one less.
        pub enum Usize1 {}
        /// A 1-based signed value, read as the `isize` one less.
        pub enum Isize1 {}
        /// A token read as its `Vec<char>`.
        pub enum Chars {}
        /// A token read as its `Vec<u8>`.
        pub enum Bytes {}

        impl Readable for Usize1 {
            type Output = usize;
            fn read(source: &mut Source) -> usize {
                <usize as Readable>::read(source)
                    .checked_sub(1)
                    .expect("input!: read 0 as a Usize1 (a 1-based index)")
            }
        }

        impl Readable for Isize1 {
            type Output = isize;
            fn read(source: &mut Source) -> isize {
                <isize as Readable>::read(source)
                    .checked_sub(1)
                    .expect("input!: read isize::MIN as an Isize1, which has no value one less")
            }
        }

        impl Readable for Chars {
            type Output = Vec<char>;
            fn read(source: &mut Source) -> Vec<char> {
                source.next_token().chars().collect()
            }
        }

        impl Readable for Bytes {
            type Output = Vec<u8>;
            fn read(source: &mut Source) -> Vec<u8> {
                source.next_token().as_bytes().to_vec()
            }
        }
    }

    /// `input! { a: T, mut b: [T; n], ... }` declares each variable, read from standard input.
    macro_rules! input {
        // `@vars [source] rest`: the declarations still to read.
        (@vars [$src:expr]) => {};
        (@vars [$src:expr] mut $var:tt : $($rest:tt)*) => {
            $crate::proconio::input!(@kind [$src] [mut] $var [] $($rest)*);
        };
        (@vars [$src:expr] $var:tt : $($rest:tt)*) => {
            $crate::proconio::input!(@kind [$src] [] $var [] $($rest)*);
        };
        // `@kind [source] [mut?] var [kind so far] rest`: gathers the kind up to a comma.
        (@kind [$src:expr] [$($mut:tt)?] $var:tt [$($kind:tt)+]) => {
            let $($mut)? $var = $crate::proconio::input!(@read [$src] $($kind)+);
        };
        (@kind [$src:expr] [$($mut:tt)?] $var:tt [$($kind:tt)+] , $($rest:tt)*) => {
            let $($mut)? $var = $crate::proconio::input!(@read [$src] $($kind)+);
            $crate::proconio::input!(@vars [$src] $($rest)*);
        };
        (@kind [$src:expr] [$($mut:tt)?] $var:tt [$($kind:tt)*] $next:tt $($rest:tt)*) => {
            $crate::proconio::input!(@kind [$src] [$($mut)?] $var [$($kind)* $next] $($rest)*);
        };
        // `@read [source] kind`: an expression that reads one value of the kind.
        (@read [$src:expr] [$($inner:tt)*]) => {
            $crate::proconio::input!(@array [$src] [] $($inner)*)
        };
        (@read [$src:expr] ($($inner:tt)*)) => {
            $crate::proconio::input!(@tuple [$src] [] [] $($inner)*)
        };
        (@read [$src:expr] $kind:ty) => {
            <$kind as $crate::proconio::Readable>::read($src)
        };
        // `@array [source] [element kind so far] rest`: `[kind; len]`, or `[kind]` whose length
        // comes first in the input.
        (@array [$src:expr] [$($kind:tt)+] ; $($len:tt)+) => {{
            let len = $($len)+;
            (0..len)
                .map(|_| $crate::proconio::input!(@read [$src] $($kind)+))
                .collect::<Vec<_>>()
        }};
        (@array [$src:expr] [$($kind:tt)+]) => {{
            let len = <usize as $crate::proconio::Readable>::read($src);
            (0..len)
                .map(|_| $crate::proconio::input!(@read [$src] $($kind)+))
                .collect::<Vec<_>>()
        }};
        (@array [$src:expr] [$($kind:tt)*] $next:tt $($rest:tt)*) => {
            $crate::proconio::input!(@array [$src] [$($kind)* $next] $($rest)*)
        };
        // `@tuple [source] [[kind] ...] [current kind] rest`: splits the kinds at commas.
        (@tuple [$src:expr] [$([$($done:tt)+])*] []) => {
            ($($crate::proconio::input!(@read [$src] $($done)+),)*)
        };
        (@tuple [$src:expr] [$($done:tt)*] [$($kind:tt)+]) => {
            $crate::proconio::input!(@tuple [$src] [$($done)* [$($kind)+]] [])
        };
        (@tuple [$src:expr] [$($done:tt)*] [$($kind:tt)+] , $($rest:tt)*) => {
            $crate::proconio::input!(@tuple [$src] [$($done)* [$($kind)+]] [] $($rest)*)
        };
        (@tuple [$src:expr] [$($done:tt)*] [$($kind:tt)*] $next:tt $($rest:tt)*) => {
            $crate::proconio::input!(@tuple [$src] [$($done)*] [$($kind)* $next] $($rest)*)
        };
        ($($rest:tt)*) => {
            let mut source = $crate::proconio::stdin_source();
            $crate::proconio::input!(@vars [&mut *source] $($rest)*);
            drop(source);
        };
    }
    pub(crate) use input;
}

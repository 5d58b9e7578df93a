// proconio 0.5.0 and proconio-derive 0.2.1 (statiolake, MIT OR Apache-2.0), std only: its
// sources, markers, `input!`, `input_interactive!`, `read_value!` and `is_stdin_empty()`, as the
// crate has them; `#[fastout]` and `#[derive_readable]` as `macro_rules!` that expand to what
// proconio-derive's attributes expand to (the bundle wraps the item in `fastout! { … }`). The
// bundle keeps only the items a solution reaches (`judge::bundle::shake`).
pub mod source {
    use std::any::type_name;
    use std::fmt::Debug;
    use std::io::BufRead;
    use std::str::FromStr;

    pub mod auto {
        #[cfg(debug_assertions)]
        pub use super::line::LineSource as AutoSource;
        #[cfg(not(debug_assertions))]
        pub use super::once::OnceSource as AutoSource;
    }

    /// The tokens of a text, split as `str::split_whitespace` splits it.
    pub(super) struct Tokens {
        text: String,
        pos: usize,
    }

    impl From<String> for Tokens {
        fn from(text: String) -> Self {
            Tokens { text, pos: 0 }
        }
    }

    impl Tokens {
        pub(super) fn next_token(&mut self) -> Option<&str> {
            let rest = &self.text[self.pos..];
            let Some(start) = rest.find(|c: char| !c.is_whitespace()) else {
                self.pos = self.text.len();
                return None;
            };
            let len = rest[start..]
                .find(char::is_whitespace)
                .unwrap_or(rest.len() - start);
            let token = self.pos + start..self.pos + start + len;
            self.pos = token.end;
            Some(&self.text[token])
        }

        pub(super) fn is_empty(&mut self) -> bool {
            !self.text[self.pos..].contains(|c: char| !c.is_whitespace())
        }
    }

    pub mod line {
        use super::{Source, Tokens};
        use std::io::{BufRead, BufReader};

        pub struct LineSource<R: BufRead> {
            tokens: Tokens,
            reader: R,
        }

        impl<R: BufRead> LineSource<R> {
            pub fn new(reader: R) -> LineSource<R> {
                LineSource {
                    tokens: "".to_owned().into(),
                    reader,
                }
            }

            fn prepare(&mut self) {
                while self.tokens.is_empty() {
                    let mut line = String::new();
                    let num_bytes = self
                        .reader
                        .read_line(&mut line)
                        .expect("failed to get linel maybe an IO error.");
                    if num_bytes == 0 {
                        return;
                    }
                    self.tokens = line.into();
                }
            }
        }

        impl<R: BufRead> Source<R> for LineSource<R> {
            fn next_token(&mut self) -> Option<&str> {
                self.prepare();
                self.tokens.next_token()
            }

            fn is_empty(&mut self) -> bool {
                self.prepare();
                self.tokens.is_empty()
            }
        }

        impl<'a> From<&'a str> for LineSource<BufReader<&'a [u8]>> {
            fn from(s: &'a str) -> LineSource<BufReader<&'a [u8]>> {
                LineSource::new(BufReader::new(s.as_bytes()))
            }
        }
    }

    pub mod once {
        use super::{Source, Tokens};
        use std::io::{BufRead, BufReader};
        use std::marker::PhantomData;

        pub struct OnceSource<R: BufRead> {
            tokens: Tokens,
            _read: PhantomData<R>,
        }

        impl<R: BufRead> OnceSource<R> {
            pub fn new(mut source: R) -> OnceSource<R> {
                let mut context = String::new();
                source
                    .read_to_string(&mut context)
                    .expect("failed to read from source; maybe an IO error.");
                OnceSource {
                    tokens: context.into(),
                    _read: PhantomData,
                }
            }
        }

        impl<R: BufRead> Source<R> for OnceSource<R> {
            fn next_token(&mut self) -> Option<&str> {
                self.tokens.next_token()
            }

            fn is_empty(&mut self) -> bool {
                self.tokens.is_empty()
            }
        }

        impl<'a> From<&'a str> for OnceSource<BufReader<&'a [u8]>> {
            fn from(s: &'a str) -> OnceSource<BufReader<&'a [u8]>> {
                OnceSource::new(BufReader::new(s.as_bytes()))
            }
        }
    }

    pub trait Source<R: BufRead> {
        fn next_token(&mut self) -> Option<&str>;

        fn is_empty(&mut self) -> bool;

        fn next_token_unwrap(&mut self) -> &str {
            self.next_token().expect(concat!(
                "failed to get the next token; ",
                "maybe reader reached an end of input. ",
                "ensure that arguments for `input!` macro is correctly ",
                "specified to match the problem input."
            ))
        }
    }

    impl<R: BufRead, S: Source<R>> Source<R> for &'_ mut S {
        fn next_token(&mut self) -> Option<&str> {
            (*self).next_token()
        }

        fn is_empty(&mut self) -> bool {
            (*self).is_empty()
        }
    }

    pub trait Readable {
        type Output;
        fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Self::Output;
    }

    impl<T: FromStr> Readable for T
    where
        T::Err: Debug,
    {
        type Output = T;
        fn read<R: BufRead, S: Source<R>>(source: &mut S) -> T {
            let token = source.next_token_unwrap();
            match token.parse() {
                Ok(v) => v,
                Err(e) => panic!(
                    concat!(
                        "failed to parse the input `{input}` ",
                        "to the value of type `{ty}`: {err:?}; ",
                        "ensure that the input format is collectly specified ",
                        "and that the input value must handle specified type.",
                    ),
                    input = token,
                    ty = type_name::<T>(),
                    err = e,
                ),
            }
        }
    }

    pub trait RuntimeReadable {
        type Output;
        fn read<R: BufRead, S: Source<R>>(self, source: &mut S) -> Self::Output;
    }
}

pub mod marker {
    use super::source::{Readable, Source};
    use std::io::BufRead;

    pub enum Chars {}

    impl Readable for Chars {
        type Output = Vec<char>;
        fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Vec<char> {
            source.next_token_unwrap().chars().collect()
        }
    }

    pub enum Bytes {}

    impl Readable for Bytes {
        type Output = Vec<u8>;
        fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Vec<u8> {
            source.next_token_unwrap().bytes().collect()
        }
    }

    pub enum Usize1 {}

    impl Readable for Usize1 {
        type Output = usize;
        fn read<R: BufRead, S: Source<R>>(source: &mut S) -> usize {
            usize::read(source)
                .checked_sub(1)
                .expect("attempted to read the value 0 as a Usize1")
        }
    }

    pub enum Isize1 {}

    impl Readable for Isize1 {
        type Output = isize;
        fn read<R: BufRead, S: Source<R>>(source: &mut S) -> isize {
            isize::read(source).checked_sub(1).unwrap_or_else(|| {
                panic!(
                    concat!(
                        "attempted to read the value {} as a Isize1:",
                        " the value is isize::MIN and cannot be decremented"
                    ),
                    isize::MIN,
                )
            })
        }
    }
}

use self::source::{auto::AutoSource, line::LineSource};
use std::io::{self, BufRead, BufReader, Stdin};
use std::sync::{Mutex, MutexGuard, OnceLock};

pub use self::source::Readable as __Readable;

pub enum StdinSource<R: BufRead> {
    Normal(AutoSource<R>),
    Interactive(LineSource<R>),
    Unknown(LineSource<R>),
}

impl<R: BufRead> source::Source<R> for StdinSource<R> {
    fn next_token(&mut self) -> Option<&str> {
        match self {
            StdinSource::Normal(source) => source.next_token(),
            StdinSource::Interactive(source) => source.next_token(),
            StdinSource::Unknown(source) => source.next_token(),
        }
    }

    fn is_empty(&mut self) -> bool {
        match self {
            StdinSource::Normal(source) => source.is_empty(),
            StdinSource::Interactive(source) => source.is_empty(),
            StdinSource::Unknown(source) => source.is_empty(),
        }
    }
}

pub static STDIN_SOURCE: OnceLock<Mutex<StdinSource<BufReader<Stdin>>>> = OnceLock::new();

macro_rules! input {
    (@from [$source:expr] @rest) => {};
    (@from [$source:expr] @rest mut $($rest:tt)*) => {
        $crate::proconio::input! {
            @from [$source]
            @mut [mut]
            @rest $($rest)*
        }
    };
    (@from [$source:expr] @rest $($rest:tt)*) => {
        $crate::proconio::input! {
            @from [$source]
            @mut []
            @rest $($rest)*
        }
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @rest $var:tt: $($rest:tt)*) => {
        $crate::proconio::input! {
            @from [$source]
            @mut [$($mut)*]
            @var $var
            @kind []
            @rest $($rest)*
        }
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @kind [] @rest with $($rest:tt)*) => {
        $crate::proconio::input! {
            @from [$source]
            @mut [$($mut)*]
            @var $var
            @dyn_kind []
            @rest $($rest)*
        }
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @kind [$($kind:tt)*] @rest) => {
        let $($mut)* $var = $crate::proconio::read_value!(@source [$source] @kind [$($kind)*]);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @kind [$($kind:tt)*] @rest, $($rest:tt)*) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @kind [$($kind)*] @rest);
        $crate::proconio::input!(@from [$source] @rest $($rest)*);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @kind [] @rest [$($tt:tt)*] $($rest:tt)*) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @kind [[$($tt)*]] @rest $($rest)*);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @kind [] @rest ($($tt:tt)*) $($rest:tt)*) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @kind [($($tt)*)] @rest $($rest)*);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @kind [] @rest $ty:ty, $($rest:tt)*) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @kind [$ty] @rest, $($rest)*);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @kind [] @rest $ty:ty) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @kind [$ty] @rest);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @dyn_kind [$($dyn_kind:tt)*] @rest) => {
        let $($mut)* $var = $crate::proconio::read_value!(@source [$source] @dyn_kind [$($dyn_kind)*]);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @dyn_kind [$($dyn_kind:tt)*] @rest, $($rest:tt)*) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @dyn_kind [$($dyn_kind)*] @rest);
        $crate::proconio::input!(@from [$source] @rest $($rest)*);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @dyn_kind [$($dyn_kind:tt)*] @rest $dyn_readable:expr) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @dyn_kind [$($dyn_kind)* $dyn_readable] @rest);
    };
    (@from [$source:expr] @mut [$($mut:tt)?] @var $var:tt @dyn_kind [$($dyn_kind:tt)*] @rest $dyn_readable:expr, $($rest:tt)*) => {
        $crate::proconio::input!(@from [$source] @mut [$($mut)*] @var $var @dyn_kind [$($dyn_kind)* $dyn_readable] @rest , $($rest)*);
    };
    (@from $($tt:tt)*) => {
        compile_error!("input!: unexpected tokens (proconio rejects them too)");
    };
    (from $source:expr, $($rest:tt)*) => {
        #[allow(unused_variables, unused_mut)]
        let mut s = $source;
        $crate::proconio::input! {
            @from [&mut s]
            @rest $($rest)*
        }
    };
    ($($rest:tt)*) => {
        #[allow(unused_mut)]
        let mut locked_stdin = $crate::proconio::__acquire_global_stdin_lock();
        $crate::proconio::input! {
            @from [&mut *locked_stdin]
            @rest $($rest)*
        }
        drop(locked_stdin);
    };
}
pub(crate) use input;

macro_rules! input_interactive {
    ($($rest:tt)*) => {
        #[allow(unused_mut)]
        let mut locked_stdin = $crate::proconio::__acquire_global_stdin_lock();
        $crate::proconio::input! {
            from &mut *locked_stdin,
            $($rest)*
        }
        drop(locked_stdin);
    };
}
pub(crate) use input_interactive;

macro_rules! read_value {
    (@source [$source:expr] @kind [[$($kind:tt)*]]) => {
        $crate::proconio::read_value!(@array @source [$source] @kind [] @rest $($kind)*)
    };
    (@array @source [$source:expr] @kind [$($kind:tt)*] @rest) => {{
        let len = <usize as $crate::proconio::__Readable>::read($source);
        $crate::proconio::read_value!(@source [$source] @kind [[$($kind)*; len]])
    }};
    (@array @source [$source:expr] @kind [$($kind:tt)*] @rest ; $($rest:tt)*) => {
        $crate::proconio::read_value!(@array @source [$source] @kind [$($kind)*] @len [$($rest)*])
    };
    (@array @source [$source:expr] @kind [$($kind:tt)*] @rest $tt:tt $($rest:tt)*) => {
        $crate::proconio::read_value!(@array @source [$source] @kind [$($kind)* $tt] @rest $($rest)*)
    };
    (@array @source [$source:expr] @kind [$($kind:tt)*] @len [$($len:tt)*]) => {{
        let len = $($len)*;
        (0..len)
            .map(|_| $crate::proconio::read_value!(@source [$source] @kind [$($kind)*]))
            .collect::<Vec<_>>()
    }};
    (@source [$source:expr] @kind [($($kinds:tt)*)]) => {
        $crate::proconio::read_value!(@tuple @source [$source] @kinds [] @current [] @rest $($kinds)*)
    };
    (@tuple @source [$source:expr] @kinds [$([$($kind:tt)*])*] @current [] @rest) => {
        (
            $($crate::proconio::read_value!(@source [$source] @kind [$($kind)*]),)*
        )
    };
    (@tuple @source [$source:expr] @kinds [$($kinds:tt)*] @current [$($curr:tt)*] @rest) => {
        $crate::proconio::read_value!(@tuple @source [$source] @kinds [$($kinds)* [$($curr)*]] @current [] @rest)
    };
    (@tuple @source [$source:expr] @kinds [$($kinds:tt)*] @current [$($curr:tt)*] @rest, $($rest:tt)*) => {
        $crate::proconio::read_value!(@tuple @source [$source] @kinds [$($kinds)* [$($curr)*]] @current [] @rest $($rest)*)
    };
    (@tuple @source [$source:expr] @kinds [$($kinds:tt)*] @current [$($curr:tt)*] @rest $tt:tt $($rest:tt)*) => {
        $crate::proconio::read_value!(@tuple @source [$source] @kinds [$($kinds)*] @current [$($curr)* $tt] @rest $($rest)*)
    };
    (@source [$source:expr] @kind [$kind:ty]) => {
        <$kind as $crate::proconio::__Readable>::read($source)
    };
    (@source [$source:expr] @dyn_kind [$dyn_kind:expr]) => {
        $crate::proconio::source::RuntimeReadable::read($dyn_kind, $source)
    };
    (@source [$source:expr] @kind []) => {
        compile_error!("read_value!: no kind to read (proconio rejects this too)");
    };
    (from $source:expr, with $($rest:tt)*) => {{
        #[allow(unused_variables, unused_mut)]
        let mut s = $source;
        $crate::proconio::read_value!(@source [&mut s] @dyn_kind [$($rest)*])
    }};
    (from $source:expr, $($rest:tt)*) => {{
        #[allow(unused_variables, unused_mut)]
        let mut s = $source;
        $crate::proconio::read_value!(@source [&mut s] @kind [$($rest)*])
    }};
    ($($rest:tt)*) => {{
        let mut locked_stdin = $crate::proconio::STDIN_SOURCE
            .get_or_init(|| {
                std::sync::Mutex::new($crate::proconio::StdinSource::Normal(
                    $crate::proconio::source::auto::AutoSource::new(std::io::BufReader::new(
                        std::io::stdin(),
                    )),
                ))
            })
            .lock()
            .expect(concat!(
                "failed to lock the stdin; please re-run this program.  ",
                "If this issue repeatedly occur, this is a bug in `proconio`.  ",
                "Please report this issue from ",
                "<https://github.com/statiolake/proconio-rs/issues>."
            ));
        let __res = $crate::proconio::read_value!(from &mut *locked_stdin, $($rest)*);
        drop(locked_stdin);
        __res
    }};
}
pub(crate) use read_value;

pub fn __acquire_global_stdin_lock() -> MutexGuard<'static, StdinSource<BufReader<Stdin>>> {
    STDIN_SOURCE
        .get_or_init(|| {
            Mutex::new(StdinSource::Unknown(LineSource::new(BufReader::new(
                io::stdin(),
            ))))
        })
        .lock()
        .expect(concat!(
            "failed to lock the stdin; please re-run this program.  ",
            "If this issue repeatedly occur, this is a bug in `proconio`.  ",
            "Please report this issue from ",
            "<https://github.com/statiolake/proconio-rs/issues>."
        ))
}

pub fn is_stdin_empty() -> bool {
    use self::source::Source;
    let mut lock = __acquire_global_stdin_lock();
    lock.is_empty()
}

// `#[fastout]`: the function's `print!` and `println!` write to one `BufWriter` on locked stdout,
// flushed when its body's value is ready, as proconio-derive 0.2.1 expands it (the `$` of the
// inner macros is passed in as `$d`).
macro_rules! fastout {
    (@dollar ($d:tt) @sig [$($sig:tt)*] $body:block) => {
        $($sig)* {
            let __proconio_stdout = ::std::io::stdout();
            let mut __proconio_stdout = ::std::io::BufWriter::new(__proconio_stdout.lock());
            #[allow(unused_macros)]
            macro_rules! print {
                ($d($d tt:tt)*) => {{
                    use std::io::Write as _;
                    ::std::write!(__proconio_stdout, $d($d tt)*).unwrap();
                }};
            }
            #[allow(unused_macros)]
            macro_rules! println {
                ($d($d tt:tt)*) => {{
                    use std::io::Write as _;
                    ::std::writeln!(__proconio_stdout, $d($d tt)*).unwrap();
                }};
            }
            let __proconio_res = $body;
            <::std::io::BufWriter<::std::io::StdoutLock> as ::std::io::Write>::flush(&mut __proconio_stdout).unwrap();
            return __proconio_res;
        }
    };
    (@dollar ($d:tt) @sig [$($sig:tt)*] $next:tt $($rest:tt)*) => {
        $crate::proconio::fastout! { @dollar ($d) @sig [$($sig)* $next] $($rest)* }
    };
    ($($item:tt)*) => {
        $crate::proconio::fastout! { @dollar ($) @sig [] $($item)* }
    };
}
pub(crate) use fastout;

// `#[derive_readable]`: the struct with each field's type read as its `Readable::Output`, and
// `Readable` for it reading the fields in order, as proconio-derive 0.2.1 derives it.
macro_rules! derive_readable {
    ($(#[$attr:meta])* $vis:vis struct $name:ident { $($(#[$fattr:meta])* $fvis:vis $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$attr])* $vis struct $name { $($(#[$fattr])* $fvis $field: <$ty as $crate::proconio::source::Readable>::Output,)* }
        impl $crate::proconio::source::Readable for $name {
            type Output = $name;
            fn read<R: ::std::io::BufRead, S: $crate::proconio::source::Source<R>>(source: &mut S) -> $name {
                $(let $field = <$ty as $crate::proconio::source::Readable>::read(source);)*
                $name { $($field,)* }
            }
        }
    };
    ($(#[$attr:meta])* $vis:vis struct $name:ident ( $($(#[$fattr:meta])* $fvis:vis $ty:ty),* $(,)? );) => {
        $(#[$attr])* $vis struct $name ( $($(#[$fattr])* $fvis <$ty as $crate::proconio::source::Readable>::Output,)* );
        impl $crate::proconio::source::Readable for $name {
            type Output = $name;
            fn read<R: ::std::io::BufRead, S: $crate::proconio::source::Source<R>>(source: &mut S) -> $name {
                $name ( $(<$ty as $crate::proconio::source::Readable>::read(source),)* )
            }
        }
    };
    ($(#[$attr:meta])* $vis:vis struct $name:ident;) => {
        $(#[$attr])* $vis struct $name;
        impl $crate::proconio::source::Readable for $name {
            type Output = $name;
            fn read<R: ::std::io::BufRead, S: $crate::proconio::source::Source<R>>(_source: &mut S) -> $name {
                $name
            }
        }
    };
}
pub(crate) use derive_readable;

//! The parts of the inline proconio that are our own code, not proconio's: the generator
//! ([`crate::generate::proconio`]) reads proconio 0.5.0's source from cargo's registry and puts
//! these where that source has something a bundle cannot carry.
//!
//! - [`TOKENS`] stands for proconio's `src/source/tokens.rs`. Proconio's `Tokens` keeps a
//!   `SplitWhitespace<'static>` over a text it leaks and frees itself, with `unsafe`; in a bundle
//!   that code is the solution's own crate, so a solution's `#![forbid(unsafe_code)]` would refuse
//!   it. Ours splits the same way (`char::is_whitespace`, as `str::split_whitespace`) with safe
//!   code, and has the same two methods for `LineSource` and `OnceSource`.
//! - [`MACROS`] are proconio-derive 0.2.1's attributes as `macro_rules!`: proconio-derive is a proc
//!   macro crate, which a one-file bundle cannot carry. The bundle wraps an item under
//!   `#[fastout]` or `#[derive_readable]` in the macro of the same name (see the judge's `bundle::attrs`),
//!   which expands to what the attribute expands to.
//!
//! Both are written as proconio's own files are (paths from `crate::`, macros `#[macro_export]`),
//! so that the generator treats them as it treats proconio's code.

/// The module `proconio::source::tokens`, std only and safe.
pub const TOKENS: &str = r##"
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
"##;

/// `fastout!` and `derive_readable!`, appended at the root of the inline proconio.
pub const MACROS: &str = r##"
// `#[fastout]`: the function's `print!` and `println!` write to one `BufWriter` on locked stdout,
// flushed when its body's value is ready, as proconio-derive 0.2.1 expands it (the `$` of the
// inner macros is passed in as `$d`).
#[macro_export]
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
        $crate::fastout! { @dollar ($d) @sig [$($sig)* $next] $($rest)* }
    };
    ($($item:tt)*) => {
        $crate::fastout! { @dollar ($) @sig [] $($item)* }
    };
}

// `#[derive_readable]`: the struct with each field's type read as its `Readable::Output`, and
// `Readable` for it reading the fields in order, as proconio-derive 0.2.1 derives it.
#[macro_export]
macro_rules! derive_readable {
    ($(#[$attr:meta])* $vis:vis struct $name:ident { $($(#[$fattr:meta])* $fvis:vis $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$attr])* $vis struct $name { $($(#[$fattr])* $fvis $field: <$ty as $crate::source::Readable>::Output,)* }
        impl $crate::source::Readable for $name {
            type Output = $name;
            fn read<R: ::std::io::BufRead, S: $crate::source::Source<R>>(source: &mut S) -> $name {
                $(let $field = <$ty as $crate::source::Readable>::read(source);)*
                $name { $($field,)* }
            }
        }
    };
    ($(#[$attr:meta])* $vis:vis struct $name:ident ( $($(#[$fattr:meta])* $fvis:vis $ty:ty),* $(,)? );) => {
        $(#[$attr])* $vis struct $name ( $($(#[$fattr])* $fvis <$ty as $crate::source::Readable>::Output,)* );
        impl $crate::source::Readable for $name {
            type Output = $name;
            fn read<R: ::std::io::BufRead, S: $crate::source::Source<R>>(source: &mut S) -> $name {
                $name ( $(<$ty as $crate::source::Readable>::read(source),)* )
            }
        }
    };
    ($(#[$attr:meta])* $vis:vis struct $name:ident;) => {
        $(#[$attr])* $vis struct $name;
        impl $crate::source::Readable for $name {
            type Output = $name;
            fn read<R: ::std::io::BufRead, S: $crate::source::Source<R>>(_source: &mut S) -> $name {
                $name
            }
        }
    };
}
"##;

//! Property tests of the inline proconio against proconio 0.5.0, run by `cargo test` (a few
//! cases) and `cargo verify` (hundreds): the same random token texts read through every source
//! with every kind, and a `LineSource` over a trickling reader reading no further than proconio's.
//! The including crate has the inline module at `crate::proconio` and says how many cases to run (`property_cases()`).

use super::common::{Outcome, outcome};

/// The kinds a property test asks `input!` to read, one per step (0 = `is_empty()`).
const KINDS: u8 = 13;

/// Reads `kinds` from a source of the crate `$krate`, made by `$make` from `$text`, with
/// `input! { from &mut source, … }`, stopping at the first panic.
macro_rules! read_kinds {
    ([$($krate:tt)+], $make:ident, $text:expr, $kinds:expr) => {{
        use $($krate)+::marker::{Bytes, Chars, Isize1, Usize1};
        #[allow(unused_imports)]
        use $($krate)+::source::{Source, auto::AutoSource, line::LineSource, once::OnceSource};
        let mut source = $make::from($text);
        let mut seen: Vec<Outcome> = Vec::new();
        for &kind in $kinds {
            let s = &mut source;
            let got = outcome(move || match kind {
                0 => format!("{:?}", s.is_empty()),
                1 => { $($krate)+::input! { from &mut *s, x: u8 } format!("{x:?}") }
                2 => { $($krate)+::input! { from &mut *s, x: i64 } format!("{x:?}") }
                3 => { $($krate)+::input! { from &mut *s, x: String } format!("{x:?}") }
                4 => { $($krate)+::input! { from &mut *s, x: Chars } format!("{x:?}") }
                5 => { $($krate)+::input! { from &mut *s, x: Bytes } format!("{x:?}") }
                6 => { $($krate)+::input! { from &mut *s, x: Usize1 } format!("{x:?}") }
                7 => { $($krate)+::input! { from &mut *s, x: Isize1 } format!("{x:?}") }
                8 => { $($krate)+::input! { from &mut *s, x: char } format!("{x:?}") }
                9 => { $($krate)+::input! { from &mut *s, x: bool, y: f64 } format!("{x:?} {y:?}") }
                10 => { $($krate)+::input! { from &mut *s, x: [(u8, Usize1)] } format!("{x:?}") }
                11 => { $($krate)+::input! { from &mut *s, n: usize, x: [[char; 2]; n % 3] } format!("{x:?}") }
                _ => format!("{:?}", $($krate)+::read_value!(from &mut *s, (u16, Chars, i8))),
            });
            let stop = got.is_err();
            seen.push(got);
            if stop {
                break;
            }
        }
        seen
    }};
}

/// Texts of tokens chosen to be awkward (signs, zeros, non-ASCII, near the types' limits), joined
/// by runs of every kind of whitespace `split_whitespace` knows, ASCII or not.
fn token_text() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let token = prop_oneof![
        (0u32..300).prop_map(|n| n.to_string()),
        (-3i64..3).prop_map(|n| n.to_string()),
        Just("-9223372036854775808".to_owned()),
        Just("true".to_owned()),
        Just("x".to_owned()),
        Just("é小".to_owned()),
        Just("2.5e3".to_owned()),
        "[a-c0-2+-]{1,3}",
    ];
    let space = prop_oneof![
        Just(" "),
        Just("\n"),
        Just("\r\n"),
        Just("\t"),
        Just("\u{3000}"),
        Just("\u{a0}"),
        Just("\u{85}"),
        Just("\u{b}\u{c}"),
    ];
    proptest::collection::vec((token, proptest::collection::vec(space, 0..3)), 0..12).prop_map(
        |parts| {
            parts
                .into_iter()
                .map(|(token, spaces)| token + &spaces.concat())
                .collect()
        },
    )
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(crate::property_cases()))]

    #[test]
    fn inline_proconio_reads_like_proconio_from_every_source(
        text in token_text(),
        kinds in proptest::collection::vec(0..KINDS, 1..10),
    ) {
        let text = text.as_str();
        proptest::prop_assert_eq!(
            read_kinds!([::proconio], OnceSource, text, &kinds),
            read_kinds!([crate::proconio], OnceSource, text, &kinds)
        );
        proptest::prop_assert_eq!(
            read_kinds!([::proconio], LineSource, text, &kinds),
            read_kinds!([crate::proconio], LineSource, text, &kinds)
        );
        proptest::prop_assert_eq!(
            read_kinds!([::proconio], AutoSource, text, &kinds),
            read_kinds!([crate::proconio], AutoSource, text, &kinds)
        );
    }
}

/// A reader that hands out `text` a few bytes at a time and counts what it handed out.
struct Trickle<'a> {
    text: &'a [u8],
    given: std::rc::Rc<std::cell::Cell<usize>>,
}

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = buf.len().min(self.text.len()).min(3);
        buf[..n].copy_from_slice(&self.text[..n]);
        self.text = &self.text[n..];
        self.given.set(self.given.get() + n);
        Ok(n)
    }
}

/// Reads `count` `String`s through a `LineSource` of crate `$krate` over a trickling reader, and
/// says what it read and how many bytes of the input that took.
macro_rules! line_reads {
    ([$($krate:tt)+], $text:expr, $count:expr) => {{
        use $($krate)+::source::line::LineSource;
        let given = std::rc::Rc::new(std::cell::Cell::new(0));
        let reader = Trickle { text: $text.as_bytes(), given: given.clone() };
        let mut source = LineSource::new(std::io::BufReader::with_capacity(5, reader));
        let mut seen = Vec::new();
        for _ in 0..$count {
            let s = &mut source;
            seen.push(outcome(move || {
                $($krate)+::input! { from &mut *s, x: String }
                x
            }));
            seen.push(Ok(given.get().to_string()));
        }
        seen
    }};
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(crate::property_cases()))]

    #[test]
    fn inline_line_source_reads_no_further_than_proconios(
        text in token_text(),
        count in 0..6usize,
    ) {
        proptest::prop_assert_eq!(
            line_reads!([::proconio], text, count),
            line_reads!([crate::proconio], text, count)
        );
    }
}

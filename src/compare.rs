//! Exact comparison of a program's output with the canonical expected output, and, on a mismatch,
//! where it is: line, column, the expected and the actual token, and whether only whitespace differs.

use std::fmt;

/// How an output is compared with the expected one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Comparison {
    /// Token by token, whitespace ignored, as most judges compare.
    Tokens,
    /// Byte for byte: the collection's own solutions print the canonical form.
    Exact,
    /// Line by line, each without its trailing whitespace (cargo-compete's `Lines`).
    Lines,
    /// Token by token, numbers within an absolute or a relative error.
    Float { absolute: f64, relative: f64 },
}

/// The first place where the actual output leaves the expected one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// 1-based line of the first differing character.
    pub line: usize,
    /// 1-based column (in characters) of the first differing character.
    pub column: usize,
    /// What the expected output holds there: a token, a whitespace character, or an end.
    pub expected: String,
    /// What the actual output holds there.
    pub actual: String,
    /// True iff both outputs have the same tokens and differ only in whitespace.
    pub whitespace_only: bool,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, found {}",
            self.line, self.column, self.expected, self.actual
        )?;
        if self.whitespace_only {
            write!(
                f,
                " (only whitespace differs: the tokens are right, the spacing is not canonical)"
            )?;
        }
        Ok(())
    }
}

/// `Ok` iff `actual` is byte for byte `expected`; otherwise the first difference.
pub fn compare(expected: &str, actual: &str) -> Result<(), Mismatch> {
    if expected == actual {
        return Ok(());
    }
    let offset = expected
        .bytes()
        .zip(actual.bytes())
        .position(|(e, a)| e != a)
        .unwrap_or(expected.len().min(actual.len()));
    // Step back to a character boundary common to both.
    let offset = (0..=offset)
        .rev()
        .find(|&i| expected.is_char_boundary(i) && actual.is_char_boundary(i))
        .unwrap_or(0);
    let before = &expected[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    Err(Mismatch {
        line,
        column,
        expected: describe_at(expected, offset),
        actual: describe_at(actual, offset),
        whitespace_only: expected.split_whitespace().eq(actual.split_whitespace()),
    })
}

/// The most characters of a token or line a message echoes.
pub const ECHOED: usize = 80;

/// `token` in backquotes, cut after [`ECHOED`] characters with how many bytes were left out, so
/// that a message stays one short line whatever the program printed.
pub fn quoted(token: &str) -> String {
    match token.char_indices().nth(ECHOED) {
        None => format!("`{token}`"),
        Some((cut, _)) => format!("`{}…` ({} bytes in all)", &token[..cut], token.len()),
    }
}

/// What `text` holds at byte `offset`: the whole token around it, a whitespace character, or the end.
fn describe_at(text: &str, offset: usize) -> String {
    let Some(c) = text[offset..].chars().next() else {
        return "end of output".to_owned();
    };
    match c {
        '\n' => "end of line".to_owned(),
        '\r' => "a carriage return (\\r)".to_owned(),
        ' ' => "a space".to_owned(),
        '\t' => "a tab".to_owned(),
        c if c.is_whitespace() => format!("whitespace {c:?}"),
        _ => {
            let start = text[..offset].rfind(char::is_whitespace).map_or(0, |i| {
                i + text[i..].chars().next().map_or(1, char::len_utf8)
            });
            let end = text[offset..]
                .find(char::is_whitespace)
                .map_or(text.len(), |i| offset + i);
            quoted(&text[start..end])
        }
    }
}

/// `Ok` iff `actual` has the tokens of `expected` (whitespace-separated, as most judges compare);
/// otherwise the first differing token, located in `actual`.
pub fn compare_tokens(expected: &str, actual: &str) -> Result<(), Mismatch> {
    let mut expected_tokens = expected.split_whitespace();
    let mut actual_tokens = tokens_with_offsets(actual);
    loop {
        match (expected_tokens.next(), actual_tokens.next()) {
            (None, None) => return Ok(()),
            (e, a) if e.is_some() && e == a.map(|(_, t)| t) => {}
            (e, a) => {
                let offset = a.map_or(actual.len(), |(offset, _)| offset);
                let before = &actual[..offset];
                let line_start = before.rfind('\n').map_or(0, |i| i + 1);
                let show = |token: Option<&str>| token.map_or("end of output".to_owned(), quoted);
                return Err(Mismatch {
                    line: before.matches('\n').count() + 1,
                    column: before[line_start..].chars().count() + 1,
                    expected: show(e),
                    actual: show(a.map(|(_, t)| t)),
                    whitespace_only: false,
                });
            }
        }
    }
}

/// `Ok` iff `actual` has the lines of `expected`, each compared without its trailing whitespace
/// and without the empty lines at the end (cargo-compete's `Lines`); otherwise the first line
/// that differs.
pub fn compare_lines(expected: &str, actual: &str) -> Result<(), Mismatch> {
    let lines = |text: &str| -> Vec<String> {
        let mut lines: Vec<String> = text.lines().map(|l| l.trim_end().to_owned()).collect();
        while lines.last().is_some_and(String::is_empty) {
            lines.pop();
        }
        lines
    };
    let (want, got) = (lines(expected), lines(actual));
    if want == got {
        return Ok(());
    }
    let at = want
        .iter()
        .zip(&got)
        .position(|(w, g)| w != g)
        .unwrap_or(want.len().min(got.len()));
    let show = |line: Option<&String>| {
        line.map_or("end of output".to_owned(), |l| {
            format!("the line {}", quoted(l))
        })
    };
    Err(Mismatch {
        line: at + 1,
        column: 1,
        expected: show(want.get(at)),
        actual: show(got.get(at)),
        whitespace_only: false,
    })
}

/// `Ok` iff `actual` has the tokens of `expected`, where two tokens that both read as numbers
/// are equal within `absolute` or within `relative` times the expected value (cargo-compete's
/// `Float`, testlib's `rcmp`), and any other tokens are equal as text.
pub fn compare_floats(
    expected: &str,
    actual: &str,
    absolute: f64,
    relative: f64,
) -> Result<(), Mismatch> {
    let close = |e: &str, a: &str| match (e.parse::<f64>(), a.parse::<f64>()) {
        (Ok(e), Ok(a)) if e.is_finite() && a.is_finite() => {
            (e - a).abs() <= absolute || (e - a).abs() <= relative * e.abs()
        }
        _ => e == a,
    };
    let mut expected_tokens = expected.split_whitespace();
    let mut actual_tokens = tokens_with_offsets(actual);
    loop {
        match (expected_tokens.next(), actual_tokens.next()) {
            (None, None) => return Ok(()),
            (Some(e), Some((_, a))) if close(e, a) => {}
            (e, a) => {
                let offset = a.map_or(actual.len(), |(offset, _)| offset);
                let before = &actual[..offset];
                let line_start = before.rfind('\n').map_or(0, |i| i + 1);
                let show = |token: Option<&str>| token.map_or("end of output".to_owned(), quoted);
                return Err(Mismatch {
                    line: before.matches('\n').count() + 1,
                    column: before[line_start..].chars().count() + 1,
                    expected: show(e),
                    actual: show(a.map(|(_, t)| t)),
                    whitespace_only: false,
                });
            }
        }
    }
}

/// The whitespace-separated tokens of `text` with their byte offsets.
fn tokens_with_offsets(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(char::is_whitespace)
        .filter(|token| !token.is_empty())
        .map(move |token| (token.as_ptr() as usize - text.as_ptr() as usize, token))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_token_is_echoed_cut_in_every_comparison() {
        let huge = format!("First\n{}\n", "x".repeat(1 << 20));
        let expected = "First\n";
        let messages = [
            compare(expected, &huge).unwrap_err().to_string(),
            compare_tokens(expected, &huge).unwrap_err().to_string(),
            compare_lines(expected, &huge).unwrap_err().to_string(),
            compare_floats(expected, &huge, 1e-9, 1e-9)
                .unwrap_err()
                .to_string(),
            compare(&huge, "First\ny\n").unwrap_err().to_string(),
        ];
        for message in messages {
            assert!(
                message.len() < 300,
                "{} bytes: {}…",
                message.len(),
                &message[..300]
            );
            assert!(message.contains("bytes in all"), "{message}");
        }
        assert_eq!(quoted("abc"), "`abc`");
    }

    #[test]
    fn equal_outputs_match() {
        assert_eq!(compare("No\nYes\n", "No\nYes\n"), Ok(()));
    }

    #[test]
    fn a_different_token_is_located() {
        let m = compare("Lose Win Win\nLoop\n", "Lose Win Loop\nLoop\n").unwrap_err();
        assert_eq!((m.line, m.column), (1, 10));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("`Win`", "`Loop`")
        );
        assert!(!m.whitespace_only);
    }

    #[test]
    fn a_token_differing_in_its_middle_is_shown_whole() {
        let m = compare("WIN\nLOSE\n", "WIN\nLOST\n").unwrap_err();
        assert_eq!((m.line, m.column), (2, 4));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("`LOSE`", "`LOST`")
        );
    }

    #[test]
    fn a_trailing_space_is_whitespace_only() {
        let m = compare("No\nYes\n", "No \nYes\n").unwrap_err();
        assert_eq!((m.line, m.column), (1, 3));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("end of line", "a space")
        );
        assert!(m.whitespace_only);
        assert!(m.to_string().contains("only whitespace differs"));
    }

    #[test]
    fn a_missing_final_newline_is_whitespace_only() {
        let m = compare("Yes\n", "Yes").unwrap_err();
        assert_eq!((m.line, m.column), (1, 4));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("end of line", "end of output")
        );
        assert!(m.whitespace_only);
    }

    #[test]
    fn crlf_is_whitespace_only() {
        let m = compare("Yes\n", "Yes\r\n").unwrap_err();
        assert_eq!(m.actual, "a carriage return (\\r)");
        assert!(m.whitespace_only);
    }

    #[test]
    fn missing_lines_are_reported_as_end_of_output() {
        let m = compare("No\nYes\n", "No\n").unwrap_err();
        assert_eq!((m.line, m.column), (2, 1));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("`Yes`", "end of output")
        );
        assert!(!m.whitespace_only);
    }

    #[test]
    fn extra_output_is_reported() {
        let m = compare("No\n", "No\nYes\n").unwrap_err();
        assert_eq!((m.line, m.column), (2, 1));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("end of output", "`Yes`")
        );
    }

    #[test]
    fn a_prefix_token_is_shown_whole() {
        let m = compare("Win Lose\n", "Winner Lose\n").unwrap_err();
        assert_eq!((m.line, m.column), (1, 4));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("a space", "`Winner`")
        );
    }

    #[test]
    fn multibyte_characters_count_as_one_column() {
        let m = compare("小涵 1\n", "小涵 2\n").unwrap_err();
        assert_eq!((m.line, m.column), (1, 4));
        assert_eq!((m.expected.as_str(), m.actual.as_str()), ("`1`", "`2`"));
    }

    #[test]
    fn line_comparison_ignores_trailing_spaces_and_final_blank_lines_only() {
        assert_eq!(compare_lines("1 2\n3\n", "1 2  \n3\n\n"), Ok(()));
        let m = compare_lines("1 2\n3\n", "1  2\n3\n").unwrap_err();
        assert_eq!(m.line, 1);
        assert_eq!(m.expected, "the line `1 2`");
        let m = compare_lines("1\n2\n", "1\n").unwrap_err();
        assert_eq!((m.line, m.actual.as_str()), (2, "end of output"));
    }

    #[test]
    fn float_comparison_allows_the_error_and_compares_words_exactly() {
        assert_eq!(compare_floats("1.0 x\n", "1.0000001 x", 1e-6, 0.0), Ok(()));
        assert_eq!(compare_floats("1000000\n", "1000001", 0.0, 1e-5), Ok(()));
        let m = compare_floats("1.0\n", "1.01\n", 1e-6, 1e-6).unwrap_err();
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("`1.0`", "`1.01`")
        );
        assert!(compare_floats("yes\n", "Yes\n", 1.0, 1.0).is_err());
        assert!(compare_floats("1 2\n", "1\n", 1.0, 1.0).is_err());
    }

    #[test]
    fn token_comparison_ignores_spacing_and_locates_the_first_different_token() {
        assert_eq!(compare_tokens("1 2\n3\n", "1  2 3"), Ok(()));
        let m = compare_tokens("Win Lose\nLoop\n", "Win Lose\n  Lose\n").unwrap_err();
        assert_eq!((m.line, m.column), (2, 3));
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("`Loop`", "`Lose`")
        );
        let m = compare_tokens("1 2\n", "1\n").unwrap_err();
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("`2`", "end of output")
        );
        let m = compare_tokens("1\n", "1 2\n").unwrap_err();
        assert_eq!(
            (m.expected.as_str(), m.actual.as_str()),
            ("end of output", "`2`")
        );
    }
}

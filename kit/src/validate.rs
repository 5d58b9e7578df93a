//! Strict reading of an input's exact layout, for the problems' validators (as testlib's `inf` in
//! a validator): every token and every separator is read explicitly, so that a value out of range,
//! a non-canonical number, a double space, a missing final newline or a trailing token is an error
//! that says where it is and what was expected.

/// A cursor over an input text that accepts only the layout it is told to expect.
pub struct Validator<'a> {
    text: &'a str,
    pos: usize,
}

/// The result of a validation step: the value, or what is wrong and where.
pub type Check<T> = Result<T, String>;

impl<'a> Validator<'a> {
    /// A validator at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Validator { text, pos: 0 }
    }

    /// "line L, column C" of the cursor (1-based).
    pub fn position(&self) -> String {
        let before = &self.text[..self.pos];
        let line = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        format!("line {line}, column {column}")
    }

    /// An error at the cursor: `what` was expected.
    pub fn error<T>(&self, what: &str) -> Check<T> {
        let found = match self.text[self.pos..].chars().next() {
            None => "the end of the input".to_owned(),
            Some('\n') => "the end of the line".to_owned(),
            Some(c) if c.is_whitespace() => format!("whitespace {c:?}"),
            Some(_) => format!("`{}`", self.peek_token()),
        };
        Err(format!(
            "{}: expected {what}, found {found}",
            self.position()
        ))
    }

    /// The token at the cursor (maximal run of non-whitespace), without moving.
    fn peek_token(&self) -> &'a str {
        let rest = &self.text[self.pos..];
        &rest[..rest.find(char::is_whitespace).unwrap_or(rest.len())]
    }

    /// Reads one token (a maximal run of non-whitespace characters) named `name`.
    pub fn token(&mut self, name: &str) -> Check<&'a str> {
        let token = self.peek_token();
        if token.is_empty() {
            return self.error(name);
        }
        self.pos += token.len();
        Ok(token)
    }

    /// Reads an integer `name` in `lo..=hi`, written canonically: decimal digits, an optional
    /// leading `-` (not on 0), no leading zero, no `+`.
    pub fn int(&mut self, lo: i128, hi: i128, name: impl Name) -> Check<i128> {
        let start = self.pos;
        let token = self.peek_token();
        let digits = token.strip_prefix('-').unwrap_or(token);
        let canonical = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits == "0" || !digits.starts_with('0'))
            && token != "-0"
            && digits.len() <= 38;
        if !canonical {
            return self.error(&format!("an integer {} in canonical form", name.name()));
        }
        let value: i128 = token.parse().expect("checked digits");
        if !(lo..=hi).contains(&value) {
            return Err(format!(
                "{}: {} = {value} is outside [{lo}, {hi}]",
                self.position(),
                name.name()
            ));
        }
        self.pos = start + token.len();
        Ok(value)
    }

    /// Reads an integer `name` in `lo..=hi` as a `u64`.
    pub fn u64(&mut self, lo: u64, hi: u64, name: impl Name) -> Check<u64> {
        self.int(lo.into(), hi.into(), name).map(|v| v as u64)
    }

    /// Reads an integer `name` in `lo..=hi` as an `i64`.
    pub fn i64(&mut self, lo: i64, hi: i64, name: impl Name) -> Check<i64> {
        self.int(lo.into(), hi.into(), name).map(|v| v as i64)
    }

    /// Reads an integer `name` in `lo..=hi` as a `usize`.
    pub fn usize(&mut self, lo: usize, hi: usize, name: impl Name) -> Check<usize> {
        self.int(lo as i128, hi as i128, name).map(|v| v as usize)
    }

    /// Reads a whole number `name` in `lo..=hi` alone on its line, then the end of the line: a
    /// count of test cases, a size, any value a line holds alone.
    pub fn usize_line(&mut self, lo: usize, hi: usize, name: impl Name) -> Check<usize> {
        let value = self.usize(lo, hi, name)?;
        self.eoln()?;
        Ok(value)
    }

    /// Reads a line of two whole numbers in `lo..=hi`, named `names` (a board's `n m`), separated
    /// by a single space.
    pub fn usize_pair_line(
        &mut self,
        lo: usize,
        hi: usize,
        names: [&str; 2],
    ) -> Check<(usize, usize)> {
        let first = self.usize(lo, hi, names[0])?;
        self.space()?;
        let second = self.usize(lo, hi, names[1])?;
        self.eoln()?;
        Ok((first, second))
    }

    /// Reads exactly one space.
    pub fn space(&mut self) -> Check<()> {
        self.literal(" ", "a single space")
    }

    /// Reads exactly one line end (`\n`; a `\r` is an error).
    pub fn eoln(&mut self) -> Check<()> {
        self.literal("\n", "the end of the line")
    }

    /// Succeeds iff the whole input has been read.
    pub fn eof(&mut self) -> Check<()> {
        if self.pos == self.text.len() {
            Ok(())
        } else {
            self.error("the end of the input")
        }
    }

    /// True iff the whole input has been read.
    pub fn at_eof(&self) -> bool {
        self.pos == self.text.len()
    }

    /// Reads the exact text `literal`, described as `what` in an error.
    pub fn literal(&mut self, literal: &str, what: &str) -> Check<()> {
        if self.text[self.pos..].starts_with(literal) {
            self.pos += literal.len();
            Ok(())
        } else {
            self.error(what)
        }
    }

    /// Reads `n` integers in `lo..=hi` separated by single spaces, then the end of the line; each is
    /// named `name[i]` (1-based) in an error.
    pub fn int_line(&mut self, n: usize, lo: i128, hi: i128, name: &str) -> Check<Vec<i128>> {
        let mut values = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 {
                self.space()?;
            }
            values.push(self.int(lo, hi, || format!("{name}[{}]", i + 1))?);
        }
        self.eoln()?;
        Ok(values)
    }

    /// [`Validator::int_line`] as `u64`s.
    pub fn u64_line(&mut self, n: usize, lo: u64, hi: u64, name: &str) -> Check<Vec<u64>> {
        Ok(self
            .int_line(n, lo.into(), hi.into(), name)?
            .into_iter()
            .map(|v| v as u64)
            .collect())
    }
}

/// How a value is named in an error: a text, or a closure that writes it, so that a line of 10^6
/// numbers formats no name unless one of them is wrong.
pub trait Name {
    fn name(&self) -> String;
}

impl Name for &str {
    fn name(&self) -> String {
        (*self).to_owned()
    }
}

impl<F: Fn() -> String> Name for F {
    fn name(&self) -> String {
        self()
    }
}

/// `Err(message)` unless `condition`: a constraint between values already read.
pub fn ensure(condition: bool, message: impl FnOnce() -> String) -> Check<()> {
    if condition { Ok(()) } else { Err(message()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(text: &str) -> Check<(u64, u64)> {
        let mut v = Validator::new(text);
        let a = v.u64(1, 10, "a")?;
        v.space()?;
        let b = v.u64(1, 10, "b")?;
        v.eoln()?;
        v.eof()?;
        Ok((a, b))
    }

    #[test]
    fn accepts_the_exact_layout() {
        assert_eq!(pair("3 10\n"), Ok((3, 10)));
    }

    #[test]
    fn names_what_is_wrong_and_where() {
        for (text, words) in [
            ("3  10\n", "line 1, column 3: expected an integer b"),
            (
                "3 10",
                "line 1, column 5: expected the end of the line, found the end",
            ),
            (
                "3 10 \n",
                "line 1, column 5: expected the end of the line, found whitespace",
            ),
            ("3 11\n", "b = 11 is outside [1, 10]"),
            (
                "03 1\n",
                "expected an integer a in canonical form, found `03`",
            ),
            ("+3 1\n", "found `+3`"),
            (
                "3 1\r\n",
                "expected the end of the line, found whitespace '\\r'",
            ),
            ("3 1\n\n", "line 2, column 1: expected the end of the input"),
            (
                "",
                "expected an integer a in canonical form, found the end of the input",
            ),
        ] {
            let error = pair(text).expect_err(text);
            assert!(error.contains(words), "{text:?}: {error}");
        }
    }

    #[test]
    fn reads_signed_and_wide_values() {
        let mut v = Validator::new("-5 0 18446744073709551615\n");
        assert_eq!(
            v.int_line(3, -10, u64::MAX.into(), "x"),
            Ok(vec![-5, 0, u64::MAX.into()])
        );
        assert!(Validator::new("-0").int(-1, 1, "x").is_err());
        assert!(
            Validator::new("18446744073709551616")
                .u64(0, u64::MAX, "x")
                .is_err()
        );
    }

    #[test]
    fn a_count_line_is_one_number_and_the_end_of_the_line() {
        let mut v = Validator::new("3\n4 5\n");
        assert_eq!(v.usize_line(1, 3, "T"), Ok(3));
        assert_eq!(v.usize_pair_line(1, 5, ["n", "m"]), Ok((4, 5)));
        assert_eq!(v.eof(), Ok(()));
        let mut v = Validator::new("3 4\n");
        assert!(
            v.usize_line(1, 9, "T")
                .unwrap_err()
                .contains("the end of the line")
        );
        let mut v = Validator::new("4\n");
        assert!(
            v.usize_line(1, 3, "T")
                .unwrap_err()
                .contains("T = 4 is outside [1, 3]")
        );
        let mut v = Validator::new("4 6\n");
        let error = v.usize_pair_line(1, 5, ["n", "m"]).unwrap_err();
        assert!(error.contains("m = 6 is outside [1, 5]"), "{error}");
        let mut v = Validator::new("4  5\n");
        assert!(v.usize_pair_line(1, 5, ["n", "m"]).is_err());
    }
}

//! Texts for a report: long ones cut (an input, an output, a token), and a program's bytes made
//! safe to print.

/// `text` with every control character but the line end and the tab written as an escape
/// (`\x1b`, `\u{9b}`), so that a program's output cannot move the cursor, change colours or
/// switch the character set of the terminal a report is printed on.
pub fn printable(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' | '\t' => shown.push(c),
            c if (c as u32) < 0x80 && c.is_control() => {
                shown.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if c.is_control() => shown.push_str(&c.escape_unicode().to_string()),
            c => shown.push(c),
        }
    }
    shown
}

/// A program's bytes as text to print: UTF-8 where they are, each other byte as `\xNN`, and
/// control characters escaped as [`printable`] does.
pub fn printable_bytes(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        for byte in chunk.invalid() {
            text.push_str(&format!("\\x{byte:02x}"));
        }
    }
    printable(&text)
}

/// `text` cut to its first 3000 characters, saying how much was left out.
pub fn shorten(text: &str) -> String {
    shorten_to(text, 3000)
}

/// `text` cut to its first `shown` characters, saying how much was left out.
pub fn shorten_to(text: &str, shown: usize) -> String {
    match text.char_indices().nth(shown) {
        None => text.to_owned(),
        Some((cut, _)) => format!("{}\n[... {} more bytes]", &text[..cut], text.len() - cut),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_and_invalid_bytes_are_escaped_and_the_rest_kept() {
        assert_eq!(
            printable("First\n\tSecond 先手\n"),
            "First\n\tSecond 先手\n"
        );
        assert_eq!(printable("\x1b[2J\x0e\x0f\r"), "\\x1b[2J\\x0e\\x0f\\x0d");
        assert_eq!(printable("\u{9b}"), "\\u{9b}");
        assert_eq!(printable_bytes(b"ok\xff\xfe\x1b\n"), "ok\\xff\\xfe\\x1b\n");
    }
}

//! Long texts cut for a report: an input, an output, a token.

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

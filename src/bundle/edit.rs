//! A text made from another by cutting ranges out and inserting texts, with the way back: the
//! byte of the original that each byte of the result comes from, so that a compiler's line
//! numbers in the result can be given in the original's.

use super::syntax::line_of;
use std::ops::Range;

/// `source` edited, and where each part of the result comes from.
#[derive(Clone, Debug)]
pub struct Edited {
    pub text: String,
    /// The parts of `text` in order: each starts at `at` in `text` and runs to the next one;
    /// a copied part starts at `from` in the source, an inserted one was inserted at `from`.
    parts: Vec<Part>,
}

#[derive(Clone, Copy, Debug)]
struct Part {
    at: usize,
    from: usize,
    inserted: bool,
}

impl Edited {
    /// `source` with each edit `(range, text)` applied: the range (of `source`) replaced by the
    /// text. The ranges are sorted and disjoint; an empty one inserts.
    pub fn new(source: &str, edits: &[(Range<usize>, String)]) -> Edited {
        let mut text = String::with_capacity(source.len());
        let mut parts = Vec::new();
        let mut from = 0;
        let copy = |text: &mut String, parts: &mut Vec<Part>, range: Range<usize>| {
            if !range.is_empty() {
                parts.push(Part {
                    at: text.len(),
                    from: range.start,
                    inserted: false,
                });
                text.push_str(&source[range]);
            }
        };
        for (range, insert) in edits {
            assert!(range.start >= from, "edits overlap or are out of order");
            copy(&mut text, &mut parts, from..range.start);
            if !insert.is_empty() {
                parts.push(Part {
                    at: text.len(),
                    from: range.start,
                    inserted: true,
                });
                text.push_str(insert);
            }
            from = range.end;
        }
        copy(&mut text, &mut parts, from..source.len());
        Edited { text, parts }
    }

    /// The byte of the source that byte `at` of the text comes from; for an inserted byte, where
    /// its text was inserted; past the end, the end of the source.
    pub fn source_offset(&self, at: usize) -> usize {
        let k = self.parts.partition_point(|part| part.at <= at);
        match k.checked_sub(1).map(|k| self.parts[k]) {
            Some(part) if part.inserted => part.from,
            Some(part) => part.from + (at - part.at),
            None => 0,
        }
    }

    /// The source's line (1-based) of each line of the text, in order.
    pub fn source_lines(&self, source: &str) -> Vec<usize> {
        let mut lines = Vec::new();
        let mut start = 0;
        for line in self.text.split_inclusive('\n') {
            lines.push(line_of(source, self.source_offset(start)));
            start += line.len();
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_byte_is_traced_to_the_source() {
        let source = "ab\ncd\nef\n";
        let edited = Edited::new(source, &[(1..4, String::new()), (6..6, "new\n".to_owned())]);
        assert_eq!(edited.text, "ad\nnew\nef\n");
        assert_eq!(edited.source_offset(0), 0);
        assert_eq!(edited.source_offset(1), 4);
        assert_eq!(edited.source_offset(4), 6);
        assert_eq!(edited.source_offset(7), 6);
        assert_eq!(edited.source_lines(source), [1, 3, 3]);
    }
}

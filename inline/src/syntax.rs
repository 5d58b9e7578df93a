//! A solution read as Rust tokens: `proc-macro2` token trees, each token with its byte range in
//! the file, so that the other parts can cut the file without retyping it.

use anyhow::anyhow;
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::ops::Range;
use std::str::FromStr;

/// One token tree of the file.
#[derive(Clone, Debug)]
pub enum Node {
    Ident {
        name: String,
        at: Range<usize>,
    },
    Punct {
        ch: char,
        /// True iff the next token is a punctuation character glued to this one (`::`, `=>`).
        joint: bool,
        at: Range<usize>,
    },
    Literal {
        at: Range<usize>,
    },
    Group {
        delimiter: Delimiter,
        /// From the opening delimiter to the closing one, both included.
        at: Range<usize>,
        children: Vec<Node>,
    },
}

impl Node {
    pub fn at(&self) -> Range<usize> {
        match self {
            Node::Ident { at, .. }
            | Node::Punct { at, .. }
            | Node::Literal { at }
            | Node::Group { at, .. } => at.clone(),
        }
    }

    /// True iff this is the identifier `name`.
    pub fn is_ident(&self, name: &str) -> bool {
        matches!(self, Node::Ident { name: n, .. } if n == name)
    }

    /// The identifier's name, if this is one (`r#` dropped).
    pub fn ident(&self) -> Option<&str> {
        match self {
            Node::Ident { name, .. } => Some(name.strip_prefix("r#").unwrap_or(name)),
            _ => None,
        }
    }

    /// True iff this is the punctuation character `ch`.
    pub fn is_punct(&self, ch: char) -> bool {
        matches!(self, Node::Punct { ch: c, .. } if *c == ch)
    }

    /// The group's delimiter and children, if this is a group.
    pub fn group(&self) -> Option<(Delimiter, &[Node])> {
        match self {
            Node::Group {
                delimiter,
                children,
                ..
            } => Some((*delimiter, children)),
            _ => None,
        }
    }

    pub fn is_group(&self, delimiter: Delimiter) -> bool {
        matches!(self.group(), Some((d, _)) if d == delimiter)
    }
}

/// True iff `nodes[i]` and `nodes[i + 1]` are the two colons of a `::`.
pub fn is_path_sep(nodes: &[Node], i: usize) -> bool {
    matches!(
        (nodes.get(i), nodes.get(i + 1)),
        (
            Some(Node::Punct {
                ch: ':',
                joint: true,
                ..
            }),
            Some(Node::Punct { ch: ':', .. })
        )
    )
}

/// True iff `nodes[i]` and `nodes[i + 1]` are the `=>` of a match arm.
pub fn is_fat_arrow(nodes: &[Node], i: usize) -> bool {
    matches!(
        (nodes.get(i), nodes.get(i + 1)),
        (
            Some(Node::Punct {
                ch: '=',
                joint: true,
                ..
            }),
            Some(Node::Punct { ch: '>', .. })
        )
    )
}

/// The token trees of `source`, or why it is not Rust tokens (an unclosed delimiter or string).
pub fn parse(source: &str) -> anyhow::Result<Vec<Node>> {
    // Spans index a per-thread map of every text parsed so far: start it afresh each time.
    proc_macro2::extra::invalidate_current_thread_spans();
    let stream =
        TokenStream::from_str(source).map_err(|e| anyhow!("the file is not Rust tokens: {e:?}"))?;
    Ok(convert(stream))
}

fn convert(stream: TokenStream) -> Vec<Node> {
    stream
        .into_iter()
        .map(|tree| {
            let at = tree.span().byte_range();
            match tree {
                TokenTree::Ident(ident) => Node::Ident {
                    name: ident.to_string(),
                    at,
                },
                TokenTree::Punct(punct) => Node::Punct {
                    ch: punct.as_char(),
                    joint: punct.spacing() == Spacing::Joint,
                    at,
                },
                TokenTree::Literal(_) => Node::Literal { at },
                TokenTree::Group(group) => Node::Group {
                    delimiter: group.delimiter(),
                    at,
                    children: convert(group.stream()),
                },
            }
        })
        .collect()
}

/// The 1-based line of byte `offset` in `text`.
pub fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// `source` with every comment and every string, character and byte literal blanked to spaces,
/// byte for byte (newlines kept), so that offsets in it are offsets in `source`. A file that is
/// not Rust tokens is returned as it is.
pub fn code_view(source: &str) -> String {
    let Ok(nodes) = parse(source) else {
        return source.to_owned();
    };
    let mut view: Vec<u8> = source
        .bytes()
        .map(|b| if b == b'\n' { b'\n' } else { b' ' })
        .collect();
    fn keep(source: &str, view: &mut [u8], nodes: &[Node]) {
        for node in nodes {
            let at = node.at();
            let text = &source[at.clone()];
            // A doc comment's tokens (`#`, `[doc = "…"]`) all span the comment itself.
            if text.starts_with("//") || text.starts_with("/*") {
                continue;
            }
            match node {
                Node::Ident { .. } | Node::Punct { .. } => {
                    view[at.clone()].copy_from_slice(text.as_bytes());
                }
                Node::Literal { .. } => {
                    if text.starts_with(|c: char| c.is_ascii_digit()) {
                        view[at.clone()].copy_from_slice(text.as_bytes());
                    }
                }
                Node::Group { children, .. } => {
                    if at.len() >= 2 {
                        view[at.start] = source.as_bytes()[at.start];
                        view[at.end - 1] = source.as_bytes()[at.end - 1];
                    }
                    keep(source, view, children);
                }
            }
        }
    }
    keep(source, &mut view, &nodes);
    String::from_utf8(view).expect("whole tokens copied into spaces keep UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_view_blanks_comments_and_literals_only() {
        let source = "/// doc `x::y`\nlet a = \"x::y\"; // itertools::z\nlet b = r#\"q\"#; let c = '\\''; fn f<'a>(x: &'a u8) {} /* /* */ */ let d = b'c'; let n = 12u8;";
        let view = code_view(source);
        assert_eq!(view.len(), source.len());
        assert!(!view.contains("x::y") && !view.contains("itertools") && !view.contains('q'));
        assert!(view.contains("fn f<'a>(x: &'a u8) {}"), "{view}");
        assert!(!view.contains("/*") && !view.contains("'c'") && !view.contains("'\\''"));
        assert!(!view.contains("doc") && view.contains("12u8"));
    }

    #[test]
    fn tokens_know_their_bytes() {
        let source = "é::x => { \"s\" }";
        let nodes = parse(source).unwrap();
        assert!(is_path_sep(&nodes, 1));
        assert!(is_fat_arrow(&nodes, 4));
        assert_eq!(&source[nodes[6].at()], "{ \"s\" }");
        assert_eq!(nodes[3].ident(), Some("x"));
    }
}

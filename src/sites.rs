//! The online judges the collection's problems come from, and the Rust each of them compiles: one
//! table that the layout rules, `check` (an attempt is built as its problem's judge builds it) and
//! `bundle` (a file for one judge's compiler) all read.

use std::fmt;

/// One online judge.
#[derive(Debug, PartialEq, Eq)]
pub struct Site {
    /// The name a manifest gives in `[package.metadata.judge] judge = "…"`, and `--judge` takes.
    pub id: &'static str,
    /// The judge's own name.
    pub name: &'static str,
    /// The Rust it compiles, or `None` if it takes no Rust.
    pub rust: Option<Rust>,
}

/// How a judge compiles a Rust submission.
#[derive(Debug, PartialEq, Eq)]
pub struct Rust {
    /// The rustc version, as `major.minor.patch`.
    pub version: &'static str,
    /// The editions a submission may choose, the judge's default first.
    pub editions: &'static [&'static str],
    /// True iff proconio 0.5.0 and itertools 0.14.0 are there (AtCoder); otherwise std only.
    pub crates: bool,
    /// The largest source file the judge takes, in bytes, where it is known.
    pub max_source_bytes: Option<usize>,
}

/// The Rust version below which no problem crate's `rust-version` goes unless its own judge's
/// compiler is older: Luogu's rustc 1.88, the oldest of the judges a bundle of an AtCoder,
/// Codeforces or Luogu problem may be sent to.
pub const COMMON_RUST: &str = "1.88";

/// Every judge the collection knows.
pub const ALL: &[Site] = &[
    Site {
        id: "atcoder",
        name: "AtCoder",
        rust: Some(Rust {
            version: "1.89.0",
            editions: &["2024"],
            crates: true,
            max_source_bytes: Some(512 * 1024),
        }),
    },
    Site {
        id: "codeforces",
        name: "Codeforces",
        rust: Some(Rust {
            version: "1.89.0",
            editions: &["2021", "2024"],
            crates: false,
            max_source_bytes: Some(64 * 1024),
        }),
    },
    Site {
        id: "luogu",
        name: "Luogu",
        rust: Some(Rust {
            version: "1.88.0",
            editions: &["2024"],
            crates: false,
            max_source_bytes: None,
        }),
    },
    Site {
        id: "cses",
        name: "CSES",
        rust: Some(Rust {
            version: "1.75.0",
            editions: &["2021"],
            crates: false,
            max_source_bytes: None,
        }),
    },
    Site {
        id: "library-checker",
        name: "Library Checker",
        rust: Some(Rust {
            version: "1.71.1",
            editions: &["2021"],
            crates: false,
            max_source_bytes: None,
        }),
    },
    Site {
        id: "poj",
        name: "POJ",
        rust: None,
    },
    Site {
        id: "bupt",
        name: "BUPT OJ",
        rust: None,
    },
    // A judge the collection does not know (HDU, SPOJ, a school's): nothing is claimed of its
    // Rust; an attempt at its problems is built as Codeforces builds it.
    Site {
        id: "other",
        name: "another judge",
        rust: None,
    },
];

/// The judge a problem's name begins with, by the collection's naming (`abc297g-…`, `arc…`,
/// `agc…`, `ahc…`, `edpc-…`, `tdpc-…`: AtCoder; `cf…`, `gym…`: Codeforces; `luogu-…`; `cses-…`;
/// `lc-…`: Library Checker; `poj…`), or `None` where the name does not say (`hdu1846-…`, and
/// `boj…`, which is Baekjoon's as often as BUPT's).
pub fn named_by(problem: &str) -> Option<&'static Site> {
    let first = problem.split('-').next()?;
    let letters: String = first
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .collect();
    // `abc297g`: letters, then the contest's number
    let numbered = first[letters.len()..].starts_with(|c: char| c.is_ascii_digit());
    let id = match (letters.as_str(), numbered) {
        ("abc" | "arc" | "agc" | "ahc", true) | ("edpc" | "tdpc", false) => "atcoder",
        ("cf" | "gym", true) => "codeforces",
        ("luogu", false) => "luogu",
        ("cses", false) => "cses",
        ("lc", false) => "library-checker",
        ("poj", true) => "poj",
        _ => return None,
    };
    site(id).ok()
}

/// Codeforces: the judge a Rust file outside the collection is built and bundled for.
pub fn codeforces() -> &'static Site {
    ALL.iter()
        .find(|judge| judge.id == "codeforces")
        .expect("the table has Codeforces")
}

/// The judge called `id`, or a message that lists the judges there are.
pub fn site(id: &str) -> Result<&'static Site, String> {
    ALL.iter().find(|judge| judge.id == id).ok_or_else(|| {
        let ids: Vec<&str> = ALL.iter().map(|judge| judge.id).collect();
        format!("unknown judge `{id}`; the judges are: {}", ids.join(", "))
    })
}

impl Site {
    /// The `rust-version` a problem crate of this judge declares: its compiler's `major.minor`
    /// where that is older than [`COMMON_RUST`], else [`COMMON_RUST`].
    pub fn crate_rust_version(&self) -> &'static str {
        match &self.rust {
            Some(rust) if version_less(rust.version, COMMON_RUST) => rust.minor_version(),
            _ => COMMON_RUST,
        }
    }
}

impl Site {
    /// The edition a problem crate of this judge declares: 2024, unless its `rust-version` is
    /// older than 1.85, the first Rust with edition 2024 (cargo refuses the pair): then 2021.
    pub fn crate_edition(&self) -> &'static str {
        if version_less(self.crate_rust_version(), "1.85") {
            "2021"
        } else {
            "2024"
        }
    }
}

impl Rust {
    /// The version as `major.minor`.
    pub fn minor_version(&self) -> &'static str {
        match self.version.match_indices('.').nth(1) {
            Some((at, _)) => &self.version[..at],
            None => self.version,
        }
    }
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// True iff version `a` is older than version `b` (dotted numbers, compared part by part).
pub fn version_less(a: &str, b: &str) -> bool {
    let parts = |v: &str| -> Vec<u64> { v.split('.').map(|p| p.parse().unwrap_or(0)).collect() };
    parts(a) < parts(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_judge_is_found_by_its_id_and_an_unknown_one_is_named() {
        for j in ALL {
            assert_eq!(site(j.id), Ok(j));
        }
        let error = site("spoj").unwrap_err();
        assert!(
            error.contains("spoj") && error.contains("library-checker"),
            "{error}"
        );
    }

    #[test]
    fn a_name_says_its_judge_where_the_collection_names_it() {
        let named = |name| named_by(name).map(|judge| judge.id);
        for (name, id) in [
            ("abc297g-constrained-nim-2", Some("atcoder")),
            ("agc017d-game-on-tree", Some("atcoder")),
            ("edpc-k-stones", Some("atcoder")),
            ("cf786a-berzerk", Some("codeforces")),
            ("gym100548h-make-you-happy", Some("codeforces")),
            ("luogu-p2197-nim", Some("luogu")),
            ("cses-1730-nim-game-1", Some("cses")),
            ("lc-nim-product-64", Some("library-checker")),
            ("poj2425-chess-game", Some("poj")),
            ("boj65-three-piles", None),
            ("hdu1846-brave-game", None),
            ("my-bash-game", None),
            ("abc-game", None),
        ] {
            assert_eq!(named(name), id, "{name}");
        }
    }

    #[test]
    fn crates_declare_the_common_rust_unless_their_judge_is_older() {
        let version = |id| site(id).unwrap().crate_rust_version();
        assert_eq!(version("atcoder"), "1.88");
        assert_eq!(version("luogu"), "1.88");
        assert_eq!(version("poj"), "1.88");
        assert_eq!(version("cses"), "1.75");
        assert_eq!(version("library-checker"), "1.71");
        assert!(version_less("1.71.1", "1.75") && !version_less("1.89.0", "1.88"));
        assert!(version_less("1.9", "1.10"));
        let edition = |id| site(id).unwrap().crate_edition();
        assert_eq!(edition("atcoder"), "2024");
        assert_eq!(edition("cses"), "2021");
        assert_eq!(edition("library-checker"), "2021");
    }
}

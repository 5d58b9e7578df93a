//! The last gate before a bundle is printed: it fits the judge's source limit, compiles with plain
//! `rustc -O` (no crates) in at least one of the judge's editions (each edition is checked up to
//! code generation, `--emit=metadata`, and the first that passes is built), and uses no std API
//! newer than the judge's rustc (clippy's `incompatible_msrv`). A failure is the compiler's
//! message with the bundle's line numbers turned into the solution's.

use super::Refusal;
use super::edit::Edited;
use crate::build;
use crate::sites::Site;
use crate::workspace::Workspace;

/// The largest file Codeforces accepts: 64 KiB.
pub const MAX_BUNDLE_BYTES: usize = 64 * 1024;

/// The editions of Codeforces, the judge a file outside the collection is bundled for.
pub const EDITIONS: [&str; 2] = ["2024", "2021"];

/// The oldest rustc of a judge an AtCoder, Codeforces or Luogu problem's bundle goes to (Luogu's).
pub const MSRV: &str = "1.88";

/// The editions of `judge` that `bundle` (whose first lines are those that `lines` traces to the
/// solution, shown as `shown`) compiles in, if it is fit to print; otherwise why not, in the
/// solution's line numbers. `label` names the build cache's folder.
pub fn verify(
    ws: &Workspace,
    bundle: &str,
    lines: &LineMap,
    shown: &str,
    label: &str,
    judge: &Site,
) -> Result<Vec<&'static str>, Refusal> {
    let rust = judge
        .rust
        .as_ref()
        .ok_or_else(|| Refusal::Rejected(format!("{judge} takes no Rust")))?;
    if let Some(limit) = rust.max_source_bytes
        && bundle.len() > limit
    {
        return Err(Refusal::Rejected(format!(
            "the bundle of {shown} is {} bytes, over {} limit of {limit}",
            bundle.len(),
            possessive(judge.name)
        )));
    }
    // Each edition is checked up to code generation (several times faster than a build); the
    // first that passes, the one the judge's submissions get by default where it passes, is then
    // built with `rustc -O` (the build the tests and `check` reuse from the cache). Until one
    // passes, an edition is checked by clippy with only its `incompatible_msrv` lint, which is
    // rustc's check and the API level's in one pass; only when that fails is rustc asked alone
    // which of the two it was.
    let rejected = |edition: &str, diagnostics: &str| {
        format!(
            "the bundle of {shown} does not compile with `rustc -O --edition {edition}` (no \
             crates), as {judge} compiles it:\n{}",
            lines.translate(diagnostics, shown)
        )
    };
    let version = rust.minor_version();
    let mut editions = Vec::new();
    let mut failures = Vec::new();
    for edition in rust.editions {
        let checked = if editions.is_empty() {
            match build::std_apis_within_edition(ws, bundle, version, edition, label) {
                Ok(()) => Ok(()),
                Err(clippy) => match build::rustc_checks(ws, bundle, edition, label) {
                    // it compiles: what clippy refused is a std API newer than the judge's
                    Ok(()) => {
                        let has = format!("{judge} has {}", rust.version);
                        return Err(Refusal::Rejected(lines.newer_apis(
                            &clippy.message(),
                            shown,
                            &has,
                        )));
                    }
                    Err(diagnostics) => Err(diagnostics),
                },
            }
        } else {
            build::rustc_checks(ws, bundle, edition, label)
        };
        match checked {
            Ok(()) => editions.push(*edition),
            Err(diagnostics) => failures.push(rejected(edition, &diagnostics.message())),
        }
    }
    let Some(edition) = editions.first() else {
        return Err(Refusal::Rejected(failures.join("\n")));
    };
    build::rustc(ws, bundle, edition, label)
        .map_err(|diagnostics| Refusal::Rejected(rejected(edition, &diagnostics.message())))?;
    Ok(editions)
}

/// `Codeforces'`, `CSES's`.
fn possessive(name: &str) -> String {
    if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// Which line of the solution each line of the bundle's solution part comes from.
pub struct LineMap {
    /// `origin[i]` = the solution's line (1-based) of the bundle's line `i + 1`.
    origin: Vec<usize>,
}

impl LineMap {
    /// The map of a bundle whose solution part is `edited`, made from the solution `source`
    /// (an inserted line belongs to the line it was inserted at).
    pub fn new(source: &str, edited: &Edited) -> LineMap {
        LineMap {
            origin: edited.source_lines(source),
        }
    }

    /// The solution's line of the bundle's line `line`, or `None` for the appended modules.
    pub fn solution_line(&self, line: usize) -> Option<usize> {
        line.checked_sub(1)
            .and_then(|i| self.origin.get(i))
            .copied()
    }

    /// The uses of newer std APIs ([`crate::build::std_apis_within`]'s lines, `line 14: …`) in the
    /// solution's lines, one line each ending with what the judge `has`; any other diagnostic as
    /// [`LineMap::translate`] gives it.
    pub fn newer_apis(&self, uses: &str, shown: &str, has: &str) -> String {
        let mut out = Vec::new();
        for line in uses.lines() {
            let numbered = line
                .strip_prefix("line ")
                .and_then(|rest| rest.split_once(": "))
                .and_then(|(number, what)| Some((number.parse::<usize>().ok()?, what)));
            out.push(match numbered {
                Some((number, what)) => match self.solution_line(number) {
                    Some(original) => format!("line {original}: {what}; {has}"),
                    None => format!("line {number} of the bundle's inline modules: {what}; {has}"),
                },
                None => self.translate_line(line, shown),
            });
        }
        out.join("\n")
    }

    /// `diagnostics` with each `--> <file>:<line>:<column>` and each `<line> |` of a snippet
    /// given in the solution's lines, under the name `shown`.
    pub fn translate(&self, diagnostics: &str, shown: &str) -> String {
        let mut out = String::new();
        for line in diagnostics.lines() {
            out.push_str(&self.translate_line(line, shown));
            out.push('\n');
        }
        out
    }

    fn translate_line(&self, line: &str, shown: &str) -> String {
        let place = |number: usize| match self.solution_line(number) {
            Some(original) => (shown.to_owned(), original),
            None => ("<the bundle's inline modules>".to_owned(), number),
        };
        let trimmed = line.trim_start();
        if let Some(location) = trimmed.strip_prefix("--> ") {
            // `--> /tmp/…/main.rs:12:5`
            let mut parts = location.rsplitn(3, ':');
            let (column, number) = (parts.next(), parts.next());
            if let (Some(column), Some(Ok(number))) = (column, number.map(str::parse::<usize>)) {
                let (file, original) = place(number);
                let indent = &line[..line.len() - trimmed.len()];
                return format!("{indent}--> {file}:{original}:{column}");
            }
        }
        // A snippet line: `12 |     code`.
        let digits = trimmed.len()
            - trimmed
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        if digits > 0
            && trimmed[digits..].starts_with(" |")
            && let Ok(number) = trimmed[..digits].parse::<usize>()
        {
            let (_, original) = place(number);
            return format!("{original}{}", &trimmed[digits..]);
        }
        line.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundle_lines_are_traced_to_the_solution() {
        let solution = "a\n#[cfg(test)]\nmod t {}\nb\nc\n";
        let edited = Edited::new(solution, &[(2..24, String::new())]);
        assert_eq!(edited.text, "a\nb\nc\n");
        let map = LineMap::new(solution, &edited);
        assert_eq!(map.solution_line(1), Some(1));
        assert_eq!(map.solution_line(2), Some(4));
        assert_eq!(map.solution_line(3), Some(5));
        assert_eq!(map.solution_line(4), None);
        let diagnostics =
            "error[E0425]: cannot find value `x`\n --> /tmp/x/main.rs:3:9\n  |\n3 | c\n  | ^\n";
        let shown = map.translate(diagnostics, "main.rs");
        assert!(shown.contains(" --> main.rs:5:9"), "{shown}");
        assert!(shown.contains("\n5 | c\n"), "{shown}");
    }
}

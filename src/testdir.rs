//! Test cases from the folders and files other tools and judges keep them in, for `check --tests`:
//! - a folder of `NAME.in` with `NAME.out` beside each (online-judge-tools' `test/`, with
//!   `sample-1.in`; CSES's `1.in`; a flat Library Checker folder);
//! - a folder with `in/` and `out/` holding the same names (Library Checker's `in/NAME.in` and
//!   `out/NAME.out`; AtCoder's `in/01.txt` and `out/01.txt`);
//! - a cargo-compete file `testcases/<task>.yml` (its `cases` with `name`, `in`, `out`, its
//!   `match`, and `extend` entries of `type: Text`);
//! - a single `NAME.in` with its `NAME.out`.
//!
//! A malformed folder or file is an error naming it; nothing is guessed.

use crate::compare::Comparison;
use anyhow::{Context, Result, anyhow};
use std::fs;
use std::path::{Path, PathBuf};
use yaml_rust2::{Yaml, YamlLoader};

/// A set of tests from one place.
#[derive(Clone, Debug)]
pub struct TestSet {
    /// Where it came from, as the user gave it.
    pub label: String,
    pub cases: Vec<TestCase>,
}

/// One test: an input and the output the judge expects.
#[derive(Clone, Debug)]
pub struct TestCase {
    pub name: String,
    pub input: String,
    pub output: String,
    /// How this case compares outputs, where its file says (cargo-compete's `match`).
    pub comparison: Option<Comparison>,
}

/// The tests at `path` (a folder or a file, see the module's documentation).
pub fn load(path: &Path) -> Result<TestSet> {
    let label = path.display().to_string();
    let metadata =
        fs::metadata(path).with_context(|| format!("--tests {label}: cannot read it"))?;
    let cases = if metadata.is_dir() {
        if path.join("in").is_dir() && path.join("out").is_dir() {
            in_out_folders(path)?
        } else {
            pairs_in_folder(path)?
        }
    } else {
        match path.extension().and_then(|e| e.to_str()) {
            Some("yml" | "yaml") => cargo_compete(path)?,
            Some("in") => vec![pair(path)?],
            _ => {
                return Err(anyhow!(
                    "--tests {label}: not a folder of tests, a cargo-compete .yml file or a .in \
                     file"
                ));
            }
        }
    };
    if cases.is_empty() {
        return Err(anyhow!("--tests {label}: no test cases there"));
    }
    Ok(TestSet { label, cases })
}

/// The text of `path`, or an error naming it.
fn read(path: &Path) -> Result<String> {
    let bytes = fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        anyhow!(
            "{} is not UTF-8 text (an invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        )
    })
}

/// The files of folder `dir`, sorted by name with numbers in order (`2` before `10`).
fn files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.is_file())
        .collect();
    files.sort_by_key(|path| natural_key(&path.file_name().unwrap_or_default().to_string_lossy()));
    Ok(files)
}

/// A key that orders names with their runs of digits as numbers: `a2` before `a10`.
pub fn natural_key(name: &str) -> Vec<(String, u128)> {
    let mut key = Vec::new();
    let mut text = String::new();
    let mut chars = name.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut number = String::new();
            while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                number.push(d);
                chars.next();
            }
            key.push((
                std::mem::take(&mut text),
                number.parse().unwrap_or(u128::MAX),
            ));
        } else {
            text.push(c);
            chars.next();
        }
    }
    key.push((text, 0));
    key
}

/// The instances at `path` for an interactive problem, whose jury judges every game: a folder's
/// `NAME.in` files (an `in/` folder's files, if it has one), or one `.in` file; an `.out` beside
/// them is not read.
pub fn load_instances(path: &Path) -> Result<TestSet> {
    let label = path.display().to_string();
    let metadata =
        fs::metadata(path).with_context(|| format!("--tests {label}: cannot read it"))?;
    let inputs = if metadata.is_dir() {
        let dir = if path.join("in").is_dir() {
            path.join("in")
        } else {
            path.to_path_buf()
        };
        files(&dir)?
            .into_iter()
            .filter(|f| f.extension().is_some_and(|e| e == "in" || dir != path))
            .collect()
    } else if path.extension().is_some_and(|e| e == "in") {
        vec![path.to_path_buf()]
    } else {
        return Err(anyhow!(
            "--tests {label}: an interactive problem's tests are instances: a folder of .in \
             files or one .in file"
        ));
    };
    let cases = inputs
        .iter()
        .map(|input| {
            Ok(TestCase {
                name: input
                    .file_stem()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned(),
                input: read(input)?,
                output: String::new(),
                comparison: None,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    if cases.is_empty() {
        return Err(anyhow!("--tests {label}: no instances (.in files) there"));
    }
    Ok(TestSet { label, cases })
}

/// `NAME.in` with `NAME.out` beside it.
fn pair(input: &Path) -> Result<TestCase> {
    let output = input.with_extension("out");
    if !output.is_file() {
        return Err(anyhow!(
            "{} has no expected output {} beside it",
            input.display(),
            output.display()
        ));
    }
    Ok(TestCase {
        name: input
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned(),
        input: read(input)?,
        output: read(&output)?,
        comparison: None,
    })
}

/// Every `NAME.in` of `dir` with its `NAME.out`; an `.out` without its `.in` is an error too.
fn pairs_in_folder(dir: &Path) -> Result<Vec<TestCase>> {
    let files = files(dir)?;
    let has = |path: &Path, extension: &str| path.extension().is_some_and(|e| e == extension);
    for output in files.iter().filter(|f| has(f, "out")) {
        if !output.with_extension("in").is_file() {
            return Err(anyhow!(
                "{} has no input {} beside it",
                output.display(),
                output.with_extension("in").display()
            ));
        }
    }
    files
        .iter()
        .filter(|f| has(f, "in"))
        .map(|input| pair(input))
        .collect()
}

/// `in/NAME.EXT` with `out/NAME.out` (or `out/NAME.EXT`: AtCoder's `.txt` in both).
fn in_out_folders(dir: &Path) -> Result<Vec<TestCase>> {
    let outputs = dir.join("out");
    files(&dir.join("in"))?
        .into_iter()
        .map(|input| {
            let name = input.file_name().unwrap_or_default().to_owned();
            let stem = input.file_stem().unwrap_or_default().to_owned();
            let by_out = outputs.join(&stem).with_extension("out");
            let same = outputs.join(&name);
            let output = if by_out.is_file() {
                by_out
            } else if same.is_file() {
                same
            } else {
                return Err(anyhow!(
                    "{} has no expected output in {} (looked for {} and {})",
                    input.display(),
                    outputs.display(),
                    by_out.display(),
                    same.display()
                ));
            };
            Ok(TestCase {
                name: stem.to_string_lossy().into_owned(),
                input: read(&input)?,
                output: read(&output)?,
                comparison: None,
            })
        })
        .collect()
}

/// The cases of a cargo-compete test suite file.
fn cargo_compete(path: &Path) -> Result<Vec<TestCase>> {
    let label = path.display().to_string();
    let text = read(path)?;
    let documents =
        YamlLoader::load_from_str(&text).with_context(|| format!("{label}: not valid YAML"))?;
    let suite = documents
        .into_iter()
        .find(|d| !d.is_null())
        .with_context(|| format!("{label}: an empty YAML file"))?;
    let kind = suite["type"].as_str().unwrap_or("Batch");
    if kind != "Batch" {
        return Err(anyhow!(
            "{label}: a `type: {kind}` test suite; check runs `type: Batch` suites only"
        ));
    }
    let default = comparison(&suite["match"], &label)?;
    let mut cases = Vec::new();
    if let Some(list) = suite["cases"].as_vec() {
        for (i, case) in list.iter().enumerate() {
            let what = format!("{label}: case {}", i + 1);
            let text = |key: &str| -> Result<String> {
                match &case[key] {
                    Yaml::String(s) => Ok(s.clone()),
                    Yaml::Integer(n) => Ok(n.to_string()),
                    Yaml::BadValue => Err(anyhow!("{what} has no `{key}`")),
                    other => Err(anyhow!("{what}: `{key}` is not text ({other:?})")),
                }
            };
            cases.push(TestCase {
                name: case["name"]
                    .as_str()
                    .map_or_else(|| format!("case {}", i + 1), str::to_owned),
                input: text("in")?,
                output: text("out")?,
                comparison: match &case["match"] {
                    Yaml::BadValue => default,
                    other => comparison(other, &what)?,
                },
            });
        }
    } else if !suite["cases"].is_badvalue() {
        return Err(anyhow!("{label}: `cases` is not a list"));
    }
    if let Some(extends) = suite["extend"].as_vec() {
        let base = path.parent().unwrap_or(Path::new("."));
        for (i, extend) in extends.iter().enumerate() {
            let what = format!("{label}: extend entry {}", i + 1);
            if extend["type"].as_str() != Some("Text") {
                return Err(anyhow!(
                    "{what}: only `type: Text` entries are read (with `path`, `in`, `out`)"
                ));
            }
            let field = |key: &str| {
                extend[key]
                    .as_str()
                    .with_context(|| format!("{what} has no `{key}`"))
            };
            let folder = base.join(field("path")?);
            let (inputs, outputs) = (field("in")?, field("out")?);
            for input in glob(&folder, inputs)? {
                let stem = input.file_stem().unwrap_or_default().to_string_lossy();
                let output = outputs.replacen('*', &stem, 1);
                let output = folder.join(output.trim_start_matches('/'));
                if !output.is_file() {
                    return Err(anyhow!(
                        "{what}: {} has no expected output {}",
                        input.display(),
                        output.display()
                    ));
                }
                cases.push(TestCase {
                    name: stem.into_owned(),
                    input: read(&input)?,
                    output: read(&output)?,
                    comparison: default,
                });
            }
        }
    }
    Ok(cases)
}

/// The files matching `pattern` (`/in/*.txt`: one `*` in the file name) below `folder`.
fn glob(folder: &Path, pattern: &str) -> Result<Vec<PathBuf>> {
    let pattern = folder.join(pattern.trim_start_matches('/'));
    let dir = pattern.parent().unwrap_or(folder).to_path_buf();
    let name = pattern
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let (prefix, suffix) = name.split_once('*').unwrap_or((&name, ""));
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    Ok(files(&dir)?
        .into_iter()
        .filter(|path| {
            let file = path.file_name().unwrap_or_default().to_string_lossy();
            file.len() >= prefix.len() + suffix.len()
                && file.starts_with(prefix)
                && file.ends_with(suffix)
        })
        .collect())
}

/// A cargo-compete `match`: `Exact`, `SplitWhitespace`, `Lines`, or
/// `Float: { relative_error, absolute_error }`; `None` where it is not given.
fn comparison(value: &Yaml, what: &str) -> Result<Option<Comparison>> {
    let number = |y: &Yaml| y.as_f64().or_else(|| y.as_i64().map(|n| n as f64));
    match value {
        Yaml::BadValue | Yaml::Null => Ok(None),
        Yaml::String(s) => match s.as_str() {
            "Exact" => Ok(Some(Comparison::Exact)),
            "SplitWhitespace" => Ok(Some(Comparison::Tokens)),
            "Lines" => Ok(Some(Comparison::Lines)),
            other => Err(anyhow!(
                "{what}: unknown `match: {other}` (Exact, SplitWhitespace, Lines or Float)"
            )),
        },
        Yaml::Hash(_) if !value["Float"].is_badvalue() => {
            let float = &value["Float"];
            let relative = number(&float["relative_error"]).unwrap_or(0.0);
            let absolute = number(&float["absolute_error"]).unwrap_or(0.0);
            Ok(Some(Comparison::Float { absolute, relative }))
        }
        other => Err(anyhow!("{what}: unknown `match` ({other:?})")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error of a load that must fail, with its causes, as the user reads it.
    fn failure(loaded: Result<TestSet>) -> String {
        format!("{:#}", loaded.unwrap_err())
    }

    /// An empty folder for one test, under the target directory (where a failed test leaves it
    /// for a look, and `cargo clean` removes it).
    fn scratch(name: &str) -> PathBuf {
        let dir = crate::workspace::tests::ws()
            .target_dir()
            .join(format!("judge/tmp-testdir/{name}"));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_folder_of_pairs_is_read_in_natural_order() {
        let dir = scratch("pairs");
        for (name, input) in [("sample-10", "b"), ("sample-2", "a"), ("big", "c")] {
            fs::write(dir.join(format!("{name}.in")), input).unwrap();
            fs::write(dir.join(format!("{name}.out")), input.to_uppercase()).unwrap();
        }
        let set = load(&dir).unwrap();
        let names: Vec<&str> = set.cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["big", "sample-2", "sample-10"]);
        assert_eq!(set.cases[1].output, "A");
        fs::write(dir.join("lonely.in"), "x").unwrap();
        let error = failure(load(&dir));
        assert!(
            error.contains("lonely.in") && error.contains("lonely.out"),
            "{error}"
        );
        fs::remove_file(dir.join("lonely.in")).unwrap();
        fs::write(dir.join("orphan.out"), "x").unwrap();
        assert!(failure(load(&dir)).contains("orphan.out"));
    }

    #[test]
    fn in_and_out_folders_pair_by_name() {
        let dir = scratch("inout");
        fs::create_dir_all(dir.join("in")).unwrap();
        fs::create_dir_all(dir.join("out")).unwrap();
        fs::write(dir.join("in/example_00.in"), "1\n").unwrap();
        fs::write(dir.join("out/example_00.out"), "2\n").unwrap();
        fs::write(dir.join("in/01.txt"), "3\n").unwrap();
        fs::write(dir.join("out/01.txt"), "4\n").unwrap();
        let set = load(&dir).unwrap();
        assert_eq!(set.cases.len(), 2);
        assert_eq!(
            (set.cases[0].name.as_str(), set.cases[0].output.as_str()),
            ("01", "4\n")
        );
        fs::write(dir.join("in/02.txt"), "5\n").unwrap();
        assert!(failure(load(&dir)).contains("02.txt"));
    }

    #[test]
    fn a_cargo_compete_file_gives_its_cases_match_and_extend() {
        let dir = scratch("yml");
        fs::create_dir_all(dir.join("h/in")).unwrap();
        fs::create_dir_all(dir.join("h/out")).unwrap();
        fs::write(dir.join("h/in/x1.txt"), "9\n").unwrap();
        fs::write(dir.join("h/out/x1.txt"), "10\n").unwrap();
        let yml = dir.join("h.yml");
        fs::write(
            &yml,
            "---\ntype: Batch\ntimelimit: 2s\nmatch: Lines\n\ncases:\n  - name: sample1\n    in: |\n      3\n      BB.\n    out: |\n      Takahashi\n  - name: sample2\n    in: \"2\\n\"\n    out: \"7\\n\"\n    match:\n      Float:\n        relative_error: 1e-6\n        absolute_error: 0.5\n\nextend:\n  - type: Text\n    path: \"./h\"\n    in: /in/*.txt\n    out: /out/*.txt\n",
        )
        .unwrap();
        let set = load(&yml).unwrap();
        assert_eq!(set.cases.len(), 3);
        assert_eq!(set.cases[0].input, "3\nBB.\n");
        assert_eq!(set.cases[0].output, "Takahashi\n");
        assert_eq!(set.cases[0].comparison, Some(Comparison::Lines));
        assert_eq!(
            set.cases[1].comparison,
            Some(Comparison::Float {
                absolute: 0.5,
                relative: 1e-6
            })
        );
        assert_eq!(
            (set.cases[2].name.as_str(), set.cases[2].output.as_str()),
            ("x1", "10\n")
        );
        fs::write(&yml, "cases:\n  - name: a\n    out: x\n").unwrap();
        let error = failure(load(&yml));
        assert!(error.contains("case 1 has no `in`"), "{error}");
        fs::write(&yml, "cases: [\n").unwrap();
        assert!(failure(load(&yml)).contains("not valid YAML"));
        fs::write(&yml, "type: Interactive\n").unwrap();
        assert!(failure(load(&yml)).contains("Interactive"));
    }

    #[test]
    fn a_missing_or_strange_path_is_named() {
        let error = failure(load(Path::new("/no/such/tests")));
        assert!(error.contains("/no/such/tests"), "{error}");
        let dir = scratch("strange");
        let file = dir.join("notes.txt");
        fs::write(&file, "x").unwrap();
        assert!(failure(load(&file)).contains("not a folder of tests"));
        assert!(failure(load(&dir)).contains("no test cases"));
    }

    #[test]
    fn an_interactive_problems_tests_are_instances_alone() {
        let dir = scratch("instances");
        fs::write(dir.join("2.in"), "5\n").unwrap();
        fs::write(dir.join("10.in"), "7\n").unwrap();
        fs::write(dir.join("10.out"), "not read\n").unwrap();
        let set = load_instances(&dir).unwrap();
        let names: Vec<&str> = set.cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["2", "10"]);
        assert_eq!(set.cases[1].input, "7\n");
        let one = load_instances(&dir.join("2.in")).unwrap();
        assert_eq!(one.cases.len(), 1);
        let error = failure(load_instances(&dir.join("10.out")));
        assert!(error.contains("instances"), "{error}");
        let empty = scratch("no-instances");
        assert!(failure(load_instances(&empty)).contains("no instances"));
    }
}

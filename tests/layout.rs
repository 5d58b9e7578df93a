//! The pasteability rules, one test per rule. Each test checks every problem crate against its rule
//! (a failure names the file and the rule) and shows that the rule reports its planted violation in
//! `tests/fixtures/layout/<rule>/`, a copy of `clean/` that breaks that rule and no other.

use judge::layout::{Rule, Violation, check_crate};
use judge_testkit::workspace;

use std::collections::BTreeSet;
use std::fs;
use std::path::PathBuf;
use std::sync::LazyLock;

fn fixtures() -> PathBuf {
    workspace().root().join("tests/fixtures/layout")
}

/// Every problem crate follows `rule`.
fn problem_crates_follow(rule: Rule) {
    // every crate checked once, for all the rules' tests
    static FOUND: LazyLock<Vec<Violation>> = LazyLock::new(|| {
        assert!(
            !workspace().problems().is_empty(),
            "the workspace has no problem crate"
        );
        // every crate under crates/, a problem or not
        workspace()
            .crate_dirs()
            .iter()
            .flat_map(|dir| check_crate(dir))
            .collect()
    });
    let broken: Vec<String> = FOUND
        .iter()
        .filter(|violation| violation.rule == rule)
        .map(|violation| violation.to_string())
        .collect();
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// The fixture planted for `rule` is reported under `rule`, and under no other.
fn fixture_is_caught(rule: Rule) {
    let found = check_crate(&fixtures().join(rule.id()));
    assert!(
        found.iter().any(|v| v.rule == rule),
        "rule {} did not report its fixture tests/fixtures/layout/{}",
        rule.id(),
        rule.id()
    );
    let others: Vec<&Violation> = found.iter().filter(|v| v.rule != rule).collect();
    assert!(
        others.is_empty(),
        "the fixture for {} also breaks other rules: {others:?}",
        rule.id()
    );
}

macro_rules! rule_tests {
    ($($test:ident: $rule:expr,)*) => {
        $(
            fn $test() {
                problem_crates_follow($rule);
                fixture_is_caught($rule);
            }
        )*

        /// Every rule has its test above.
        const TESTED: &[Rule] = &[$($rule),*];

        /// The trials of the rules' tests.
        fn rule_trials() -> Vec<libtest_mimic::Trial> {
            judge_testkit::tests![$($test),*]
        }
    };
}

rule_tests! {
    src_holds_only_main_rs: Rule::OnlyMainRs,
    no_mod_declarations: Rule::NoModFiles,
    no_include_macros: Rule::NoInclude,
    no_build_script: Rule::NoBuildScript,
    no_path_or_git_dependencies: Rule::NoPathOrGitDependencies,
    only_proconio_and_itertools_at_the_judges_versions: Rule::OnlyAllowedDependencies,
    rust_version_is_the_judges: Rule::RustVersion,
    edition_is_the_judges: Rule::Edition,
    no_fastout: Rule::NoFastout,
    judge_metadata_is_present: Rule::JudgeMetadata,
}

fn every_rule_has_a_test_and_a_fixture() {
    let tested: BTreeSet<Rule> = TESTED.iter().copied().collect();
    let all: BTreeSet<Rule> = Rule::ALL.iter().copied().collect();
    assert_eq!(tested, all, "a rule without its test");
    let mut folders: BTreeSet<String> = fs::read_dir(fixtures())
        .expect("tests/fixtures/layout exists")
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(folders.remove("clean"), "no clean fixture");
    let ids: BTreeSet<String> = Rule::ALL.iter().map(|r| r.id().to_owned()).collect();
    assert_eq!(folders, ids, "fixture folders and rules differ");
}

fn the_clean_fixture_follows_every_rule() {
    let found = check_crate(&fixtures().join("clean"));
    assert!(found.is_empty(), "{found:?}");
}

fn a_violation_names_the_file_and_the_rule() {
    let found = check_crate(&fixtures().join(Rule::NoModFiles.id()));
    let message = found[0].to_string();
    assert!(message.contains("src/main.rs"), "{message}");
    assert!(message.contains("no-mod-files"), "{message}");
    assert!(message.contains("mod helpers;"), "{message}");
}

fn main() {
    let mut trials = rule_trials();
    trials.extend(judge_testkit::tests![
        every_rule_has_a_test_and_a_fixture,
        the_clean_fixture_follows_every_rule,
        a_violation_names_the_file_and_the_rule,
    ]);
    judge_testkit::harness::main(trials);
}

//! `judge doctor`: what a problem has and lacks (samples, plan and each of its parts, wrong
//! solutions, bench rows, README sections), with what each missing part would add.

use crate::new::README_SECTIONS;
use crate::samples::{SampleKind, samples};
use crate::workspace::{NO_GAME, Problem};
use std::fmt::Write as _;

/// "has " or "lacks", aligned.
fn mark(has: bool) -> &'static str {
    if has { "has " } else { "lacks" }
}

/// What `judge doctor` says of problem `problem`: its files, the parts of its plan it has and
/// lacks with what each adds, and, for a collection problem, what the collection requires.
pub fn doctor(problem: &Problem) -> String {
    let mut out = String::new();
    writeln!(
        out,
        "{}: {} problem on {}, {} ms, {} MB",
        problem.name,
        if problem.collection {
            "a collection"
        } else {
            "your own"
        },
        problem.site.name,
        problem.time_limit.as_millis(),
        problem.memory_limit_mb
    )
    .unwrap();
    samples_line(problem, &mut out);
    plan_lines(problem, &mut out);
    folder_lines(problem, &mut out);
    if problem.collection {
        writeln!(
            out,
            "as a collection problem (`collection = true`) it needs every part but the reference \
             and the checker (and the game, where its README's Play section begins `{NO_GAME}`), \
             two wrong solutions, its bench rows and a line in the README's index"
        )
        .unwrap();
    } else {
        writeln!(
            out,
            "as your own problem it is held only to what it has: `cargo test` checks its samples \
             through the binary and the bundle, the layout rules, and each part above it has"
        )
        .unwrap();
    }
    out
}

/// How many samples of each kind the problem has.
fn samples_line(problem: &Problem, out: &mut String) {
    let all = samples(problem);
    let count = |kind: SampleKind| all.iter().filter(|s| s.kind() == kind).count();
    let (official, hand_made, extended) = (
        count(SampleKind::Official),
        count(SampleKind::HandMade),
        count(SampleKind::Extended),
    );
    writeln!(
        out,
        "  {} samples: {official} official, {hand_made} hand-made, {extended} extended ({})",
        mark(official + hand_made > 0),
        problem.samples_dir().display()
    )
    .unwrap();
}

/// Whether it has a plan (and the command that writes one), then each part of the plan.
fn plan_lines(problem: &Problem, out: &mut String) {
    let plan = plans::plan(&problem.name);
    let file = match problem.plan_file() {
        Some(file) if file.ends_with("plan/mod.rs") => "plan/",
        _ => "plan.rs",
    };
    writeln!(
        out,
        "  {} plan (crates/{}/{file}){}",
        mark(plan.is_some()),
        problem.name,
        if plan.is_some() {
            String::new()
        } else {
            format!(
                ": `cargo judge new {} --plan` writes one; until then the samples are the tests",
                problem.name
            )
        }
    )
    .unwrap();
    let plan = plan.unwrap_or(&plan_kit::Plan::NONE);
    for (part, has) in plan.parts() {
        writeln!(out, "  {} {}: {}", mark(has), part.name(), part.gives()).unwrap();
    }
}

/// The rest of its folder: wrong solutions, the README's bench rows and sections.
fn folder_lines(problem: &Problem, out: &mut String) {
    let wrong = std::fs::read_dir(problem.wrong_dir()).map_or(0, |entries| entries.count());
    writeln!(
        out,
        "  {} wrong solutions: {wrong} in crates/{}/wrong/ (each must get the verdict its first \
         line names)",
        mark(wrong > 0),
        problem.name
    )
    .unwrap();
    let readme = std::fs::read_to_string(problem.dir.join("README.md")).unwrap_or_default();
    let bench = readme.contains(crate::bench::TABLE_BEGIN) && readme.contains("| max input |");
    let due = crate::bench::rows_due(
        problem.collection,
        plans::plan(&problem.name).is_some_and(|plan| plan.max_inputs.is_some()),
        &readme,
    );
    let owed = if bench {
        ""
    } else if due {
        " (required: `cargo test` fails until they are written)"
    } else {
        " (optional until the README has a table)"
    };
    writeln!(
        out,
        "  {} bench rows in its README (`cargo judge bench {} --write-readmes`){owed}",
        mark(bench),
        problem.name
    )
    .unwrap();
    let sections: Vec<&str> = README_SECTIONS
        .iter()
        .copied()
        .filter(|h| !readme.contains(&format!("\n## {h}\n")))
        .collect();
    writeln!(
        out,
        "  {} README sections{}",
        mark(sections.is_empty()),
        if sections.is_empty() {
            String::new()
        } else {
            format!(": no {}", sections.join(", "))
        }
    )
    .unwrap();
}

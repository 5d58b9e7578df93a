//! Layer 1: every oracle agrees with its problem's samples before anything is compared with it;
//! every collection problem has one.

use judge::compare::compare;
use judge::samples::samples;
use judge_testkit::workspace;

use judge_testkit::passed_once;
use plans::{ALL, plan};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

fn every_collection_problem_has_a_spec_and_every_spec_a_problem() {
    passed_once!(|| {
        for problem in workspace().problems().iter().filter(|p| p.collection) {
            assert!(
                plan(&problem.name)
                    .is_some_and(|plan| plan.oracle.is_some() || plan.interactive.is_some()),
                "{}: a collection problem with no plan (crates/<problem>/plan.rs) and oracle (or \
                 jury, for an interactive problem)",
                problem.name
            );
        }
        for plan in ALL {
            assert!(
                workspace().problems().iter().any(|p| p.name == plan.name),
                "the plans have a Plan for `{}` but there is no such crate",
                plan.name
            );
        }
    },);
}

fn every_oracle_agrees_with_its_samples() {
    passed_once!(|| {
        let jobs: Vec<_> = workspace()
            .problems()
            .iter()
            .filter_map(|problem| plan(&problem.name).map(|plan| (plan, problem)))
            .flat_map(|(plan, problem)| samples(problem).into_iter().map(move |s| (plan, s)))
            .collect();
        let next = AtomicUsize::new(0);
        let checked = AtomicUsize::new(0);
        let failures = Mutex::new(Vec::new());
        // the samples on every core: some oracles take a second on their largest edge cases
        let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
        std::thread::scope(|scope| {
            for _ in 0..workers {
                scope.spawn(|| {
                    while let Some((plan, sample)) = jobs.get(next.fetch_add(1, Ordering::SeqCst)) {
                        let (input, Some(expected)) = sample.read() else {
                            continue;
                        };
                        let failure = match plan.oracle(&input) {
                            Some(answer) => {
                                checked.fetch_add(1, Ordering::SeqCst);
                                compare(&expected, &answer).err().map(|mismatch| {
                                    format!("{}: {mismatch}", sample.input.display())
                                })
                            }
                            None if sample.is_official() => Some(format!(
                                "{}: an official sample must be within the oracle's reach",
                                sample.input.display()
                            )),
                            None => None,
                        };
                        if let Some(failure) = failure {
                            failures.lock().expect("lock").push(failure);
                        }
                    }
                });
            }
        });
        let mut failures = failures.into_inner().expect("lock");
        failures.sort();
        assert!(
            failures.is_empty(),
            "oracles disagree with samples:\n{}",
            failures.join("\n")
        );
        assert!(checked.into_inner() > 0, "no sample was checked");
    },);
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        every_collection_problem_has_a_spec_and_every_spec_a_problem,
        every_oracle_agrees_with_its_samples,
    ]);
}

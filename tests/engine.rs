//! The one engine, on everything (`judge_testkit::selftest`, whose table says what each depth
//! runs). At the quick depth, run by `cargo test`: each problem's plan is complete where it must
//! be, its validator agrees with its samples, its binary passes the plan byte for byte (the
//! exhaustive group left out; two random draws per generator, its smallest and its largest size;
//! the max inputs), and every wrong solution in `crates/<problem>/wrong/` gets the verdict its
//! first line names. At the deep depth, ignored here and run by `cargo verify`
//! (`--include-ignored`, which then leaves out the quick checks, since the deep ones cover them):
//! every group of every plan at its own counts, on each crate's binary and on its std-only bundle;
//! every wrong solution, shrunk; every seed's C++. `cargo test --test engine -- <problem>` selects
//! one problem.

use judge_testkit::harness;
use judge_testkit::selftest::{Depth, engine_checks};
use libtest_mimic::{Arguments, Trial};

fn main() {
    let args = Arguments::from_args();
    let deep_too = args.include_ignored || args.ignored;
    let mut trials: Vec<Trial> = Vec::new();
    if !deep_too {
        trials.extend(
            engine_checks(Depth::Quick)
                .into_iter()
                .map(|check| Trial::test(check.name, move || (check.run)().map_err(Into::into))),
        );
    }
    trials.extend(engine_checks(Depth::Deep).into_iter().map(|check| {
        Trial::test(format!("deep/{}", check.name), move || {
            (check.run)().map_err(Into::into)
        })
        .with_ignored_flag(true)
    }));
    harness::finish(libtest_mimic::run(&args, trials));
}

//! The one engine, on everything, at the quick depth (`judge::selftest`, whose table says what
//! runs here and what `cargo verify` adds): each problem's plan is complete where it must be, its
//! validator agrees with its samples, its binary passes the plan byte for byte (the exhaustive
//! group left out; two random draws per generator, its smallest and its largest size; the max
//! inputs), and every wrong solution in `crates/<problem>/wrong/` gets the verdict its
//! first line names. `cargo test --test engine -- <problem>` selects one problem.

use judge::selftest::{Depth, engine_checks};
use libtest_mimic::{Arguments, Trial};

fn main() {
    let args = Arguments::from_args();
    let trials = engine_checks(Depth::Quick)
        .into_iter()
        .map(|check| Trial::test(check.name, move || (check.run)().map_err(Into::into)))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

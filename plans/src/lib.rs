//! The plans of the collection's problems, one module each: `crates/<problem>/plan.rs`, found by
//! `build.rs` (a folder with a `plan.rs` is a problem with a plan; one without is tested by its
//! samples alone). Each module exports its [`plan_kit::Plan`] as `PLAN`; [`ALL`] lists them and
//! [`plan`] finds one by name. A plan's own unit tests are in its file and run with this library's
//! (`cargo test -p plans`).

include!(concat!(env!("OUT_DIR"), "/plans.rs"));

/// The plan of problem `name`, if it has a plan.
pub fn plan(name: &str) -> Option<&'static plan_kit::Plan> {
    ALL.iter().copied().find(|plan| plan.name == name)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_plan_is_named_after_its_folder() {
        assert_eq!(super::ALL.len(), super::FOLDERS.len());
        for (plan, folder) in super::ALL.iter().zip(super::FOLDERS) {
            assert_eq!(
                plan.name, *folder,
                "crates/{folder}/plan.rs names another problem"
            );
        }
    }
}

//! Time is judged by CPU time, so a loaded machine does not turn AC into TLE: with twice as many
//! busy processes as cores running beside it, `judge check --groups max` still accepts the
//! collection's release binaries on the max inputs that come nearest their time limits (from the
//! bench: boj65-three-piles, luogu-p1247-matches, poj2425-chess-game). The busy processes are
//! killed when each check ends, passed or failed.

use judge::build::cargo_release_bin;
use judge::workspace::{judge_exe, root};
use std::process::{Child, Command};

/// Busy shell loops, killed on drop.
struct Load(Vec<Child>);

impl Drop for Load {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn load(processes: usize) -> Load {
    Load(
        (0..processes)
            .map(|_| {
                Command::new("sh")
                    .args(["-c", "while :; do :; done"])
                    .spawn()
                    .expect("sh starts")
            })
            .collect(),
    )
}

#[test]
fn the_max_inputs_nearest_their_limits_are_accepted_beside_twice_as_many_busy_processes_as_cores() {
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    for problem in [
        "boj65-three-piles",
        "luogu-p1247-matches",
        "poj2425-chess-game",
    ] {
        let exe = cargo_release_bin(problem).expect("the release binary builds");
        let _load = load(2 * cores);
        let output = Command::new(judge_exe())
            .args(["check", problem, "--groups", "max", "--"])
            .arg(&exe)
            .current_dir(root())
            .output()
            .expect("the judge runs");
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        assert!(
            output.status.success() && text.contains("verdict: AC"),
            "{problem} under load:\n{text}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

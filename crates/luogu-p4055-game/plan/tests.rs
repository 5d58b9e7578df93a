use super::figure::FIGURE_MAZE;
use super::generators::{exhaustive_inputs, exhaustive_shapes, grown_maze, shrink};
use super::rules::{Maze, oracle, winning_starts_brute};
use super::*;
use plan_kit::rng::Rng;

fn maze(rows: &[&str]) -> String {
    format!("{} {}\n{}\n", rows.len(), rows[0].len(), rows.join("\n"))
}

#[test]
fn the_search_answers_the_sample_and_games_checked_by_hand() {
    let sample = maze(&[".##", "...", "#.#"]);
    assert_eq!(sample, "3 3\n.##\n...\n#.#\n");
    assert_eq!(oracle(&sample).as_deref(), Some("WIN\n2 3\n3 2\n"));
    // a lone cell: YY cannot move, AA (who placed the token) moved last
    assert_eq!(oracle(&maze(&["."])).as_deref(), Some("WIN\n1 1\n"));
    assert_eq!(oracle(&maze(&["#"])).as_deref(), Some("LOSE\n"));
    // two cells: YY moves to the other one and AA is stuck
    assert_eq!(oracle(&maze(&[".."])).as_deref(), Some("LOSE\n"));
    // a corridor of three: from an end YY must go to the middle, AA to the other end
    assert_eq!(oracle(&maze(&["..."])).as_deref(), Some("WIN\n1 1\n1 3\n"));
    // a 2×2 cycle: YY, AA, YY each enter one cell and AA is stuck
    assert_eq!(oracle(&maze(&["..", ".."])).as_deref(), Some("LOSE\n"));
    // two components: a corridor of two (lost) and a lone cell (won)
    assert_eq!(oracle(&maze(&["..#."])).as_deref(), Some("WIN\n1 4\n"));
}

#[test]
fn the_search_gives_up_beyond_its_reach() {
    let open = |n: usize, m: usize| {
        Maze {
            n,
            m,
            open: vec![true; n * m],
        }
        .input()
    };
    assert!(oracle(&open(4, 4)).is_some());
    assert_eq!(oracle(&open(12, 11)), None, "a component of 132 cells");
    assert_eq!(
        oracle(&open(8, 8)),
        None,
        "a full 8×8 block is beyond the budget"
    );
    assert!(
        oracle(&open(1, 100)).is_some(),
        "a corridor has few positions"
    );
}

/// The cells that some maximum matching of the maze's graph misses, by trying every set of
/// edges.
fn missed_by_some_maximum_matching(maze: &Maze) -> Vec<usize> {
    let cells = maze.n * maze.m;
    let edges: Vec<(usize, usize)> = (0..cells)
        .filter(|&v| maze.open[v])
        .flat_map(|v| maze.neighbours(v).into_iter().map(move |w| (v, w)))
        .filter(|&(v, w)| v < w)
        .collect();
    let mut best = 0;
    let mut missed = vec![false; cells];
    for subset in 0u32..1 << edges.len() {
        let mut used = vec![false; cells];
        let chosen = edges
            .iter()
            .enumerate()
            .filter(|&(i, _)| subset >> i & 1 == 1);
        let mut is_matching = true;
        for (_, &(v, w)) in chosen {
            if used[v] || used[w] {
                is_matching = false;
                break;
            }
            used[v] = true;
            used[w] = true;
        }
        let size = subset.count_ones();
        if !is_matching || size < best {
            continue;
        }
        if size > best {
            best = size;
            missed = vec![false; cells];
        }
        for v in (0..cells).filter(|&v| maze.open[v] && !used[v]) {
            missed[v] = true;
        }
    }
    (0..cells).filter(|&v| missed[v]).collect()
}

#[test]
fn the_claim_holds_on_every_maze_of_at_most_nine_cells() {
    let mut checked = 0;
    for (n, m) in exhaustive_shapes().into_iter().filter(|&(n, m)| n * m <= 9) {
        for bits in 0u32..1 << (n * m) {
            let open = (0..n * m).map(|i| bits >> i & 1 == 1).collect();
            let maze = Maze { n, m, open };
            assert_eq!(
                winning_starts_brute(&maze).unwrap(),
                missed_by_some_maximum_matching(&maze),
                "{}",
                maze.input()
            );
            checked += 1;
        }
    }
    // 1×1, 1×2, 2×1, 1×3, 3×1, 1×4, 2×2, 4×1, 2×3, 3×2, 2×4, 4×2, 3×3
    assert_eq!(
        checked,
        2 + 4 + 4 + 8 + 8 + 16 + 16 + 16 + 64 + 64 + 256 + 256 + 512
    );
}

#[test]
fn the_validator_takes_exactly_the_statement() {
    assert_eq!(validate("3 3\n.##\n...\n#.#\n"), Ok(()));
    assert_eq!(validate("1 1\n#\n"), Ok(()));
    for bad in [
        "0 1\n\n",
        "1 101\n",
        "2 2\n..\n",
        "1 2\n...\n",
        "1 2\n.\n",
        "1 2\n.x\n",
        "1 2\n. \n",
        "1 2\n..",
        "1 2\n..\n..\n",
        "1  2\n..\n",
        "1 2\r\n..\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn every_planned_input_is_valid_and_in_reach() {
    assert_eq!(exhaustive_inputs().len(), 9418);
    plan_kit::testing::assert_plan_reaches(&PLAN);
    assert!(oracle(&Maze::parse(FIGURE_MAZE).input()).is_some());
}

#[test]
fn grown_mazes_keep_their_caps() {
    let mut rng = Rng::new(7);
    for _ in 0..20 {
        let blobs = grown_maze(&mut rng, (30, 40), 80, 10, false);
        assert!(blobs.components().iter().all(|c| c.len() <= 10));
        let forest = grown_maze(&mut rng, (30, 40), 100, 128, true);
        for cells in forest.components() {
            assert!(cells.len() <= 128);
            // a tree: one edge fewer than cells
            let degrees: usize = cells.iter().map(|&v| forest.neighbours(v).len()).sum();
            assert_eq!(degrees, 2 * (cells.len() - 1));
        }
    }
}

#[test]
fn shrinking_starts_with_the_components_alone() {
    let input = maze(&["..#.", "#.#.", "....", "#..#"]);
    let shrunk = shrink(&maze(&[".#.", "##.", "..."]));
    assert_eq!(shrunk[0], "1 1\n.\n");
    assert!(shrunk.contains(&"3 2\n..\n#.\n..\n".to_owned()));
    let shrunk = shrink(&input);
    assert!(shrunk.iter().all(|c| c != &input));
    assert!(shrunk.contains(&"4 3\n..#\n#.#\n...\n#..\n".to_owned()));
}

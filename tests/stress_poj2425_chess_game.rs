//! poj2425-chess-game against its oracles: the game search over piece multisets on every DAG of up
//! to 4 vertices with every multiset of 1–3 pieces, then on seeded random DAGs of up to 8 vertices
//! with up to 10 pieces; Grundy values by definition (plus the XOR rule) on random DAGs of up to
//! 1000 vertices.

use judge::check::assert_output;
use judge::problems::poj2425_chess_game::{
    TestCase, all_dags, all_piece_sets, brute, expected_by_grundy, input_with_gaps, random_dag,
    random_queries,
};
use judge::rng::Rng;

const NAME: &str = "poj2425-chess-game";

/// Checks the binary against the game search on `cases`, `batch` test cases per input, separated
/// by 0–2 blank lines chosen by `rng`.
fn check_by_search(cases: &[TestCase], batch: usize, rng: &mut Rng) {
    for chunk in cases.chunks(batch) {
        let gaps: Vec<usize> = (0..chunk.len()).map(|_| rng.below(3)).collect();
        let input = input_with_gaps(chunk, &gaps);
        let expected = brute(&input).expect("small DAGs are within the search's reach");
        assert_output(NAME, &input, &expected);
    }
}

#[test]
fn chess_game_matches_the_game_search_on_every_dag_of_up_to_4_vertices() {
    let mut cases = Vec::new();
    for n in 1..=4 {
        let queries = all_piece_sets(n, 3);
        for successors in all_dags(n) {
            cases.push(TestCase {
                successors,
                queries: queries.clone(),
            });
        }
    }
    assert_eq!(cases.len(), 1 + 3 + 25 + 543);
    check_by_search(&cases, 100, &mut Rng::new(4));
}

#[test]
fn chess_game_matches_the_game_search_on_random_dags_of_up_to_8_vertices() {
    let mut rng = Rng::new(0x2425);
    let cases: Vec<TestCase> = (0..600)
        .map(|_| {
            let n = 1 + rng.below(8);
            let den = 1 + rng.range(1, 4);
            let path = rng.chance(1, 4);
            let successors = random_dag(&mut rng, n, 1, den, path);
            let max_pieces = if rng.chance(1, 5) { 10 } else { 4 };
            let count = 1 + rng.below(12);
            let queries = random_queries(&mut rng, n, count, max_pieces);
            TestCase {
                successors,
                queries,
            }
        })
        .collect();
    check_by_search(&cases, 50, &mut rng);
}

#[test]
fn chess_game_matches_grundy_by_definition_on_random_dags_of_up_to_1000_vertices() {
    let mut rng = Rng::new(0x2425_1000);
    let cases: Vec<TestCase> = (0..60)
        .map(|i| {
            let n = match i % 4 {
                0 => 1000,
                1 => 1 + rng.below(1000),
                _ => 1 + rng.below(100),
            };
            // from sparse (about 2 edges per vertex) to complete
            let (num, den) = match rng.below(4) {
                0 => (1, 1),
                1 => (1, 2),
                2 => (2, n as u64),
                _ => (1, 10),
            };
            let path = rng.chance(1, 2);
            let successors = random_dag(&mut rng, n, num.min(den), den, path);
            let count = 1 + rng.below(300);
            let queries = random_queries(&mut rng, n, count, 10);
            TestCase {
                successors,
                queries,
            }
        })
        .collect();
    for chunk in cases.chunks(6) {
        let gaps: Vec<usize> = (0..chunk.len()).map(|_| rng.below(3)).collect();
        let input = input_with_gaps(chunk, &gaps);
        assert_output(NAME, &input, &expected_by_grundy(chunk));
    }
}

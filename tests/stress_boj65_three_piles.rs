//! boj65-three-piles against its oracle (game search over pile triples): every triple of piles up
//! to 30 in every order; every sorted triple up to 255 against the same search run bottom-up;
//! seeded random triples up to 255, one pile small, against the memoised search; and the two ways
//! an input ends.

use judge::check::assert_output;
use judge::problems::boj65_three_piles::{
    MAX_PILE, Outcomes, SEARCH_BUDGET, all_triples, brute, input_of, random_reachable_triple,
    random_triple, reach,
};
use judge::rng::Rng;

const NAME: &str = "boj65-three-piles";

fn check(cases: &[[u32; 3]], terminated: bool) {
    let input = input_of(cases, terminated);
    assert!(
        cases.iter().all(|&piles| reach(piles) <= SEARCH_BUDGET),
        "these triples are within the memoised search's reach"
    );
    let expected = brute(&input).expect("piles up to 255");
    assert_output(NAME, &input, &expected);
}

#[test]
fn three_piles_matches_the_game_search_on_every_triple_up_to_30() {
    let triples = all_triples(30);
    assert_eq!(triples.len(), 31 * 31 * 31 - 1);
    check(&triples, true);
}

#[test]
fn three_piles_matches_the_game_search_on_random_large_triples() {
    let mut rng = Rng::new(0x65);
    for _ in 0..4 {
        let triples: Vec<[u32; 3]> = (0..500)
            .map(|_| random_reachable_triple(&mut rng))
            .collect();
        check(&triples, true);
    }
}

#[test]
fn three_piles_matches_the_bottom_up_search_on_every_sorted_triple_and_random_orders() {
    let outcomes = Outcomes::new();
    let verdict = |piles: [u32; 3]| {
        if outcomes.first_wins(piles) {
            "champ\n"
        } else {
            "dalong\n"
        }
    };
    let mut sorted = Vec::new();
    for a in 0..=MAX_PILE {
        for b in a..=MAX_PILE {
            for c in b..=MAX_PILE {
                if [a, b, c] != [0, 0, 0] {
                    sorted.push([a, b, c]);
                }
            }
        }
    }
    assert_eq!(sorted.len(), 256 * 257 * 258 / 6 - 1);
    let expected: String = sorted.iter().map(|&piles| verdict(piles)).collect();
    assert_output(NAME, &input_of(&sorted, true), &expected);

    let mut rng = Rng::new(0x6565);
    let triples: Vec<[u32; 3]> = (0..20_000).map(|_| random_triple(&mut rng)).collect();
    let expected: String = triples.iter().map(|&piles| verdict(piles)).collect();
    assert_output(NAME, &input_of(&triples, false), &expected);
}

#[test]
fn three_piles_stops_at_the_terminator_or_at_the_end_of_the_input() {
    let triples = [
        [1, 2, 0],
        [1, 4, 1],
        [255, 0, 255],
        [7, 7, 7],
        [3, 255, 254],
    ];
    check(&triples, false);
    assert_output(NAME, "1 2 0\n0 0 0\n1 4 1\n", "champ\n");
    assert_output(NAME, "1 4 1", "dalong\n");
    assert_output(NAME, "", "");
    assert_output(NAME, "0 0 0\n", "");
    assert_output(NAME, "  1   2 0 \r\n\n 1 4\n1\n0 0 0\n", "champ\ndalong\n");
}

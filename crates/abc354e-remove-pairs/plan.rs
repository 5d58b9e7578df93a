//! AtCoder ABC354 E Remove Pairs (bitmask game DP): the validator, the oracle (a search of the game
//! from its rules over the sets of cards left on the table, memoised), the generators and the max
//! inputs.

use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list, shrink_value};

pub const SPEC: Spec = Spec {
    name: "abc354e-remove-pairs",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every multiset of N ≤ 10 cards with A_i, B_i ∈ {1, 2} and of N ≤ 4 cards with \
                A_i, B_i ∈ {1, 2, 3} (1645 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N ≤ 12 cards with values up to 2–4",
            generate: random_small,
            max_size: 12,
            cases: 300,
        },
        Generator {
            name: "N ≤ 18 cards with values up to 2–6, or near 10^9",
            generate: random_large,
            max_size: MAX_N,
            cases: 30,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "its positions are sets of cards, with no small shape to draw; the claim is the recurrence",
    ),
    play: None,
    interactive: None,
};

/// The statement's limits: at most `MAX_N` cards, numbers in 1..=`MAX_VALUE`.
pub const MAX_N: usize = 18;
pub const MAX_VALUE: u64 = 1_000_000_000;

/// A card: (front, back).
pub type Card = (u64, u64);

/// `Ok` iff `input` is `N`, then N lines `A_i B_i`, with 1 ≤ N ≤ 18 and 1 ≤ A_i, B_i ≤ 10^9.
pub fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.eoln()?;
    for i in 1..=n {
        v.u64(1, MAX_VALUE, || format!("A_{i}"))?;
        v.space()?;
        v.u64(1, MAX_VALUE, || format!("B_{i}"))?;
        v.eoln()?;
    }
    v.eof()
}

/// The cards of an input.
pub fn parse_input(input: &str) -> Vec<Card> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    (0..n).map(|_| (tokens.read(), tokens.read())).collect()
}

/// A search of the game from its rules.
struct Search<'a> {
    cards: &'a [Card],
    // memo[s] = 1 + (the player to move wins with the cards of bitmask s on the table), 0 if unknown.
    memo: Vec<u8>,
}

impl Search<'_> {
    /// True iff the player to move wins with the cards of bitmask `table` on the table: some two
    /// cards on it with equal fronts or equal backs can be removed so that the opponent loses.
    fn wins(&mut self, table: usize) -> bool {
        if self.memo[table] != 0 {
            return self.memo[table] == 2;
        }
        let n = self.cards.len();
        let on_table: Vec<usize> = (0..n).filter(|&i| table >> i & 1 == 1).collect();
        let mut wins = false;
        'search: for (x, &i) in on_table.iter().enumerate() {
            for &j in &on_table[x + 1..] {
                let (a, b) = (self.cards[i], self.cards[j]);
                if (a.0 == b.0 || a.1 == b.1) && !self.wins(table & !(1 << i) & !(1 << j)) {
                    wins = true;
                    break 'search;
                }
            }
        }
        self.memo[table] = 1 + u8::from(wins);
        wins
    }
}

/// True iff the first player wins with `cards` on the table, by search over the sets of cards left.
pub fn first_wins_brute(cards: &[Card]) -> bool {
    let n = cards.len();
    let mut search = Search {
        cards,
        memo: vec![0; 1 << n],
    };
    search.wins((1 << n) - 1)
}

/// The expected output by game search; it reaches every input the statement allows.
pub fn oracle(input: &str) -> Option<String> {
    let cards = parse_input(input);
    let winner = if first_wins_brute(&cards) {
        "Takahashi\n"
    } else {
        "Aoki\n"
    };
    Some(winner.to_owned())
}

/// The input text of `cards`.
pub fn input_of(cards: &[Card]) -> String {
    use plan_kit::tokens::push_number;
    let mut text = format!("{}\n", cards.len());
    for (a, b) in cards {
        push_number(&mut text, *a);
        text.push(' ');
        push_number(&mut text, *b);
        text.push('\n');
    }
    text
}

/// Every multiset of `n` cards whose card kinds are indices into `kinds`, in lexicographic order of
/// the non-decreasing index lists.
fn multisets(kinds: &[Card], n: usize) -> Vec<Vec<Card>> {
    let mut all = Vec::new();
    let mut chosen = vec![0usize; n];
    loop {
        all.push(chosen.iter().map(|&k| kinds[k]).collect());
        let Some(i) = (0..n).rev().find(|&i| chosen[i] + 1 < kinds.len()) else {
            return all;
        };
        chosen[i] += 1;
        for m in i + 1..n {
            chosen[m] = chosen[i];
        }
    }
}

/// The cards with both numbers in 1..=`values`.
fn kinds(values: u64) -> Vec<Card> {
    (1..=values)
        .flat_map(|a| (1..=values).map(move |b| (a, b)))
        .collect()
}

/// Every multiset of N ≤ 10 cards over {1, 2}² and of N ≤ 4 cards over {1, 2, 3}², by N, each once.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 1..=10 {
        for cards in multisets(&kinds(2), n) {
            inputs.push(input_of(&cards));
        }
        if n <= 4 {
            // Those with a 3 somewhere: the others were listed above.
            for cards in multisets(&kinds(3), n) {
                if cards.iter().any(|&(a, b)| a == 3 || b == 3) {
                    inputs.push(input_of(&cards));
                }
            }
        }
    }
    inputs
}

/// `n` cards with numbers in 1..=`values`, or within `values` below 10^9.
fn random_cards(rng: &mut Rng, n: usize, values: u64, near_max: bool) -> Vec<Card> {
    let base = if near_max { MAX_VALUE - values } else { 0 };
    (0..n)
        .map(|_| (base + rng.range(1, values), base + rng.range(1, values)))
        .collect()
}

/// N ≤ `size` cards with numbers up to 2–4.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let values = rng.range(2, 4);
    input_of(&random_cards(rng, n, values, false))
}

/// N ≤ `size` cards with numbers up to 2–6, or within 6 below 10^9.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let values = rng.range(2, 6);
    let near_max = rng.chance(1, 3);
    input_of(&random_cards(rng, n, values, near_max))
}

/// Smaller games: cards removed, then one number lowered.
fn shrink(input: &str) -> Vec<String> {
    let cards = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&cards)
        .into_iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(&fewer))
        .collect();
    for i in 0..cards.len() {
        for a in shrink_value(cards[i].0, 1) {
            let mut next = cards.clone();
            next[i].0 = a;
            candidates.push(input_of(&next));
        }
        for b in shrink_value(cards[i].1, 1) {
            let mut next = cards.clone();
            next[i].1 = b;
            candidates.push(input_of(&next));
        }
    }
    candidates
}

/// 18 cards on which a game search without a memo, trying the pairs in input order, visits more
/// than 3·10^7 positions (found by counting the visits over random cards with small numbers).
const HARD_FOR_PLAIN_SEARCH: [Card; 18] = [
    (2, 2),
    (3, 2),
    (2, 1),
    (2, 2),
    (1, 1),
    (3, 2),
    (3, 2),
    (3, 2),
    (2, 1),
    (2, 1),
    (2, 2),
    (2, 1),
    (1, 2),
    (1, 2),
    (2, 1),
    (1, 2),
    (2, 2),
    (1, 1),
];

/// N = 18: cards that a memo-less search takes ages on, all cards equal (every pair removable, every even-sized set reached), fronts in three
/// groups of 6 and backs in six groups of 3, no removable pair, random numbers up to 3, and numbers
/// near 10^9.
fn max_inputs() -> Vec<MaxInput> {
    let n = MAX_N as u64;
    let mut rng = Rng::new(354);
    vec![
        MaxInput {
            label: "N=18, numbers up to 3, hard for a search without a memo",
            input: input_of(&HARD_FOR_PLAIN_SEARCH),
        },
        MaxInput {
            label: "N=18, every card (10^9, 10^9)",
            input: input_of(&vec![(MAX_VALUE, MAX_VALUE); MAX_N]),
        },
        MaxInput {
            label: "N=18, fronts i mod 3, backs i mod 6",
            input: input_of(&(0..n).map(|i| (i % 3 + 1, i % 6 + 1)).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "N=18, no removable pair",
            input: input_of(&(1..=n).map(|i| (i, MAX_VALUE + 1 - i)).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "N=18, random numbers up to 3",
            input: input_of(&random_cards(&mut rng, MAX_N, 3, false)),
        },
        MaxInput {
            label: "N=18, random numbers within 4 below 10^9",
            input: input_of(&random_cards(&mut rng, MAX_N, 4, true)),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_decides_games_checked_by_hand() {
        // One card, or two unrelated cards: no move.
        assert!(!first_wins_brute(&[(1, 1)]));
        assert!(!first_wins_brute(&[(1, 2), (2, 1)]));
        // Two cards with the same front, or the same back: one move, then nothing.
        assert!(first_wins_brute(&[(1, 2), (1, 3)]));
        assert!(first_wins_brute(&[(2, 3), (1, 3)]));
        // Four equal cards: exactly two moves.
        assert!(!first_wins_brute(&[(5, 5); 4]));
        // (1,1) (1,2) (2,2): either removal leaves one card.
        assert!(first_wins_brute(&[(1, 1), (1, 2), (2, 2)]));
        // 18 equal cards: nine moves, the last Takahashi's.
        assert!(first_wins_brute(&[(MAX_VALUE, MAX_VALUE); MAX_N]));
    }

    #[test]
    fn the_validator_takes_exactly_the_statement() {
        assert_eq!(validate("2\n1 9\n1000000000 1\n"), Ok(()));
        for bad in [
            "0\n",
            "19\n1 1\n",
            "1\n0 1\n",
            "1\n1 1000000001\n",
            "2\n1 1\n",
            "1\n1 1\n2 2\n",
            "1\n1  1\n",
            "1\n1 1",
            "1\n1\n1\n",
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn every_planned_input_is_valid() {
        let inputs = exhaustive_inputs();
        assert_eq!(inputs.len(), 1000 + 5 + 35 + 145 + 460);
        let distinct: std::collections::BTreeSet<&String> = inputs.iter().collect();
        assert_eq!(distinct.len(), inputs.len());
        // the samples, every exhaustive input, 80 random inputs per generator, the max inputs
        plan_kit::testing::assert_plan_is_valid(&SPEC, 80);
    }

    #[test]
    fn shrinking_proposes_smaller_games() {
        let candidates = shrink("2\n3 1\n3 2\n");
        assert!(candidates.contains(&"1\n3 1\n".to_owned()));
        assert!(candidates.contains(&"2\n1 1\n3 2\n".to_owned()));
    }
}

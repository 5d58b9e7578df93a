//! AtCoder ABC354 E Remove Pairs (bitmask game DP): the validator, the game in the kit's words
//! ([`RemovePairs`]), the oracle (the kit's search of it over the sets of cards left on the table,
//! memoised), the generators and the max inputs.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, first_wins};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_list, shrink_value};

pub const PLAN: Plan = Plan {
    name: "abc354e-remove-pairs",
    validate: Some(validate),
    oracle: Some(oracle),
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
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: at most `MAX_N` cards, numbers in 1..=`MAX_VALUE`.
const MAX_N: usize = 18;
const MAX_VALUE: u64 = 1_000_000_000;

/// A card: (front, back).
type Card = (u64, u64);

/// `Ok` iff `input` is `N`, then N lines `A_i B_i`, with 1 ≤ N ≤ 18 and 1 ≤ A_i, B_i ≤ 10^9.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "N")?;
    for i in 1..=n {
        v.u64(1, MAX_VALUE, || format!("A_{i}"))?;
        v.space()?;
        v.u64(1, MAX_VALUE, || format!("B_{i}"))?;
        v.eoln()?;
    }
    v.eof()
}

/// The cards of an input.
fn parse_input(input: &str) -> Vec<Card> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    (0..n).map(|_| (tokens.read(), tokens.read())).collect()
}

/// The game: the cards; a move removes two cards on the table whose fronts are equal or whose
/// backs are equal, typed as their numbers (from 1, the smaller first); the player who cannot
/// move loses. A position is the set of cards on the table (bit i = card i + 1).
struct RemovePairs {
    pub cards: Vec<Card>,
}

impl RemovePairs {
    /// The position before any move: every card on the table.
    pub fn start(&self) -> u32 {
        (1u32 << self.cards.len()) - 1
    }

    /// True iff cards `i` and `j` show the same front or the same back.
    fn pair(&self, i: usize, j: usize) -> bool {
        let (a, b) = (self.cards[i], self.cards[j]);
        a.0 == b.0 || a.1 == b.1
    }
}

impl Game for RemovePairs {
    type Position = u32;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &table: &u32) -> Vec<Move<u32>> {
        let n = self.cards.len();
        let on_table: Vec<usize> = (0..n).filter(|&i| table >> i & 1 == 1).collect();
        let mut moves = Vec::new();
        for (x, &i) in on_table.iter().enumerate() {
            for &j in &on_table[x + 1..] {
                if self.pair(i, j) {
                    let to = table & !(1 << i) & !(1 << j);
                    moves.push(Move::to(format!("{} {}", i + 1, j + 1), to));
                }
            }
        }
        moves
    }

    fn draw(&self, &table: &u32) -> String {
        let n = self.cards.len();
        let cell = |i: usize, number: u64| {
            if table >> i & 1 == 1 {
                number.to_string()
            } else {
                "-".to_owned()
            }
        };
        let rows: [Vec<String>; 3] = [
            (1..=n).map(|i| i.to_string()).collect(),
            (0..n).map(|i| cell(i, self.cards[i].0)).collect(),
            (0..n).map(|i| cell(i, self.cards[i].1)).collect(),
        ];
        let width: Vec<usize> = (0..n)
            .map(|i| rows.iter().map(|row| row[i].len()).max().unwrap_or(1))
            .collect();
        let mut text = String::new();
        for (label, row) in ["card", "front", "back"].iter().zip(&rows) {
            let cells: Vec<String> = (0..n)
                .map(|i| format!("{:>w$}", row[i], w = width[i]))
                .collect();
            text.push_str(&format!("{label:<6}{}\n", cells.join(" ")));
        }
        text.push_str("(- : removed)\n");
        text
    }

    fn refuse(&self, &table: &u32, typed: &str) -> Option<String> {
        let n = self.cards.len();
        let numbers: Vec<Option<usize>> =
            typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(i), Some(j)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        Some(
            if let Some(k) = [i, j].into_iter().find(|k| !(1..=n).contains(k)) {
                format!("there is no card {k}: the cards are 1 to {n}")
            } else if i == j {
                "a move removes two different cards".to_owned()
            } else if let Some(k) = [i, j].into_iter().find(|k| table >> (k - 1) & 1 == 0) {
                format!("card {k} was removed already")
            } else if !self.pair(i - 1, j - 1) {
                format!("cards {i} and {j} show neither the same front nor the same back")
            } else {
                format!("type the smaller card first: `{} {}`", i.min(j), i.max(j))
            },
        )
    }
}

/// How a move is typed.
const NOTATION: &str = "the two cards to remove, by number from 1, the smaller first: `1 4`";

/// True iff the first player wins with `cards` on the table, by the kit's search of
/// [`RemovePairs`] over the sets of cards left.
fn first_wins_brute(cards: &[Card]) -> bool {
    let game = RemovePairs {
        cards: cards.to_vec(),
    };
    first_wins(&game, &game.start(), usize::MAX).expect("no budget")
}

/// The game of an input, Takahashi first.
fn games(input: &str) -> Games {
    let game = RemovePairs {
        cards: parse_input(input),
    };
    let start = game.start();
    Games::new(vec![Games::case(game, start, PLAY_BUDGET)])
}

/// The oracle's answer as a result.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Takahashi\n")])
}

/// The expected output by game search; it reaches every input the statement allows.
fn oracle(input: &str) -> Option<String> {
    let cards = parse_input(input);
    let winner = if first_wins_brute(&cards) {
        "Takahashi\n"
    } else {
        "Aoki\n"
    };
    Some(winner.to_owned())
}

/// The input text of `cards`.
fn input_of(cards: &[Card]) -> String {
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
        plan_kit::testing::assert_plan_is_valid(&PLAN, 80);
    }

    #[test]
    fn shrinking_proposes_smaller_games() {
        let candidates = shrink("2\n3 1\n3 2\n");
        assert!(candidates.contains(&"1\n3 1\n".to_owned()));
        assert!(candidates.contains(&"2\n1 1\n3 2\n".to_owned()));
    }
}

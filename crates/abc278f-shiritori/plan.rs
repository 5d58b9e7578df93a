//! AtCoder ABC278 F Shiritori (bitmask game DP): the validator, the game in the kit's words
//! ([`Shiritori`]), the oracle (the kit's search of it over the positions (set of words used, word
//! named last), memoised), the generators and the max inputs.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, first_wins};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_list};
use std::collections::BTreeSet;

pub const PLAN: Plan = Plan {
    name: "abc278f-shiritori",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every set of 1 to 5 distinct words of length 1 or 2 over {a, b, c} (1585 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N ≤ 12 words of length 1–10 over the first 2–4 letters",
            generate: random_small,
            max_size: 12,
            cases: 300,
        },
        Generator {
            name: "N ≤ 16 words of length 1–10 over the first 2–5 letters",
            generate: random_large,
            max_size: MAX_N,
            cases: 20,
        },
        Generator {
            name: "N ≤ 16 words (16 at the largest size) of length 1–10 over 2–5 letters picked \
                   anywhere in a–z",
            generate: random_alphabet,
            max_size: MAX_N,
            cases: 30,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "its positions are sets of used words, with no small shape to draw; the claim is the recurrence",
    ),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: at most `MAX_N` words of at most `MAX_LEN` lowercase letters.
const MAX_N: usize = 16;
const MAX_LEN: usize = 10;

/// `Ok` iff `input` is `N`, then N lines of one word each: 1 ≤ N ≤ 16, each word 1 to 10 lowercase
/// letters, the words pairwise distinct.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "N")?;
    let mut seen = BTreeSet::new();
    for i in 1..=n {
        let position = v.position();
        let word = v.token(&format!("S_{i}"))?;
        ensure(
            (1..=MAX_LEN).contains(&word.len()) && word.bytes().all(|b| b.is_ascii_lowercase()),
            || format!("{position}: S_{i} = `{word}` is not 1 to {MAX_LEN} lowercase letters"),
        )?;
        ensure(seen.insert(word), || {
            format!("{position}: S_{i} = `{word}` repeats an earlier word")
        })?;
        v.eoln()?;
    }
    v.eof()
}

/// The words of an input.
fn parse_input(input: &str) -> Vec<String> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// The game: the words; a move names a word not named before that begins with the last letter of
/// the word named last (any word on the first turn), typed as the word itself; the player who
/// cannot name one loses.
struct Shiritori {
    pub words: Vec<String>,
}

/// A position: the words named so far (bit i = word i) and the word named last (`None` on the
/// first turn).
type Chain = (u32, Option<usize>);

impl Shiritori {
    /// True iff word `i` may be named when `last` was named before it (or on the first turn).
    fn may_follow(&self, last: Option<usize>, i: usize) -> bool {
        match last {
            None => true,
            Some(j) => self.words[j].chars().last() == self.words[i].chars().next(),
        }
    }
}

impl Game for Shiritori {
    type Position = Chain;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &(used, last): &Chain) -> Vec<Move<Chain>> {
        (0..self.words.len())
            .filter(|&i| used >> i & 1 == 0 && self.may_follow(last, i))
            .map(|i| Move::to(self.words[i].clone(), (used | 1 << i, Some(i))))
            .collect()
    }

    fn draw(&self, &(used, last): &Chain) -> String {
        let named: Vec<&str> = (0..self.words.len())
            .filter(|&i| used >> i & 1 == 1)
            .map(|i| self.words[i].as_str())
            .collect();
        let left: Vec<&str> = (0..self.words.len())
            .filter(|&i| used >> i & 1 == 0)
            .map(|i| self.words[i].as_str())
            .collect();
        let mut text = match last {
            None => "first turn: any word may be named\n".to_owned(),
            Some(j) => {
                let word = &self.words[j];
                let letter = word.chars().last().expect("a word");
                format!("last word: {word}   (the next must begin with `{letter}`)\n")
            }
        };
        let list = |words: &[&str]| match words {
            [] => "(none)".to_owned(),
            _ => words.join(" "),
        };
        text.push_str(&format!("named:     {}\n", list(&named)));
        text.push_str(&format!("not named: {}\n", list(&left)));
        text
    }

    fn refuse(&self, &(used, last): &Chain, typed: &str) -> Option<String> {
        let typed = typed.trim();
        let Some(i) = self.words.iter().position(|w| w == typed) else {
            return Some(format!("`{typed}` is not one of the words"));
        };
        Some(if used >> i & 1 == 1 {
            format!("`{typed}` was named already")
        } else {
            let j = last.expect("every word may be named on the first turn");
            let letter = self.words[j].chars().last().expect("a word");
            format!(
                "`{typed}` does not begin with `{letter}`, the last letter of `{}`",
                self.words[j]
            )
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "the word to name: `float`";

/// True iff the first player wins the word chain on `words`, by the kit's search of [`Shiritori`]
/// over (used set, last word).
fn first_wins_brute(words: &[String]) -> bool {
    let game = Shiritori {
        words: words.to_vec(),
    };
    first_wins(&game, &(0, None), usize::MAX).expect("no budget")
}

/// The game of an input, Taro the First first.
fn games(input: &str) -> Games {
    let words = parse_input(input);
    Games::new(vec![Games::case(
        Shiritori { words },
        (0, None),
        PLAY_BUDGET,
    )])
}

/// The oracle's answer as a result.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "First\n")])
}

/// The expected output by game search; it reaches every input the statement allows.
fn oracle(input: &str) -> Option<String> {
    let words = parse_input(input);
    Some(
        if first_wins_brute(&words) {
            "First\n"
        } else {
            "Second\n"
        }
        .to_owned(),
    )
}

/// The input text of `words`.
fn input_of<S: AsRef<str>>(words: &[S]) -> String {
    let mut text = format!("{}\n", words.len());
    for word in words {
        text.push_str(word.as_ref());
        text.push('\n');
    }
    text
}

/// Every set of 1 to 5 distinct words among a, b, c, aa, ab, …, cc, by size, then in
/// lexicographic order of the index sets.
fn exhaustive_inputs() -> Vec<String> {
    let letters = ["a", "b", "c"];
    let mut pool: Vec<String> = letters.iter().map(|s| s.to_string()).collect();
    for x in letters {
        for y in letters {
            pool.push(format!("{x}{y}"));
        }
    }
    let mut inputs = Vec::new();
    for size in 1..=5 {
        let mut chosen: Vec<usize> = (0..size).collect();
        loop {
            let words: Vec<&str> = chosen.iter().map(|&i| pool[i].as_str()).collect();
            inputs.push(input_of(&words));
            // The next size-subset of 0..pool.len() in lexicographic order.
            let Some(k) = (0..size).rev().find(|&k| chosen[k] < pool.len() - size + k) else {
                break;
            };
            chosen[k] += 1;
            for m in k + 1..size {
                chosen[m] = chosen[m - 1] + 1;
            }
        }
    }
    inputs
}

/// Up to `n` distinct words of length 1..=10 over the first `letters` letters (n distinct draws,
/// repeats dropped, at least one word).
fn random_words(rng: &mut Rng, n: usize, letters: u64) -> Vec<String> {
    let mut seen = BTreeSet::new();
    let mut words = Vec::new();
    for _ in 0..n {
        let len = if rng.chance(1, 2) {
            1 + rng.below(3)
        } else {
            1 + rng.below(MAX_LEN)
        };
        let word: String = (0..len)
            .map(|_| char::from(b'a' + rng.range(0, letters - 1) as u8))
            .collect();
        if seen.insert(word.clone()) {
            words.push(word);
        }
    }
    words
}

/// N ≤ `size` words over the first 2–4 letters.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let letters = rng.range(2, 4);
    input_of(&random_words(rng, n, letters))
}

/// N ≤ `size` words over the first 2–5 letters.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let letters = rng.range(2, 5);
    input_of(&random_words(rng, n, letters))
}

/// N ≤ `size` words (N = 16 drawn at the largest size) over 2–5 letters picked anywhere in a–z
/// (the other generators use the first letters alone).
fn random_alphabet(rng: &mut Rng, size: usize) -> String {
    let n = if size >= MAX_N {
        MAX_N
    } else {
        1 + rng.below(size)
    };
    let letters = rng.range(2, 5);
    let mut alphabet: Vec<u8> = (b'a'..=b'z').collect();
    rng.shuffle(&mut alphabet);
    let words: Vec<String> = random_words(rng, n, letters)
        .iter()
        .map(|word| {
            word.bytes()
                .map(|b| char::from(alphabet[usize::from(b - b'a')]))
                .collect()
        })
        .collect();
    input_of(&words)
}

/// Smaller word sets: words removed, then one word cut to its first and last letters.
fn shrink(input: &str) -> Vec<String> {
    let words = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&words)
        .into_iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(&fewer))
        .collect();
    for i in 0..words.len() {
        let bytes = words[i].as_bytes();
        if bytes.len() > 2 {
            let mut next = words.clone();
            next[i] = format!(
                "{}{}",
                char::from(bytes[0]),
                char::from(bytes[bytes.len() - 1])
            );
            candidates.push(input_of(&next));
        }
    }
    candidates
}

/// 16 distinct words from a to a: every order of the words is a legal chain, so every position of
/// the DP is reached (the game lasts all 16 turns).
fn words_a_to_a(count: usize) -> Vec<String> {
    let mut words: Vec<String> = (1..=MAX_LEN).map(|len| "a".repeat(len)).collect();
    for middle in ["b", "c", "d", "bb", "cc", "dd", "bc", "cb"] {
        words.push(format!("a{middle}a"));
    }
    words.truncate(count);
    words
}

/// N = 16: 14 words from a to a followed by two dead ends, words from a to a (every order legal,
/// the whole state space reached), the same with 15 words, two letters in a cycle (8 words a…b, 8 words b…a), and random words of length 10 over 2
/// letters.
fn max_inputs() -> Vec<MaxInput> {
    let mut cycle = Vec::new();
    for middle in ["", "a", "b", "aa", "ab", "ba", "bb", "aaa"] {
        cycle.push(format!("a{middle}b"));
        cycle.push(format!("b{middle}a"));
    }
    let mut rng = Rng::new(278);
    let mut random = BTreeSet::new();
    while random.len() < MAX_N {
        let word: String = (0..MAX_LEN)
            .map(|_| char::from(b'a' + rng.range(0, 1) as u8))
            .collect();
        random.insert(word);
    }
    let random: Vec<String> = random.into_iter().collect();
    // Naming a word a…b ends the game (no word starts with b): the first player wins at once, but
    // a search that tries the words in input order without a memo meets the 14! orders of the
    // words a…a first.
    let mut dead_ends_last = words_a_to_a(MAX_N - 2);
    dead_ends_last.extend(["ab".to_owned(), "abb".to_owned()]);
    vec![
        MaxInput {
            label: "N=16, 14 words from a to a, then 2 from a to b that end the game",
            input: input_of(&dead_ends_last),
        },
        MaxInput {
            label: "N=16, every word from a to a",
            input: input_of(&words_a_to_a(MAX_N)),
        },
        MaxInput {
            label: "N=15, every word from a to a",
            input: input_of(&words_a_to_a(MAX_N - 1)),
        },
        MaxInput {
            label: "N=16, 8 words a…b and 8 words b…a",
            input: input_of(&cycle),
        },
        MaxInput {
            label: "N=16, random words of length 10 over {a, b}",
            input: input_of(&random),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(words: &[&str]) -> bool {
        first_wins_brute(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn the_search_decides_chains_checked_by_hand() {
        // One word: Taro names it, Jiro has nothing.
        assert!(wins(&["x"]));
        // ab, ba: any first word is answered by the other, then Taro is stuck.
        assert!(!wins(&["ab", "ba"]));
        // ab, ba, c: Taro names c and nothing follows.
        assert!(wins(&["ab", "ba", "c"]));
        // a, aa: a chain of two, whatever the order.
        assert!(!wins(&["a", "aa"]));
        // ab, bc, cd: naming cd (or bc) leaves no answer.
        assert!(wins(&["ab", "bc", "cd"]));
        // ab, ba, bb: ab loses (Jiro answers ba and no word from a is left); ba wins (Jiro must
        // answer ab, Taro answers bb, and no word from b is left).
        assert!(wins(&["ab", "ba", "bb"]));
        // 16 words from a to a: exactly 16 turns, the last one Jiro's.
        assert!(!first_wins_brute(&words_a_to_a(16)));
        assert!(first_wins_brute(&words_a_to_a(15)));
    }

    #[test]
    fn the_validator_takes_exactly_the_statement() {
        assert_eq!(validate("2\nab\nba\n"), Ok(()));
        assert_eq!(validate("1\nabcdefghij\n"), Ok(()));
        for bad in [
            "2\nab\nab\n",      // repeated word
            "1\nabcdefghijk\n", // 11 letters
            "1\nAb\n",          // upper case
            "1\na1\n",          // digit
            "2\nab ba\n",       // two words on one line
            "2\nab\n",          // too few words
            "0\n",              // N < 1
            "17\na\n",          // N > 16
            "1\nab",            // no final newline
            "1\n\n",            // empty word
            "1\nab\nba\n",      // too many words
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn every_planned_input_is_valid() {
        let inputs = exhaustive_inputs();
        assert_eq!(inputs.len(), 12 + 66 + 220 + 495 + 792);
        // the samples, every exhaustive input, 80 random inputs per generator, the max inputs
        plan_kit::testing::assert_plan_is_valid(&PLAN, 80);
    }

    #[test]
    fn shrinking_proposes_smaller_word_sets() {
        let candidates = shrink("2\nabc\nca\n");
        assert!(candidates.contains(&"1\nca\n".to_owned()));
        assert!(candidates.contains(&"2\nac\nca\n".to_owned()));
    }
}

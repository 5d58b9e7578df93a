//! AtCoder ABC278 G Generalized Subtraction Game (interactive). The jury referees by the rules (a
//! move takes y cards x, …, x + y − 1, L ≤ y ≤ R, all still on the table) and plays from a search
//! of the game: the cards left form independent segments, and the value of a segment of len cards
//! is found by trying every block of it, every length y and every place, as the mex of g(left) xor
//! g(right) (the Sprague–Grundy theorem for a sum of games). It knows nothing of mirroring. The
//! tests check the segment values against a search of whole positions (a bit per card) on every
//! position of every row with N ≤ 12.

use plan_kit::interactive::{Fault, Interactive, Jury, Strategy, Turn, side_named};
use plan_kit::rng::Rng;
use plan_kit::svg::{Grid, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_value};
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "abc278g-generalized-subtraction-game",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every row with 1 ≤ L ≤ R ≤ N ≤ 8 (120 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "L < R or L ≡ N (mod 2) (the first player mirrors), N ≤ 2000",
            generate: random_mirror,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "L = R ≢ N (mod 2) (no middle block), N ≤ 2000",
            generate: random_fixed,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "L = R with value 0 by the search (Second wins), N ≤ 2000",
            generate: random_second,
            max_size: MAX_N,
            cases: 20,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: None,
    interactive: Some(Interactive {
        strategies: STRATEGIES,
    }),
};

/// The statement's limit: 1 ≤ L ≤ R ≤ N ≤ `MAX_N`.
const MAX_N: usize = 2000;

const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "optimal",
        about: "a move to a position of value 0 when there is one (searched from a random place), \
                else a legal move drawn uniformly",
        start: |input, seed| start(input, Tactic::Optimal, seed),
    },
    Strategy {
        name: "longest",
        about: "a move to value 0 when there is one (the shortest such block), else L cards from \
                the left end of the first segment: as few cards as a move may take, and no piece \
                too short to play cut off",
        start: |input, seed| start(input, Tactic::Longest, seed),
    },
    Strategy {
        name: "shortest",
        about: "a move to value 0 when there is one (the longest such block), else the longest \
                block that fits, leftmost",
        start: |input, seed| start(input, Tactic::Shortest, seed),
    },
    Strategy {
        name: "anti-mirror",
        about: "a move to value 0 when there is one, else the longest block that fits in a \
                random segment, flush against its left or right end (a reflection off by a card \
                then lands on a removed card)",
        start: |input, seed| start(input, Tactic::AntiMirror, seed),
    },
    Strategy {
        name: "random",
        about: "a legal move drawn uniformly, even when a move to value 0 exists: a weak jury",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tactic {
    Optimal,
    Longest,
    Shortest,
    AntiMirror,
    Random,
}

/// `Ok` iff `input` is one line `N L R` with 1 ≤ L ≤ R ≤ N ≤ 2000.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.space()?;
    let l = v.usize(1, n, "L")?;
    v.space()?;
    v.usize(l, n, "R")?;
    v.eoln()?;
    v.eof()
}

/// (N, L, R) of an input.
fn parse_input(input: &str) -> (usize, usize, usize) {
    let mut tokens = Tokens::new(input);
    (tokens.read(), tokens.read(), tokens.read())
}

/// The input of the row (n, l, r).
fn input_of(n: usize, l: usize, r: usize) -> String {
    format!("{n} {l} {r}\n")
}

/// The segment game of rows of at most n cards, blocks of l..=r cards, searched: `g[len]` is the
/// value of one segment of len cards, and `options[s]` the set of values g[i] xor g[s − i]
/// (0 ≤ i ≤ s) of the two pieces a block leaves when s cards of the segment stay, as a bitset.
struct Values {
    pub g: Vec<usize>,
    options: Vec<Vec<u64>>,
}

impl Values {
    /// The search: every length from 0 up, every block length y and every place i of the block,
    /// with a count per value of the window of s = len − y that the block lengths reach.
    pub fn new(n: usize, l: usize, r: usize) -> Values {
        // every value found is below `cap` (checked), so every xor of two is too
        let cap = 2 * (n + 1).next_power_of_two();
        let words = cap.div_ceil(64);
        let mut g = vec![0usize; n + 1];
        let mut options: Vec<Vec<u64>> = Vec::with_capacity(n + 1);
        // count[v] = how many s of the window [len − r, len − l] have v among their options
        let mut count = vec![0u32; cap];
        for len in 0..=n {
            if len >= l {
                let s = len - l;
                let mut set = vec![0u64; words];
                for i in 0..=s / 2 {
                    let v = g[i] ^ g[s - i];
                    set[v / 64] |= 1 << (v % 64);
                }
                for_each_bit(&set, |v| count[v] += 1);
                options.push(set);
            }
            if len > r {
                for_each_bit(&options[len - r - 1], |v| count[v] -= 1);
            }
            g[len] = (0..cap)
                .find(|&v| count[v] == 0)
                .expect("a value is missing");
            assert!(g[len] < cap / 2, "a segment value beyond the bound");
        }
        Values { g, options }
    }

    /// True iff the two pieces left when `s` cards of a segment stay can have the value xor `v`.
    pub fn reaches(&self, s: usize, v: usize) -> bool {
        self.options
            .get(s)
            .and_then(|set| set.get(v / 64))
            .is_some_and(|word| word >> (v % 64) & 1 == 1)
    }
}

fn for_each_bit(set: &[u64], mut f: impl FnMut(usize)) {
    for (w, &word) in set.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            f(w * 64 + bits.trailing_zeros() as usize);
            bits &= bits - 1;
        }
    }
}

/// The maximal runs of cards on the table, as (first card, length); `present[c]` for c in
/// 1..=n, index 0 unused.
fn segments(present: &[bool]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut c = 1;
    while c < present.len() {
        if present[c] {
            let start = c;
            while c < present.len() && present[c] {
                c += 1;
            }
            runs.push((start, c - start));
        } else {
            c += 1;
        }
    }
    runs
}

/// A position of the game: the row, the block lengths, and the cards still on the table.
#[derive(Clone)]
struct Row {
    pub n: usize,
    pub l: usize,
    pub r: usize,
    /// present[c]: card c is on the table (index 0 unused, always false)
    pub present: Vec<bool>,
}

impl Row {
    /// The full row of (n, l, r).
    pub fn new(n: usize, l: usize, r: usize) -> Row {
        let mut present = vec![true; n + 1];
        present[0] = false;
        Row { n, l, r, present }
    }

    /// Why taking the block (x, y) is not a legal move now, if it is not.
    pub fn illegal(&self, x: i128, y: i128) -> Option<String> {
        let (n, l, r) = (self.n as i128, self.l as i128, self.r as i128);
        if !(l..=r).contains(&y) {
            return Some(format!("y = {y} is not within L..=R = {l}..={r}"));
        }
        if x < 1 || x + y - 1 > n {
            return Some(format!(
                "the block x..x+y−1 = {x}..{} is not within the cards 1..={n}",
                x + y - 1
            ));
        }
        let (x, y) = (x as usize, y as usize);
        (x..x + y).find(|&c| !self.present[c]).map(|c| {
            format!(
                "the block {x}..{} takes card {c}, which is no longer on the table",
                x + y - 1
            )
        })
    }

    /// Takes the block (x, y), which must be legal.
    pub fn take(&mut self, x: usize, y: usize) {
        self.present[x..x + y].fill(false);
    }

    /// The segments a block fits in (length ≥ L).
    fn playable(&self) -> Vec<(usize, usize)> {
        segments(&self.present)
            .into_iter()
            .filter(|&(_, len)| len >= self.l)
            .collect()
    }

    /// True iff the player to move has a legal move.
    pub fn has_move(&self) -> bool {
        !self.playable().is_empty()
    }

    /// The number of legal moves.
    pub fn move_count(&self) -> usize {
        self.playable()
            .iter()
            .map(|&(_, len)| {
                (self.l..=self.r.min(len))
                    .map(|y| len - y + 1)
                    .sum::<usize>()
            })
            .sum()
    }

    /// The legal move number `k` (0-based) in the order segment, then y ascending, then x.
    pub fn nth_move(&self, mut k: usize) -> Option<(usize, usize)> {
        for (start, len) in self.playable() {
            for y in self.l..=self.r.min(len) {
                if k <= len - y {
                    return Some((start + k, y));
                }
                k -= len - y + 1;
            }
        }
        None
    }

    /// The XOR of the values of the segments: the player to move loses iff it is 0.
    pub fn value(&self, values: &Values) -> usize {
        segments(&self.present)
            .iter()
            .fold(0, |x, &(_, len)| x ^ values.g[len])
    }

    /// A move to a position of value 0, if there is one: the segments from number `rotate`
    /// (mod their count) on, each block length in ascending order (or descending), the place of
    /// the block from `rotate` (mod the places) on.
    pub fn zeroing_move(
        &self,
        values: &Values,
        rotate: usize,
        descending: bool,
    ) -> Option<(usize, usize)> {
        let total = self.value(values);
        if total == 0 {
            return None;
        }
        let runs = self.playable();
        for k in 0..runs.len() {
            let (start, len) = runs[(k + rotate) % runs.len()];
            let target = total ^ values.g[len];
            let mut lengths: Vec<usize> = (self.l..=self.r.min(len)).collect();
            if descending {
                lengths.reverse();
            }
            for y in lengths {
                let s = len - y;
                if !values.reaches(s, target) {
                    continue;
                }
                let i = (0..=s)
                    .map(|i| (i + rotate) % (s + 1))
                    .find(|&i| values.g[i] ^ values.g[s - i] == target)
                    .expect("the option is reached");
                return Some((start + i, y));
            }
        }
        None
    }

    /// The cards as text: `#` on the table, `.` taken, 50 to a line (N ≤ 200), then the segments.
    fn picture(&self) -> String {
        let runs = segments(&self.present);
        let left: usize = runs.iter().map(|&(_, len)| len).sum();
        let mut text = format!(
            "N = {}, a move takes L..R = {}..={} consecutive cards; {left} cards left in {} \
             segments\n",
            self.n,
            self.l,
            self.r,
            runs.len()
        );
        if self.n <= 200 {
            for chunk in (1..=self.n).collect::<Vec<_>>().chunks(50) {
                let row: String = chunk
                    .iter()
                    .map(|&c| if self.present[c] { '#' } else { '.' })
                    .collect();
                writeln!(text, "{:>5}: {row}", chunk[0]).unwrap();
            }
        }
        let shown: Vec<String> = runs
            .iter()
            .take(30)
            .map(|&(start, len)| format!("{start}..{}", start + len - 1))
            .collect();
        let more = if runs.len() > 30 { " …" } else { "" };
        let list = if runs.is_empty() {
            "none".to_owned()
        } else {
            shown.join(" ")
        };
        writeln!(text, "segments: {list}{more}").unwrap();
        text
    }
}

/// One game's jury.
struct Game {
    row: Row,
    values: Values,
    /// `None` until the program has chosen its side; then whether it is the program's move.
    program_to_move: Option<bool>,
    over: bool,
    /// Moves made so far, by either side.
    moves: usize,
    strategy: Tactic,
    rng: Rng,
}

/// `-1 -1`: what the jury prints for a refused line (its moves are pairs).
const REFUSED: &str = "-1 -1";

/// The two integers of a line `x y`, or why it is not one.
fn parse_pair(line: &str) -> Result<(i128, i128), String> {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    let integer = |token: &str| {
        let digits = token.strip_prefix('-').unwrap_or(token);
        let ok =
            !digits.is_empty() && digits.len() <= 30 && digits.bytes().all(|b| b.is_ascii_digit());
        ok.then(|| token.parse::<i128>().expect("digits"))
    };
    match tokens[..] {
        [a, b] => match (integer(a), integer(b)) {
            (Some(x), Some(y)) => Ok((x, y)),
            _ => Err(format!("{line:?} is not two integers `x y`")),
        },
        _ => Err(format!("{line:?} is not two integers `x y`")),
    }
}

impl Game {
    /// The strategy's move (the jury has one).
    fn pick(&mut self) -> (usize, usize) {
        if self.strategy != Tactic::Random {
            let rotate = if self.strategy == Tactic::Optimal {
                self.rng.below(MAX_N + 1)
            } else {
                0
            };
            let descending = self.strategy == Tactic::Shortest;
            if let Some(m) = self.row.zeroing_move(&self.values, rotate, descending) {
                return m;
            }
        }
        let runs = self.row.playable();
        match self.strategy {
            Tactic::Longest => (runs[0].0, self.row.l),
            Tactic::Shortest => {
                let longest = runs.iter().map(|&(_, len)| len).max().expect("a segment");
                let &(start, len) = runs.iter().find(|&&(_, len)| len == longest).unwrap();
                (start, self.row.r.min(len))
            }
            Tactic::AntiMirror => {
                let (start, len) = runs[self.rng.below(runs.len())];
                let y = self.row.r.min(len);
                if self.rng.chance(1, 2) {
                    (start, y)
                } else {
                    (start + len - y, y)
                }
            }
            Tactic::Optimal | Tactic::Random => {
                let k = self.rng.below(self.row.move_count());
                self.row.nth_move(k).expect("a move of the count")
            }
        }
    }

    /// The reason a program without a legal move has lost, as a prefix.
    fn lost_prefix(&self) -> String {
        if self.row.has_move() {
            String::new()
        } else {
            format!(
                "the program has no legal move left (the jury made the last of the {} moves): \
                 it has lost; ",
                self.moves
            )
        }
    }
}

impl Jury for Game {
    fn open(&mut self) -> Vec<String> {
        vec![format!("{} {} {}", self.row.n, self.row.l, self.row.r)]
    }

    fn turn(&self) -> Turn {
        Turn::alternating(self.over, self.program_to_move)
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        if self.program_to_move.is_none() {
            let first =
                side_named(line).map_err(|reason| Fault::malformed_with(REFUSED, reason))?;
            self.program_to_move = Some(first);
            return Ok(Vec::new());
        }
        let (x, y) = parse_pair(line).map_err(|reason| Fault::malformed_with(REFUSED, reason))?;
        if (x, y) == (0, 0) {
            let reason = match self.row.nth_move(0) {
                Some((a, b)) => {
                    format!("the program printed 0 0, yet it has a legal move ({a} {b})")
                }
                None => format!(
                    "the program has no legal move (the jury made the last of the {} moves): it \
                     has lost",
                    self.moves
                ),
            };
            return Err(Fault::wrong_with(REFUSED, reason));
        }
        if let Some(why) = self.row.illegal(x, y) {
            return Err(Fault::wrong_with(
                REFUSED,
                format!("{}{why}", self.lost_prefix()),
            ));
        }
        self.row.take(x as usize, y as usize);
        self.moves += 1;
        self.program_to_move = Some(false);
        Ok(Vec::new())
    }

    fn choose(&mut self) -> String {
        if !self.row.has_move() {
            return "0 0".to_owned();
        }
        let (x, y) = self.pick();
        format!("{x} {y}")
    }

    fn moves(&self) -> Vec<String> {
        const SHOWN: usize = 20;
        let count = self.row.move_count();
        if count == 0 {
            return vec!["0 0".to_owned()];
        }
        let mut moves: Vec<String> = (0..count.min(SHOWN))
            .filter_map(|k| self.row.nth_move(k))
            .map(|(x, y)| format!("{x} {y}"))
            .collect();
        if count > SHOWN {
            moves.push(format!(
                "… {} more legal moves `x y` (y cards from x, all on the table, L ≤ y ≤ R)",
                count - SHOWN
            ));
        }
        moves
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        let (x, y) = parse_pair(line)?;
        if (x, y) == (0, 0) {
            if let Some((a, b)) = self.row.nth_move(0) {
                return Err(format!(
                    "the jury still has a legal move ({a} {b}): 0 0 is not allowed"
                ));
            }
            self.over = true;
            return Ok(vec!["0 0".to_owned()]);
        }
        if let Some(why) = self.row.illegal(x, y) {
            return Err(why);
        }
        self.row.take(x as usize, y as usize);
        self.moves += 1;
        self.program_to_move = Some(true);
        Ok(vec![format!("{x} {y}")])
    }

    fn picture(&self) -> String {
        self.row.picture()
    }
}

fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    let (n, l, r) = parse_input(input);
    Box::new(Game {
        row: Row::new(n, l, r),
        values: Values::new(n, l, r),
        program_to_move: None,
        over: false,
        moves: 0,
        strategy,
        rng: Rng::new(seed),
    })
}

/// Every row with 1 ≤ L ≤ R ≤ N ≤ 8, one to an input (the game is one per test).
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 1..=8 {
        for l in 1..=n {
            for r in l..=n {
                inputs.push(input_of(n, l, r));
            }
        }
    }
    inputs
}

/// N in 1..=size, half the time from its top half.
fn draw_n(rng: &mut Rng, size: usize) -> usize {
    let size = size.clamp(1, MAX_N);
    if rng.chance(1, 2) {
        rng.range((size as u64).div_ceil(2), size as u64) as usize
    } else {
        rng.range(1, size as u64) as usize
    }
}

/// A block length in 1..=top: half the time at most 5.
fn draw_length(rng: &mut Rng, top: usize) -> usize {
    if rng.chance(1, 2) {
        rng.range(1, top.min(5) as u64) as usize
    } else {
        rng.range(1, top as u64) as usize
    }
}

/// A row where the first player mirrors: L < R, or L = R ≡ N (mod 2).
fn random_mirror(rng: &mut Rng, size: usize) -> String {
    let n = draw_n(rng, size);
    if n == 1 || rng.chance(1, 4) {
        let mut l = draw_length(rng, n);
        if (n - l) % 2 == 1 {
            l += if l < n { 1 } else { 0 };
            l -= if (n - l) % 2 == 1 { 1 } else { 0 };
        }
        return input_of(n, l, l);
    }
    let l = draw_length(rng, n - 1);
    let r = if rng.chance(1, 2) {
        l + 1
    } else {
        rng.range(l as u64 + 1, n as u64) as usize
    };
    input_of(n, l, r)
}

/// A row with L = R ≢ N (mod 2): no middle block, the segment values decide.
fn random_fixed(rng: &mut Rng, size: usize) -> String {
    let n = draw_n(rng, size).max(2);
    let mut l = draw_length(rng, n - 1);
    if (n - l).is_multiple_of(2) {
        l = if l > 1 { l - 1 } else { 2 };
    }
    input_of(n, l, l)
}

/// A row with L = R whose value the search finds 0 (the second player wins), N ≤ size: L small
/// (≤ 12), N drawn among the lost rows of the search; L = 1 and an even N when none is.
fn random_second(rng: &mut Rng, size: usize) -> String {
    let top = size.clamp(2, MAX_N);
    let l = draw_length(rng, top.min(12));
    let values = Values::new(top, l, l);
    let lost: Vec<usize> = (l..=top).filter(|&n| values.g[n] == 0).collect();
    if lost.is_empty() {
        let n = 2 * rng.range(1, top as u64 / 2) as usize;
        return input_of(n, 1, 1);
    }
    input_of(lost[rng.below(lost.len())], l, l)
}

/// Smaller rows: with L = R, the smallest rows of value 0 first (by the search: a wrong side fails
/// there); then N lowered (L and R lowered with it when they pass it), by one and by two (keeping
/// the parity of N), then L and R lowered.
fn shrink(input: &str) -> Vec<String> {
    let (n, l, r) = parse_input(input);
    let mut candidates = Vec::new();
    if l == r {
        // the smallest rows of value 0 by the search, with this L and with L = 1
        let values = Values::new(n, l, l);
        candidates.extend(
            (l..n)
                .filter(|&m| values.g[m] == 0)
                .take(8)
                .map(|m| input_of(m, l, l)),
        );
        candidates.extend(["2 1 1\n".to_owned(), "4 1 1\n".to_owned()]);
    }
    let mut lower_n: Vec<usize> = shrink_value(n as u64, 1)
        .into_iter()
        .map(|m| m as usize)
        .collect();
    lower_n.extend([n.saturating_sub(2), n.saturating_sub(1)]);
    for m in lower_n.into_iter().filter(|&m| m >= 1 && m < n) {
        candidates.push(input_of(m, l.min(m), r.min(m)));
        if l == r && l < m && (m - l) % 2 != (n - l) % 2 {
            candidates.push(input_of(m, l + 1, l + 1));
        }
    }
    for lower in shrink_value(r as u64, l as u64) {
        candidates.push(input_of(n, l, lower as usize));
    }
    for lower in shrink_value(l as u64, 1) {
        let lower = lower as usize;
        candidates.push(input_of(n, lower, lower.max(r - (l - lower))));
    }
    candidates.retain(|candidate| candidate != input);
    candidates
}

/// The largest row with L = R = 2 whose value is 0 (Second wins), by the search.
const LOST_ROW_2: usize = 1997;

/// The longest games at N = 2000 (every move one card), a row the first player opens in the
/// middle, the fixed-length rows of both winners, and one move.
fn max_inputs() -> Vec<MaxInput> {
    vec![
        MaxInput {
            label: "N=2000, L=R=1 (2000 moves, Second)",
            input: input_of(MAX_N, 1, 1),
        },
        MaxInput {
            label: "N=1999, L=R=1 (1999 moves, First)",
            input: input_of(MAX_N - 1, 1, 1),
        },
        MaxInput {
            label: "N=2000, L=1, R=2000 (First takes 2 in the middle)",
            input: input_of(MAX_N, 1, MAX_N),
        },
        MaxInput {
            label: "N=2000, L=R=3 (no middle block: segment values, First)",
            input: input_of(MAX_N, 3, 3),
        },
        MaxInput {
            label: "N=1997, L=R=2 (no middle block: value 0, Second)",
            input: input_of(LOST_ROW_2, 2, 2),
        },
        MaxInput {
            label: "N=2000, L=R=2000 (one move)",
            input: input_of(MAX_N, MAX_N, MAX_N),
        },
    ]
}

/// The figure's rows: N up to `FIGURE_N.0`, L = R up to `FIGURE_N.1`.
const FIGURE_N: (usize, usize) = (36, 10);

/// Generalized Subtraction Game with L = R: the value of the full row of N cards by the search,
/// by N and L; 0 means the first player loses.
fn figure() -> String {
    let (cols, rows) = FIGURE_N;
    let grid = Grid {
        left: 70.0,
        top: 110.0,
        cell: 22.0,
        cols,
        rows,
        x0: 1,
        y0: 1,
        y_up: false,
    };
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 30.0, grid.top + h + 110.0),
        "Generalized Subtraction Game, L = R: the value of a row of N cards",
        &[
            (Swatch::Cell(WIN), "value > 0: First wins"),
            (Swatch::Cell(LOSE), "value 0: First loses (play Second)"),
        ],
    );
    let values: Vec<Values> = (1..=rows).map(|l| Values::new(cols, l, l)).collect();
    let value = |col: usize, row: usize| {
        let (n, l) = (col + 1, row + 1);
        (l <= n).then(|| values[row].g[n])
    };
    grid.cells(
        &mut svg,
        |col, row| value(col, row).map(|v| if v == 0 { LOSE } else { WIN }),
        |col, row| value(col, row).map(|v| v.to_string()),
    );
    grid.axes(&mut svg, 5, "N (cards)", "L = R (cards a move takes)");
    svg.paragraph(
        (grid.left, grid.top + h + 50.0),
        12.0,
        w,
        "Each cell: the Grundy value of the row, from a search of every block of every segment. \
         When N − L is even the value is never 0 (the middle block and its mirror); the lost \
         rows all have N − L odd. With L < R no row with N ≤ 60 has value 0.",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::interactive::{Speaker, converse, replay, scripted};
    use plan_kit::testing::assert_plan_is_valid;
    use std::collections::HashMap;

    /// The statement's sample (N = 6, L = 1, R = 2): the program goes first and wins.
    const SAMPLE_1: (&str, &str) = (
        "6 1 2\n",
        "< 6 1 2\n> First\n> 2 1\n< 3 2\n> 6 1\n< 5 1\n> 1 1\n< 0 0    (the jury cannot move)\n",
    );

    fn interactive() -> &'static Interactive {
        SPEC.interactive.as_ref().expect("a jury")
    }

    /// Whole positions searched by the rules: a bit per card (bit c − 1 for card c), a move
    /// clears y ∈ [l, r] consecutive set bits; true iff the player to move wins.
    fn wins_brute(n: usize, l: usize, r: usize, mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&mask) {
            return known;
        }
        let mut wins = false;
        'search: for y in l..=r {
            let block = (1u32 << y) - 1;
            for x in 0..=n - y {
                if mask >> x & block == block && !wins_brute(n, l, r, mask & !(block << x), memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(mask, wins);
        wins
    }

    /// The row of `mask` (bit c − 1 for card c) as a position.
    fn row_of(n: usize, l: usize, r: usize, mask: u32) -> Row {
        let mut row = Row::new(n, l, r);
        for c in 1..=n {
            row.present[c] = mask >> (c - 1) & 1 == 1;
        }
        row
    }

    /// The mirror block when the middle one exists (L < R or L ≡ N mod 2), written apart from
    /// main.rs; `None` otherwise.
    fn middle(n: usize, l: usize, r: usize) -> Option<(usize, usize)> {
        (l..=r)
            .find(|y| (n - y).is_multiple_of(2))
            .map(|y| ((n - y) / 2 + 1, y))
    }

    /// A player of the claim: the middle block and mirror replies when there is a middle block
    /// (its reflection of the block from a is from n + 2 − a − b, or from n + 1 − a if
    /// `reflect_start`, a bug); else First iff the search's value is not 0 (or First always if
    /// `always_first`), then a move to value 0, else any legal move, else `0 0`.
    fn player(always_first: bool, reflect_start: bool) -> impl FnMut(&str) -> Vec<String> {
        let mut row: Option<Row> = None;
        let mut values: Option<Values> = None;
        let mut mirroring = false;
        move |line: &str| {
            let Some(here) = row.as_mut() else {
                let (n, l, r) = parse_input(line);
                let mut fresh = Row::new(n, l, r);
                if let Some((x, y)) = middle(n, l, r) {
                    mirroring = true;
                    fresh.take(x, y);
                    row = Some(fresh);
                    return vec!["First".to_owned(), format!("{x} {y}")];
                }
                let v = Values::new(n, l, l);
                let first = always_first || v.g[n] != 0;
                let mut lines = vec![if first { "First" } else { "Second" }.to_owned()];
                if first {
                    lines.push(reply(&mut fresh, &v));
                }
                row = Some(fresh);
                values = Some(v);
                return lines;
            };
            let (a, b) = parse_pair(line).expect("a pair");
            if (a, b) == (0, 0) || (a, b) == (-1, -1) {
                return Vec::new();
            }
            let (a, b) = (a as usize, b as usize);
            here.take(a, b);
            if mirroring {
                let x = if reflect_start {
                    here.n + 1 - a
                } else {
                    here.n + 2 - a - b
                };
                if here.illegal(x as i128, b as i128).is_none() {
                    here.take(x, b);
                }
                return vec![format!("{x} {b}")];
            }
            vec![reply(here, values.as_ref().expect("values"))]
        }
    }

    /// A move to value 0, else any legal move, else `0 0`, made on `row`.
    fn reply(row: &mut Row, values: &Values) -> String {
        let Some((x, y)) = row
            .zeroing_move(values, 0, false)
            .or_else(|| row.nth_move(0))
        else {
            return "0 0".to_owned();
        };
        row.take(x, y);
        format!("{x} {y}")
    }

    #[test]
    fn the_statements_transcript_replays_through_the_rules() {
        let (input, transcript) = SAMPLE_1;
        assert_eq!(validate(input), Ok(()));
        assert_eq!(replay(interactive(), input, transcript), Ok(None));
        // three cards at once, and a card taken twice
        let long = "< 6 1 2\n> First\n> 2 3\n";
        let fault = replay(interactive(), input, long)
            .expect("replays")
            .expect("a fault");
        assert!(fault.reason().contains("not within L..=R"), "{fault:?}");
        assert_eq!(fault.send(), ["-1 -1"]);
        let twice = "< 6 1 2\n> First\n> 2 1\n< 3 2\n> 1 2\n";
        let fault = replay(interactive(), input, twice)
            .expect("replays")
            .expect("a fault");
        assert!(
            fault.reason().contains("card 2, which is no longer"),
            "{fault:?}"
        );
        // the jury may not pass while it has a move
        let early = "< 6 1 2\n> First\n> 2 1\n< 0 0\n";
        let err = replay(interactive(), input, early).expect_err("the jury can move");
        assert!(err.contains("still has a legal move"), "{err}");
    }

    #[test]
    fn the_segment_values_agree_with_a_search_of_whole_positions() {
        // every position (every subset of the cards) of every row with N ≤ 12
        for n in 1..=12 {
            for l in 1..=n {
                for r in l..=n {
                    let values = Values::new(n, l, r);
                    let mut memo = HashMap::new();
                    for mask in 0..1u32 << n {
                        let brute = wins_brute(n, l, r, mask, &mut memo);
                        let row = row_of(n, l, r, mask);
                        assert_eq!(brute, row.value(&values) != 0, "{n} {l} {r} {mask:b}");
                        if brute {
                            let (x, y) = row.zeroing_move(&values, 0, false).expect("a move");
                            let mut after = row.clone();
                            after.take(x, y);
                            assert_eq!(after.value(&values), 0, "{n} {l} {r} {mask:b}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_claim_holds_on_every_row_the_search_reaches() {
        // rows with a middle block are won by First; the others by First iff the value is not 0
        for n in 1..=60 {
            for l in 1..=n {
                for r in l..=n {
                    let values = Values::new(n, l, r);
                    if middle(n, l, r).is_some() {
                        assert_ne!(values.g[n], 0, "{n} {l} {r}");
                    }
                }
            }
        }
        // the spec's lost rows, and the max input's
        for (n, l) in [(2, 1), (4, 1), (5, 2), (8, 3), (11, 4)] {
            assert_eq!(Values::new(n, l, l).g[n], 0, "{n} {l}");
        }
        let values = Values::new(MAX_N, 2, 2);
        let lost = (2..=MAX_N).rev().find(|&n| values.g[n] == 0);
        assert_eq!(lost, Some(LOST_ROW_2));
        // the README's counts of lost rows (L = R, N − L odd, N ≤ 2000)
        let count = |l: usize| {
            let values = Values::new(MAX_N, l, l);
            (l..=MAX_N)
                .filter(|&n| (n - l) % 2 == 1 && values.g[n] == 0)
                .count()
        };
        assert_eq!([count(2), count(3), count(4)], [296, 25, 24]);
    }

    #[test]
    fn the_mirror_reply_is_always_legal_against_every_line_of_play() {
        // every jury move from every position the mirror player reaches, N ≤ 10
        fn explore(row: &Row, seen: &mut usize) {
            for k in 0..row.move_count() {
                let (a, b) = row.nth_move(k).expect("a move");
                let mut next = row.clone();
                next.take(a, b);
                let x = row.n + 2 - a - b;
                assert_eq!(next.illegal(x as i128, b as i128), None, "{a} {b}");
                next.take(x, b);
                *seen += 1;
                explore(&next, seen);
            }
        }
        let mut seen = 0;
        for n in 1..=10 {
            for l in 1..=n {
                for r in l..=n {
                    if let Some((x, y)) = middle(n, l, r) {
                        let mut row = Row::new(n, l, r);
                        row.take(x, y);
                        explore(&row, &mut seen);
                    }
                }
            }
        }
        assert!(seen > 1000, "{seen}");
    }

    fn test_inputs() -> Vec<String> {
        let mut rng = Rng::new(278);
        let mut inputs = exhaustive_inputs();
        for size in [10, 50, 300, 2000] {
            inputs.push(random_mirror(&mut rng, size));
            inputs.push(random_fixed(&mut rng, size));
            inputs.push(random_second(&mut rng, size));
        }
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        inputs
    }

    #[test]
    fn the_winner_beats_every_strategy() {
        for input in &test_inputs() {
            for strategy in STRATEGIES {
                let ending = converse((strategy.start)(input, 5), &mut player(false, false));
                assert_eq!(ending.fault, None, "{input}{}", ending.transcript.tail(10));
                let last = ending.transcript.lines.last().expect("lines");
                assert_eq!(last, &(Speaker::Jury, "0 0".to_owned()));
            }
        }
    }

    #[test]
    fn the_wrong_side_and_a_reflection_off_by_a_card_are_caught() {
        let lost: Vec<String> = test_inputs()
            .into_iter()
            .filter(|input| {
                let (n, l, r) = parse_input(input);
                middle(n, l, r).is_none() && Values::new(n, l, r).g[n] == 0
            })
            .collect();
        assert!(lost.len() >= 5, "{lost:?}");
        for input in &lost {
            // every strategy but random, which may throw its won game away
            for strategy in [
                Tactic::Optimal,
                Tactic::Longest,
                Tactic::Shortest,
                Tactic::AntiMirror,
            ] {
                let ending = converse(start(input, strategy, 1), &mut player(true, false));
                let fault = ending.fault.expect("the wrong side loses");
                assert!(fault.reason().contains("no legal move"), "{input}{fault:?}");
            }
        }
        // reflecting the block's first card: caught by anti-mirror wherever blocks of 2 fit
        for input in ["6 1 2\n", "9 2 3\n", "200 1 200\n", "999 3 3\n"] {
            assert_eq!(validate(input), Ok(()));
            let ending = converse(
                start(input, Tactic::AntiMirror, 2),
                &mut player(false, true),
            );
            let fault = ending.fault.expect("the bad reflection loses");
            assert!(
                fault.reason().contains("no longer on the table")
                    || fault.reason().contains("not within"),
                "{input}{fault:?}"
            );
        }
    }

    #[test]
    fn bad_lines_are_faults_of_their_kind() {
        let play = |lines: &'static [&'static str]| {
            let mut player = scripted(lines);
            converse(start("6 1 2\n", Tactic::Optimal, 0), &mut player)
                .fault
                .expect("a fault")
        };
        for bad in [
            &["first"][..],
            &["First|2,1"],
            &["First|(2, 1)"],
            &["First|2"],
            &["First|2 1 1"],
        ] {
            let fault = play(bad);
            assert!(
                matches!(fault, Fault::Malformed { .. }),
                "{bad:?} {fault:?}"
            );
            assert_eq!(fault.send(), ["-1 -1"]);
        }
        let fault = play(&["First|0 0"]);
        assert!(
            fault.reason().contains("yet it has a legal move"),
            "{fault:?}"
        );
        let fault = play(&["First|6 2"]);
        assert!(fault.reason().contains("not within the cards"), "{fault:?}");
        let fault = play(&["First|99999999999999999999 1"]);
        assert!(matches!(fault, Fault::Wrong { .. }), "{fault:?}");
    }

    #[test]
    fn the_strategies_move_as_they_say() {
        // two segments of 3 (value 0): longest takes one card from the left, shortest the most it
        // can, anti-mirror a whole segment; from the full row of 8 (value not 0) every strategy
        // but random moves to value 0
        let mut jury = Game {
            row: Row::new(8, 1, 3),
            values: Values::new(8, 1, 3),
            program_to_move: Some(false),
            over: false,
            moves: 0,
            strategy: Tactic::Longest,
            rng: Rng::new(1),
        };
        jury.row.take(4, 2);
        assert_eq!(jury.row.value(&jury.values), 0);
        assert_eq!(jury.pick(), (1, 1));
        jury.strategy = Tactic::Shortest;
        assert_eq!(jury.pick(), (1, 3));
        jury.strategy = Tactic::AntiMirror;
        for _ in 0..20 {
            let (x, y) = jury.pick();
            assert!(y == 3 && [1, 6].contains(&x), "{x} {y}");
        }
        jury.row = Row::new(8, 1, 3);
        for strategy in [
            Tactic::Optimal,
            Tactic::Longest,
            Tactic::Shortest,
            Tactic::AntiMirror,
        ] {
            jury.strategy = strategy;
            let (x, y) = jury.pick();
            let mut after = jury.row.clone();
            after.take(x, y);
            assert_eq!(after.value(&jury.values), 0, "{strategy:?}");
        }
        assert_eq!(jury.row.move_count(), 8 + 7 + 6);
        assert_eq!(jury.row.nth_move(20), Some((6, 3)));
        assert_eq!(jury.row.nth_move(21), None);
    }

    #[test]
    fn every_generated_input_is_valid() {
        assert_eq!(exhaustive_inputs().len(), 120);
        assert_plan_is_valid(&SPEC, 20);
        for bad in [
            "0 1 1\n",
            "2001 1 1\n",
            "3 2 1\n",
            "3 4 4\n",
            "3 1 4\n",
            "3 1\n",
            "3 1 1",
            "3  1 1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
        let mut rng = Rng::new(9);
        for size in [1, 2, 3, 10, 2000] {
            let (n, l, r) = parse_input(&random_mirror(&mut rng, size));
            assert!(middle(n, l, r).is_some(), "{n} {l} {r}");
            let (n, l, r) = parse_input(&random_fixed(&mut rng, size));
            assert!(l == r && (n - l) % 2 == 1, "{n} {l} {r}");
            let (n, l, r) = parse_input(&random_second(&mut rng, size));
            assert_eq!(Values::new(n, l, r).g[n], 0, "{n} {l} {r}");
        }
        let shrunk = shrink("9 2 2\n");
        assert!(shrunk.contains(&"7 2 2\n".to_owned()), "{shrunk:?}");
        for candidate in shrink("2000 7 1500\n") {
            assert!(candidate.len() <= "2000 7 1500\n".len());
        }
    }

    #[test]
    fn print_the_small_cases_table() {
        for l in 1..=6 {
            let values = Values::new(30, l, l);
            let row: Vec<String> = (1..=30)
                .map(|n| {
                    if n < l {
                        "-".to_owned()
                    } else {
                        values.g[n].to_string()
                    }
                })
                .collect();
            println!("L=R={l}: {}", row.join(" "));
        }
        for (l, r) in [(1, 2), (2, 3), (2, 4), (3, 5)] {
            let values = Values::new(30, l, r);
            let row: Vec<String> = (1..=30).map(|n| values.g[n].to_string()).collect();
            println!("L={l} R={r}: {}", row.join(" "));
        }
    }
}

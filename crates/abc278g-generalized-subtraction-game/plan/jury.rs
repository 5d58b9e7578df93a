//! The jury: the protocol, and the strategies it plays.

use super::rules::Values;
use super::{MAX_N, parse_input};
use plan_kit::interactive::{Fault, Jury, Strategy, Turn, side_named};
use plan_kit::rng::Rng;
use plan_kit::tokens::integers;
use std::fmt::Write;

pub(super) const STRATEGIES: &[Strategy] = &[
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
pub(super) enum Tactic {
    Optimal,
    Longest,
    Shortest,
    AntiMirror,
    Random,
}

/// The maximal runs of cards on the table, as (first card, length); `present[c]` for c in
/// 1..=n, index 0 unused.
pub(super) fn segments(present: &[bool]) -> Vec<(usize, usize)> {
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
pub(super) struct Row {
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
pub(super) struct Game {
    pub(super) row: Row,
    pub(super) values: Values,
    /// `None` until the program has chosen its side; then whether it is the program's move.
    pub(super) program_to_move: Option<bool>,
    pub(super) over: bool,
    /// Moves made so far, by either side.
    pub(super) moves: usize,
    pub(super) strategy: Tactic,
    pub(super) rng: Rng,
}

/// `-1 -1`: what the jury prints for a refused line (its moves are pairs).
const REFUSED: &str = "-1 -1";

/// The two integers of a line `x y`, or why it is not one.
pub(super) fn parse_pair(line: &str) -> Result<(i128, i128), String> {
    let [x, y] = integers(line).ok_or_else(|| format!("{line:?} is not two integers `x y`"))?;
    Ok((x, y))
}

impl Game {
    /// The strategy's move (the jury has one).
    pub(super) fn pick(&mut self) -> (usize, usize) {
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

pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
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

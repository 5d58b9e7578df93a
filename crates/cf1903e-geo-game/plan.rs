//! Codeforces 1903E Geo Game (interactive). The jury speaks the published protocol, plays the side
//! the program leaves it, and keeps the running sum of squared distances exactly (its verdict is
//! the sum's parity, by the rules). Its judgement of a position is a search of the game: over the
//! actual points for small games ([`first_wins_brute`], the squared distances themselves), and
//! over the counts of unused points of each colour ([`first_wins_search`]: a pick adds
//! c(prev) xor c(cur) to the parity, which the tests check against the squared distances, and
//! the count search against the point search on every position of every exhaustive game); beyond
//! the count search's reach, the race rule [`first_wins_reference`], which the tests check against
//! the search on all of its reach. Where it is lost, its strategies differ: the colour the program
//! wants last (its reserve), the other colour, a random point; and a weak one that is random even
//! when it could win.

use plan_kit::interactive::{Fault, Interactive, Jury, MINUS_ONE, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::svg::{Grid, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, fewer_cases, shrink_list};
#[cfg(test)]
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "cf1903e-geo-game",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every start s and every n ≤ 5 points with coordinates in {0, 1} (every colouring, \
                points coinciding with each other and with s): 5456 games, 2000 to an input, \
                against every strategy",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-20 games of n ≤ size points in [0, 10^9]^2 (sum ≤ 10^5), the colour counts \
                   within 2 of a tie",
            generate: near_ties,
            max_size: MAX_N,
            cases: 12,
        },
        Generator {
            name: "up to 2000 games of n ≤ size ≤ 80 points, random colours, coordinates small \
                   (≤ 3) or anywhere",
            generate: many_games,
            max_size: 80,
            cases: 10,
        },
        Generator {
            name: "lopsided games: one colour only, every point on s, or one point of the other \
                   colour",
            generate: lopsided,
            max_size: 2000,
            cases: 8,
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

/// The statement's limits: t games, each of 1 ≤ n ≤ `MAX_N` points, n summed over the games at
/// most `MAX_N`, coordinates 0 ≤ x, y ≤ `MAX_C`.
const MAX_T: usize = 2000;
const MAX_N: usize = 100_000;
const MAX_C: u64 = 1_000_000_000;

/// The jury's strategies, in the order every test plays them.
const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "optimal",
        about: "wins whenever its side can (the search); when lost, takes the colour the program \
                wants last (its reserve), the highest unused index of it",
        start: |input, seed| start(input, Tactic::Optimal, seed),
    },
    Strategy {
        name: "other-colour",
        about: "wins whenever its side can; when lost, takes the colour the program is taking, \
                the lowest unused index of it (the one a program scanning upwards takes next)",
        start: |input, seed| start(input, Tactic::OtherColour, seed),
    },
    Strategy {
        name: "random-when-lost",
        about: "wins whenever its side can; when lost, a random unused point",
        start: |input, seed| start(input, Tactic::RandomWhenLost, seed),
    },
    Strategy {
        name: "random",
        about: "a random unused point, even when its side could win (a weak jury)",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tactic {
    Optimal,
    OtherColour,
    RandomWhenLost,
    Random,
}

/// One game: the start s and the points, 0-based here (1-based in the protocol).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Instance {
    pub start: (u64, u64),
    pub points: Vec<(u64, u64)>,
}

/// `Ok` iff `input` is `t`, then t games (`n`, `s_x s_y`, n lines `x y`) within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "t")?;
    v.eoln()?;
    let mut total = 0;
    for game in 1..=t {
        let n = v.usize(1, MAX_N, "n")?;
        v.eoln()?;
        total += n;
        ensure(total <= MAX_N, || {
            format!("game {game}: the sum of n passes {MAX_N}")
        })?;
        for _ in 0..=n {
            v.u64(0, MAX_C, "x")?;
            v.space()?;
            v.u64(0, MAX_C, "y")?;
            v.eoln()?;
        }
    }
    v.eof()
}

/// The games of an input.
fn parse_input(input: &str) -> Vec<Instance> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let n: usize = tokens.read();
            let start = (tokens.read(), tokens.read());
            let points = (0..n).map(|_| (tokens.read(), tokens.read())).collect();
            Instance { start, points }
        })
        .collect()
}

/// The lines of one game as the jury prints them: n, s, the points.
fn game_lines(game: &Instance) -> Vec<String> {
    let mut lines = Vec::with_capacity(game.points.len() + 2);
    lines.push(game.points.len().to_string());
    for (x, y) in std::iter::once(&game.start).chain(&game.points) {
        lines.push(format!("{x} {y}"));
    }
    lines
}

/// The input of `games`.
fn input_of(games: &[Instance]) -> String {
    let mut input = format!("{}\n", games.len());
    for game in games {
        for line in game_lines(game) {
            writeln!(input, "{line}").unwrap();
        }
    }
    input
}

/// The squared Euclidean distance between `p` and `q`, exactly.
fn squared_distance(p: (u64, u64), q: (u64, u64)) -> u128 {
    let dx = u128::from(p.0.abs_diff(q.0));
    let dy = u128::from(p.1.abs_diff(q.1));
    dx * dx + dy * dy
}

/// The largest game [`first_wins_brute`] searches.
#[cfg(test)]
const BRUTE_N: usize = 10;

/// True iff First wins `game` from the position where the points in `used` (a bit mask) are
/// picked, `last` was picked last (`None`: only s so far) and the sum so far is odd iff `odd`:
/// a search over the actual points, every squared distance computed (n ≤ [`BRUTE_N`]).
#[cfg(test)]
fn first_wins_brute(game: &Instance, used: u32, last: Option<usize>, odd: bool) -> bool {
    let n = game.points.len();
    assert!(n <= BRUTE_N, "the point search reaches n ≤ {BRUTE_N}");
    let mut memo = HashMap::new();
    brute(game, used, last, odd, &mut memo)
}

#[cfg(test)]
fn brute(
    game: &Instance,
    used: u32,
    last: Option<usize>,
    odd: bool,
    memo: &mut HashMap<(u32, Option<usize>, bool), bool>,
) -> bool {
    let n = game.points.len();
    if used.count_ones() as usize == n {
        return !odd;
    }
    if let Some(&known) = memo.get(&(used, last, odd)) {
        return known;
    }
    let from = last.map_or(game.start, |i| game.points[i]);
    let first_to_move = used.count_ones().is_multiple_of(2);
    let mut outcomes = (0..n).filter(|&i| used & (1 << i) == 0).map(|i| {
        let step = squared_distance(from, game.points[i]) % 2 == 1;
        brute(game, used | (1 << i), Some(i), odd ^ step, memo)
    });
    let wins = if first_to_move {
        outcomes.any(|first| first)
    } else {
        outcomes.all(|first| first)
    };
    memo.insert((used, last, odd), wins);
    wins
}

/// A position by its counts: the unused points coloured like s (`like`) and unlike it, the
/// colour of the last point picked relative to s (`prev`: 0 like s, 1 unlike; s itself is 0),
/// the parity of the sum so far, and whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Counts {
    pub like: usize,
    pub unlike: usize,
    pub prev: usize,
    pub odd: bool,
    pub first_to_move: bool,
}

impl Counts {
    /// The start of a game with `like` and `unlike` points.
    pub fn start(like: usize, unlike: usize) -> Counts {
        Counts {
            like,
            unlike,
            prev: 0,
            odd: false,
            first_to_move: true,
        }
    }

    /// The position after the mover picks a point of colour `class` (0 like s, 1 unlike; one
    /// must be left): the squared distance is odd iff the two colours differ.
    pub fn after(self, class: usize) -> Counts {
        let mut next = self;
        if class == 0 {
            next.like -= 1;
        } else {
            next.unlike -= 1;
        }
        next.odd ^= self.prev != class;
        next.prev = class;
        next.first_to_move = !self.first_to_move;
        next
    }

    /// How many of colour `class` are unused.
    pub fn left(self, class: usize) -> usize {
        if class == 0 { self.like } else { self.unlike }
    }
}

/// The count search decides every position with `like`, `unlike` ≤ `REACH`.
const REACH: usize = 200;

fn table_index(c: Counts) -> usize {
    (((c.like * (REACH + 1) + c.unlike) * 2 + c.prev) * 2 + usize::from(c.odd)) * 2
        + usize::from(c.first_to_move)
}

/// wins[position] for every position of counts ≤ `REACH`: true iff First wins, built from fewer
/// points up (every pick lowers one count). No point left: First wins iff the sum is even.
fn count_table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut wins = vec![false; (REACH + 1) * (REACH + 1) * 8];
        for like in 0..=REACH {
            for unlike in 0..=REACH {
                for state in 0..8 {
                    let here = Counts {
                        like,
                        unlike,
                        prev: state >> 2,
                        odd: state >> 1 & 1 == 1,
                        first_to_move: state & 1 == 1,
                    };
                    let mut outcomes = (0..2)
                        .filter(|&class| here.left(class) > 0)
                        .map(|class| wins[table_index(here.after(class))]);
                    wins[table_index(here)] = if like + unlike == 0 {
                        !here.odd
                    } else if here.first_to_move {
                        outcomes.any(|first| first)
                    } else {
                        outcomes.all(|first| first)
                    };
                }
            }
        }
        wins
    })
}

/// True iff First wins from `c` (counts ≤ [`REACH`]), by the count search.
fn first_wins_search(c: Counts) -> bool {
    assert!(c.like <= REACH && c.unlike <= REACH, "beyond the search");
    count_table()[table_index(c)]
}

/// The race rule beyond the search: the sum ends even iff the last point has colour
/// w = prev xor odd, so First wants w last and Second the other colour; each removes the colour
/// it does not want, and the mover wins iff its unwanted colour is no larger than its wanted one
/// (the other player wins iff it is strictly larger).
fn first_wins_reference(c: Counts) -> bool {
    if c.like + c.unlike == 0 {
        return !c.odd;
    }
    let w = c.prev ^ usize::from(c.odd);
    let (wanted, unwanted) = (c.left(w), c.left(1 - w));
    if c.first_to_move {
        unwanted <= wanted
    } else {
        wanted > unwanted
    }
}

/// True iff First wins from `c`: the search within its reach, the race rule beyond.
fn first_wins_counts(c: Counts) -> bool {
    if c.like <= REACH && c.unlike <= REACH {
        first_wins_search(c)
    } else {
        first_wins_reference(c)
    }
}

/// The colour of a point relative to s: 0 iff (x + y) and (s_x + s_y) have the same parity.
fn relative_colour(start: (u64, u64), p: (u64, u64)) -> usize {
    (((p.0 + p.1) ^ (start.0 + start.1)) & 1) as usize
}

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The program must say `First` or `Second`.
    Side,
    /// The game is being played.
    Play,
    /// Every game is over and the program won them all.
    Over,
}

/// The jury of one test: the other side in each of its games.
struct GeoJury {
    games: Vec<Instance>,
    /// The game being played (0-based).
    game: usize,
    phase: Phase,
    program_first: bool,
    /// colour[i] of point i relative to s; classes[c] = the points of colour c, in index order.
    colour: Vec<usize>,
    classes: [Vec<usize>; 2],
    /// picked_at[i] = the move (1-based) that picked point i.
    picked_at: Vec<Option<usize>>,
    /// The unused points, in any order, and where each is in it (for random picks).
    unused: Vec<usize>,
    slot: Vec<usize>,
    /// classes[c][low[c]..high[c]] holds every unused point of colour c, and its ends are
    /// unused; left[c] of them are.
    low: [usize; 2],
    high: [usize; 2],
    left: [usize; 2],
    last: Option<usize>,
    sum: u128,
    moves: usize,
    strategy: Tactic,
    rng: Rng,
}

/// A decimal integer (a sign allowed), or why the line is not one.
fn integer(line: &str) -> Result<i128, String> {
    let digits = line.strip_prefix('-').unwrap_or(line);
    if digits.is_empty() || digits.len() > 30 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{line:?} is not an integer (a point's index)"));
    }
    Ok(line.parse().expect("digits"))
}

impl GeoJury {
    fn instance(&self) -> &Instance {
        &self.games[self.game]
    }

    fn n(&self) -> usize {
        self.instance().points.len()
    }

    /// Sets up game `game` and returns its lines.
    fn begin(&mut self, game: usize) -> Vec<String> {
        self.game = game;
        let instance = &self.games[game];
        let n = instance.points.len();
        self.colour = instance
            .points
            .iter()
            .map(|&p| relative_colour(instance.start, p))
            .collect();
        self.classes = [0, 1].map(|c| (0..n).filter(|&i| self.colour[i] == c).collect());
        self.picked_at = vec![None; n];
        self.unused = (0..n).collect();
        self.slot = (0..n).collect();
        self.low = [0, 0];
        self.high = [self.classes[0].len(), self.classes[1].len()];
        self.left = self.high;
        self.last = None;
        self.sum = 0;
        self.moves = 0;
        self.phase = Phase::Side;
        game_lines(instance)
    }

    /// The position by its counts.
    fn counts(&self) -> Counts {
        Counts {
            like: self.left[0],
            unlike: self.left[1],
            prev: self.last.map_or(0, |i| self.colour[i]),
            odd: self.sum % 2 == 1,
            first_to_move: self.moves.is_multiple_of(2),
        }
    }

    /// Picks point `i` (unused): the sum grows by its squared distance from the last point.
    fn pick(&mut self, i: usize) {
        let instance = &self.games[self.game];
        let from = self.last.map_or(instance.start, |j| instance.points[j]);
        self.sum += squared_distance(from, instance.points[i]);
        self.moves += 1;
        self.picked_at[i] = Some(self.moves);
        self.last = Some(i);
        let (k, moved) = (self.slot[i], *self.unused.last().expect("unused"));
        self.unused[k] = moved;
        self.slot[moved] = k;
        self.unused.pop();
        let c = self.colour[i];
        self.left[c] -= 1;
        while self.low[c] < self.high[c] && self.picked_at[self.classes[c][self.low[c]]].is_some() {
            self.low[c] += 1;
        }
        while self.high[c] > self.low[c]
            && self.picked_at[self.classes[c][self.high[c] - 1]].is_some()
        {
            self.high[c] -= 1;
        }
    }

    fn jury_to_move(&self) -> bool {
        self.moves.is_multiple_of(2) != self.program_first
    }

    /// True iff the program has won the finished game: the sum's parity by the rules.
    fn program_won(&self) -> bool {
        self.sum.is_multiple_of(2) == self.program_first
    }

    /// Why the finished game is lost for the program.
    fn lost_reason(&self) -> String {
        let instance = self.instance();
        let last = self.last.expect("a finished game");
        let (x, y) = instance.points[last];
        let (sx, sy) = instance.start;
        let parity = if self.sum.is_multiple_of(2) {
            "even"
        } else {
            "odd"
        };
        let (winner, side) = if self.program_first {
            ("Second", "First")
        } else {
            ("First", "Second")
        };
        format!(
            "game {}: the sum of the {} squared distances is {} ({parity}): {winner} wins, and \
             the program played {side}; the last point was {} = ({x}, {y}) with x + y {} and \
             s = ({sx}, {sy}) with x + y {}",
            self.game + 1,
            self.n(),
            self.sum,
            last + 1,
            if (x + y) % 2 == 0 { "even" } else { "odd" },
            if (sx + sy) % 2 == 0 { "even" } else { "odd" },
        )
    }

    /// The game is over with the program the winner: the next game's lines, or the end.
    fn next_game(&mut self) -> Vec<String> {
        if self.game + 1 == self.games.len() {
            self.phase = Phase::Over;
            Vec::new()
        } else {
            self.begin(self.game + 1)
        }
    }

    /// When only the jury's forced last pick is left: the fault that ends a game the program
    /// has lost (the jury's pick, then -1), or `None` (the jury then plays it as a move).
    fn forced_loss(&mut self) -> Option<Fault> {
        if self.unused.len() != 1 || !self.jury_to_move() {
            return None;
        }
        let i = self.unused[0];
        let instance = self.instance();
        let from = self.last.map_or(instance.start, |j| instance.points[j]);
        let even = (self.sum + squared_distance(from, instance.points[i])).is_multiple_of(2);
        if even == self.program_first {
            return None;
        }
        self.pick(i);
        Some(Fault::Wrong {
            reason: self.lost_reason(),
            send: vec![(i + 1).to_string(), MINUS_ONE.to_owned()],
        })
    }

    /// The colour the program wants last: the sum ends even iff the last point has colour
    /// prev xor odd (each pick adds the xor of its two colours), and First wants it even.
    fn program_reserve(&self, here: Counts) -> usize {
        let first_wants = here.prev ^ usize::from(here.odd);
        if self.program_first {
            first_wants
        } else {
            1 - first_wants
        }
    }

    /// The lowest and the highest unused point of colour `c` (some must be left): the ends of
    /// its window.
    fn lowest(&self, c: usize) -> usize {
        self.classes[c][self.low[c]]
    }

    fn highest(&self, c: usize) -> usize {
        self.classes[c][self.high[c] - 1]
    }

    /// The jury's pick by its strategy.
    fn strategy_pick(&mut self) -> usize {
        if self.strategy == Tactic::Random {
            return self.unused[self.rng.below(self.unused.len())];
        }
        let here = self.counts();
        let jury_first = !self.program_first;
        let reserve = self.program_reserve(here);
        let winning = [reserve, 1 - reserve]
            .into_iter()
            .find(|&c| here.left(c) > 0 && first_wins_counts(here.after(c)) == jury_first);
        let available = |c: usize| if here.left(c) > 0 { c } else { 1 - c };
        match (winning, self.strategy) {
            (Some(c), _) => self.highest(c),
            (None, Tactic::Optimal) => self.highest(available(reserve)),
            (None, Tactic::OtherColour) => self.lowest(available(1 - reserve)),
            (None, Tactic::RandomWhenLost) => self.unused[self.rng.below(self.unused.len())],
            (None, Tactic::Random) => unreachable!("the random strategy has picked above"),
        }
    }

    /// The index of `line` if it is an unused point, or why not.
    fn legal(&self, line: &str) -> Result<usize, (bool, String)> {
        let game = self.game + 1;
        let j = integer(line.trim()).map_err(|why| (true, format!("game {game}: {why}")))?;
        let n = self.n();
        if !(1..=n as i128).contains(&j) {
            return Err((
                false,
                format!("game {game}: {j} is not a point's index (1..={n})"),
            ));
        }
        let i = j as usize - 1;
        if let Some(at) = self.picked_at[i] {
            return Err((
                false,
                format!("game {game}: point {j} was already picked, on move {at}"),
            ));
        }
        Ok(i)
    }
}

impl Jury for GeoJury {
    fn open(&mut self) -> Vec<String> {
        let mut lines = vec![self.games.len().to_string()];
        lines.extend(self.begin(0));
        lines
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Side => Turn::Program,
            Phase::Play if self.jury_to_move() => Turn::Jury,
            Phase::Play => Turn::Program,
            Phase::Over => Turn::Over,
        }
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        if self.phase == Phase::Side {
            self.program_first = match line.trim() {
                "First" => true,
                "Second" => false,
                _ => {
                    return Err(Fault::malformed_with(
                        MINUS_ONE,
                        format!(
                            "game {}: {line:?} is neither `First` nor `Second`",
                            self.game + 1
                        ),
                    ));
                }
            };
            self.phase = Phase::Play;
            return self.forced_loss().map_or(Ok(Vec::new()), Err);
        }
        let i = self.legal(line).map_err(|(malformed, reason)| {
            if malformed {
                Fault::malformed_with(MINUS_ONE, reason)
            } else {
                Fault::wrong_with(MINUS_ONE, reason)
            }
        })?;
        self.pick(i);
        if self.moves == self.n() {
            if !self.program_won() {
                return Err(Fault::wrong_with(MINUS_ONE, self.lost_reason()));
            }
            return Ok(self.next_game());
        }
        self.forced_loss().map_or(Ok(Vec::new()), Err)
    }

    fn choose(&mut self) -> String {
        (self.strategy_pick() + 1).to_string()
    }

    fn moves(&self) -> Vec<String> {
        const SHOWN: usize = 20;
        let mut listed: Vec<usize> = self.unused.clone();
        listed.sort_unstable();
        let mut moves: Vec<String> = listed
            .iter()
            .take(SHOWN)
            .map(|i| (i + 1).to_string())
            .collect();
        if listed.len() > SHOWN {
            moves.push(format!(
                "… {} more unused points (any unused index)",
                listed.len() - SHOWN
            ));
        }
        moves
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        if self.phase != Phase::Play || !self.jury_to_move() {
            return Err("not the jury's turn".to_owned());
        }
        let i = self.legal(line).map_err(|(_, why)| why)?;
        self.pick(i);
        let mut printed = vec![(i + 1).to_string()];
        if self.moves == self.n() {
            // a lost last pick of the jury's is forced, and was judged when the program moved
            assert!(self.program_won(), "{}", self.lost_reason());
            printed.extend(self.next_game());
        }
        Ok(printed)
    }

    fn picture(&self) -> String {
        if self.phase == Phase::Over {
            return "every game is over".to_owned();
        }
        let instance = self.instance();
        let here = self.counts();
        let side = match (self.phase, self.program_first) {
            (Phase::Side, _) => "the program chooses its side",
            (_, true) => "the program plays First",
            (_, false) => "the program plays Second",
        };
        let last = self.last.map_or_else(
            || format!("s = {:?}", instance.start),
            |i| format!("{} = {:?}", i + 1, instance.points[i]),
        );
        let show = |c: usize| {
            let mut listed: Vec<usize> = self.classes[c]
                .iter()
                .copied()
                .filter(|&i| self.picked_at[i].is_none())
                .take(12)
                .map(|i| i + 1)
                .collect();
            listed.sort_unstable();
            format!("{listed:?}{}", if here.left(c) > 12 { " …" } else { "" })
        };
        format!(
            "game {} of {}: n = {}, s = {:?}; {side}\npicked {} of {}; the last point {last}; the \
             sum so far {} ({})\nunused like s (x + y of the parity of s's): {} {}\nunused \
             unlike s: {} {}",
            self.game + 1,
            self.games.len(),
            self.n(),
            instance.start,
            self.moves,
            self.n(),
            self.sum,
            if here.odd { "odd" } else { "even" },
            here.like,
            show(0),
            here.unlike,
            show(1),
        )
    }
}

/// The jury for `input` with strategy `strategy`.
fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    Box::new(GeoJury {
        games: parse_input(input),
        game: 0,
        phase: Phase::Side,
        program_first: false,
        colour: Vec::new(),
        classes: [Vec::new(), Vec::new()],
        picked_at: Vec::new(),
        unused: Vec::new(),
        slot: Vec::new(),
        low: [0, 0],
        high: [0, 0],
        left: [0, 0],
        last: None,
        sum: 0,
        moves: 0,
        strategy,
        rng: Rng::new(seed),
    })
}

/// Every start and every n ≤ 5 points with coordinates in {0, 1}, 2000 games to an input.
fn exhaustive_inputs() -> Vec<String> {
    let corner = |k: usize| ((k & 1) as u64, (k >> 1 & 1) as u64);
    let mut games = Vec::new();
    for n in 1..=5u32 {
        for s in 0..4 {
            for code in 0..4usize.pow(n) {
                let points = (0..n).map(|k| corner(code / 4usize.pow(k) % 4)).collect();
                games.push(Instance {
                    start: corner(s),
                    points,
                });
            }
        }
    }
    games.chunks(MAX_T).map(input_of).collect()
}

/// A coordinate pair in [0, `top`]² whose x + y has parity `parity`.
fn point_of_parity(rng: &mut Rng, top: u64, parity: u64) -> (u64, u64) {
    let x = rng.range(0, top);
    let mut y = rng.range(0, top);
    if (x + y) % 2 != parity {
        y = if y == top { y - 1 } else { y + 1 };
    }
    (x, y)
}

/// A game of n points, `like` of them of the colour of s, in a random order, coordinates in
/// [0, `top`] (top ≥ 1).
fn game_with(rng: &mut Rng, n: usize, like: usize, top: u64) -> Instance {
    let start = (rng.range(0, top), rng.range(0, top));
    let parity = (start.0 + start.1) % 2;
    let mut points: Vec<(u64, u64)> = (0..n)
        .map(|k| point_of_parity(rng, top, if k < like { parity } else { 1 - parity }))
        .collect();
    rng.shuffle(&mut points);
    Instance { start, points }
}

/// A coordinate bound: small (1..3) or the whole range, at random.
fn random_top(rng: &mut Rng) -> u64 {
    if rng.chance(1, 3) {
        rng.range(1, 3)
    } else {
        MAX_C
    }
}

/// 1..=20 games of at most `size` points (the sum at most 10^5), the counts within 2 of a tie.
fn near_ties(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(20);
    let mut budget = MAX_N;
    let mut games = Vec::new();
    for _ in 0..t {
        if budget == 0 {
            break;
        }
        let n = 1 + rng.below(size.min(budget));
        budget -= n;
        let like = (n / 2 + rng.below(5)).saturating_sub(2).min(n);
        let top = random_top(rng);
        games.push(game_with(rng, n, like, top));
    }
    input_of(&games)
}

/// Up to 2000 games of at most `size` points, random colours.
fn many_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T.min(MAX_N / size));
    let games: Vec<Instance> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size);
            let like = rng.below(n + 1);
            let top = random_top(rng);
            game_with(rng, n, like, top)
        })
        .collect();
    input_of(&games)
}

/// Lopsided games of at most `size` points: one colour only, every point on s, or all but one
/// point of one colour.
fn lopsided(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(10);
    let games: Vec<Instance> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size);
            let top = random_top(rng);
            match rng.below(4) {
                0 => game_with(rng, n, n, top),
                1 => game_with(rng, n, 0, top),
                2 => {
                    let s = (rng.range(0, top), rng.range(0, top));
                    Instance {
                        start: s,
                        points: vec![s; n],
                    }
                }
                _ => {
                    let like = if rng.chance(1, 2) { 1 } else { n - 1 };
                    game_with(rng, n, like, top)
                }
            }
        })
        .collect();
    input_of(&games)
}

/// Smaller inputs: the games alone and fewer games; a lone game with every coordinate reduced to
/// its parity (the same colours), or with fewer points (two at a time for n ≤ 12).
fn shrink(input: &str) -> Vec<String> {
    let games = parse_input(input);
    let mut candidates = fewer_cases(&games, input_of);
    if let [game] = &games[..] {
        let low = |(x, y): (u64, u64)| (x % 2, y % 2);
        let reduced = Instance {
            start: low(game.start),
            points: game.points.iter().map(|&p| low(p)).collect(),
        };
        if &reduced != game {
            candidates.push(input_of(&[reduced]));
        }
        let mut fewer = shrink_list(&game.points);
        // two points dropped at once keep the difference of the colour counts (a tie stays one)
        let n = game.points.len();
        if n <= 12 {
            for i in 0..n {
                for j in i + 1..n {
                    let mut points = game.points.clone();
                    points.remove(j);
                    points.remove(i);
                    fewer.push(points);
                }
            }
        }
        for points in fewer.into_iter().filter(|p| !p.is_empty()) {
            candidates.push(input_of(&[Instance {
                start: game.start,
                points,
            }]));
        }
    }
    candidates
}

/// One game of 10^5 points at the corners of the square: `like` of them of the colour of
/// s = (0, 0), the rest at (10^9, 10^9 − 1) or (0, 1), in a shuffled order.
fn corner_game(rng: &mut Rng, like: usize) -> Instance {
    let mut points: Vec<(u64, u64)> = (0..MAX_N)
        .map(|k| match (k < like, k % 2 == 0) {
            (true, true) => (MAX_C, MAX_C),
            (true, false) => (0, 0),
            (false, true) => (MAX_C, MAX_C - 1),
            (false, false) => (0, 1),
        })
        .collect();
    rng.shuffle(&mut points);
    Instance {
        start: (0, 0),
        points,
    }
}

/// The limits: one game of 10^5 points tied (First wins) and one a point short of a tie (Second
/// wins), at the corners; 2000 games of 50 points each, near ties, anywhere.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1903);
    let tie = corner_game(&mut rng, MAX_N / 2);
    let short = corner_game(&mut rng, MAX_N / 2 - 1);
    let many: Vec<Instance> = (0..MAX_T)
        .map(|_| {
            let like = 24 + rng.below(3);
            game_with(&mut rng, MAX_N / MAX_T, like, MAX_C)
        })
        .collect();
    vec![
        MaxInput {
            label: "one game, n = 10^5 at the corners, 50000 like s (a tie: First)",
            input: input_of(&[tie]),
        },
        MaxInput {
            label: "one game, n = 10^5 at the corners, 49999 like s (Second)",
            input: input_of(&[short]),
        },
        MaxInput {
            label: "2000 games of n = 50, 24-26 like s, coordinates up to 10^9",
            input: input_of(&many),
        },
    ]
}

/// The side of the figure's grid: counts 0..=FIGURE_SIDE − 1.
const FIGURE_SIDE: usize = 13;

/// Geo Game: who wins from the start, by the count search, for every number of points coloured
/// like s and unlike it up to 12.
fn figure() -> String {
    let grid = Grid {
        left: 80.0,
        top: 110.0,
        cell: 34.0,
        cols: FIGURE_SIDE,
        rows: FIGURE_SIDE,
        x0: 0,
        y0: 0,
        y_up: true,
    };
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 40.0, grid.top + h + 60.0),
        "Geo Game: who wins from the start, by the search",
        &[
            (Swatch::Cell(WIN), "First wins"),
            (Swatch::Cell(LOSE), "Second wins"),
        ],
    );
    let first = |col: usize, row: usize| first_wins_search(Counts::start(col, row));
    grid.cells(
        &mut svg,
        |col, row| (col + row > 0).then_some(if first(col, row) { WIN } else { LOSE }),
        |col, row| (col + row > 0).then(|| if first(col, row) { "F" } else { "S" }.to_owned()),
    );
    grid.axes(
        &mut svg,
        2,
        "points with x + y of the parity of s's",
        "points of the other parity",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::interactive::{converse, replay};

    /// The statement's example (codeforces.com/problemset/problem/1903/E): its jury does not
    /// play well, and the program wins both games (the first as Second, though First wins it).
    const SAMPLE_INPUT: &str =
        "2\n6\n4 6\n7 6\n8 5\n2 1\n6 2\n6 4\n3 3\n4\n1 1\n3 2\n2 1\n3 3\n1 2\n";
    const SAMPLE: &str = "\
< 2
< 6
< 4 6
< 7 6
< 8 5
< 2 1
< 6 2
< 6 4
< 3 3
> Second
< 2
> 4
< 5
> 6
< 1
> 3
< 4
< 1 1
< 3 2
< 2 1
< 3 3
< 1 2
> First
> 1
< 2
> 4
< 3
";

    fn interactive() -> &'static Interactive {
        SPEC.interactive.as_ref().expect("a jury")
    }

    /// How a test player picks its points.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Play {
        /// The claim: First iff like ≥ unlike, then drain the colour it does not want last.
        Drain,
        /// The claim's side, then a point at odd squared distance from the last one if any.
        OddDistance,
        /// The other side, then as `Drain` would for that side.
        WrongSide,
        /// The claim's side, the lowest unused index while more than 40 points are left, then
        /// as `Drain` (wrong/late-saver.py).
        LateSaver,
    }

    /// One game as a test player sees it: the points' colours, what is used, the next unused
    /// index of each colour and overall (each only moves up), the last pick's colour.
    struct Seen {
        colour: Vec<usize>,
        used: Vec<bool>,
        next: [usize; 2],
        next_any: usize,
        last_colour: usize,
        first: bool,
        moves: usize,
    }

    impl Seen {
        fn new(game: &Instance, play: Play) -> Seen {
            let colour: Vec<usize> = game
                .points
                .iter()
                .map(|&p| relative_colour(game.start, p))
                .collect();
            let like = colour.iter().filter(|&&c| c == 0).count();
            let first = (like >= colour.len() - like) != (play == Play::WrongSide);
            Seen {
                used: vec![false; colour.len()],
                colour,
                next: [0, 0],
                next_any: 0,
                last_colour: 0,
                first,
                moves: 0,
            }
        }

        fn done(&self) -> bool {
            self.moves == self.colour.len()
        }

        fn mark(&mut self, i: usize) {
            self.used[i] = true;
            self.last_colour = self.colour[i];
            self.moves += 1;
        }

        /// The lowest unused point of colour `c`, if any.
        fn of_colour(&mut self, c: usize) -> Option<usize> {
            let n = self.colour.len();
            while self.next[c] < n && (self.used[self.next[c]] || self.colour[self.next[c]] != c) {
                self.next[c] += 1;
            }
            (self.next[c] < n).then_some(self.next[c])
        }

        /// Our pick by `play`, marked, as a line.
        fn pick(&mut self, play: Play) -> String {
            // First wants a point coloured like s last, Second the other colour
            let drain = if self.first { 1 } else { 0 };
            while self.used[self.next_any] {
                self.next_any += 1;
            }
            let left = self.colour.len() - self.moves;
            let i = match play {
                Play::LateSaver if left > 40 => self.next_any,
                Play::OddDistance => {
                    let other = 1 - self.last_colour;
                    self.of_colour(other).unwrap_or(self.next_any)
                }
                _ => self
                    .of_colour(drain)
                    .or_else(|| self.of_colour(1 - drain))
                    .expect("a point is left"),
            };
            self.mark(i);
            (i + 1).to_string()
        }
    }

    /// A player of `play`, written here from the README.
    fn player(play: Play) -> impl FnMut(&str) -> Vec<String> {
        let mut pending: Vec<String> = Vec::new();
        let mut t_read = false;
        let mut game: Option<Seen> = None;
        move |line: &str| {
            if !t_read || line == "-1" {
                t_read = true;
                return Vec::new();
            }
            let Some(seen) = game.as_mut() else {
                pending.push(line.to_owned());
                let n: usize = pending[0].parse().unwrap();
                if pending.len() < n + 2 {
                    return Vec::new();
                }
                let parsed = parse_input(&format!("1 {}", pending.join(" "))).remove(0);
                pending.clear();
                let mut seen = Seen::new(&parsed, play);
                let mut out = vec![if seen.first { "First" } else { "Second" }.to_owned()];
                if seen.first {
                    out.push(seen.pick(play));
                }
                if !seen.done() {
                    game = Some(seen);
                }
                return out;
            };
            let j: usize = line.parse().unwrap();
            seen.mark(j - 1);
            let mut out = Vec::new();
            if !seen.done() {
                out.push(seen.pick(play));
            }
            if seen.done() {
                game = None;
            }
            out
        }
    }

    fn all_test_inputs() -> Vec<String> {
        let mut inputs = exhaustive_inputs();
        let mut rng = Rng::new(1903);
        for generator in SPEC.random {
            for size in [1, 2, 3, generator.max_size / 2, generator.max_size] {
                inputs.push((generator.generate)(&mut rng, size.max(1)));
            }
        }
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        inputs
    }

    #[test]
    fn a_squared_distance_is_odd_iff_the_colours_differ() {
        let mut rng = Rng::new(5);
        let mut points: Vec<(u64, u64)> =
            (0..4).flat_map(|x| (0..4).map(move |y| (x, y))).collect();
        points.extend((0..200).map(|_| (rng.range(0, MAX_C), rng.range(0, MAX_C))));
        points.extend([(0, 0), (MAX_C, MAX_C), (MAX_C, 0), (MAX_C - 1, MAX_C)]);
        for &p in &points {
            for &q in &points {
                let odd = squared_distance(p, q) % 2 == 1;
                assert_eq!(odd, relative_colour(p, q) == 1, "{p:?} {q:?}");
            }
        }
        assert_eq!(squared_distance((0, 0), (MAX_C, MAX_C)), 2 * 10u128.pow(18));
    }

    #[test]
    fn the_count_search_agrees_with_the_point_search_on_every_position() {
        // every exhaustive game of n ≤ 4, every set of picked points, every last point and
        // parity; then random games of n ≤ 8 anywhere, from the start
        let mut checked = 0;
        for input in exhaustive_inputs().iter().take(1) {
            for game in parse_input(input).iter().filter(|g| g.points.len() <= 4) {
                let n = game.points.len();
                let colour = |i: usize| relative_colour(game.start, game.points[i]);
                for used in 0u32..(1 << n) {
                    let lasts: Vec<Option<usize>> = if used == 0 {
                        vec![None]
                    } else {
                        (0..n).filter(|&i| used & (1 << i) != 0).map(Some).collect()
                    };
                    for last in lasts {
                        for odd in [false, true] {
                            let free = (0..n).filter(|&i| used & (1 << i) == 0);
                            let like = free.clone().filter(|&i| colour(i) == 0).count();
                            let counts = Counts {
                                like,
                                unlike: free.count() - like,
                                prev: last.map_or(0, colour),
                                odd,
                                first_to_move: used.count_ones() % 2 == 0,
                            };
                            assert_eq!(
                                first_wins_brute(game, used, last, odd),
                                first_wins_search(counts),
                                "{game:?} {used:b} {last:?} {odd}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
        let mut rng = Rng::new(8);
        for _ in 0..300 {
            let n = 1 + rng.below(8);
            let like = rng.below(n + 1);
            let top = random_top(&mut rng);
            let game = game_with(&mut rng, n, like, top);
            assert_eq!(
                first_wins_brute(&game, 0, None, false),
                first_wins_search(Counts::start(like, n - like)),
                "{game:?}"
            );
        }
    }

    #[test]
    fn the_reference_agrees_with_the_search_on_its_whole_reach() {
        for like in 0..=REACH {
            for unlike in 0..=REACH {
                for state in 0..8 {
                    let c = Counts {
                        like,
                        unlike,
                        prev: state >> 2,
                        odd: state >> 1 & 1 == 1,
                        first_to_move: state & 1 == 1,
                    };
                    assert_eq!(first_wins_search(c), first_wins_reference(c), "{c:?}");
                }
            }
        }
    }

    #[test]
    fn the_readmes_small_cases() {
        // from the start: First wins iff like ≥ unlike, on the whole reach
        for like in 0..=REACH {
            for unlike in 0..=REACH {
                if like + unlike > 0 {
                    let first = first_wins_search(Counts::start(like, unlike));
                    assert_eq!(first, like >= unlike, "{like} {unlike}");
                }
            }
        }
        // the statement's two games: 3 like and 3 unlike (First), 1 and 3 (Second)
        let games = parse_input(SAMPLE_INPUT);
        assert!(first_wins_brute(&games[0], 0, None, false));
        assert!(!first_wins_brute(&games[1], 0, None, false));
    }

    #[test]
    fn the_statement_transcript_replays() {
        assert_eq!(validate(SAMPLE_INPUT), Ok(()));
        assert_eq!(replay(interactive(), SAMPLE_INPUT, SAMPLE), Ok(None));
        // in game 2 the jury may not pick 4 again
        let bad = SAMPLE.replace("< 3\n", "< 4\n");
        let err = replay(interactive(), SAMPLE_INPUT, &bad).expect_err("4 is picked");
        assert!(err.contains("already picked"), "{err}");
        // when the program's picks 4 and 1 swap, the last point of game 1 is 4 = (6, 2): First wins
        let lost = SAMPLE.replace("> 4\n< 5\n> 6\n< 1\n> 3\n", "> 1\n< 5\n> 6\n< 3\n> 4\n");
        let fault = replay(interactive(), SAMPLE_INPUT, &lost)
            .unwrap()
            .expect("Second loses game 1");
        assert!(fault.reason().contains("First wins"), "{fault:?}");
        assert_eq!(fault.send(), ["-1"]);
    }

    #[test]
    fn the_claims_players_beat_every_strategy_on_every_test_input() {
        for input in all_test_inputs() {
            for play in [Play::Drain, Play::OddDistance] {
                for strategy in STRATEGIES {
                    let ending = converse((strategy.start)(&input, 3), &mut player(play));
                    assert!(
                        ending.fault.is_none(),
                        "{}: {:?}\n{}",
                        strategy.name,
                        ending.fault,
                        ending.transcript.tail(20)
                    );
                }
            }
        }
    }

    #[test]
    fn the_wrong_side_loses_to_every_strategy_that_plays_to_win() {
        let lose = |input: &str, s: Tactic| {
            converse(start(input, s, 3), &mut player(Play::WrongSide)).fault
        };
        // one point like s: First wins, and the jury's forced pick ends the game
        let fault = lose("1\n1\n0 0\n1 1\n", Tactic::Optimal).expect("Second loses");
        assert!(fault.reason().contains("First wins"), "{fault:?}");
        assert_eq!(fault.send(), ["1", "-1"]);
        // every exhaustive game alone
        let games: Vec<Instance> = exhaustive_inputs()
            .iter()
            .flat_map(|input| parse_input(input))
            .collect();
        for s in [Tactic::Optimal, Tactic::OtherColour, Tactic::RandomWhenLost] {
            for game in &games {
                let input = input_of(std::slice::from_ref(game));
                assert!(lose(&input, s).is_some(), "{s:?}: {game:?}");
            }
        }
    }

    #[test]
    fn the_late_saver_beats_the_random_jury_and_loses_to_the_optimal_one() {
        for input in all_test_inputs() {
            for seed in 0..3 {
                let ending = converse(
                    start(&input, Tactic::Random, seed),
                    &mut player(Play::LateSaver),
                );
                assert!(ending.fault.is_none(), "{seed}: {:?}", ending.fault);
            }
        }
        let max = max_inputs();
        for m in &max {
            let ending = converse(
                start(&m.input, Tactic::Optimal, 3),
                &mut player(Play::LateSaver),
            );
            let fault = ending.fault.expect("the late saver loses");
            assert!(
                fault.reason().contains("wins, and the program played"),
                "{fault:?}"
            );
        }
    }

    #[test]
    fn bad_lines_are_faults_with_their_reasons() {
        let play = |lines: &'static [&'static str]| {
            let mut lines = lines.iter();
            let mut said = false;
            let mut player = move |_: &str| {
                if said {
                    return Vec::new();
                }
                said = true;
                lines.by_ref().map(|l| (*l).to_owned()).collect()
            };
            converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut player).fault
        };
        let fault = play(&["first"]).expect("not a side");
        assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
        let fault = play(&["First", "1.0"]).expect("not an integer");
        assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
        let fault = play(&["First", "7"]).expect("no point 7");
        assert!(
            matches!(&fault, Fault::Wrong { reason, .. } if reason.contains("1..=6")),
            "{fault:?}"
        );
        assert_eq!(fault.send(), ["-1"]);
        let fault = play(&["First", "0"]).expect("no point 0");
        assert!(fault.reason().contains("not a point"), "{fault:?}");
        // First picks 5, the jury answers, and First picks 5 again
        let ending = converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut {
            let mut step = 0;
            move |_: &str| {
                step += 1;
                match step {
                    9 => vec!["First".to_owned(), "5".to_owned()],
                    10 => vec!["5".to_owned()],
                    _ => Vec::new(),
                }
            }
        });
        let fault = ending.fault.expect("5 twice");
        assert!(
            fault.reason().contains("already picked, on move 1"),
            "{fault:?}"
        );
    }

    #[test]
    fn a_human_in_the_jurys_seat_sees_the_position_and_its_moves() {
        let mut jury = start(SAMPLE_INPUT, Tactic::Optimal, 1);
        jury.open();
        jury.hear("First").unwrap();
        jury.hear("4").unwrap();
        let picked = jury.choose();
        jury.play(&picked).unwrap();
        assert!(
            jury.picture().contains("picked 2 of 6"),
            "{}",
            jury.picture()
        );
        assert_eq!(jury.moves().len(), 4);
    }

    #[test]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 6);
        let games: usize = exhaustive_inputs()
            .iter()
            .map(|i| parse_input(i).len())
            .sum();
        assert_eq!(games, 5456);
        for bad in [
            "0\n",
            "1\n0\n0 0\n",
            "1\n1\n0 0\n1000000001 0\n",
            "1\n2\n0 0\n1 1\n",
            "1\n1\n0 0\n1 1",
            "2\n1\n0 0\n1 1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
        let shrunk = shrink(SAMPLE_INPUT);
        assert!(shrunk.contains(&"1\n4\n1 1\n3 2\n2 1\n3 3\n1 2\n".to_owned()));
        let one = shrink("1\n2\n4 6\n7 6\n8 5\n");
        assert!(one.contains(&"1\n2\n0 0\n1 0\n0 1\n".to_owned()), "{one:?}");
    }
}

//! The jury: the protocol, and the strategies it plays.

use super::parse_input;
use super::rules::{Counts, Instance, first_wins_counts, game_lines};
use plan_kit::interactive::{Fault, Jury, MINUS_ONE, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::tokens;

/// The jury's strategies, in the order every test plays them.
pub(super) const STRATEGIES: &[Strategy] = &[
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
pub(super) enum Tactic {
    Optimal,
    OtherColour,
    RandomWhenLost,
    Random,
}

/// The squared Euclidean distance between `p` and `q`, exactly.
pub(super) fn squared_distance(p: (u64, u64), q: (u64, u64)) -> u128 {
    let dx = u128::from(p.0.abs_diff(q.0));
    let dy = u128::from(p.1.abs_diff(q.1));
    dx * dx + dy * dy
}

/// The colour of a point relative to s: 0 iff (x + y) and (s_x + s_y) have the same parity.
pub(super) fn relative_colour(start: (u64, u64), p: (u64, u64)) -> usize {
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
pub(super) fn integer(line: &str) -> Result<i128, String> {
    tokens::integer(line).ok_or_else(|| format!("{line:?} is not an integer (a point's index)"))
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
pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
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

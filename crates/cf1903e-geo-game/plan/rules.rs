//! The game and the oracle: the rules, searched.

use std::sync::OnceLock;

/// One game: the start s and the points, 0-based here (1-based in the protocol).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Instance {
    pub start: (u64, u64),
    pub points: Vec<(u64, u64)>,
}

/// The lines of one game as the jury prints them: n, s, the points.
pub(super) fn game_lines(game: &Instance) -> Vec<String> {
    let mut lines = Vec::with_capacity(game.points.len() + 2);
    lines.push(game.points.len().to_string());
    for (x, y) in std::iter::once(&game.start).chain(&game.points) {
        lines.push(format!("{x} {y}"));
    }
    lines
}

/// A position by its counts: the unused points coloured like s (`like`) and unlike it, the
/// colour of the last point picked relative to s (`prev`: 0 like s, 1 unlike; s itself is 0),
/// the parity of the sum so far, and whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Counts {
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
pub(super) const REACH: usize = 200;

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
pub(super) fn first_wins_search(c: Counts) -> bool {
    assert!(c.like <= REACH && c.unlike <= REACH, "beyond the search");
    count_table()[table_index(c)]
}

/// The race rule beyond the search: the sum ends even iff the last point has colour
/// w = prev xor odd, so First wants w last and Second the other colour; each removes the colour
/// it does not want, and the mover wins iff its unwanted colour is no larger than its wanted one
/// (the other player wins iff it is strictly larger).
pub(super) fn first_wins_reference(c: Counts) -> bool {
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
pub(super) fn first_wins_counts(c: Counts) -> bool {
    if c.like <= REACH && c.unlike <= REACH {
        first_wins_search(c)
    } else {
        first_wins_reference(c)
    }
}

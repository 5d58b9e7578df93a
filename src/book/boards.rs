//! The boards of the book's chapters, as data the page's script walks (`board.js`): the game
//! itself is never written in JavaScript. A game stated in the kit's words ([`plan_kit::game`])
//! is exported from the kit's search of it: for a few small games of the problem's samples,
//! every position (drawn as text), every move (its name, the position it reaches, its points),
//! the outcome of each move for its mover, each position's best move and Grundy value. An
//! interactive problem's board is a recorded game of our solution against the jury's first
//! strategy, line by line.

use crate::workspace::Workspace;
use anyhow::{Context, Result};
use plan_kit::game::{Games, Kind, Outcome, Solved};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// The most positions one exported game may have: the page holds all of them.
const BOARD_POSITIONS: usize = 4_000;

/// The most games a board offers.
const BOARD_GAMES: usize = 6;

/// Writes the board of `problem` below `out` (`boards/<problem>.js`) and returns its path below
/// `out`; `None` for a problem without one.
pub fn write(
    ws: &Workspace,
    out: &Path,
    problem: &str,
    progress: &mut dyn FnMut(super::Progress),
) -> Result<Option<PathBuf>> {
    let Some(plan) = plans::plan(problem) else {
        return Ok(None);
    };
    let data = if let Some(play) = &plan.play {
        let games = games(ws, problem, play)?;
        if games.is_empty() {
            return Ok(None);
        }
        json!({"problem": problem, "notation": play.notation, "games": games})
    } else if let Some(interactive) = &plan.interactive {
        progress(super::Progress::PlayingGame { problem });
        json!({"problem": problem, "recorded": recorded(ws, problem, interactive)?})
    } else {
        return Ok(None);
    };
    let path = Path::new("boards").join(format!("{problem}.js"));
    let json = serde_json::to_string(&data).expect("JSON");
    super::site::write(&out.join(&path), &format!("window.BOOK_BOARD = {json};\n"))?;
    Ok(Some(path))
}

/// The problem's sample files, official first, then hand-made, each with its name.
fn sample_inputs(ws: &Workspace, problem: &str) -> Result<Vec<(String, String)>> {
    let problem = ws.problem(problem)?;
    let mut samples = crate::samples::samples(problem);
    samples.sort_by_key(|s| !s.is_official());
    let mut inputs = Vec::new();
    for sample in samples {
        let text = std::fs::read_to_string(&sample.input)
            .with_context(|| format!("cannot read {}", sample.input.display()))?;
        let name = sample
            .input
            .file_stem()
            .map_or(String::new(), |s| s.to_string_lossy().into_owned());
        inputs.push((name, text));
    }
    Ok(inputs)
}

/// The exported games: the samples' games of at most [`BOARD_POSITIONS`] positions, the first
/// [`BOARD_GAMES`] of them.
fn games(ws: &Workspace, problem: &str, play: &plan_kit::game::Play) -> Result<Vec<Value>> {
    let mut exported = Vec::new();
    for (name, input) in sample_inputs(ws, problem)? {
        // a sample of megabytes is a max input, no game to show
        if input.len() > 4096 {
            continue;
        }
        let mut games: Games = (play.games)(&input);
        for k in 0..games.len() {
            if exported.len() == BOARD_GAMES {
                return Ok(exported);
            }
            let label = if games.len() == 1 {
                format!("sample {name}")
            } else {
                format!("sample {name}, game {}", k + 1)
            };
            let solved = games.get(k);
            if let Ok(solved) = solved
                && solved.len() <= BOARD_POSITIONS
            {
                exported.push(export(&label, solved));
            }
        }
    }
    Ok(exported)
}

/// One solved game as the page's data.
fn export(label: &str, solved: &Solved) -> Value {
    let word = |outcome: Outcome| outcome.word();
    let positions: Vec<Value> = (0..solved.len())
        .map(|p| {
            let moves: Vec<Value> = solved
                .moves(p)
                .iter()
                .enumerate()
                .map(|(i, (name, to, gain))| {
                    let (outcome, margin) = solved.after(p, i);
                    json!({"n": name, "to": to, "g": gain, "o": word(outcome), "m": margin,
                           "gv": solved.grundy(*to)})
                })
                .collect();
            json!({
                "d": solved.draw(p),
                "moves": moves,
                "o": word(solved.value(p).outcome),
                "best": solved.best_move(p),
                "gv": solved.grundy(p),
            })
        })
        .collect();
    let kind = match solved.kind() {
        Kind::Impartial => "impartial",
        Kind::Misere => "misere",
        Kind::Partizan => "partizan",
        Kind::Score => "score",
    };
    json!({"label": label, "kind": kind, "positions": positions})
}

/// A game of our binary against the jury's first strategy on the first sample: the
/// numbered transcript's lines, `<` the jury's, `>` the program's.
fn recorded(
    ws: &Workspace,
    problem: &str,
    interactive: &plan_kit::interactive::Interactive,
) -> Result<Value> {
    let (_, instance) = sample_inputs(ws, problem)?
        .into_iter()
        .next()
        .context("no sample")?;
    // the binary the tests build (release, with overflow checks), built once for both
    let exe = crate::build::binary(ws, problem).display().to_string();
    let known = ws.problem(problem)?;
    let limits = crate::run::Limits {
        wall: crate::engine::wall_backstop(known.time_limit),
        cpu: Some(known.time_limit),
        idle: Some(crate::engine::idle_limit(known.time_limit)),
        address_space: None,
    };
    let game = crate::engine::interactive::play_game(
        &crate::workspace::judge_exe(),
        &[exe.as_str()],
        &limits,
        interactive.first(),
        &instance,
        1,
    )
    .context("the game did not run")?;
    let lines: Vec<Value> = game
        .transcript
        .numbered()
        .lines()
        .map(|line| json!(line))
        .collect();
    let (verdict, why) = crate::engine::interactive::plain_game_verdict(&game);
    Ok(json!({
        "strategy": interactive.first().name,
        "instance": instance,
        "lines": lines,
        "result": format!("{verdict}{}", if why.is_empty() { String::new() } else { format!(": {why}") }),
    }))
}

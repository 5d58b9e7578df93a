// A chapter's board: it walks the data of boards/<problem>.js (window.BOOK_BOARD), which the
// kit's search of the game exported when the book was built: positions drawn as text, their
// moves (name, the position reached, points), each move's outcome for its mover and each
// position's best move. No rule of any game is written here. The person plays one side against
// the perfect opponent; when the game ends, an element with `data-result` says `you win`,
// `you lose` or `draw`. An interactive problem's board replays a recorded game line by line.
(function () {
  "use strict";
  var data = window.BOOK_BOARD;
  var section = document.getElementById("board");
  if (!data || !section) { return; }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  if (data.recorded) { return replay(data.recorded); }

  var state = { game: 0, personFirst: true, hints: false, path: [0], gains: [] };

  function game() { return data.games[state.game]; }
  function at() { return state.path[state.path.length - 1]; }
  function mover() { return (state.path.length - 1) % 2; } // 0: the first player
  function person() { return state.personFirst ? 0 : 1; }
  function repeated() {
    var p = at();
    return state.path.filter(function (q) { return q === p; }).length >= 3;
  }
  function totals() {
    var t = [0, 0];
    state.gains.forEach(function (g, i) { t[i % 2] += g; });
    return t;
  }
  function over() { return game().positions[at()].moves.length === 0 || repeated(); }

  // The result for the person once the game is over.
  function result() {
    var g = game();
    if (g.kind === "score") {
      var t = totals(), mine = t[person()] - t[1 - person()];
      return mine > 0 ? "you win" : mine < 0 ? "you lose" : "draw";
    }
    if (repeated()) { return "draw"; }
    var moverWins = g.kind === "misere";
    return (mover() === person()) === moverWins ? "you win" : "you lose";
  }

  function play(i) {
    var move = game().positions[at()].moves[i];
    state.gains.push(move.g);
    state.path.push(move.to);
  }

  function opponentMoves() {
    if (!over() && mover() !== person()) {
      var best = game().positions[at()].best;
      window.setTimeout(function () { play(best); draw(); }, 200);
    }
  }

  function undo() {
    // back to the person's previous turn: their move and the reply after it
    if (state.path.length - 1 < 1 + person()) { return; }
    do { state.path.pop(); state.gains.pop(); } while (mover() !== person());
    draw();
  }

  function draw() {
    var g = game(), p = g.positions[at()];
    section.innerHTML = "";
    section.appendChild(el("h2", {}, "Play the game"));
    var controls = el("div", { "class": "controls" });
    var pick = el("select", { "aria-label": "game" });
    data.games.forEach(function (gm, k) {
      var option = el("option", { value: String(k) }, gm.label);
      if (k === state.game) { option.selected = true; }
      pick.appendChild(option);
    });
    pick.onchange = function () { state.game = Number(pick.value); restart(); };
    controls.appendChild(pick);
    var first = el("button", { "data-control": "first" },
      state.personFirst ? "let the opponent start" : "move first");
    first.onclick = function () { state.personFirst = !state.personFirst; restart(); };
    controls.appendChild(first);
    var hints = el("button", { "data-control": "hints" }, state.hints ? "hide hints" : "hints (?)");
    hints.onclick = function () { state.hints = !state.hints; draw(); };
    controls.appendChild(hints);
    var back = el("button", { "data-control": "undo" }, "undo");
    back.onclick = undo;
    controls.appendChild(back);
    var again = el("button", { "data-control": "restart" }, "new game");
    again.onclick = restart;
    controls.appendChild(again);
    section.appendChild(controls);
    section.appendChild(el("p", { "class": "log" }, "Moves: " + data.notation));
    section.appendChild(el("pre", { "class": "position" }, p.d));
    if (g.kind === "score") {
      var t = totals();
      section.appendChild(el("p", {}, "score: first " + t[0] + ", second " + t[1]));
    }
    if (p.gv !== null && p.gv !== undefined) {
      section.appendChild(el("p", { "class": "log" }, "Grundy value of this position: " + p.gv));
    }
    if (over()) {
      section.appendChild(el("p", { "data-result": result() }, result()));
      return;
    }
    if (mover() !== person()) {
      section.appendChild(el("p", { "class": "log" }, "the opponent is thinking…"));
      return opponentMoves();
    }
    var moves = el("div", { "class": "moves" });
    p.moves.forEach(function (move, i) {
      var wrap = el("span", {});
      var button = el("button", { "data-move": move.n }, move.n);
      button.onclick = function () { play(i); draw(); };
      wrap.appendChild(button);
      if (state.hints) {
        var hint = move.o + (move.m !== null && move.m !== undefined ? " by " + Math.abs(move.m) : "") +
          (move.gv !== null && move.gv !== undefined ? ", Grundy " + move.gv : "");
        wrap.appendChild(el("span", { "class": "hint-" + move.o, "data-hint": move.o }, " " + hint + " "));
      }
      moves.appendChild(wrap);
    });
    section.appendChild(moves);
  }

  function restart() {
    state.path = [0];
    state.gains = [];
    draw();
  }

  function replay(recorded) {
    var shown = 0;
    function show() {
      section.innerHTML = "";
      section.appendChild(el("h2", {}, "A recorded game: our solution against the jury's `" +
        recorded.strategy + "` strategy"));
      section.appendChild(el("p", { "class": "log" }, "< the jury's lines, > the program's"));
      section.appendChild(el("pre", { "class": "position" },
        recorded.lines.slice(0, shown).join("\n") || "(the game has not started)"));
      var controls = el("div", { "class": "controls" });
      var next = el("button", { "data-step": "next" }, "next line");
      next.onclick = function () { shown = Math.min(shown + 1, recorded.lines.length); show(); };
      var prev = el("button", { "data-step": "back" }, "back");
      prev.onclick = function () { shown = Math.max(shown - 1, 0); show(); };
      var all = el("button", { "data-step": "all" }, "the whole game");
      all.onclick = function () { shown = recorded.lines.length; show(); };
      controls.appendChild(prev);
      controls.appendChild(next);
      controls.appendChild(all);
      section.appendChild(controls);
      if (shown === recorded.lines.length) {
        section.appendChild(el("p", { "data-verdict": recorded.result }, "verdict: " + recorded.result));
      }
    }
    show();
  }

  draw();
})();

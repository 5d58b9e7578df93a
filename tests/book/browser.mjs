// The book (`cargo judge book`) in a real browser: Debian's chromium, headless, driven by
// playwright-core, with a fresh profile and the background networking off (this machine's
// network is closed). The pages are opened from the disk (file://), as a reader opens an offline
// copy. What it checks:
//   1. the front page lists every problem of the collection (its table of contents);
//   2. a search finds what a learner types: English words, Chinese titles, judge ids, and
//      `index.html?search=欧几里德` lists luogu-p1290-euclid-game;
//   3. every page opens with no console error, and every picture of every chapter loads;
//   4. a game is played to its end by clicking: once following the hints to a win from a won
//      position, once choosing losing moves, each ending in an element with `data-result`; and
//      every board of a game that is not interactive is played to its `data-result`;
//   5. an interactive problem's recorded game steps to its verdict.
// Usage: node browser.mjs <book folder> <the collection's problems, comma-separated>
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [book, problemList] = process.argv.slice(2);
if (!book || !problemList) {
  console.error("usage: node browser.mjs <book folder> <problem,problem,…>");
  process.exit(2);
}
const problems = problemList.split(",");
// a page's address, its query (`?search=…`) kept apart from the file's path
const url = (path) => {
  const [file, query] = path.split("?");
  return pathToFileURL(join(resolve(book), file)).href + (query ? `?${query}` : "");
};
const profile = mkdtempSync(join(tmpdir(), "book-browser-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const failures = [];
const fail = (what) => { failures.push(what); console.log(`FAIL ${what}`); };
const ok = (what) => console.log(`ok   ${what}`);

// A page opened and checked for console errors and failed loads.
async function open(path) {
  const page = await browser.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("requestfailed", (r) => errors.push(`could not load ${r.url()}`));
  await page.goto(url(path));
  await page.waitForLoadState("load");
  return { page, errors };
}

// 1. the table of contents
{
  const { page, errors } = await open("index.html");
  const listed = await page.$$eval("nav.toc a[data-problem]", (as) => as.map((a) => a.dataset.problem));
  const missing = problems.filter((p) => !listed.includes(p));
  if (missing.length) fail(`the front page does not list ${missing.join(", ")}`);
  else ok(`the front page lists all ${problems.length} problems`);
  if (errors.length) fail(`index.html: ${errors.join("; ")}`);
  await page.close();
}

// 2. search
const searches = [
  ["欧几里德", "crates/luogu-p1290-euclid-game/index.html"],
  ["取火柴", "crates/luogu-p1247-matches/index.html"],
  ["黑白棋", "crates/luogu-p2490-black-white-chess/index.html"],
  ["P2148", "crates/luogu-p2148-e-and-d/index.html"],
  ["1704F", "crates/cf1704f-colouring-game/index.html"],
  ["abc278", "crates/abc278f-shiritori/index.html"],
  ["Wythoff", "crates/luogu-p3024-cow-checkers/index.html"],
  ["Sprague", null],
  ["mex", null],
];
for (const [words, expected] of searches) {
  const { page, errors } = await open(`index.html?search=${encodeURIComponent(words)}`);
  const found = await page.$$eval("#results a[data-search-result]", (as) => as.map((a) => a.dataset.searchResult));
  if (found.length === 0) fail(`search ${words}: no result`);
  else if (expected && !found.includes(expected)) fail(`search ${words}: ${expected} not among ${found.join(", ")}`);
  else ok(`search ${words}: ${found.length} pages${expected ? `, ${expected} among them` : ""}`);
  if (errors.length) fail(`search ${words}: ${errors.join("; ")}`);
  await page.close();
}

// 3. every page of the book's index (chapters, the front page, the appendix): no console error,
// every picture loaded
const pages = await (async () => {
  const { page } = await open("index.html");
  const urls = await page.evaluate(() => window.BOOK_INDEX.map((p) => p.u));
  await page.close();
  return urls;
})();
for (const problem of problems) {
  if (!pages.includes(`crates/${problem}/index.html`)) fail(`no chapter for ${problem}`);
}
for (const path of pages) {
  const { page, errors } = await open(path);
  const images = await page.$$eval("main img", (imgs) => imgs.map((i) => [i.getAttribute("src"), i.complete && i.naturalWidth > 0]));
  const broken = images.filter(([, loaded]) => !loaded).map(([src]) => src);
  if (broken.length) fail(`${path}: pictures not loaded: ${broken.join(", ")}`);
  if (errors.length) fail(`${path}: ${errors.join("; ")}`);
  await page.close();
}
ok(`all ${pages.length} pages opened; their pictures loaded unless said above`);

// 4. a game played to its end by clicking
async function playGame(problem, prefer) {
  const { page, errors } = await open(`crates/${problem}/index.html`);
  await page.click("#board button[data-control=hints]");
  for (let moves = 0; moves < 500; moves++) {
    await page.waitForSelector("#board [data-result], #board [data-move]");
    const result = await page.$("#board [data-result]");
    if (result) {
      const said = await result.getAttribute("data-result");
      if (errors.length) fail(`${problem}: ${errors.join("; ")}`);
      await page.close();
      return said;
    }
    const choices = await page.$$eval("#board .moves > span", (spans) =>
      spans.map((s) => [s.querySelector("[data-move]").dataset.move, s.querySelector("[data-hint]").dataset.hint]));
    const chosen = choices.find(([, hint]) => hint === prefer) || choices[0];
    await page.click(`#board button[data-move="${chosen[0]}"]`);
    // the opponent answers; wait for the board to be drawn again
    await page.waitForFunction(() => !document.querySelector("#board .log")?.textContent.includes("thinking"));
  }
  fail(`${problem}: the game did not end in 500 moves`);
  await page.close();
  return null;
}
const won = await playGame("luogu-p1247-matches", "win");
if (won === "you win") ok("luogu-p1247-matches: followed the hints to a win"); else fail(`luogu-p1247-matches, following the hints: ${won}`);
const lost = await playGame("luogu-p1247-matches", "lose");
if (lost === "you lose") ok("luogu-p1247-matches: chose losing moves and lost"); else fail(`luogu-p1247-matches, losing moves: ${lost}`);

// 4b. every board of a game that is not interactive plays to its end by clicking, following the
// hints (a move marked `win` where there is one)
{
  let boards = 0;
  for (const problem of problems) {
    const { page } = await open(`crates/${problem}/index.html`);
    const playable = await page.$("#board button[data-control=hints]");
    await page.close();
    if (!playable) continue;
    boards += 1;
    const said = await playGame(problem, "win");
    if (!["you win", "you lose", "draw"].includes(said)) fail(`${problem}: the board ended with ${said}`);
  }
  ok(`all ${boards} boards of games that are not interactive played to a data-result`);
}

// 5. a recorded interactive game
{
  const { page, errors } = await open("crates/abc398e-tree-game/index.html");
  await page.click("#board button[data-step=all]");
  const verdict = await page.getAttribute("#board [data-verdict]", "data-verdict");
  if (verdict !== "AC") fail(`abc398e-tree-game: the recorded game's verdict is ${verdict}`);
  else ok("abc398e-tree-game: the recorded game steps to its verdict, AC");
  if (errors.length) fail(`abc398e-tree-game: ${errors.join("; ")}`);
  await page.close();
}

await browser.close();
rmSync(profile, { recursive: true, force: true });
if (failures.length) {
  console.log(`${failures.length} failed`);
  process.exit(1);
}
console.log("every check passed");

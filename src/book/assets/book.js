// The book's search: every page's title and text (search-index.js) matched by substrings, so
// that Chinese titles and judge ids are found without splitting words. The box of every page
// sends its words to the front page (index.html?search=WORDS), which shows the results.
(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || "";
  var pages = window.BOOK_INDEX || [];

  function escapeHtml(text) {
    return text.replace(/[&<>"]/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c];
    });
  }

  // The pages holding every word, those with the words in their title first.
  function find(words) {
    var terms = words.toLowerCase().split(/\s+/).filter(function (w) { return w.length > 0; });
    if (terms.length === 0) { return []; }
    var found = [];
    pages.forEach(function (page) {
      var title = page.t.toLowerCase();
      var text = title + " " + page.x.toLowerCase();
      if (terms.every(function (t) { return text.indexOf(t) >= 0; })) {
        var inTitle = terms.filter(function (t) { return title.indexOf(t) >= 0; }).length;
        found.push({ page: page, rank: inTitle, at: text.indexOf(terms[0]) - title.length - 1 });
      }
    });
    found.sort(function (a, b) { return b.rank - a.rank; });
    return found;
  }

  function snippet(found) {
    var at = Math.max(0, found.at);
    var from = Math.max(0, at - 60);
    return (from > 0 ? "…" : "") + found.page.x.substr(from, 160) + "…";
  }

  function show(words) {
    var section = document.getElementById("results");
    var found = find(words);
    var html = "<h2>Search: " + escapeHtml(words) + "</h2>";
    if (found.length === 0) {
      html += "<p>No page holds every word.</p>";
    } else {
      html += "<p>" + found.length + " page" + (found.length === 1 ? "" : "s") + "</p><ol>";
      found.forEach(function (f) {
        html += '<li><a href="' + root + f.page.u + '" data-search-result="' +
          escapeHtml(f.page.u) + '">' + escapeHtml(f.page.t) + '</a><div class="snippet">' +
          escapeHtml(snippet(f)) + "</div></li>";
      });
      html += "</ol>";
    }
    section.innerHTML = html;
    section.hidden = false;
  }

  var words = new URLSearchParams(window.location.search).get("search");
  if (words) {
    var box = document.querySelector("header input[name=search]");
    if (box) { box.value = words; }
    show(words);
  }
})();

// The page `orrery play` serves: the same text for every game, so nothing from the rules file is
// ever written into markup. The script (client/play-page.ts) fills it in as text, from the
// server's state, and adds the game's element.

export const PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>orrery play</title>
    <link rel="stylesheet" href="/play.css" />
    <script type="module" src="/play.js"></script>
  </head>
  <body>
    <header class="bar">
      <span class="file" id="file"></span>
      <span class="status" id="status" role="status">connecting…</span>
      <button type="button" id="show-problems" hidden></button>
    </header>
    <section class="problems" id="problems" aria-labelledby="problems-title" tabindex="-1" hidden>
      <div class="problems-head">
        <h2 id="problems-title"></h2>
        <button type="button" id="dismiss" aria-keyshortcuts="Escape">Dismiss</button>
      </div>
      <p class="note" id="problems-note"></p>
      <ol class="problem-list" id="problem-list"></ol>
    </section>
    <details class="settings" id="settings" hidden>
      <summary>Match: seed, seats, house rules</summary>
      <form id="settings-form">
        <label>Seed <input name="seed" id="seed" inputmode="numeric" pattern="[0-9]+" required /></label>
        <button type="button" id="new-seed">New seed</button>
        <label>Seats <input name="seats" id="seats" placeholder="human" spellcheck="false" /></label>
        <fieldset id="house-rules"><legend>House rules</legend></fieldset>
        <button type="submit">Play with these</button>
      </form>
    </details>
    <main id="stage"></main>
  </body>
</html>
`;

export const PAGE_CSS = `:root {
  color-scheme: light;
  font-family: system-ui, sans-serif;
}
body {
  margin: 0 auto;
  max-width: 1100px;
  padding: 0.5rem;
  background: #f4f1ea;
  color: #1d1d1d;
}
button {
  font: inherit;
  min-height: 2.75rem;
  padding: 0.3rem 0.9rem;
  border-radius: 0.4rem;
  border: 2px solid #1f3a93;
  background: #1f3a93;
  color: #ffffff;
  cursor: pointer;
}
button:focus-visible,
input:focus-visible,
select:focus-visible,
summary:focus-visible,
.problems:focus-visible {
  outline: 3px solid #b35c00;
  outline-offset: 2px;
}
.bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem 0.8rem;
  margin-bottom: 0.4rem;
}
.file {
  font-weight: 600;
  overflow-wrap: anywhere;
}
.status {
  color: #3b3b3b;
}
#show-problems {
  background: #8a1010;
  border-color: #8a1010;
}
.problems {
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  box-sizing: border-box;
  max-height: 70vh;
  overflow: auto;
  margin: 0 auto;
  max-width: 1100px;
  padding: 0.8rem;
  background: #fff5f5;
  color: #1d1d1d;
  border-bottom: 4px solid #8a1010;
  box-shadow: 0 0.3rem 1.2rem rgb(0 0 0 / 35%);
}
.problems[hidden] {
  display: none;
}
.problems-head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
}
.problems h2 {
  margin: 0;
  font-size: 1.1rem;
  color: #8a1010;
  overflow-wrap: anywhere;
}
.note {
  margin: 0.4rem 0;
}
.problem-list {
  margin: 0;
  padding-left: 1.4rem;
}
.problem-list li {
  margin: 0.6rem 0;
}
.problem-list p {
  margin: 0.15rem 0;
  overflow-wrap: anywhere;
}
.where {
  font-family: ui-monospace, monospace;
  font-weight: 600;
}
.severity-error {
  color: #8a1010;
}
.severity-warning {
  color: #6b4400;
}
.code {
  white-space: nowrap;
}
.suggestion {
  font-style: italic;
}
.excerpt {
  margin: 0.3rem 0;
  padding: 0.4rem;
  overflow-x: auto;
  background: #ffffff;
  border: 1px solid #d9caca;
  border-radius: 0.3rem;
  font-size: 0.85rem;
}
.settings {
  margin-bottom: 0.5rem;
}
.settings form {
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0;
}
.settings label {
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  max-width: 100%;
}
.settings input,
.settings select {
  font: inherit;
  min-height: 2.2rem;
  max-width: 100%;
  box-sizing: border-box;
}
#seats {
  width: 22rem;
}
.settings fieldset {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  border: 1px solid #b9b2a4;
  max-width: 100%;
  box-sizing: border-box;
}
.settings fieldset[hidden] {
  display: none;
}
`;

// The rules editor page (editor.html): a rules file in CodeMirror with the language server in a
// Web Worker for diagnostics, completion, hover, highlighting and formatting; the repo's rules
// files to start from; the text kept in this browser. Play waits for the interpreter (play.ts).

import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { completionSource } from './completion';
import { summary, type Problem } from './diagnostics';
import { groupFiles, fileLabel, type RulesFile } from './files';
import { highlightTheme } from './highlight';
import { startLanguageService } from './language-service';
import { renderMarkdown } from './markdown';
import { lineOf } from './edited-game';
import { EditorPlay } from './play';
import { matchesToSimulate } from './simulate-count';
import { EditorSimulation } from './simulate-panel';
import { toOffset, toPosition } from './positions';
import { lspHover } from './hover';
import { readDraft, writeDraft } from './storage';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const picker = $<HTMLSelectElement>('#file');
const loadButton = $<HTMLButtonElement>('#load');
const formatButton = $<HTMLButtonElement>('#format');
const playButton = $<HTMLButtonElement>('#play');
const simulateButton = $<HTMLButtonElement>('#simulate');
const status = $('#status');
const message = $('#message');
const saved = $('#saved');
const problemList = $<HTMLOListElement>('#problems');
const info = $('#info');

const files = (await (await fetch('rules-files.json')).json()) as RulesFile[];
for (const group of groupFiles(files)) {
  const optgroup = document.createElement('optgroup');
  optgroup.label = group.title;
  for (const f of group.files) optgroup.append(new Option(fileLabel(f), f.rulesPath));
  picker.append(optgroup);
}

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();
const stored = readDraft(storage);
const draft = stored ?? { origin: files[0]!.rulesPath, text: files[0]!.text };
if (stored !== undefined) saved.textContent = 'Restored from this browser';
let origin = draft.origin;
picker.value = origin;

const player = new EditorPlay({
  stage: $('#stage'),
  note: $('#play-note'),
  botsUrl: new URL('edited-bots.js', document.baseURI).href,
});
const simulation = new EditorSimulation({
  panel: $('#simulation'),
  progress: $<HTMLProgressElement>('#sim-progress'),
  cancel: $<HTMLButtonElement>('#sim-cancel'),
  said: $('#sim-said'),
  figures: $('#sim-figures'),
  workerUrl: new URL('edited-sim.js', document.baseURI).href,
});

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const say = (text: string) => {
  message.textContent = text;
};

let service: Awaited<ReturnType<typeof startLanguageService>>;
const worker = new Worker('lsp-worker.js');
// A worker that fails to load or throws never answers `initialize`: say so instead of waiting.
worker.addEventListener('error', (e) => {
  status.textContent = 'The language server stopped';
  say(e.message || 'its script did not load; reload the page to try again');
});
try {
  service = await startLanguageService(worker, EditorState.create({ doc: draft.text }).doc);
} catch (e) {
  status.textContent = 'The language server did not start';
  say(messageOf(e));
  throw e;
}

let problems: readonly Problem[] = [];

const view = new EditorView({
  parent: $('#editor'),
  state: EditorState.create({
    doc: draft.text,
    extensions: [
      minimalSetup,
      lineNumbers(),
      highlightActiveLine(),
      lintGutter(),
      autocompletion({ override: [completionSource(service)], icons: true }),
      keymap.of([...completionKeymap, ...lintKeymap]),
      service.extension,
      lspHover(service),
      highlightTheme,
      EditorState.tabSize.of(2),
      EditorView.contentAttributes.of({ 'aria-label': 'Rules file text' }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) {
          const ok = writeDraft(storage, { origin, text: update.state.doc.toString() });
          saved.textContent = ok
            ? 'Kept in this browser'
            : 'Not kept: this browser refuses storage';
        }
        if (update.selectionSet || update.docChanged) explainSoon();
      }),
    ],
  }),
});

function showProblems(list: readonly Problem[]): void {
  problems = list;
  status.textContent = summary(list);
  status.dataset['errors'] = String(list.filter((p) => p.severity === 'error').length);
  problemList.replaceChildren(
    ...list.map((p) => {
      const item = document.createElement('li');
      item.className = `problem ${p.severity}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = `${p.line}:${p.column} ${p.code ? `${p.code}: ` : ''}${p.message}`;
      button.addEventListener('click', () => {
        view.dispatch({ selection: EditorSelection.range(p.from, p.to), scrollIntoView: true });
        view.focus();
      });
      item.append(button);
      return item;
    }),
  );
}
service.attach(view, (list) => {
  showProblems(list);
  const error = list.find((p) => p.severity === 'error');
  player.update(view.state.doc.toString(), error && lineOf(error, error.line));
});

playButton.addEventListener('click', () => {
  const played = player.play({ text: view.state.doc.toString(), rulesPath: origin });
  if (played.playing) $('#play-area').scrollIntoView({ block: 'start' });
  say(played.playing ? 'Playing the edited text.' : `Not played: ${played.why}.`);
});

simulateButton.addEventListener('click', () => {
  simulation.start(
    { text: view.state.doc.toString(), rulesPath: origin },
    matchesToSimulate(location.search),
  );
});
// Until here a press would do nothing: the page says they work once they do.
playButton.disabled = false;
simulateButton.disabled = false;

// What the construct at the cursor means, below the editor: hovering is for a mouse, this is for
// the keyboard and for touch screens.
let explainTimer: ReturnType<typeof setTimeout> | undefined;
function explainSoon(): void {
  clearTimeout(explainTimer);
  explainTimer = setTimeout(
    () => void explain().catch((e: unknown) => say(`No explanation: ${messageOf(e)}`)),
    250,
  );
}
async function explain(): Promise<void> {
  const doc = view.state.doc;
  service.document.sync(doc);
  const answer = await service.client.request('textDocument/hover', {
    textDocument: { uri: service.document.uri },
    position: toPosition(doc, view.state.selection.main.head),
  });
  if (view.state.doc !== doc) return;
  const text =
    answer === null
      ? ''
      : typeof answer.contents === 'object' && 'value' in answer.contents
        ? answer.contents.value
        : '';
  info.replaceChildren(
    text === '' ? 'Move the cursor onto a name or keyword.' : renderMarkdown(text),
  );
}

loadButton.addEventListener('click', () => {
  const file = files.find((f) => f.rulesPath === picker.value);
  if (file === undefined) return;
  origin = file.rulesPath;
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: file.text },
    selection: EditorSelection.cursor(0),
    userEvent: 'load',
    scrollIntoView: true,
  });
  say(`Loaded ${file.rulesPath}. Undo (Ctrl+Z) brings back the text it replaced.`);
});

formatButton.addEventListener('click', () => {
  format().catch((e: unknown) => say(`Not formatted: ${messageOf(e)}`));
});

async function format(): Promise<void> {
  const doc = view.state.doc;
  service.document.sync(doc);
  const edits = await service.client.request('textDocument/formatting', {
    textDocument: { uri: service.document.uri },
    options: { tabSize: 2, insertSpaces: true },
  });
  if (view.state.doc !== doc) return say('The text changed while formatting: press Format again.');
  if (edits === null || edits.length === 0) {
    const errors = problems.some((p) => p.severity === 'error');
    return say(
      errors
        ? 'Nothing formatted: the text is in the orrery fmt layout already, or does not parse (see Problems).'
        : 'Already in the orrery fmt layout.',
    );
  }
  view.dispatch({
    changes: edits.map((e) => ({
      from: toOffset(doc, e.range.start),
      to: toOffset(doc, e.range.end),
      insert: e.newText,
    })),
    userEvent: 'format',
  });
  say('Formatted in the orrery fmt layout.');
}

document.body.dataset['ready'] = 'true';

/// <reference lib="dom" />
// The script of `orrery play`'s page (compiled by client-script.ts). It keeps the match's seed,
// seats and house rules in the page's URL, so a reload for a new build starts the same match
// (or resumes it, when the element's save still loads); it listens to the server's state over
// Server-Sent Events and reloads on a new build; it shows a failed build's diagnostics over the
// last game that built. Every text from the server is set as text, never as markup.

import { STATE_EVENT, type PlayState, type PlayedBuild, type Problem } from '../protocol';

type GameElement = HTMLElement & { updateComplete?: Promise<unknown> };
type OptionMeta =
  | { name: string; title: string; kind: 'range'; min: number; max: number; default: number }
  | {
      name: string;
      title: string;
      kind: 'choices';
      choices: (string | number)[];
      default: string | number;
    };
type GameClass = CustomElementConstructor & { meta?: { options?: readonly OptionMeta[] } };

/** The element's set-aside slots (`<key>:set-aside`, `-2` ... `-5`, see set-aside.ts). */
const SET_ASIDE_SLOTS = 5;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const fileLabel = byId<HTMLSpanElement>('file');
const statusLine = byId<HTMLSpanElement>('status');
const showButton = byId<HTMLButtonElement>('show-problems');
const panel = byId<HTMLElement>('problems');
const panelTitle = byId<HTMLHeadingElement>('problems-title');
const panelNote = byId<HTMLParagraphElement>('problems-note');
const list = byId<HTMLOListElement>('problem-list');
const stage = byId<HTMLElement>('stage');
const settings = byId<HTMLDetailsElement>('settings');

const params = new URLSearchParams(location.search);
if (!/^\d{1,10}$/.test(params.get('seed') ?? '')) {
  params.set('seed', String(randomSeed()));
  history.replaceState(null, '', `?${params}`);
}

/** The build on screen (or being started); null before the first. */
let shown: string | null = null;
/** The problems the person dismissed: the same ones again stay dismissed. */
let dismissed = '';
let latest: PlayState | null = null;

const events = new EventSource('/events');
events.addEventListener(STATE_EVENT, (e) => onState(JSON.parse((e as MessageEvent<string>).data)));
events.addEventListener('error', () => {
  statusLine.textContent = 'disconnected: is orrery play still running? (trying again)';
});

byId<HTMLButtonElement>('dismiss').addEventListener('click', dismiss);
showButton.addEventListener('click', () => {
  dismissed = '';
  if (latest !== null) showProblems(latest);
  panel.focus();
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && !panel.hidden) dismiss();
});

function onState(state: PlayState): void {
  latest = state;
  fileLabel.textContent = state.file;
  if (state.game !== null && shown === null) void start(state.game);
  else if (state.game !== null && state.game.build !== shown) {
    location.reload();
    return;
  }
  showProblems(state);
  statusLine.textContent = statusOf(state);
}

function statusOf(state: PlayState): string {
  const errors = state.problems.filter((p) => p.severity === 'error').length;
  if (state.building) return 'building…';
  if (errors > 0) return `${errors === 1 ? '1 error' : `${errors} errors`}: fix the file and save`;
  if (state.game === null) return 'waiting for the first build';
  return `built in ${state.game.ms} ms; watching for saves`;
}

async function start(game: PlayedBuild): Promise<void> {
  shown = game.build;
  document.title = `${game.title} · orrery play`;
  try {
    await import(game.src);
    await customElements.whenDefined(game.tag);
  } catch (e) {
    showProblems({
      file: latest?.file ?? '',
      game,
      building: false,
      problems: [
        {
          where: '',
          severity: 'error',
          code: '',
          message: `the game did not start: ${e instanceof Error ? e.message : String(e)}`,
        },
      ],
    });
    return;
  }
  const element = document.createElement(game.tag) as GameElement;
  element.setAttribute('seed', params.get('seed')!);
  for (const name of ['seats', 'options', 'bot-delay']) {
    const value = params.get(name);
    if (value !== null) element.setAttribute(name, value);
  }
  // The element saves the match after every move and resumes it on reload while its seed, seats
  // and rules match, so a save that changed nothing of the match carries on where it was. A
  // rebuilt engine may refuse the save: the element sets it aside and starts the same seed
  // again. Only the latest refused save is kept, so the slots never fill up during a session.
  const key = `orrery-play:${game.tag}`;
  element.setAttribute('save-key', key);
  clearSetAside(key);
  stage.replaceChildren(element);
  await element.updateComplete;
  fillSettings(customElements.get(game.tag) as GameClass | undefined);
  document.documentElement.dataset['build'] = game.build;
}

function clearSetAside(key: string): void {
  try {
    for (let slot = 1; slot <= SET_ASIDE_SLOTS; slot++)
      localStorage.removeItem(slot === 1 ? `${key}:set-aside` : `${key}:set-aside-${slot}`);
  } catch {
    // No storage (private mode): the element plays unsaved.
  }
}

function showProblems(state: PlayState): void {
  const problems = state.problems;
  if (problems.length === 0) {
    panel.hidden = true;
    showButton.hidden = true;
    dismissed = '';
    return;
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  const counted = errors === 1 ? '1 error' : `${errors} errors`;
  panelTitle.textContent = `${state.file}: ${counted}`;
  panelNote.textContent =
    state.game === null
      ? 'No game has built from this file yet. Save a fix and it starts here.'
      : 'The game below is the last one that built; it still plays. Save a fix and the page reloads.';
  list.replaceChildren(...problems.map(problemItem));
  showButton.textContent = `Show ${counted}`;
  const hide = JSON.stringify(problems) === dismissed;
  panel.hidden = hide;
  showButton.hidden = !hide;
}

function dismiss(): void {
  if (latest === null) return;
  dismissed = JSON.stringify(latest.problems);
  panel.hidden = true;
  showButton.hidden = false;
  showButton.focus();
}

function problemItem(problem: Problem): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'problem';
  const head = text('p', '', 'head');
  if (problem.where !== '') head.append(text('span', problem.where, 'where'), ' ');
  head.append(text('span', problem.severity, `severity-${problem.severity}`));
  if (problem.code !== '') head.append(' ', text('code', problem.code, 'code'));
  item.append(head, text('p', problem.message, 'message'));
  if (problem.excerpt !== undefined) {
    const { text: line, column, length } = problem.excerpt;
    // Tabs stay tabs under the caret, so it lines up however wide the browser draws them.
    const lead = line.slice(0, column - 1).replace(/[^\t]/g, ' ');
    item.append(text('pre', `${line}\n${lead}${'^'.repeat(length)}`, 'excerpt'));
  }
  if (problem.suggestion !== undefined) item.append(text('p', problem.suggestion, 'suggestion'));
  return item;
}

function text<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  content: string,
  className: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = content;
  return node;
}

/** The match settings, from the element class's metadata: seed, seats, each house rule. */
function fillSettings(game: GameClass | undefined): void {
  const form = byId<HTMLFormElement>('settings-form');
  const seed = byId<HTMLInputElement>('seed');
  const seats = byId<HTMLInputElement>('seats');
  const rules = byId<HTMLFieldSetElement>('house-rules');
  const options = game?.meta?.options ?? [];
  const chosen = houseRules();
  seed.value = params.get('seed') ?? '';
  seats.value = params.get('seats') ?? '';
  rules.replaceChildren(rules.querySelector('legend')!);
  rules.hidden = options.length === 0;
  for (const option of options) rules.append(ruleField(option, chosen[option.name]));
  byId<HTMLButtonElement>('new-seed').onclick = () => {
    seed.value = String(randomSeed());
  };
  form.onsubmit = (e) => {
    e.preventDefault();
    const next = new URLSearchParams();
    next.set('seed', seed.value);
    if (seats.value.trim() !== '') next.set('seats', seats.value.trim());
    // Only the rules set away from their default: a new default in the file then applies.
    const set: Record<string, string | number> = {};
    for (const option of options) {
      const field = form.elements.namedItem(`rule-${option.name}`) as HTMLInputElement | null;
      if (field === null) continue;
      const value = option.kind === 'range' ? Number(field.value) : choiceOf(option, field.value);
      if (value !== option.default) set[option.name] = value;
    }
    if (Object.keys(set).length > 0) next.set('options', JSON.stringify(set));
    const delay = params.get('bot-delay');
    if (delay !== null) next.set('bot-delay', delay);
    location.search = `?${next}`;
  };
  settings.hidden = false;
}

function ruleField(option: OptionMeta, value: unknown): HTMLLabelElement {
  const label = text('label', option.title || option.name, '');
  if (option.kind === 'range') {
    const input = document.createElement('input');
    input.type = 'number';
    input.min = String(option.min);
    input.max = String(option.max);
    input.value = String(typeof value === 'number' ? value : option.default);
    input.name = `rule-${option.name}`;
    label.append(input);
  } else {
    const select = document.createElement('select');
    select.name = `rule-${option.name}`;
    for (const choice of option.choices) {
      const entry = text('option', String(choice), '');
      entry.value = String(choice);
      entry.selected = choice === (value ?? option.default);
      select.append(entry);
    }
    label.append(select);
  }
  return label;
}

function choiceOf(option: OptionMeta & { kind: 'choices' }, value: string): string | number {
  return option.choices.find((c) => String(c) === value) ?? option.default;
}

function houseRules(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(params.get('options') ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
}

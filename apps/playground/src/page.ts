// The playground page: pick any rules file of the repo, its seats, bots, seed and house rules,
// and play. The list comes from games.json; each game's bundle is loaded when it is picked, and
// its element class gives the engine's metadata the form is built from. The form always shows
// what the match on screen plays; its settings are kept per game, so a reload (or coming back
// to a game) plays the same match on from the element's own save.
import type { GameMeta, OptionMeta } from '@orrery/runtime';
import { metaOf } from './game-bundle';
import { PLAYERS, groupGames, type PlaygroundGame } from './games';
import {
  MOST_SEED,
  attributesFor,
  defaultSeats,
  readSavedSettings,
  ruleProblem,
  seedProblem,
  type SavedSettings,
} from './settings';

const form = document.querySelector<HTMLFormElement>('#settings')!;
const stage = document.querySelector<HTMLElement>('#stage')!;
const gamePicker = document.querySelector<HTMLSelectElement>('#game')!;
const rulesBox = document.querySelector<HTMLElement>('#rules')!;
const seatsBox = document.querySelector<HTMLElement>('#seats')!;
const seedInput = document.querySelector<HTMLInputElement>('#seed')!;
const source = document.querySelector<HTMLElement>('#source')!;

const games = (await (await fetch('games.json')).json()) as PlaygroundGame[];
for (const group of groupGames(games)) {
  const optgroup = document.createElement('optgroup');
  optgroup.label = group.title;
  for (const g of group.games) optgroup.append(new Option(g.title, g.tag));
  gamePicker.append(optgroup);
}

function current(): PlaygroundGame {
  return games.find((g) => g.tag === gamePicker.value) ?? games[0]!;
}

/** Where the last game picked is kept, and each game's settings. */
const LAST_GAME = 'playground-game';
const settingsKey = (tag: string) => `playground-settings:${tag}`;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the match plays on, unsaved.
  }
}

let meta: GameMeta | undefined;

function readOptions(): Record<string, string | number> {
  const options: Record<string, string | number> = {};
  for (const input of rulesBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    '[data-option]',
  )) {
    const option = meta?.options.find((o) => o.name === input.dataset['option']);
    if (!option) continue;
    const numeric = option.kind === 'range' || typeof option.choices[0] === 'number';
    options[option.name] = numeric ? Number(input.value) : input.value;
  }
  return options;
}

/** A field's problem in words, under the field, or none; says whether there was one. */
function flag(field: HTMLInputElement | HTMLSelectElement, problem: string | null): boolean {
  const id = `${field.id || field.dataset['option'] || 'field'}-problem`;
  let note = document.getElementById(id);
  if (problem === null) {
    note?.remove();
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
    return false;
  }
  if (note === null) {
    note = Object.assign(document.createElement('span'), { id, className: 'problem' });
    note.setAttribute('role', 'alert');
    field.closest('label')?.append(note);
  }
  note.textContent = problem;
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', id);
  return true;
}

/** Checks every field, marking each bad one; true when all are fine. */
function checkFields(): boolean {
  let bad = flag(seedInput, seedProblem(seedInput.value));
  for (const input of rulesBox.querySelectorAll<HTMLInputElement>('input[data-option]')) {
    const option = meta?.options.find((o) => o.name === input.dataset['option']);
    if (option) bad = flag(input, ruleProblem(option, input.value)) || bad;
  }
  return !bad;
}

function ruleControl(option: OptionMeta, value: string | number | undefined): HTMLElement {
  const label = document.createElement('label');
  label.textContent = `${option.title} `;
  if (option.kind === 'range') {
    const input = document.createElement('input');
    Object.assign(input, {
      type: 'number',
      min: String(option.min),
      max: String(option.max),
      value: String(value ?? option.default),
      id: `rule-${option.name}`,
    });
    input.dataset['option'] = option.name;
    input.addEventListener('input', () => flag(input, ruleProblem(option, input.value)));
    label.append(input);
  } else {
    const select = document.createElement('select');
    const chosen = value ?? option.default;
    for (const c of option.choices)
      select.add(new Option(String(c), String(c), false, String(c) === String(chosen)));
    select.dataset['option'] = option.name;
    select.addEventListener('change', () => renderSeats(null));
    label.append(select);
  }
  return label;
}

function renderRules(options: Readonly<Record<string, string | number>> | null): void {
  const declared = meta?.options ?? [];
  rulesBox.replaceChildren(
    Object.assign(document.createElement('legend'), { textContent: 'House rules' }),
    ...(declared.length > 0
      ? declared.map((o) => ruleControl(o, options?.[o.name]))
      : [Object.assign(document.createElement('span'), { textContent: 'none' })]),
  );
}

/** One player picker per seat of the chosen rules, set to `seats` where it fits. */
function renderSeats(seats: readonly string[] | null): void {
  if (meta === undefined) return;
  const defaults = defaultSeats(meta, readOptions(), 'ismcts:300');
  const names = meta.seatNames;
  seatsBox.replaceChildren(
    Object.assign(document.createElement('legend'), { textContent: 'Seats' }),
    ...defaults.map((fallback, i) => {
      const spec = seats?.[i] ?? fallback;
      const label = document.createElement('label');
      label.textContent = `${names[i] ?? `Seat ${i + 1}`} `;
      const select = document.createElement('select');
      select.dataset['seat'] = String(i);
      for (const p of PLAYERS) select.add(new Option(p.label, p.spec, false, p.spec === spec));
      // A player the list lacks (a bot of another strength) is still shown as it plays.
      if (!PLAYERS.some((p) => p.spec === spec)) select.add(new Option(spec, spec, false, true));
      label.append(select);
      return label;
    }),
  );
}

interface GameElement extends HTMLElement {
  readonly matchSeed: number | null;
  readonly matchSeats: string | null;
  readonly updateComplete: Promise<unknown>;
}

/**
 * Puts the form's match on the stage: `fresh` starts it anew (the form's New match), else the
 * element carries on the match saved under these same settings, if any. The settings are kept,
 * and the form then shows what the element plays.
 */
async function start(fresh: boolean): Promise<void> {
  const game = current();
  if (meta === undefined || !checkFields()) return;
  const seats = [...seatsBox.querySelectorAll<HTMLSelectElement>('[data-seat]')].map(
    (s) => s.value,
  );
  const seed =
    seedInput.value.trim() === ''
      ? Math.floor(Math.random() * MOST_SEED)
      : Number(seedInput.value.trim());
  seedInput.value = String(seed);
  const options = readOptions();
  const element = document.createElement(game.tag) as GameElement;
  for (const [name, value] of Object.entries(attributesFor(meta, { seats, seed, options })))
    element.setAttribute(name, value);
  element.setAttribute('bot-delay', '500');
  if (fresh) {
    try {
      localStorage.removeItem(element.getAttribute('save-key') ?? '');
    } catch {
      // Nothing saved can be read either.
    }
  }
  const settings: SavedSettings = { tag: game.tag, seats, seed, options };
  store(settingsKey(game.tag), JSON.stringify(settings));
  store(LAST_GAME, game.tag);
  stage.replaceChildren(element);
  await element.updateComplete;
  // The form shows exactly the match on screen: its seats and its seed.
  if (element.matchSeed !== null) seedInput.value = String(element.matchSeed);
  const playing = element.matchSeats?.split(' ');
  if (playing) renderSeats(playing);
}

/** Shows the picked game: its form once its bundle is in, and its match (the kept one, or new). */
async function pick(): Promise<void> {
  const game = current();
  source.textContent = game.rulesPath;
  document.body.dataset['ready'] = '';
  meta = undefined;
  const picked = await metaOf(game);
  if (current() !== game) return;
  meta = picked;
  const kept = readSavedSettings(stored(settingsKey(game.tag)));
  const settings = kept?.tag === game.tag ? kept : null;
  renderRules(settings?.options ?? null);
  renderSeats(settings?.seats ?? null);
  seedInput.value = settings ? String(settings.seed) : '';
  flag(seedInput, null);
  await start(settings === null);
  document.body.dataset['ready'] = game.tag;
}

seedInput.addEventListener('input', () => flag(seedInput, seedProblem(seedInput.value)));
gamePicker.addEventListener('change', () => void pick());
form.addEventListener('submit', (e) => {
  e.preventDefault();
  void start(true);
});

const last = stored(LAST_GAME);
if (last !== null && games.some((g) => g.tag === last)) gamePicker.value = last;
await pick();

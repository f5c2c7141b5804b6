// The playground page: pick any rules file of the repo, its seats, bots, seed and house rules,
// and play. The list comes from games.json; each game's bundle is loaded when it is picked, and
// its element class gives the engine's metadata the form is built from.
import type { GameMeta, OptionMeta } from '@orrery/runtime';
import { PLAYERS, groupGames, type PlaygroundGame } from './games';
import { attributesFor, defaultSeats } from './settings';

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

const loaded = new Map<string, Promise<GameMeta>>();

/** Loads a game's bundle once; resolves to its engine's metadata when its tag is defined. */
function metaOf(game: PlaygroundGame): Promise<GameMeta> {
  let meta = loaded.get(game.tag);
  if (meta === undefined) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = game.bundle;
    document.head.append(script);
    meta = customElements
      .whenDefined(game.tag)
      .then((element) => (element as unknown as { meta: GameMeta }).meta);
    loaded.set(game.tag, meta);
  }
  return meta;
}

function current(): PlaygroundGame {
  return games.find((g) => g.tag === gamePicker.value) ?? games[0]!;
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

function ruleControl(option: OptionMeta): HTMLElement {
  const label = document.createElement('label');
  label.textContent = `${option.title} `;
  if (option.kind === 'range') {
    const input = document.createElement('input');
    Object.assign(input, {
      type: 'number',
      min: String(option.min),
      max: String(option.max),
      value: String(option.default),
    });
    input.dataset['option'] = option.name;
    label.append(input);
  } else {
    const select = document.createElement('select');
    for (const c of option.choices)
      select.add(new Option(String(c), String(c), false, c === option.default));
    select.dataset['option'] = option.name;
    select.addEventListener('change', renderSeats);
    label.append(select);
  }
  return label;
}

function renderRules(): void {
  const options = meta?.options ?? [];
  rulesBox.replaceChildren(
    Object.assign(document.createElement('legend'), { textContent: 'House rules' }),
    ...(options.length > 0
      ? options.map(ruleControl)
      : [Object.assign(document.createElement('span'), { textContent: 'none' })]),
  );
}

function renderSeats(): void {
  if (meta === undefined) return;
  const seats = defaultSeats(meta, readOptions(), 'ismcts:300');
  const names = meta.seatNames;
  seatsBox.replaceChildren(
    Object.assign(document.createElement('legend'), { textContent: 'Seats' }),
    ...seats.map((spec, i) => {
      const label = document.createElement('label');
      label.textContent = `${names[i] ?? `Seat ${i + 1}`} `;
      const select = document.createElement('select');
      select.dataset['seat'] = String(i);
      for (const p of PLAYERS) select.add(new Option(p.label, p.spec, false, p.spec === spec));
      label.append(select);
      return label;
    }),
  );
}

function start(): void {
  const game = current();
  if (meta === undefined) return;
  const seats = [...seatsBox.querySelectorAll<HTMLSelectElement>('[data-seat]')].map(
    (s) => s.value,
  );
  const seed = Number(seedInput.value) || Math.floor(Math.random() * 2 ** 31);
  seedInput.value = String(seed);
  const element = document.createElement(game.tag);
  for (const [name, value] of Object.entries(
    attributesFor(meta, { seats, seed, options: readOptions() }),
  )) {
    element.setAttribute(name, value);
  }
  element.setAttribute('bot-delay', '500');
  // Starting from the form means a new match, not the one saved for this game.
  localStorage.removeItem(element.getAttribute('save-key') ?? '');
  stage.replaceChildren(element);
}

/** Shows the picked game: its form once its bundle is in, and its saved match if any. */
async function pick(): Promise<void> {
  const game = current();
  source.textContent = game.rulesPath;
  document.body.dataset['ready'] = '';
  meta = undefined;
  const picked = await metaOf(game);
  if (current() !== game) return;
  meta = picked;
  renderRules();
  renderSeats();
  const element = document.createElement(game.tag);
  element.setAttribute('save-key', `playground-${meta.id}`);
  stage.replaceChildren(element);
  document.body.dataset['ready'] = game.tag;
}

gamePicker.addEventListener('change', () => void pick());
form.addEventListener('submit', (e) => {
  e.preventDefault();
  start();
});

await pick();

// The playground page: pick a game, its seats, bots, seed and house rules, and play.
import type { OptionMeta } from '@orrery/runtime';
import { GAMES, PLAYERS, type PlaygroundGame } from './games';
import { attributesFor, defaultSeats } from './settings';

const form = document.querySelector<HTMLFormElement>('#settings')!;
const stage = document.querySelector<HTMLElement>('#stage')!;
const gamePicker = document.querySelector<HTMLSelectElement>('#game')!;
const rulesBox = document.querySelector<HTMLElement>('#rules')!;
const seatsBox = document.querySelector<HTMLElement>('#seats')!;
const seedInput = document.querySelector<HTMLInputElement>('#seed')!;

for (const g of GAMES) gamePicker.add(new Option(g.meta.title, g.tag));

function current(): PlaygroundGame {
  return GAMES.find((g) => g.tag === gamePicker.value) ?? GAMES[0]!;
}

function readOptions(): Record<string, string | number> {
  const options: Record<string, string | number> = {};
  for (const input of rulesBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    '[data-option]',
  )) {
    const meta = current().meta.options.find((o) => o.name === input.dataset['option']);
    if (!meta) continue;
    const numeric = meta.kind === 'range' || typeof meta.choices[0] === 'number';
    options[meta.name] = numeric ? Number(input.value) : input.value;
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
  rulesBox.replaceChildren(...current().meta.options.map(ruleControl));
}

function renderSeats(): void {
  const meta = current().meta;
  const seats = defaultSeats(meta, readOptions(), 'ismcts:300');
  seatsBox.replaceChildren(
    ...seats.map((spec, i) => {
      const label = document.createElement('label');
      label.textContent = `${meta.seatNames[i] ?? `Seat ${i + 1}`} `;
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
  const seats = [...seatsBox.querySelectorAll<HTMLSelectElement>('[data-seat]')].map(
    (s) => s.value,
  );
  const seed = Number(seedInput.value) || Math.floor(Math.random() * 2 ** 31);
  seedInput.value = String(seed);
  const element = document.createElement(game.tag);
  for (const [name, value] of Object.entries(
    attributesFor(game.meta, { seats, seed, options: readOptions() }),
  )) {
    element.setAttribute(name, value);
  }
  element.setAttribute('bot-delay', '500');
  // Starting from the form means a new match, not the one saved for this game.
  localStorage.removeItem(element.getAttribute('save-key') ?? '');
  stage.replaceChildren(element);
}

gamePicker.addEventListener('change', () => {
  renderRules();
  renderSeats();
  stage.replaceChildren(Object.assign(document.createElement(current().tag), {}));
  stage.firstElementChild?.setAttribute('save-key', `playground-${current().meta.id}`);
});
form.addEventListener('submit', (e) => {
  e.preventDefault();
  start();
});

renderRules();
renderSeats();
// Carry on with the saved match of the first game, if there is one.
const first = document.createElement(current().tag);
first.setAttribute('save-key', `playground-${current().meta.id}`);
stage.replaceChildren(first);

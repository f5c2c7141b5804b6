// The playground's lobby for online play: choose a game server, a game and who sits where,
// create a room, and share its link; opening the link (in another tab or on another device)
// joins the room. The game element does the playing, with its `server` and `room` attributes.
import { createRoom, listGames, type GameSummaryWire } from '@orrery/server/client';
import { metaOf } from '../game-bundle';
import { PLAYERS, type PlaygroundGame } from '../games';
import { DEFAULT_SERVER, joinLink, readLink, seatSpecs, type OnlineLink } from './link';

const lobby = document.querySelector<HTMLFormElement>('#lobby')!;
const serverInput = document.querySelector<HTMLInputElement>('#server')!;
const gamePicker = document.querySelector<HTMLSelectElement>('#game')!;
const seatsBox = document.querySelector<HTMLElement>('#seats')!;
const message = document.querySelector<HTMLElement>('#message')!;
const invite = document.querySelector<HTMLElement>('#invite')!;
const inviteInput = document.querySelector<HTMLInputElement>('#invite-link')!;
const copyButton = document.querySelector<HTMLButtonElement>('#copy')!;
const stage = document.querySelector<HTMLElement>('#stage')!;

const games = (await (await fetch('games.json')).json()) as PlaygroundGame[];

function say(text: string): void {
  message.textContent = text;
}

/** The games both this playground and the server offer, so any room made can be played here. */
async function offered(server: string): Promise<PlaygroundGame[]> {
  let served: GameSummaryWire[];
  try {
    served = await listGames(server);
  } catch {
    say(`The game server at ${server} could not be reached`);
    return [];
  }
  const ids = new Set(served.map((g) => g.id));
  return games.filter((g) => ids.has(g.id));
}

/** The lobby form for `server`; `note` (what was wrong with the link) stays on show. */
async function showLobby(server: string, note = ''): Promise<void> {
  lobby.hidden = false;
  invite.hidden = true;
  serverInput.value = server;
  const list = await offered(server);
  if (note !== '') say(note);
  gamePicker.replaceChildren(...list.map((g) => new Option(g.title, g.id)));
  document.body.dataset['ready'] = 'lobby';
  await renderSeats();
}

async function renderSeats(): Promise<void> {
  const game = games.find((g) => g.id === gamePicker.value);
  if (game === undefined) return seatsBox.replaceChildren();
  const meta = await metaOf(game);
  const count = meta.seatCount({});
  seatsBox.replaceChildren(
    Object.assign(document.createElement('legend'), { textContent: 'Seats' }),
    ...Array.from({ length: count }, (_, i) => {
      const label = document.createElement('label');
      label.textContent = `${meta.seatNames[i] ?? `Seat ${i + 1}`} `;
      const select = document.createElement('select');
      select.dataset['seat'] = String(i);
      for (const p of PLAYERS) select.add(new Option(p.label, p.spec, false, p.spec === 'human'));
      label.append(select);
      return label;
    }),
  );
}

async function create(): Promise<void> {
  const server = serverInput.value.trim();
  const game = gamePicker.value;
  const seats = seatSpecs(
    [...seatsBox.querySelectorAll<HTMLSelectElement>('[data-seat]')].map((s) => s.value),
  );
  say('Creating the room…');
  try {
    const created = await createRoom(server, { game, seats });
    const link: OnlineLink & { room: string } = { server, game, room: created.room };
    history.pushState(null, '', joinLink(location.href, link));
    await join(link);
  } catch (error) {
    say(`The room could not be created: ${(error as Error).message}`);
  }
}

async function join(link: OnlineLink & { room: string }): Promise<void> {
  const game = games.find((g) => g.id === link.game);
  if (game === undefined) return say(`This playground has no game "${link.game}"`);
  lobby.hidden = true;
  invite.hidden = false;
  inviteInput.value = joinLink(location.href, link);
  say('');
  await metaOf(game);
  const element = document.createElement(game.tag);
  element.setAttribute('server', link.server);
  element.setAttribute('room', link.room);
  stage.replaceChildren(element);
  document.body.dataset['ready'] = 'room';
}

copyButton.addEventListener('click', () => {
  inviteInput.select();
  void navigator.clipboard?.writeText(inviteInput.value).then(
    () => say('Link copied'),
    () => say('Select the link and copy it'),
  );
});
gamePicker.addEventListener('change', () => void renderSeats());
lobby.addEventListener('submit', (e) => {
  e.preventDefault();
  void create();
});

const link = readLink(location.href);
if ('problem' in link) {
  void showLobby(DEFAULT_SERVER, link.problem);
} else if (link.room === null) {
  void showLobby(link.server);
} else {
  void join({ ...link, room: link.room });
}

import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import type { GameMeta } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { MatchController } from './controller';
import { moverOf, trickOf, type Frame } from './frames';
import { placeKey, withCardsIn } from './motions';
import { zoneOf, type AnyEngine, type TableView } from './table-view';

const human = { kind: 'human' as const };
const bot = { kind: 'bot' as const, spec: 'random' };

function start(engine: AnyEngine, seed: number, seats = 4): MatchController {
  const made = MatchController.create(engine, {
    seats: [human, ...Array.from({ length: seats - 1 }, () => bot)],
    seed,
    options: {},
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Plays first legal moves until `stop` says so about the move just made; returns its frames. */
function playUntil(match: MatchController, stop: (frames: Frame[]) => boolean): Frame[] {
  for (let i = 0; i < 2000; i++) {
    const seat = match.toMove!;
    const result = match.play(seat, match.view(seat).legal[0]!);
    if (!result.ok) throw new Error(result.error.message);
    const frames = match.framesFor(0);
    if (stop(frames)) return frames;
  }
  throw new Error('never happened');
}

const cardsIn = (view: TableView, zone: string, owner = 0) =>
  zoneOf(view, zone, owner)?.cards ?? [];

/** Every card id a frame shows seat 0 (zones and motions). */
function idsOf(frames: Frame[]): string[] {
  return frames.flatMap((f) => [
    ...Object.values(f.view.zones).flatMap((z) => [z].flat().flatMap((i) => i.cards ?? [])),
    ...f.motions.flatMap((m) => (m.card ? [m.card] : [])),
  ]);
}

describe('framesOf', () => {
  it('leaves a completed trick on the table with its winner, then gathers it to the pile', () => {
    const match = start(marsVenus as AnyEngine, 5);
    const frames = playUntil(match, (f) => f[0]!.trick !== null);
    const trick = match.lastTrick!;
    const [held, gathered] = frames as [Frame, Frame];
    expect(frames).toHaveLength(2);
    expect(held.hold).toBe('pause');
    expect(held.trick).toEqual(trick);
    expect(cardsIn(held.view, 'trick')).toEqual(trick.cards);
    const team = marsVenus.meta.teamOf(trick.winner);
    for (const c of trick.cards) expect(cardsIn(held.view, 'taken', team)).not.toContain(c);
    // The last card flew in from the hand of the seat that played it.
    const last = trick.cards.at(-1)!;
    const lastSeat = (trick.leader + trick.cards.length - 1) % 4;
    expect(held.motions).toEqual([
      { card: last, from: { zone: 'hand', owner: lastSeat }, to: { zone: 'trick', owner: null } },
    ]);
    // The winner may lead at once: the held picture already has the next turn.
    expect(held.view.toMove).toBe(trick.winner);
    expect(gathered.hold).toBe(null);
    expect(gathered.motions.map((m) => [m.card, placeKey(m.from), placeKey(m.to)]).sort()).toEqual(
      trick.cards.map((c) => [c, 'trick', `taken:${team}`]).sort(),
    );
  });

  it('holds a finished hand on the table until the person continues, though the next is dealt', () => {
    const match = start(marsVenus as AnyEngine, 6);
    const frames = playUntil(match, (f) => f.at(-1)!.hold === 'hand');
    const end = frames.at(-1)!.view;
    const summary = match.finishedHand!;
    expect(summary.hand).toBe(1);
    expect(match.view(0).handNumber).toBe(2);
    expect(end.handNumber).toBe(1);
    expect(end.handScore).toEqual(summary.scores);
    expect(end.total).toEqual(summary.totals);
    expect(end.legal).toEqual([]);
    expect(cardsIn(end, 'hand')).toEqual([]);
    expect([0, 1].flatMap((t) => cardsIn(end, 'taken', t))).toHaveLength(56);
    expect(match.shownView(0)).toEqual(end);
    match.continueHand();
    expect(match.shownView(0)).toEqual(match.view(0));
    expect(cardsIn(match.shownView(0), 'hand')).toHaveLength(14);
  });

  it("draws from the stock: a card the viewer sees by name, an opponent's as a back", () => {
    const match = start(starbuckaroos as AnyEngine, 7, 2);
    const mine = playUntil(match, (f) =>
      f[0]!.motions.some((m) => m.from.zone === 'stock' && m.to.owner === 0),
    );
    const drawn = mine[0]!.motions.find((m) => m.from.zone === 'stock')!;
    expect(cardsIn(match.view(0), 'hand')).toContain(drawn.card);
    const theirs = playUntil(match, (f) =>
      f[0]!.motions.some((m) => m.from.zone === 'stock' && m.to.owner === 1),
    );
    expect(theirs[0]!.motions.find((m) => m.from.zone === 'stock')!.card).toBeNull();
  });

  it('shows a seat only cards its own views show', () => {
    for (const engine of [marsVenus, starbuckaroos] as AnyEngine[]) {
      const match = start(engine, 8, engine === marsVenus ? 4 : 2);
      const seen = new Set<string>();
      for (let i = 0; i < 300 && !match.outcome().over; i++) {
        const seat = match.toMove!;
        for (const id of idsOf([{ view: match.view(0), trick: null, motions: [], hold: null }]))
          seen.add(id);
        match.play(seat, match.view(seat).legal[0]!);
        const now = idsOf([{ view: match.view(0), trick: null, motions: [], hold: null }]);
        const trick = match.lastTrick?.cards ?? [];
        for (const id of idsOf(match.framesFor(0)))
          expect(seen.has(id) || now.includes(id) || trick.includes(id)).toBe(true);
      }
    }
  });
});

describe('trickOf', () => {
  it('keeps who played each card where the trick event names them, and leaves it out where not', () => {
    const cards = ['spades-9', 'spades-ace', 'clubs-jack'];
    // A seat sitting out (seat 3 here) plays no card: the seats are not the leader's on.
    const named = trickOf({ type: 'trick', leader: 1, winner: 2, cards, seats: [1, 2, 0] }, 4);
    expect(named).toEqual({ hand: 4, cards, leader: 1, winner: 2, seats: [1, 2, 0] });
    const plain = trickOf({ type: 'trick', leader: 1, winner: 2, cards }, 4);
    expect(plain).toEqual({ hand: 4, cards, leader: 1, winner: 2 });
    expect(
      trickOf({ type: 'trick', leader: 1, winner: 2, cards, seats: ['x'] } as never, 4),
    ).toEqual(plain);
  });
});

describe('a move played for another seat', () => {
  it('takes its cards from the seat whose turn it was, and a hand laid face up stays so', () => {
    const move = { type: 'play', card: 'a' };
    expect(moverOf([{ type: 'move', seat: 0, move }], 0)).toBe(0);
    expect(moverOf([{ type: 'move', seat: 0, move, turn: 2 }], 0)).toBe(2);
    expect(moverOf([], 3)).toBe(3);
    const meta = {
      zones: [
        { name: 'hand', title: 'Hand', owner: 'seat', visibility: 'owner', sorted: false },
        { name: 'trick', title: 'Trick', owner: 'shared', visibility: 'all', sorted: false },
      ],
    } as unknown as GameMeta;
    const open = { count: 2, cards: ['a', 'b'], revealed: true as const };
    const view = {
      zones: {
        hand: [{ count: 1, cards: ['c'] }, { count: 2 }, open],
        trick: { count: 0, cards: [] },
      },
    };
    const laid = withCardsIn(meta, view, { zone: 'trick', owner: null }, ['a'], 2);
    expect(zoneOf(laid, 'hand', 2)).toEqual({ count: 1, cards: ['b'], revealed: true });
    expect(zoneOf(laid, 'trick', 0)).toEqual({ count: 1, cards: ['a'] });
  });
});

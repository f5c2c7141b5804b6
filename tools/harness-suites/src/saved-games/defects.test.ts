// Issue 25, defect 7: saved games that every engine used to accept. Each engine must refuse
// them with the path of what is wrong: a seat of -1 in a match that goes on, a card taken out
// of a hand, a card moved from one hand to another, and a match over with no winner.

import { describe, expect, it } from 'vitest';
import { playRandomMatch } from '@orrery/harness';
import type { AnyEngine } from '@orrery/harness/replay';
import { allEngines } from './engines';
import { parseSave, withValue, zonesAt, type Json } from './edits';
import { playOn } from './play-on';

const engines = await allEngines();

/** A saved game of a match `moves` random moves in, under `options`. */
function savedAfter(engine: AnyEngine, moves: number, handLimit?: number) {
  const played = playRandomMatch(engine, 7, {}, moves, handLimit);
  return { text: engine.serialize(played.state), over: engine.outcome(played.state).over };
}

/** A short match played to its end: one hand, by the runtime's hand limit. */
function finishedSave(engine: AnyEngine): string {
  const saved = savedAfter(engine, 100_000, 1);
  expect(saved.over).toBe(true);
  return saved.text;
}

function refused(engine: AnyEngine, json: Json, where: RegExp): void {
  const read = engine.deserialize(JSON.stringify(json));
  expect(read.ok, 'the corrupt saved game was accepted').toBe(false);
  if (read.ok) return;
  expect(read.error.code).toBe('invalid-saved-game');
  expect(read.error.path).toMatch(where);
  expect(read.error.message).not.toBe('');
}

/** The per-seat zone instances holding cards, fullest first: the hands, in most games. */
function seatZones(engine: AnyEngine, json: Json) {
  const perSeat = new Set(engine.meta.zones.filter((z) => z.owner === 'seat').map((z) => z.name));
  return zonesAt(json)
    .filter((z) => perSeat.has(z.zone) && z.cards.length > 0)
    .sort((a, b) => b.cards.length - a.cards.length);
}

describe.each([...engines.keys()])('%s: corrupt saved games of defect 7', (id) => {
  const engine = engines.get(id)!;
  const mid = parseSave(savedAfter(engine, 9).text);

  it('refuses seat -1 while the match goes on', () => {
    refused(engine, withValue(mid, ['state', 'seat'], -1), /^state\.seat$/);
  });

  it('refuses a hand with a card taken out', () => {
    const hand = seatZones(engine, mid)[0]!;
    refused(engine, withValue(mid, hand.path, hand.cards.slice(1)), /^state\.zones/);
  });

  it('refuses a card moved from one hand to another where the rules fix the hands', () => {
    const [from, to] = seatZones(engine, mid);
    const moved = withValue(withValue(mid, from!.path, from!.cards.slice(1)), to!.path, [
      ...to!.cards,
      from!.cards[0]!,
    ]);
    if (engine.meta.trickZone !== null) {
      // Tricks take one card a seat: what each seat holds follows from the tricks played.
      refused(engine, moved, /^state\.zones/);
    } else {
      // Where moves draw and lay cards, such hands can be reached: loaded, the match plays on.
      const read = engine.deserialize(JSON.stringify(moved));
      if (read.ok) {
        const options = (mid.state as { options: Record<string, string | number> }).options;
        expect(playOn(engine, options, read.value, [1, 2, 3, 4]).problems).toEqual([]);
      } else expect(read.error.path).toMatch(/^state/);
    }
  });

  it('refuses a card moved between two zones of a finished match: they are its last record', () => {
    const end = parseSave(finishedSave(engine));
    const owned = zonesAt(end).filter((z) => z.owner !== null && z.cards.length > 0);
    const from = owned[0]!;
    const to = zonesAt(end).find((z) => z.zone === from.zone && z.owner !== from.owner)!;
    const moved = withValue(withValue(end, from.path, from.cards.slice(1)), to.path, [
      ...to.cards,
      from.cards[0]!,
    ]);
    refused(engine, moved, /^state\.zones/);
  });

  it('refuses a match over with no winner', () => {
    refused(engine, withValue(mid, ['state', 'over'], true), /^state\.(over|winner)$/);
  });
});

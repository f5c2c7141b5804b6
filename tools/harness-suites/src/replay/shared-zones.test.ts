// The transcript shows the cards in the middle of the table (zones of no seat or team that every
// seat sees) after each move that changed them, and only then.

import { describe, expect, it } from 'vitest';
import {
  loadEngine,
  replayWith,
  sharedZoneLog,
  sharedZones,
  transcript,
  type ReplayMove,
} from '@orrery/harness/replay';

async function engineOf(game: string) {
  const lookup = await loadEngine(game);
  if (!lookup.ok) throw new Error(lookup.message);
  return lookup.engine;
}

/** Plays the first legal move `count` times from `seed` and replays the moves. */
async function played(game: string, seed: number, count: number, pick: 'first' | 'last') {
  const engine = await engineOf(game);
  const setup = engine.setup({ seed });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const moves: ReplayMove[] = [];
  for (let k = 0; k < count; k++) {
    const seat = engine.toMove(state);
    if (seat === null) break;
    const legal = engine.legalMoves(state);
    const move = { seat, ...(pick === 'first' ? legal[0]! : legal[legal.length - 1]!) };
    const result = engine.apply(state, move);
    if (!result.ok) throw new Error(result.error.message);
    moves.push(move);
    state = result.state;
  }
  const result = replayWith(engine, { game, seed, moves });
  if (!result.ok) throw new Error(result.error.message);
  return result.run;
}

describe('shared zones in the transcript', () => {
  it('are the zones of no owner that every seat sees, read from the metadata', async () => {
    expect(sharedZones(await engineOf('crazy-eights')).map((z) => z.name)).toEqual(['discard']);
    expect(sharedZones(await engineOf('mars-venus')).map((z) => z.name)).toEqual(['trick']);
    // A hidden stock and per-seat tables are not shared zones.
    expect(sharedZones(await engineOf('starbuckaroos'))).toEqual([]);
  });

  it('follow the moves that change them, and stay silent after the others', async () => {
    const run = await played('crazy-eights', 3, 12, 'last');
    const log = sharedZoneLog(run);
    expect(log.start.map((z) => z.cards.length)).toEqual([1]);
    const moves = run.hands.flatMap((h) => h.moves);
    for (const m of moves) {
      // Drawing changes no shared zone; a card played goes onto the discard pile.
      expect(log.changed.has(m.index), `move ${m.index}: ${m.text}`).toBe(m.move.type !== 'draw');
    }
    const text = transcript(run);
    const starter = log.start[0]!.cards[0]!;
    const deck = run.engine.meta.deck(run.options);
    expect(text).toContain(`\n        Discard pile: ${deck.find((c) => c.id === starter)!.name}\n`);
    const lines = text.split('\n');
    const drawn = moves.filter((m) => m.move.type === 'draw');
    expect(drawn.length).toBeGreaterThan(0);
    for (const m of drawn) {
      const at = lines.indexOf(`  ${String(m.index).padStart(4)}  ${m.text}`);
      expect(at).toBeGreaterThan(0);
      expect(lines[at + 1]).not.toMatch(/Discard pile/);
    }
  });

  it('a trick is shown as it grows and when it is taken', async () => {
    const run = await played('mars-venus', 1, 4, 'first');
    const lines = transcript(run).split('\n');
    const trickLines = lines.filter((l) => l.startsWith('        Trick: '));
    expect(trickLines.map((l) => l.split(', ').length)).toEqual([1, 2, 3, 1]);
    expect(trickLines[3]).toBe('        Trick: empty');
  });
});

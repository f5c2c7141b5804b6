// The cards everyone sees in the middle of the table (a trick being played, a discard pile, a
// turned card), for the transcript: which zones those are comes from the engine's metadata
// alone (owned by no seat or team, visible to all), and their cards from the saved state.

import type { ZoneMeta } from '@orrery/runtime';
import type { AnyEngine } from './engines';
import type { ReplayRun } from './replay';
import { cardsIn, readSavedState } from './saved-state';

export interface SharedZoneCards {
  readonly zone: ZoneMeta;
  /** As the saved state lists them: for an unsorted zone, the card moved in last comes last. */
  readonly cards: readonly string[];
}

export interface SharedZoneLog {
  /** The shared zones before the first move. */
  readonly start: readonly SharedZoneCards[];
  /** Move index → the shared zones whose cards that move changed, as they are after it. */
  readonly changed: ReadonlyMap<number, readonly SharedZoneCards[]>;
}

export function sharedZones(engine: AnyEngine): readonly ZoneMeta[] {
  return engine.meta.zones.filter((z) => z.owner === 'shared' && z.visibility === 'all');
}

/**
 * Plays the run's moves again from its start, reading the shared zones after each: the replay
 * itself keeps no states, so a report that never asks pays nothing for this.
 */
export function sharedZoneLog(run: ReplayRun): SharedZoneLog {
  const { engine } = run;
  const zones = sharedZones(engine);
  const changed = new Map<number, SharedZoneCards[]>();
  if (zones.length === 0) return { start: [], changed };
  const read = (state: unknown): SharedZoneCards[] => {
    const saved = readSavedState(engine, state).zones;
    return zones.map((zone) => ({ zone, cards: cardsIn(saved, zone.name) }));
  };
  const start = read(run.start);
  let before = start;
  let state = run.start;
  for (const played of run.hands.flatMap((h) => h.moves)) {
    const result = engine.apply(state, run.file.moves[played.index]);
    // The replay played this very move from this very state: a refusal here is an engine bug.
    if (!result.ok) throw new Error(`move ${played.index} was refused on a second playing`);
    state = result.state;
    const after = read(state);
    const moved = after.filter((z, k) => !sameCards(z.cards, before[k]!.cards));
    if (moved.length > 0) changed.set(played.index, moved);
    before = after;
  }
  return { start, changed };
}

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((card, k) => card === b[k]);
}

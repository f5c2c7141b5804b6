/**
 * Saved games: versioned JSON text with cards by id. `deserialize.ts` reads it back.
 */

import { idsOf, type Shell, type ShellState } from './context';

/** The version `serialize` writes and `deserialize` reads. */
export const STATE_VERSION = 1;

/** Every zone by key, its cards by id: one list for a shared zone, else one per owner. */
function zonesToIds(shell: Shell, z: object): Record<string, string[] | string[][]> {
  const layout = shell.t.zones;
  const out: Record<string, string[] | string[][]> = {};
  layout.zones.forEach((zone, i) => {
    const lists = layout.lists(z, i).map((cards) => idsOf(shell.t, cards));
    out[zone.key] = zone.owner === 'shared' ? lists[0]! : lists;
  });
  return out;
}

/** Revealed zone instances by zone key, the owners of each ascending: `{ "hand": [2] }`. */
function revealedByZone(shell: Shell, slots: readonly number[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const slot of slots) (out[shell.t.zones.zones[slot >> 6]!.key] ??= []).push(slot & 63);
  return out;
}

/** `revealed` where a `reveal` turned any zone face up, else nothing: other saves read as before. */
function revealedField(shell: Shell, slots: readonly number[] | undefined) {
  return slots === undefined || slots.length === 0
    ? {}
    : { revealed: revealedByZone(shell, slots) };
}

export function serialize(shell: Shell, s: ShellState): string {
  const reversed = shell.t.deal.rest !== undefined;
  return JSON.stringify({
    format: 'orrery-state',
    version: STATE_VERSION,
    game: s.game,
    state: {
      rng: s.rng,
      options: s.options,
      handNumber: s.handNumber,
      dealer: s.dealer,
      dealt: s.dealt,
      phase: s.phase,
      seat: s.seat,
      step: s.step,
      idle: s.idle,
      over: s.over,
      winner: s.winner,
      zones: zonesToIds(shell, s.z),
      variables: s.v,
      total: s.total,
      handScore: s.handScore,
      history: s.history.map((h) => ({
        hand: h.hand,
        dealer: h.dealer,
        scores: h.scores,
        zones: zonesToIds(shell, h.zones),
        ...revealedField(shell, h.revealed),
      })),
      voids: s.voids,
      leader: s.leader,
      led: s.led < 0 ? null : shell.t.deck.ids[s.led],
      broken: s.broken,
      tricksWon: s.tricksWon,
      owed: s.owed,
      // Written only when a tool set one, so saves without a limit read as they always did.
      ...(s.handLimit > 0 ? { handLimit: s.handLimit } : {}),
      // Written only where a rule changed the turn order, so other saves read as they always did.
      ...(s.direction !== 1 ? { direction: s.direction } : {}),
      ...(s.turnTo >= 0 ? { turnTo: s.turnTo } : {}),
      ...revealedField(shell, s.revealed),
      deals: s.deals.map((d) =>
        d === null
          ? null
          : {
              ...(d.dealer >= 0 ? { dealer: d.dealer } : {}),
              hands: d.hands.map((h) => idsOf(shell.t, h)),
              stock: idsOf(shell.t, reversed ? d.stock.slice().reverse() : d.stock),
            },
      ),
    },
  });
}

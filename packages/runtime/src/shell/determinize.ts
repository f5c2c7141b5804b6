/**
 * A full state consistent with a view, for a bot's search: visible cards where they are, unseen
 * cards dealt at random into the hidden zones (a seat never gets a suit it has shown it lacks,
 * when that can be done), no future deals, and a fresh generator drawn from `rng`.
 */

import { randomWord, shuffleInPlace } from '../fast-random';
import type { Shell, ShellState } from './context';
import { deckOf } from './seats';
import { blankState } from './setup';
import type { EngineView, ZoneView } from './state';
import { cloneState } from './view';

/** A hidden zone instance of a view: its slot, how many cards it holds, its seat or -1. */
interface HiddenZone {
  readonly slot: number;
  readonly count: number;
  readonly seat: number;
}

type View = EngineView<
  string,
  Record<string, string | number>,
  Record<string, ZoneView | ZoneView[]>,
  object
>;

/**
 * Reads the view once and returns a function that, at each call, copies what is known and deals
 * the unseen cards afresh.
 */
export function determinizer(shell: Shell, v: View): (rng: number[]) => ShellState {
  const { t, k } = shell;
  const layout = t.zones;
  const s = blankState(shell, v.options, 0, []);
  s.handNumber = v.handNumber;
  s.dealer = v.dealer;
  s.phase = v.phase === null ? -1 : t.phases.findIndex((p) => p.id === v.phase);
  // The seat whose turn it is: the view names it apart where another seat chooses (`played by`).
  s.seat = (v.turn === undefined ? v.toMove : v.turn) ?? -1;
  s.step = v.step;
  s.idle = v.idle;
  s.direction = v.direction;
  s.turnTo = v.turnTo;
  s.over = v.over;
  s.winner = v.winner === null ? -1 : v.winner === 'draw' ? -2 : v.winner;
  s.v = k.cloneVariables(v.variables);
  s.total = v.total.slice();
  s.handScore = v.handScore.slice();
  s.history = v.history.map((h) => ({
    hand: h.hand,
    dealer: h.dealer,
    scores: h.scores.slice(),
    zones: k.emptyZones(s.seats, s.teams),
  }));
  s.leader = v.leader;
  s.led = v.led === null ? -1 : (t.deck.get(v.led) ?? -1);
  s.broken = v.brokenSuits.reduce((mask, id) => mask | (1 << t.deck.suits.ids.indexOf(id)), 0);
  s.tricksWon = v.tricksWon.slice();
  s.owed = v.owed.map((o) => ({ ...o }));
  s.voids = v.voids.slice();
  const hidden: HiddenZone[] = [];
  const revealed: number[] = [];
  const place = (zone: ZoneView, slot: number, seat: number) => {
    // Face up for all: its cards are where the view shows them, and it stays face up.
    if (zone.revealed === true) revealed.push(slot);
    if (zone.cards === undefined) {
      if (zone.count > 0) hidden.push({ slot, count: zone.count, seat });
      return;
    }
    for (const id of zone.cards) {
      const c = t.deck.get(id);
      if (c !== undefined && c < s.deckSize) layout.add(s.z, c, slot);
    }
  };
  layout.zones.forEach((zone, i) => {
    const shown = v.zones[zone.key];
    if (shown === undefined) return;
    if (zone.owner === 'shared') place(shown as ZoneView, i * 64, -1);
    else {
      (shown as ZoneView[]).forEach((one, o) =>
        place(one, i * 64 + o, zone.owner === 'seat' ? o : -1),
      );
    }
  });
  if (revealed.length > 0) s.revealed = revealed.sort((a, b) => a - b);
  const unseen = deckOf(s).filter((c) => layout.whereIs(s, c) === -1);
  // The most constrained seats are dealt first; after a few failed tries the voids are ignored.
  const lacking = (h: HiddenZone) => (h.seat < 0 ? 0 : popCount(s.voids[h.seat]!));
  hidden.sort((a, b) => lacking(a) - lacking(b)).reverse();
  return (rng) => {
    const deal = cloneState(shell, s);
    deal.rng = [randomWord(rng), randomWord(rng), randomWord(rng), randomWord(rng)];
    const pool = unseen.slice();
    for (let attempt = 0; attempt < 20; attempt++) {
      shuffleInPlace(pool, rng);
      if (dealHidden(shell, deal, hidden, pool, attempt < 19)) return deal;
    }
    return deal;
  };
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Deals `pool` into the hidden zones; false (and nothing dealt) when the voids cannot be kept. */
function dealHidden(
  { t }: Shell,
  s: ShellState,
  hidden: readonly HiddenZone[],
  pool: readonly number[],
  keepVoids: boolean,
): boolean {
  const used = new Uint8Array(pool.length);
  const picks: number[][] = [];
  for (const h of hidden) {
    const lacks = keepVoids && h.seat >= 0 ? s.voids[h.seat]! : 0;
    const pick: number[] = [];
    for (let i = 0; i < pool.length && pick.length < h.count; i++) {
      if (used[i]) continue;
      const suit = t.deck.suit[pool[i]!]!;
      if (suit >= 0 && (lacks & (1 << suit)) !== 0) continue;
      used[i] = 1;
      pick.push(pool[i]!);
    }
    if (pick.length < h.count) return false;
    picks.push(pick);
  }
  hidden.forEach((h, j) => {
    for (const c of picks[j]!) t.zones.add(s.z, c, h.slot);
  });
  return true;
}

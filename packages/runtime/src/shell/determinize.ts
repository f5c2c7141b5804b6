/**
 * A full state consistent with a view, for a bot's search: visible cards where they are, unseen
 * cards dealt at random into the hidden zones (a seat never gets a suit it has shown it lacks,
 * when that can be done, and the rules file's `known` facts hold, when a deal can be found that
 * keeps them), no future deals, and a fresh generator drawn from `rng`.
 */

import { randomBelow, randomWord, shuffleInPlace } from '../fast-random';
import type { Shell, ShellState } from './context';
import { deckOf } from './seats';
import { blankState } from './setup';
import type { EngineView, ZoneView } from './state';
import { cloneState } from './view';
import type { ZoneLayout } from './zones';

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
  const broken = k.brokenFacts;
  return (rng) => {
    const deal = cloneState(shell, s);
    deal.rng = [randomWord(rng), randomWord(rng), randomWord(rng), randomWord(rng)];
    const pool = unseen.slice();
    for (let attempt = 0; attempt < 20; attempt++) {
      shuffleInPlace(pool, rng);
      const keepVoids = attempt < 19;
      const picks = pickHidden(shell, deal, hidden, pool, keepVoids);
      if (picks === undefined) continue;
      placeAll(t.zones, deal, hidden, picks);
      if (broken !== undefined)
        keepFacts({ shell, deal, hidden, broken, keepVoids }, pool, picks, rng);
      return deal;
    }
    return deal;
  };
}

/** Fresh deals tried before the best one is mended card by card. */
const REDEALS = 8;
/** Exchanges of two hidden cards tried while mending a deal. */
const EXCHANGES = 400;

/** What keeping the `known` facts works on: one deal, its hidden zones and the facts' count. */
interface Facts {
  readonly shell: Shell;
  readonly deal: ShellState;
  readonly hidden: readonly HiddenZone[];
  readonly broken: (s: ShellState) => number;
  readonly keepVoids: boolean;
}

/**
 * Deals again, then exchanges hidden cards, until the rules file's `known` facts hold in `deal`
 * (dealt from `picks`), or the tries run out: then the deal left breaks as few parts of them as
 * were found. A fresh deal that keeps them is a fair draw among the deals that do; only when none
 * comes up is the best one mended, two cards of different hidden zones exchanged at a time and
 * the exchange kept unless it breaks more. Facts false in the real state (a saved game edited by
 * hand) cost only the tries: the engine never reads them.
 */
function keepFacts(f: Facts, pool: number[], picks: number[][], rng: number[]): void {
  const { shell, deal, hidden, broken, keepVoids } = f;
  const layout = shell.t.zones;
  let worst = broken(deal);
  let best = picks;
  for (let r = 0; r < REDEALS && worst > 0; r++) {
    shuffleInPlace(pool, rng);
    const again = pickHidden(shell, deal, hidden, pool, keepVoids);
    if (again === undefined) continue;
    takeAll(layout, deal, hidden, best);
    placeAll(layout, deal, hidden, again);
    const n = broken(deal);
    if (n < worst) {
      worst = n;
      best = again;
    } else {
      takeAll(layout, deal, hidden, again);
      placeAll(layout, deal, hidden, best);
    }
  }
  if (worst > 0) mend(f, best, worst, rng);
}

/** Exchanges of two hidden cards, each kept unless it breaks more parts of the facts. */
function mend(f: Facts, picks: number[][], worst: number, rng: number[]): void {
  const { shell, deal, hidden, broken, keepVoids } = f;
  const { t } = shell;
  if (picks.length < 2) return; // one hidden zone: every deal holds the same cards there
  // Every hidden card as (zone, place in its pick), for drawing two at random.
  const zoneOf: number[] = [];
  const placeOf: number[] = [];
  picks.forEach((pick, j) =>
    pick.forEach((_, i) => {
      zoneOf.push(j);
      placeOf.push(i);
    }),
  );
  const fits = (c: number, h: HiddenZone) => {
    if (!keepVoids || h.seat < 0) return true;
    const suit = t.deck.suit[c]!;
    return suit < 0 || (deal.voids[h.seat]! & (1 << suit)) === 0;
  };
  for (let x = 0; x < EXCHANGES && worst > 0; x++) {
    const one = randomBelow(rng, zoneOf.length);
    const other = randomBelow(rng, zoneOf.length);
    const ja = zoneOf[one]!;
    const jb = zoneOf[other]!;
    if (ja === jb) continue;
    const a = picks[ja]![placeOf[one]!]!;
    const b = picks[jb]![placeOf[other]!]!;
    if (!fits(b, hidden[ja]!) || !fits(a, hidden[jb]!)) continue;
    exchange(t.zones, deal, hidden[ja]!.slot, a, hidden[jb]!.slot, b);
    const n = broken(deal);
    if (n <= worst) {
      worst = n;
      picks[ja]![placeOf[one]!] = b;
      picks[jb]![placeOf[other]!] = a;
    } else exchange(t.zones, deal, hidden[ja]!.slot, b, hidden[jb]!.slot, a);
  }
}

/**
 * Card `a` of slot `sa` and card `b` of slot `sb` change places; in a zone kept in order the
 * card taken in lies where the other lay, so a guessed stock is not reordered.
 */
function exchange(
  layout: ZoneLayout,
  s: ShellState,
  sa: number,
  a: number,
  sb: number,
  b: number,
): void {
  replace(layout, s, sa, a, b);
  replace(layout, s, sb, b, a);
}

function replace(layout: ZoneLayout, s: ShellState, slot: number, from: number, to: number): void {
  if (layout.zones[slot >> 6]!.bag) {
    layout.take(s.z, slot, from);
    layout.add(s.z, to, slot);
    return;
  }
  // A zone kept as lists: `lists` gives the state's own arrays.
  const list = layout.lists(s.z, slot >> 6)[slot & 63]!;
  list[list.indexOf(from)] = to;
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The cards of `pool` each hidden zone gets, in order; undefined when the voids cannot be kept.
 */
function pickHidden(
  { t }: Shell,
  s: ShellState,
  hidden: readonly HiddenZone[],
  pool: readonly number[],
  keepVoids: boolean,
): number[][] | undefined {
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
    if (pick.length < h.count) return undefined;
    picks.push(pick);
  }
  return picks;
}

function placeAll(
  layout: ZoneLayout,
  s: ShellState,
  hidden: readonly HiddenZone[],
  picks: readonly (readonly number[])[],
): void {
  hidden.forEach((h, j) => {
    for (const c of picks[j]!) layout.add(s.z, c, h.slot);
  });
}

function takeAll(
  layout: ZoneLayout,
  s: ShellState,
  hidden: readonly HiddenZone[],
  picks: readonly (readonly number[])[],
): void {
  hidden.forEach((h, j) => {
    for (const c of picks[j]!) layout.take(s.z, h.slot, c);
  });
}

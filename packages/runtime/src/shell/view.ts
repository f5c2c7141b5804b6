/**
 * What a seat may see, and the state copied: a view shows each zone's cards where its visibility
 * lets the viewer see them and only their count elsewhere, and carries no generator state and
 * no future deals.
 */

import type { Move, Outcome } from '../engine';
import { idsOf, publicWinner, type Shell, type ShellState } from './context';
import { teamOf } from './seats';
import type { Owed, ZoneView } from './state';
import { seatToChoose } from './played-by';
import { NOTHING_REVEALED } from './reveal';
import type { ZoneTable } from './zones';

/** A deep copy: every field named, so the copy has the same shape and nothing is shared. */
export function cloneState({ k }: Shell, s: ShellState): ShellState {
  return {
    game: s.game,
    rng: s.rng.slice(),
    options: s.options,
    seats: s.seats,
    teams: s.teams,
    deckSize: s.deckSize,
    shape: s.shape,
    handNumber: s.handNumber,
    dealer: s.dealer,
    dealt: s.dealt,
    phase: s.phase,
    seat: s.seat,
    step: s.step,
    idle: s.idle,
    direction: s.direction,
    turnTo: s.turnTo,
    // Replaced, never changed in place: shared (reveal.ts).
    revealed: s.revealed,
    over: s.over,
    winner: s.winner,
    z: k.cloneZones(s.z),
    v: k.cloneVariables(s.v),
    total: s.total.slice(),
    handScore: s.handScore.slice(),
    // Finished hands are never changed, only added to: the records themselves are shared.
    history: s.history.slice(),
    leader: s.leader,
    led: s.led,
    broken: s.broken,
    tricksWon: s.tricksWon.slice(),
    owed: cloneOwed(s.owed),
    voids: s.voids.slice(),
    deals: s.deals,
    handLimit: s.handLimit,
    pause: s.pause,
  };
}

function cloneOwed(owed: readonly Owed[]): Owed[] {
  const out: Owed[] = new Array<Owed>(owed.length);
  for (let k = 0; k < owed.length; k++) out[k] = { team: owed[k]!.team, move: owed[k]!.move };
  return out;
}

/**
 * Whether `viewer` (a seat; -1 for a spectator) sees the cards of instance `o` of `zone` by the
 * zone's visibility (a `reveal` shows them to all besides).
 */
function sees(s: ShellState, zone: ZoneTable, o: number, viewer: number): boolean {
  if (zone.visibility === 'all') return true;
  if (zone.visibility === 'hidden' || zone.owner === 'shared' || viewer < 0) return false;
  if (zone.owner === 'team') return o === teamOf(s, viewer);
  return zone.visibility === 'owner' ? o === viewer : teamOf(s, o) === teamOf(s, viewer);
}

function zoneView(
  shell: Shell,
  cards: readonly number[],
  seen: boolean,
  sorted: boolean,
  revealed: boolean,
): ZoneView {
  if (revealed) {
    // Face up for every seat: the view says so, for a table and a spectator that know no game.
    const list = cards.slice().sort((a, b) => a - b);
    return { count: cards.length, cards: idsOf(shell.t, list), revealed: true };
  }
  if (!seen) return { count: cards.length };
  const list = sorted ? cards.slice().sort((a, b) => a - b) : cards.slice();
  return { count: cards.length, cards: idsOf(shell.t, list) };
}

/**
 * Each zone as `viewer` may see it, by key: cards where visible, else only the count. `revealed`
 * are the instances a `reveal` turned face up (of the hand being played, or the one `z` ended).
 */
export function zoneViews(
  shell: Shell,
  s: ShellState,
  z: object,
  viewer: number,
  revealed: readonly number[] = NOTHING_REVEALED,
): object {
  const layout = shell.t.zones;
  const out: Record<string, ZoneView | ZoneView[]> = {};
  layout.zones.forEach((zone, i) => {
    // Hidden cards and per-owner zones are shown sorted: their order would tell how they came.
    const sorted = zone.sorted || zone.visibility !== 'all' || zone.owner !== 'shared';
    const lists = layout.lists(z, i);
    const open = (o: number) =>
      zone.visibility !== 'all' && revealed.length > 0 && revealed.includes(i * 64 + o);
    const shown = lists.map((cards, o) =>
      zoneView(shell, cards, sees(s, zone, o, viewer), sorted, open(o)),
    );
    out[zone.key] = zone.owner === 'shared' ? shown[0]! : shown;
  });
  return out;
}

/** What `viewer` may see (-1: a spectator, who sees only what every seat sees). */
export function view(
  shell: Shell,
  s: ShellState,
  viewer: number,
  legalMoves: (s: ShellState) => Move[],
): object {
  const { t, k } = shell;
  const chooser = s.over ? null : seatToChoose(k, s);
  return {
    game: s.game,
    viewer,
    options: s.options,
    seats: s.seats,
    handNumber: s.handNumber,
    dealer: s.dealer,
    phase: s.phase < 0 ? null : t.phases[s.phase]!.id,
    toMove: chooser,
    // Where a seat may play another's turn, whose turn it is (`toMove` chooses it).
    ...(k.playedBy === undefined ? {} : { turn: s.over ? null : s.seat }),
    over: s.over,
    winner: publicWinner(s.winner),
    zones: zoneViews(shell, s, s.z, viewer, s.revealed),
    variables: k.cloneVariables(s.v),
    total: s.total.slice(),
    handScore: s.handScore.slice(),
    history: s.history.map((h) => ({
      hand: h.hand,
      dealer: h.dealer,
      scores: h.scores.slice(),
      zones: zoneViews(shell, s, h.zones, viewer, h.revealed),
    })),
    leader: s.leader,
    ...(k.trickSeats === undefined ? {} : { trickSeats: k.trickSeats(s) }),
    led: s.led < 0 ? null : t.deck.ids[s.led]!,
    brokenSuits: t.deck.suits.ids.filter((_, i) => (s.broken & (1 << i)) !== 0),
    tricksWon: s.tricksWon.slice(),
    voids: s.voids.slice(),
    owed: s.owed.map((o) => ({ ...o })),
    step: s.step,
    idle: s.idle,
    direction: s.direction,
    turnTo: s.turnTo,
    legal: chooser !== null && viewer >= 0 && chooser === viewer ? legalMoves(s) : [],
  };
}

export function outcome(s: ShellState): Outcome {
  return {
    hands: s.history.map((h) => ({ hand: h.hand, dealer: h.dealer, scores: h.scores.slice() })),
    totals: s.total.slice(),
    over: s.over,
    winner: publicWinner(s.winner),
  };
}

import type { GameEvent, GameMeta } from '@orrery/runtime';
import type { HandSummary } from './hand-tracker';
import { MOST_MOTIONS, motionsBetween, withCardsIn, type Motion } from './motions';
import type { TableView } from './table-view';

/** A completed trick as everyone saw it: its cards in play order from `leader`, and who won. */
export interface ShownTrick {
  readonly hand: number;
  readonly cards: readonly string[];
  readonly leader: number;
  readonly winner: number;
  /** Who played each card, where a seat may sit the tricks out (else the seats from `leader`). */
  readonly seats?: readonly number[];
}

/**
 * One picture of the table for a person to follow: the view to draw, a completed trick still
 * lying there, the cards that moved to get here, and how long it stays: `pause` for a moment (a
 * trick just won), `hand` until the person continues (a hand just ended), null until the next move.
 */
export interface Frame {
  readonly view: TableView;
  readonly trick: ShownTrick | null;
  readonly motions: readonly Motion[];
  readonly hold: 'pause' | 'hand' | null;
}

/** The trick a `trick` event completed, or null when `event` is not one. */
export function trickOf(event: GameEvent, hand: number): ShownTrick | null {
  if (event.type !== 'trick') return null;
  // Read as data, not trusted to its type: a server's events reach here as JSON.
  const { cards, leader, winner, seats } = event as {
    cards?: unknown;
    leader?: unknown;
    winner?: unknown;
    seats?: unknown;
  };
  if (!Array.isArray(cards) || typeof winner !== 'number') return null;
  const played = Array.isArray(seats) && seats.every((x) => typeof x === 'number');
  return {
    hand,
    cards: cards.filter((c): c is string => typeof c === 'string'),
    leader: typeof leader === 'number' ? leader : winner,
    winner,
    ...(played ? { seats: seats as number[] } : {}),
  };
}

/**
 * The seat whose cards a move played: the seat whose turn it was, which its `move` event names
 * where another seat chose it (`played by`), else `seat`, the seat that made it. Read as data:
 * a server's events reach here as JSON.
 */
export function moverOf(events: readonly GameEvent[], seat: number): number {
  const moved = events.find((e) => e.type === 'move') as { turn?: unknown } | undefined;
  return typeof moved?.turn === 'number' ? moved.turn : seat;
}

/**
 * The table as a finished hand left it, though the engine has dealt the next one: the hand's
 * zones when it ended (the view's `history`), its scores and the match totals after it. Records
 * kept across hands are the ones after the hand; per-hand variables as the hand had them.
 */
export function endOfHand(
  meta: GameMeta,
  before: TableView,
  after: TableView,
  summary: HandSummary,
): TableView {
  const last = after.history?.find((h) => h.hand === summary.hand);
  const variables: Record<string, unknown> = { ...before.variables };
  for (const v of meta.variables)
    if (v.storage === 'record' && v.key in after.variables)
      variables[v.key] = after.variables[v.key];
  return {
    ...after,
    handNumber: summary.hand,
    dealer: last?.dealer ?? before.dealer,
    phase: before.phase,
    zones: last?.zones ?? before.zones,
    variables,
    handScore: summary.scores,
    total: summary.totals,
    toMove: null,
    leader: before.leader,
    legal: [],
    ...(summary.tricksWon ? { tricksWon: summary.tricksWon } : {}),
  };
}

/**
 * What a person sees of one move, `before` and `after` being their views around it: a trick the
 * move completed lies on the table with its winner marked for a pause (the winner may lead at
 * once), then goes to its pile; a hand the move ended stays on the table until they continue.
 */
export function framesOf(
  meta: GameMeta,
  before: TableView,
  after: TableView,
  events: readonly GameEvent[],
  mover: number,
  summary: HandSummary | null,
): Frame[] {
  const frames: Frame[] = [];
  const motions = (from: TableView, to: TableView) => {
    const all = motionsBetween(meta, from, to, mover);
    return all.length > MOST_MOTIONS ? [] : all;
  };
  let current = before;
  const trickEvent = events.find((e) => e.type === 'trick');
  const trick = trickEvent ? trickOf(trickEvent, before.handNumber) : null;
  if (trick !== null && meta.trickZone !== null) {
    const laid = withCardsIn(
      meta,
      before,
      { zone: meta.trickZone, owner: null },
      trick.cards,
      mover,
    );
    const held: TableView = summary
      ? { ...laid, toMove: null, legal: [] }
      : { ...laid, toMove: after.toMove, legal: after.legal };
    frames.push({ view: held, trick, motions: motions(before, held), hold: 'pause' });
    current = held;
  }
  const next = summary ? endOfHand(meta, before, after, summary) : after;
  frames.push({
    view: next,
    trick: null,
    motions: motions(current, next),
    hold: summary ? 'hand' : null,
  });
  return frames;
}

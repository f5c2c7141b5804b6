// One match (or one hand) on the fast path, kept as a small record of what the figures need.

import type { BotSpec } from '@orrery/bots';
import type { GameEvent } from '@orrery/runtime';
import { seatPlayer, type AnyEngine, type SeatPlayer } from './players';
import { scoreKey, type ScoreReason } from './rules-words';
import { botSeed, matchSeed } from './seeds';

export interface HandRecord {
  readonly dealer: number;
  readonly scores: readonly number[];
  /** Decisions taken in the hand (every move a seat chose). */
  readonly moves: number;
  readonly tricks: number;
  /** Event name → how often it fired in the hand. */
  readonly events: Readonly<Record<string, number>>;
}

export interface GameRecord {
  /** The winning team, 'draw' for a level match or hand, or 'unfinished' at the move cap. */
  readonly winner: number | 'draw' | 'unfinished';
  readonly hands: readonly HandRecord[];
  readonly decisions: number;
  /** Sum and sum of squares of the number of legal moves at each decision. */
  readonly legalSum: number;
  readonly legalSquares: number;
}

export interface PlaySettings {
  readonly runSeed: number;
  readonly options: Readonly<Record<string, string | number>>;
  /** One spec per seat. */
  readonly bots: readonly BotSpec[];
  /** Single hands: the team that outscores the others wins. */
  readonly handsOnly: boolean;
  /** A match still going after this many decisions is cut off and counted as unfinished. */
  readonly maxDecisions: number;
  /**
   * The rules file's `score` reasons: each score event is also counted under the key of the
   * reason it was written from (`score:<reason as written>`), beside `score`.
   */
  readonly scoreReasons?: readonly ScoreReason[];
}

/** Bookkeeping events that every move or hand has; the rest are worth counting. */
const NOT_COUNTED = new Set(['deal', 'hand-end', 'match-end', 'play', 'move']);

/** The name an event is counted under: `rule:<name>`, `move:<type>`, `trick`, `no-move`, ... */
export function eventName(event: GameEvent): string | undefined {
  if (event.type === 'rule') return `rule:${String(event['name'])}`;
  if (event.type === 'move') {
    const move = event['move'];
    const type =
      typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined;
    return `move:${String(type)}`;
  }
  return NOT_COUNTED.has(event.type) ? undefined : event.type;
}

/** Plays match `index` of a run to its end (or its first hand's end with `handsOnly`). */
export function playGame(engine: AnyEngine, settings: PlaySettings, index: number): GameRecord {
  // Single hands: the runtime's hand limit ends the match after the first, whatever the rules.
  const setup = engine.setup({
    seed: matchSeed(settings.runSeed, index),
    options: settings.options,
    handLimit: settings.handsOnly ? 1 : undefined,
  });
  if (!setup.ok) throw new Error(`${setup.error.path}: ${setup.error.message}`);
  const state = setup.value;
  const fast = engine.fast;
  const players: SeatPlayer[] = settings.bots.map((spec, seat) =>
    seatPlayer(engine, spec, botSeed(settings.runSeed, index, seat)),
  );
  const reasons = settings.scoreReasons ?? [];
  const codes: number[] = [];
  const events: GameEvent[] = [];
  const perHand: { moves: number; tricks: number; events: Record<string, number> }[] = [];
  let current = { moves: 0, tricks: 0, events: {} as Record<string, number> };
  let hand = fast.handNumber(state);
  let decisions = 0;
  let legalSum = 0;
  let legalSquares = 0;
  let cut = false;
  for (;;) {
    const seat = fast.toMove(state);
    if (seat < 0) break;
    const number = fast.handNumber(state);
    if (number !== hand) {
      perHand.push(current);
      current = { moves: 0, tricks: 0, events: {} };
      hand = number;
      if (settings.handsOnly) break;
    }
    if (decisions >= settings.maxDecisions) {
      cut = true;
      break;
    }
    codes.length = 0;
    const count = fast.legal(state, codes);
    const code = count === 1 ? codes[0]! : players[seat]!.choose(state, seat, codes, count);
    decisions++;
    legalSum += count;
    legalSquares += count * count;
    current.moves++;
    events.length = 0;
    fast.play(state, code, events);
    for (const event of events) {
      const name = eventName(event);
      if (name === undefined) continue;
      if (name === 'trick') current.tricks++;
      current.events[name] = (current.events[name] ?? 0) + 1;
      if (event.type === 'score' && reasons.length > 0) {
        const key = scoreKey(event.reason, reasons);
        if (key !== undefined) current.events[key] = (current.events[key] ?? 0) + 1;
      }
    }
  }
  if (!cut && fast.toMove(state) < 0) perHand.push(current);
  const outcome = engine.outcome(state);
  const hands: HandRecord[] = perHand.flatMap((h, k) => {
    const result = outcome.hands[k];
    return result === undefined ? [] : [{ ...h, dealer: result.dealer, scores: result.scores }];
  });
  return {
    winner: cut ? 'unfinished' : winnerOf(settings.handsOnly, outcome.winner, hands[0]),
    hands,
    decisions,
    legalSum,
    legalSquares,
  };
}

function winnerOf(
  handsOnly: boolean,
  matchWinner: number | 'draw' | null,
  first: HandRecord | undefined,
): number | 'draw' | 'unfinished' {
  if (!handsOnly) return matchWinner ?? 'unfinished';
  if (first === undefined) return 'unfinished';
  return outscoring(first.scores);
}

/** The team with strictly the most points, or 'draw'. */
export function outscoring(scores: readonly number[]): number | 'draw' {
  const best = Math.max(...scores);
  const leaders = scores.flatMap((s, t) => (s === best ? [t] : []));
  return leaders.length === 1 ? leaders[0]! : 'draw';
}

// Authoring helpers for scenario files: whole deals from the cards that matter, a trick oracle
// written from the rulings (independent of the engines) to predict trick winners and scores, an
// autoplayer that picks each seat's first preferred legal card, and a writer that saves the
// scenario as JSON, runs it, and says whether the engine agrees.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEngine, DealSpec, GameEvent, Move, TrickEvent } from '@orrery/runtime';
import {
  completeDeal,
  describeFailure,
  parseScenario,
  runScenario,
  type PartialDeal,
} from '@orrery/harness';

export type { AnyEngine };
export type Step = Record<string, unknown>;
export type Options = Record<string, string | number>;

export interface Draft {
  readonly name: string;
  readonly description: string;
  readonly rulings: readonly string[];
  readonly options?: Options;
  readonly seed?: number;
  readonly deals?: readonly DealSpec[];
  readonly repeat?: boolean;
  readonly steps: readonly Step[];
}

// The scenarios this writes live with the harness that runs them.
const root = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/harness/scenarios',
);

export function deal(
  engine: AnyEngine,
  options: Options,
  partial: PartialDeal,
  handSize: number,
): DealSpec {
  return completeDeal(
    engine.meta.deck(options).map((c) => c.id),
    partial,
    handSize,
  );
}

export const failures: string[] = [];

/** Writes the scenario (under pending/ when the engine is known to disagree) and runs it. */
export function save(engine: AnyEngine, draft: Draft, pending = false): void {
  const { name, description, rulings, ...rest } = draft;
  const body = { description, rulings, game: engine.meta.id, ...rest };
  const text = JSON.stringify(body, null, 2);
  const read = parseScenario(text);
  if (!read.ok) throw new Error(`${name}: ${read.error.message}`);
  const report = runScenario(engine, read.value);
  const dir = path.join(root, pending ? 'pending' : '', engine.meta.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), text + '\n');
  const verdict = report.ok ? 'ok' : describeFailure(report.failure);
  if (!report.ok) failures.push(`${engine.meta.id}/${name}: ${verdict}`);
  console.log(`${pending ? 'PENDING ' : ''}${engine.meta.id}/${name}: ${verdict}`);
}

// --- the trick oracle, from the rulings ----------------------------------------------------

const SUITS = ['earth', 'jupiter', 'mars', 'neptune', 'saturn', 'venus'];
/** M3: suit rank within its group. */
const TIER: Record<string, number> = {
  earth: 3,
  jupiter: 2,
  mars: 1,
  neptune: 3,
  saturn: 2,
  venus: 1,
};
const GROUP: Record<string, number> = {
  earth: 0,
  jupiter: 0,
  mars: 0,
  neptune: 1,
  saturn: 1,
  venus: 1,
};
/** M2: Galaxy, Sun, Moon, 7..1. */
const RANK: Record<string, number> = { galaxy: 10, sun: 9, moon: 8 };

export function suitOf(card: string, wildGalaxies: boolean): string | null {
  const [suit, rank] = card.split('-');
  if (wildGalaxies && rank === 'galaxy') return null;
  return suit ?? null;
}
function rankOf(card: string): number {
  const r = card.split('-')[1] ?? '';
  return RANK[r] ?? Number(r);
}

/** M8 / A5: the index in `cards` (leader first) of the winning card. */
export function winningIndex(cards: readonly string[], wild: boolean): number {
  if (wild) {
    const saturn = cards.indexOf('saturn-galaxy');
    if (saturn >= 0) return saturn;
    const venus = cards.indexOf('venus-galaxy');
    if (venus >= 0) return venus;
  }
  const led = cards.find((c) => suitOf(c, wild) !== null)!;
  const ledSuit = suitOf(led, wild)!;
  let best = -1;
  let bestKey = [-1, -1];
  cards.forEach((c, i) => {
    const s = suitOf(c, wild);
    if (s === null || GROUP[s] !== GROUP[ledSuit] || TIER[s]! < TIER[ledSuit]!) return;
    const key = [TIER[s]!, rankOf(c)];
    if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && key[1]! > bestKey[1]!)) {
      best = i;
      bestKey = key;
    }
  });
  return best;
}

/** M10 for one team's taken cards. */
export function marsVenusScore(taken: readonly string[]): number {
  let score = 0;
  for (const suit of ['mars', 'venus']) {
    const mine = taken.filter((c) => c.startsWith(`${suit}-`));
    if (mine.length === 10) score += 20;
    else if (!mine.includes(`${suit}-galaxy`)) score += mine.length;
  }
  return score;
}

/** A7: the suits a team took whole (nine cards), in suit order. */
export function wholeSuits(taken: readonly string[]): string[] {
  return SUITS.filter(
    (s) => taken.filter((c) => c.startsWith(`${s}-`) && !c.endsWith('galaxy')).length === 9,
  );
}

// --- autoplay of trick games ---------------------------------------------------------------

/**
 * Plays tricks through the engine; each seat plays the first card of its preference list (its
 * dealt hand order unless given) that the engine lists as legal. Winners come from the oracle.
 */
export class Table {
  state: unknown;
  readonly steps: Step[] = [];
  /** Per hand: the cards each team took, by the oracle, and the tricks each team won. */
  taken: string[][] = [[], []];
  tricksWon = [0, 0];
  lastTrickTeam = -1;
  private prefs: string[][];
  private handIndex = 0;

  constructor(
    readonly engine: AnyEngine,
    readonly deals: readonly DealSpec[],
    readonly options: Options = {},
    readonly wild = false,
  ) {
    const setup = engine.setup({ options, deals });
    if (!setup.ok) throw new Error(`${setup.error.path}: ${setup.error.message}`);
    this.state = setup.value;
    this.prefs = deals[0]!.hands.map((h) => [...h]);
  }

  /** Let a seat prefer these cards first (the rest of its hand after them). */
  prefer(seat: number, cards: readonly string[]): this {
    const rest = this.prefs[seat]!.filter((c) => !cards.includes(c));
    this.prefs[seat] = [...cards, ...rest];
    return this;
  }

  apply(move: Record<string, string | number>): GameEvent[] {
    const result = this.engine.apply(this.state, move as Move);
    if (!result.ok)
      throw new Error(`${JSON.stringify(move)}: ${result.error.code} ${result.error.message}`);
    this.state = result.state;
    return [...result.events];
  }

  /** Plays one trick: the given cards, or each seat's preferred legal card. */
  trick(cards?: readonly string[], note?: string): this {
    const leader = this.engine.toMove(this.state)!;
    const played: string[] = [];
    let event: TrickEvent | undefined;
    for (let k = 0; k < 4; k++) {
      const seat = (leader + k) % 4;
      const legal = this.engine.legalMoves(this.state).map((m) => String(m['card']));
      const card = cards?.[k] ?? this.prefs[seat]!.find((c) => legal.includes(c));
      if (card === undefined)
        throw new Error(`seat ${seat} has no preferred legal card among ${legal}`);
      this.prefs[seat] = this.prefs[seat]!.filter((c) => c !== card);
      played.push(card);
      event =
        this.apply({ seat, type: 'play', card }).find((e): e is TrickEvent => e.type === 'trick') ??
        event;
    }
    const winner = (leader + winningIndex(played, this.wild)) % 4;
    if (event && event.winner !== winner) {
      console.log(
        `  oracle and engine differ on ${played}: oracle ${winner}, engine ${event.winner}`,
      );
    }
    this.taken[winner % 2]!.push(...played);
    this.tricksWon[winner % 2]!++;
    this.lastTrickTeam = winner % 2;
    this.steps.push({ trick: played, winner, ...(note ? { note } : {}) });
    return this;
  }

  /** Plays tricks until the hand's cards are gone. */
  rest(): this {
    const left = () => this.prefs.reduce((n, h) => n + h.length, 0);
    while (left() > 0) this.trick();
    return this;
  }

  /** Moves to the next deal's preferences, after a hand was completed (and choices made). */
  nextHand(): this {
    this.handIndex++;
    this.prefs = this.deals[this.handIndex]!.hands.map((h) => [...h]);
    this.taken = [[], []];
    this.tricksWon = [0, 0];
    return this;
  }

  expect(expectation: Record<string, unknown>, note?: string): this {
    this.steps.push({ expect: expectation, ...(note ? { note } : {}) });
    return this;
  }

  step(step: Step): this {
    if ('play' in step) this.apply(step['play'] as Record<string, string | number>);
    this.steps.push(step);
    return this;
  }
}

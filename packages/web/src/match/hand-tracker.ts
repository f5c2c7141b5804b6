import type { GameEvent, GameMeta, HandEndEvent } from '@orrery/runtime';
import type { HouseRules } from './options';
import { humanize } from './names';
import { isZoneList, zoneEntry, type TableView } from './table-view';

/** A rule the hand's scoring or play fired (a rules file `event`), for the summary. */
export interface RuleNote {
  readonly name: string;
  readonly title: string;
  readonly team: number | null;
  /** The rules file's sentence for it ("Team B took the ... so scores nothing"), if it wrote one. */
  readonly reason?: string;
}

/**
 * A line of the hand's score as the rules file explains it: a `score` event ("Team A took every
 * Heart", 6 points for team 0).
 */
export interface ScoreReason {
  readonly team: number;
  readonly points: number;
  readonly reason: string;
}

/** What the end-of-hand summary shows; all of it public once the hand is over. */
export interface HandSummary {
  readonly hand: number;
  readonly scores: readonly number[];
  readonly totals: readonly number[];
  /** Per team, the cards it took that were seen face up (deck order). */
  readonly captured: readonly (readonly string[])[];
  readonly rules: readonly RuleNote[];
  readonly tricksWon: readonly number[] | null;
  /** Why each team scored what it did, from the engine's `score` events; empty when it sent none. */
  readonly reasons?: readonly ScoreReason[];
}

export interface TrackerData {
  readonly taken: readonly (readonly string[])[];
  readonly rules: readonly RuleNote[];
  readonly tricks: readonly number[];
  readonly reasons?: readonly ScoreReason[];
}

/**
 * Follows one hand from public information only (team zones that everyone sees, and the cards
 * of each completed trick, which were played face up) so the summary can say which cards each
 * team took without ever reading the hidden state.
 */
export class HandTracker {
  #taken: Set<string>[];
  #rules: RuleNote[] = [];
  #tricks: number[];
  #reasons: ScoreReason[] = [];

  constructor(
    private readonly meta: GameMeta,
    private readonly options: HouseRules,
  ) {
    const teams = meta.teamCount(options);
    this.#taken = Array.from({ length: teams }, () => new Set());
    this.#tricks = new Array<number>(teams).fill(0);
  }

  /** Plain data for the saved match (loading rebuilds it by replaying the moves). */
  toJSON(): TrackerData {
    return {
      taken: this.#taken.map((s) => [...s]),
      rules: this.#rules.slice(),
      tricks: this.#tricks.slice(),
      reasons: this.#reasons.slice(),
    };
  }

  /** Cards lying face up in team-owned zones that every seat sees. */
  noteView(view: TableView): void {
    for (const zone of this.meta.zones) {
      if (zone.owner !== 'team' || zone.visibility !== 'all') continue;
      const z = zoneEntry(view, zone.name);
      if (z === undefined || !isZoneList(z)) continue;
      z.forEach((instance, team) => instance.cards?.forEach((c) => this.#taken[team]?.add(c)));
    }
  }

  /** Returns the summary when `events` end the hand, else null. */
  noteEvents(events: readonly GameEvent[]): HandSummary | null {
    let summary: HandSummary | null = null;
    // Score events explain the hand ending in this batch, before or after its hand-end event.
    for (const event of events) {
      const reason = scoreReason(event);
      if (reason !== null) this.#reasons.push(reason);
    }
    for (const event of events) {
      if (event.type === 'trick' && typeof event['winner'] === 'number') {
        const team = this.meta.teamOf(event['winner'], this.options);
        const cards = event['cards'];
        if (Array.isArray(cards))
          for (const c of cards) if (typeof c === 'string') this.#taken[team]?.add(c);
        if (this.#tricks[team] !== undefined) this.#tricks[team]++;
      } else if (event.type === 'rule' && typeof event['name'] === 'string') {
        const team =
          typeof event.team === 'number'
            ? event.team
            : typeof event.seat === 'number'
              ? this.meta.teamOf(event.seat, this.options)
              : null;
        const reason = typeof event['reason'] === 'string' ? { reason: event['reason'] } : {};
        this.#rules.push({ name: event['name'], title: humanize(event['name']), team, ...reason });
      } else if (event.type === 'hand-end') {
        summary = this.#finish(event);
      }
    }
    return summary;
  }

  #finish(event: HandEndEvent): HandSummary {
    const order = new Map(this.meta.deck(this.options).map((c, i) => [c.id, i]));
    const numbers = (x: unknown) =>
      Array.isArray(x) ? x.filter((n): n is number => typeof n === 'number') : [];
    const summary: HandSummary = {
      hand: typeof event['hand'] === 'number' ? event['hand'] : 0,
      scores: numbers(event['scores']),
      totals: numbers(event['totals']),
      captured: this.#taken.map((set) =>
        [...set].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
      ),
      rules: this.#rules,
      tricksWon: this.meta.trickZone === null ? null : this.#tricks.slice(),
      reasons: this.#reasons,
    };
    this.#taken = this.#taken.map(() => new Set());
    this.#rules = [];
    this.#reasons = [];
    this.#tricks = this.#tricks.map(() => 0);
    return summary;
  }
}

/** A `score` event's explanation, or null when `event` is not one (or is malformed). */
function scoreReason(event: GameEvent): ScoreReason | null {
  if (event.type !== 'score') return null;
  const { team, points, reason } = event;
  return typeof team === 'number' && typeof points === 'number' && typeof reason === 'string'
    ? { team, points, reason }
    : null;
}

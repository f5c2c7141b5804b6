// One room's game, without any I/O: the state, the moves applied so far, and what each viewer
// may be shown of them. The owner process tries moves here; every process that serves the room
// replays the owner's moves here, so all of them show the same game.

import { cardsIn, redact, spectatorView, unseen, visibleIn, type GameEvent } from '@orrery/runtime';
import type { AnyEngine } from '../games/catalogue';
import type { MovedBy, ShownMove, WireMove } from '../protocol/messages';

/** A viewer: a seat, or `SPECTATOR` for every connection that holds no seat. */
export const SPECTATOR = -1;

/** Per viewer (`"0"`, `"1"`, ..., `"spectator"`), the cards of a move and its events it may not see. */
export type HiddenCards = Readonly<Record<string, readonly string[]>>;

/** A move as it is stored and passed between processes: the true move, never sent to a client. */
export interface MoveRecord {
  readonly seq: number;
  readonly seat: number;
  readonly by: MovedBy;
  readonly move: WireMove;
  /** Null when no viewer is denied any card it names (most moves). */
  readonly hidden: HiddenCards | null;
  readonly at: number;
}

export interface Applied {
  readonly record: MoveRecord;
  readonly state: unknown;
  readonly events: readonly GameEvent[];
}

export type Attempt =
  | { readonly ok: true; readonly applied: Applied }
  | {
      readonly ok: false;
      readonly code: 'illegal-move';
      readonly rule: string;
      readonly message: string;
    };

function viewerKey(viewer: number): string {
  return viewer === SPECTATOR ? 'spectator' : String(viewer);
}

export class Match {
  readonly deck: ReadonlySet<string>;
  readonly seats: number;
  private readonly views = new WeakMap<object, Map<number, unknown>>();
  /** Per state and viewer, the cards it shows of the hand being played (after a move, before the next). */
  private readonly sights = new WeakMap<object, Map<number, Set<string>>>();

  constructor(
    readonly engine: AnyEngine,
    readonly options: Readonly<Record<string, string | number>>,
    public state: unknown,
    public seq: number,
    readonly log: MoveRecord[],
  ) {
    this.deck = new Set(engine.meta.deck(options).map((c) => c.id));
    this.seats = engine.meta.seatCount(options);
  }

  toMove(): number | null {
    return this.engine.toMove(this.state);
  }

  over(): boolean {
    return this.engine.outcome(this.state).over;
  }

  legal(): WireMove[] {
    return this.engine.legalMoves(this.state) as WireMove[];
  }

  /** Applies `move` for `seat` to a copy; the match is unchanged until `commit`. */
  attempt(seat: number, move: WireMove, by: MovedBy, at: number): Attempt {
    const result = this.engine.apply(this.state, move);
    if (!result.ok) {
      return {
        ok: false,
        code: 'illegal-move',
        rule: result.error.code,
        message: result.error.message,
      };
    }
    const hidden = this.hiddenOf(this.state, result.state, move, result.events);
    const record: MoveRecord = { seq: this.seq + 1, seat, by, move, hidden, at };
    return { ok: true, applied: { record, state: result.state, events: result.events } };
  }

  /** Replays a stored or published move; the events are recomputed, the secrets are its own. */
  replay(record: MoveRecord): { ok: true; applied: Applied } | { ok: false; message: string } {
    if (record.seq !== this.seq + 1) {
      return { ok: false, message: `move ${record.seq} after move ${this.seq}` };
    }
    const result = this.engine.apply(this.state, record.move);
    if (!result.ok) {
      return { ok: false, message: `move ${record.seq} refused: ${result.error.code}` };
    }
    return { ok: true, applied: { record, state: result.state, events: result.events } };
  }

  commit(applied: Applied): void {
    this.state = applied.state;
    this.seq = applied.record.seq;
    this.log.push(applied.record);
  }

  /** The engine's view for a seat, or the view of no seat; computed once per state and viewer. */
  viewFor(viewer: number, state: unknown = this.state): unknown {
    const key = state as object;
    let views = this.views.get(key);
    if (views === undefined) {
      views = new Map();
      this.views.set(key, views);
    }
    let view = views.get(viewer);
    if (view === undefined) {
      view =
        viewer === SPECTATOR
          ? spectatorView(
              this.engine.view(state, 0),
              this.engine.meta,
              this.shared(state),
              this.deck,
            )
          : this.engine.view(state, viewer);
      views.set(viewer, view);
    }
    return view;
  }

  /** A move as `viewer` may see it. */
  shownMove(record: MoveRecord, viewer: number): ShownMove {
    return redact(record.move, this.hiddenFor(record, viewer)) as ShownMove;
  }

  shownEvents(record: MoveRecord, events: readonly GameEvent[], viewer: number): unknown[] {
    const hidden = this.hiddenFor(record, viewer);
    return events.map((e) => redact(e, hidden));
  }

  private hiddenFor(record: MoveRecord, viewer: number): ReadonlySet<string> {
    const cards = record.hidden?.[viewerKey(viewer)];
    return cards === undefined ? new Set() : new Set(cards);
  }

  private sightOf(viewer: number, state: unknown): Set<string> {
    const key = state as object;
    let sights = this.sights.get(key);
    if (sights === undefined) {
      sights = new Map();
      this.sights.set(key, sights);
    }
    let sight = sights.get(viewer);
    if (sight === undefined) {
      sight = visibleIn(this.viewFor(viewer, state), this.deck);
      sights.set(viewer, sight);
    }
    return sight;
  }

  /** Cards every seat's view shows of the hand being played. */
  private shared(state: unknown): Set<string> {
    let shared: Set<string> | undefined;
    for (let seat = 0; seat < this.seats; seat++) {
      const seen = this.sightOf(seat, state);
      shared = shared === undefined ? seen : new Set([...shared].filter((c) => seen.has(c)));
    }
    return shared ?? new Set();
  }

  private hiddenOf(
    before: unknown,
    after: unknown,
    move: WireMove,
    events: readonly GameEvent[],
  ): HiddenCards | null {
    const named = cardsIn(events, this.deck, cardsIn(move, this.deck));
    if (named.size === 0) return null;
    // A move that completes a hand puts the cards as they lay into the hand's record.
    const fresh =
      this.engine.outcome(after).hands.length - this.engine.outcome(before).hands.length;
    const hidden: Record<string, string[]> = {};
    for (let viewer = SPECTATOR; viewer < this.seats; viewer++) {
      const then = this.sightOf(viewer, before);
      const now =
        fresh === 0
          ? this.sightOf(viewer, after)
          : visibleIn(this.viewFor(viewer, after), this.deck, fresh);
      const denied = [...unseen(named, then, now)].sort();
      if (denied.length > 0) hidden[viewerKey(viewer)] = denied;
    }
    return Object.keys(hidden).length === 0 ? null : hidden;
  }
}

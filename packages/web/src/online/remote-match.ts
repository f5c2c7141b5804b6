import type { GameEvent, GameMeta, Move, MoveError } from '@orrery/runtime';
import {
  OrreryError,
  RoomConnection,
  type ErrorFrame,
  type RoomOptions,
  type RoomStatus,
  type SeatInfo,
  type ShownMove,
  type StateFrame,
  type UpdateFrame,
} from '@orrery/server/client';
import { eventLines } from '../match/event-lines';
import { framesOf, moverOf, trickOf, type Frame, type ShownTrick } from '../match/frames';
import { HandTracker, type HandSummary } from '../match/hand-tracker';
import type { LogEntry, PlayResult } from '../match/controller';
import { shownMoveText } from '../match/shown-move';
import { seatName } from '../match/names';
import type { HouseRules } from '../match/options';
import type { TableView } from '../match/table-view';

/** Why an online match cannot go on, in words, with the server's code when it sent one. */
/** A log line of an online match, with the room's move number it came from. */
export interface OnlineLogEntry extends LogEntry {
  readonly seq: number;
}

export interface OnlineProblem {
  readonly code: string;
  readonly message: string;
}

/**
 * A match played on a game server: the server holds the state and applies the moves, and this
 * keeps what one connection may see (its seat's view, the seats' presence, the move log, the
 * summaries of the hands it watched end). It has the same reading of events as a match played
 * here (`eventLines`, `HandTracker`), so the table draws either the same way.
 */
export class RemoteMatch {
  readonly log: OnlineLogEntry[] = [];
  readonly summaries: HandSummary[] = [];
  /** The summary each hand-ending move (by `seq`) produced. */
  readonly #summaryAt = new Map<number, HandSummary>();
  readonly #connection: RoomConnection;
  readonly #listeners = new Set<() => void>();
  readonly #deckNames: ReadonlyMap<string, string>;
  #tracker: HandTracker;
  #options: HouseRules = {};
  #problem: OnlineProblem | null = null;
  /** The last move as this connection saw it: the views around it and what it did. */
  #last: {
    readonly before: TableView;
    readonly events: readonly GameEvent[];
    readonly seat: number;
    readonly summary: HandSummary | null;
  } | null = null;
  #lastTrick: ShownTrick | null = null;
  /** The view the last frame brought, kept because the connection's state is already the next. */
  #shown: TableView | null = null;
  #lastRefusal: ErrorFrame | null = null;

  constructor(
    readonly meta: GameMeta,
    options: RoomOptions,
  ) {
    this.#tracker = new HandTracker(meta, {});
    this.#deckNames = new Map(meta.deck({}).map((c) => [c.id, c.name]));
    this.#connection = new RoomConnection(options);
    this.#connection.on('state', (frame) => this.#joined(frame));
    this.#connection.on('update', (frame) => {
      const before = this.#shown;
      this.#shown = frame.view as TableView;
      this.#moved(frame, before);
    });
    this.#connection.on('presence', () => this.#changed());
    this.#connection.on('status', (status) => this.#statusChanged(status));
    this.#connection.on('error', (frame) => this.#refusedBinding(frame));
  }

  get status(): RoomStatus {
    return this.#connection.status;
  }

  /** The seat this page plays, or null when it watches (or has not sat down yet). */
  get seat(): number | null {
    return this.#connection.seat;
  }

  /** The room's house rules, as the server set them when the room was made. */
  get options(): HouseRules {
    return this.#options;
  }

  /** This connection's view of the table; null until the room's state has arrived. */
  get view(): TableView | null {
    return (this.#connection.state?.view as TableView | undefined) ?? null;
  }

  get toMove(): number | null {
    return this.#connection.state?.turn?.seat ?? null;
  }

  /** How this connection sees the last move, picture by picture (see framesOf). */
  frames(): Frame[] {
    const view = this.view;
    if (view === null) return [];
    const last = this.#last;
    if (last === null) return [{ view, trick: null, motions: [], hold: null }];
    return framesOf(this.meta, last.before, view, last.events, last.seat, last.summary);
  }

  /** The last trick completed while this page watched, for review: its cards were face up. */
  get lastTrick(): ShownTrick | null {
    return this.#lastTrick;
  }

  /** Who sits where, and who is connected now. */
  get seats(): readonly SeatInfo[] {
    return this.#connection.state?.seats ?? [];
  }

  /** The seat the game waits for when its player is away (not connected, no bot standing in). */
  get waitingFor(): SeatInfo | null {
    const seat = this.toMove;
    if (seat === null || seat === this.seat) return null;
    const info = this.seats[seat];
    return info !== undefined && info.kind === 'human' && !info.connected && !info.standIn
      ? info
      : null;
  }

  /** Why the room cannot be played (a refused join, another game's room), or null. */
  get problem(): OnlineProblem | null {
    return this.#problem;
  }

  /** Calls `listener` after every change: a move, presence, the connection's status. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves once the room is drawn (its state is in), rejects with why it cannot be. */
  async ready(): Promise<void> {
    try {
      await this.#connection.ready();
    } catch (error) {
      throw this.#problem ?? problemOf(error);
    }
    if (this.#problem !== null) throw this.#problem;
  }

  /** Sends this seat's move; the result is the server's answer, with the rule when it refuses. */
  async play(move: Move): Promise<PlayResult> {
    if (this.seat === null) {
      return refusal({ code: 'not-seated', message: 'You are watching this room' });
    }
    if (this.toMove !== this.seat) {
      const who = this.toMove === null ? null : seatName(this.meta, this.toMove);
      const message = who ? `It is ${who}'s turn` : 'The match is over';
      return refusal({ code: 'not-your-turn', message });
    }
    try {
      const wire = Object.fromEntries(Object.entries(move).filter(([k]) => k !== 'seat')) as Move &
        Record<string, string | number>;
      const frame = await this.#connection.move(wire);
      const entries = this.log.filter((e) => e.seq === frame.seq);
      return {
        ok: true,
        description: entries[0]?.text ?? this.describe(frame.seat, frame.move),
        events: frame.events as GameEvent[],
        summary: this.#summaryAt.get(frame.seq) ?? null,
        lines: entries.map((e) => e.text),
      };
    } catch (error) {
      const problem = problemOf(error);
      const rule = error instanceof OrreryError ? error.rule : undefined;
      return refusal({ code: rule ?? problem.code, message: problem.message });
    }
  }

  /** "North: Play 7 of Hearts", from the move as this connection was shown it. */
  describe(seat: number, move: ShownMove): string {
    return shownMoveText(this.meta, this.#deckNames, seat, move);
  }

  close(): void {
    this.#connection.close();
  }

  /** A (re)join: the log is rebuilt from the room's, and hands are followed from here on. */
  #joined(frame: StateFrame): void {
    if (frame.game !== this.meta.id) {
      this.#problem = {
        code: 'wrong-game',
        message: `This room plays ${frame.title}, not ${this.meta.title}`,
      };
      this.#connection.close();
      this.#changed();
      return;
    }
    this.#options = frame.options;
    this.#shown = frame.view as TableView;
    this.#last = null;
    this.#tracker = new HandTracker(this.meta, frame.options);
    const view = frame.view as TableView;
    this.#tracker.noteView(view);
    this.log.length = 0;
    for (const e of frame.log) {
      this.log.push({ hand: view.handNumber, seq: e.seq, text: this.describe(e.seat, e.move) });
    }
    this.#changed();
  }

  #moved(frame: UpdateFrame, before: TableView | null): void {
    const view = frame.view as TableView;
    const events = frame.events as GameEvent[];
    const summary = this.#tracker.noteEvents(events);
    const hand = before?.handNumber ?? view.handNumber;
    for (const e of events) this.#lastTrick = trickOf(e, hand) ?? this.#lastTrick;
    // The cards came from the seat whose turn it was, where another seat played it for it.
    const mover = moverOf(events, frame.seat);
    this.#last = before === null ? null : { before, events, seat: mover, summary };
    this.#tracker.noteView(view);
    const lines = [
      shownMoveText(this.meta, this.#deckNames, frame.seat, frame.move, mover),
      ...eventLines(this.meta, this.#options, events),
    ];
    for (const text of lines) this.log.push({ hand: summary?.hand ?? hand, seq: frame.seq, text });
    if (summary !== null) {
      this.summaries.push(summary);
      this.#summaryAt.set(frame.seq, summary);
    }
    this.#changed();
  }

  #refusedBinding(frame: ErrorFrame): void {
    // Refusals of moves are answered through `play`; the last refusal is kept in case it is
    // the one that closes the room (a join the server will not take).
    this.#lastRefusal = frame;
  }

  #statusChanged(status: RoomStatus): void {
    if (status === 'closed' && this.#problem === null && this.#lastRefusal !== null) {
      this.#problem = { code: this.#lastRefusal.code, message: this.#lastRefusal.message };
    }
    this.#changed();
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }
}

function refusal(error: MoveError): PlayResult {
  return { ok: false, error };
}

function problemOf(error: unknown): OnlineProblem {
  if (error instanceof OrreryError) return { code: error.code, message: error.message };
  if (isProblem(error)) return error;
  return { code: 'unavailable', message: 'The game server could not be reached' };
}

function isProblem(x: unknown): x is OnlineProblem {
  return typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
}

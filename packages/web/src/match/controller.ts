import type {
  GameEvent,
  GameMeta,
  InputError,
  Move,
  MoveError,
  Outcome,
  Result,
} from '@orrery/runtime';
import { endOfHand, framesOf, moverOf, trickOf, type Frame, type ShownTrick } from './frames';
import { firstCardOf } from './move-cards';
import { setShapeOf } from './set-choices';
import { bestRefusal, refusalRank } from './refusal';
import { HandTracker, type HandSummary } from './hand-tracker';
import { eventLines } from './event-lines';
import { seatName } from './names';
import { shownMoveText } from './shown-move';
import { SeatVariables } from './seat-variables';
import { firstDifference } from './state-difference';
import type { HouseRules } from './options';
import type { SeatPlayer } from './seats';
import { turnOf, zoneOf, type AnyEngine, type TableView } from './table-view';

/** What a match is started from: who sits where, the seed and the house rules. */
export interface MatchSetup {
  readonly seats: readonly SeatPlayer[];
  readonly seed: number;
  readonly options: HouseRules;
}

/** A move in replay notation (REPLAY.md): the seat that made it and the move. */
export interface PlayedMove {
  readonly seat: number;
  readonly move: Move;
}

export interface LogEntry {
  readonly hand: number;
  readonly text: string;
}

export type PlayResult =
  | {
      readonly ok: true;
      readonly description: string;
      readonly events: readonly GameEvent[];
      /** Set when this move ended a hand. */
      readonly summary: HandSummary | null;
      /** Lines for the log and the live region: the move, tricks won, hand scores. */
      readonly lines: readonly string[];
    }
  | { readonly ok: false; readonly error: MoveError };

/**
 * Owns one match: the full state lives here and nowhere else. Elements get views
 * (`view(seat)`), never the state, so hidden cards cannot reach the DOM. Not attached to the
 * DOM; the game element keeps it in a private field.
 */
export class MatchController {
  #state: unknown;
  /** The state before the last move, and what that move did: what the display is built from. */
  #before: unknown;
  #lastEvents: readonly GameEvent[] = [];
  #lastSeat = 0;
  /** A hand that ended and that the display still shows, until `continueHand()`. */
  #finished: HandSummary | null = null;
  #lastTrick: ShownTrick | null = null;
  readonly moves: PlayedMove[] = [];
  readonly log: LogEntry[] = [];
  readonly summaries: HandSummary[] = [];
  readonly #tracker: HandTracker;
  readonly #seatVariables: SeatVariables;

  private constructor(
    readonly engine: AnyEngine,
    readonly setup: MatchSetup,
    state: unknown,
  ) {
    this.#state = state;
    this.#before = state;
    this.#tracker = new HandTracker(engine.meta, setup.options);
    this.#seatVariables = new SeatVariables(engine.meta);
    const view = this.view(0);
    this.#tracker.noteView(view);
    this.#seatVariables.noteView(view);
  }

  static create(engine: AnyEngine, setup: MatchSetup): Result<MatchController, InputError> {
    const started = engine.setup({ seed: setup.seed, options: setup.options });
    if (!started.ok) return started;
    return { ok: true, value: new MatchController(engine, setup, started.value) };
  }

  /**
   * A saved match, rebuilt by replaying its moves from the seed: the log, the hand summaries and
   * what each hand showed are made again rather than trusted, and `state`, the engine's saved
   * text, must be exactly where the moves lead. The engine's own reader of saved states is not
   * asked: every move was checked as it was replayed, and a game's page bundle leaves the reader
   * out (the bundler's page-runtime.ts).
   */
  static resume(
    engine: AnyEngine,
    setup: MatchSetup,
    state: string,
    moves: readonly PlayedMove[],
  ): Result<MatchController, InputError> {
    const created = MatchController.create(engine, setup);
    if (!created.ok) return created;
    const match = created.value;
    // One move at a time: a saved list may be of any length, so it is never spread into a call.
    for (let k = 0; k < moves.length; k++) {
      const { seat, move } = moves[k]!;
      const played = match.play(seat, move);
      if (!played.ok) {
        const message = `move ${k + 1} of ${moves.length} does not replay: ${played.error.message}`;
        return { ok: false, error: { code: 'invalid-saved-match', path: `moves[${k}]`, message } };
      }
    }
    const differs = firstDifference(state, match.serializeState());
    if (differs !== null) {
      const message = `the saved state is not where the saved moves lead (${differs})`;
      return { ok: false, error: { code: 'invalid-saved-match', path: 'state', message } };
    }
    return { ok: true, value: match };
  }

  get toMove(): number | null {
    return this.engine.toMove(this.#state);
  }

  get handNumber(): number {
    return this.engine.fast.handNumber(this.#state);
  }

  view(seat: number): TableView {
    return this.engine.view(this.#state, seat) as TableView;
  }

  outcome(): Outcome {
    return this.engine.outcome(this.#state);
  }

  /** Card ids to names, for the words of a move whose hidden cards are left out. */
  get #deckNames(): ReadonlyMap<string, string> {
    this.#names ??= new Map(this.engine.meta.deck(this.setup.options).map((c) => [c.id, c.name]));
    return this.#names;
  }
  #names: ReadonlyMap<string, string> | undefined;

  /**
   * The cards `move` and its events name that a person at this table saw neither before the
   * move nor after it: every human seat's view is asked, or seat 0's where bots play them all.
   * A view is read as its text, the hands before this one left out (they were dealt again
   * since), but for a hand the move has just ended, whose cards lie in its record.
   */
  #unseenBy(
    move: Move,
    events: readonly GameEvent[],
    before: unknown,
    after: unknown,
  ): ReadonlySet<string> {
    const names = this.#deckNames;
    const named = (JSON.stringify([move, events]).match(/"[^"]*"/g) ?? [])
      .map((q) => q.slice(1, -1))
      .filter((id) => names.has(id));
    const fresh =
      this.engine.outcome(after).hands.length - this.engine.outcome(before).hands.length;
    const seen = (state: unknown, viewer: number, recent: number) => {
      const { history, ...view } = this.engine.view(state, viewer) as TableView;
      return JSON.stringify([view, recent > 0 ? (history ?? []).slice(-recent) : []]);
    };
    const humans = this.setup.seats.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
    const hidden = new Set<string>();
    for (const viewer of humans.length > 0 ? humans : [0]) {
      if (named.length === 0) break;
      const then = seen(before, viewer, 0);
      const now = seen(after, viewer, fresh);
      for (const c of named) if (!then.includes(`"${c}"`) && !now.includes(`"${c}"`)) hidden.add(c);
    }
    return hidden;
  }

  /** "West plays the 7 of Hearts", said before the move is made. */
  describe(move: Move): string {
    return this.engine.describeMove(this.#state, move);
  }

  play(seat: number, move: Move): PlayResult {
    if (this.toMove !== seat) {
      const who = this.toMove === null ? null : seatName(this.engine.meta, this.toMove);
      return {
        ok: false,
        error: {
          code: 'not-your-turn',
          message: who ? `It is ${who}'s turn` : 'The match is over',
        },
      };
    }
    const hand = this.handNumber;
    const applied = this.engine.apply(this.#state, { ...move, seat });
    if (!applied.ok) return applied;
    // The log is read by the people at this table: a card the move or its events name that one
    // of them saw neither before nor after it (a bot's discard, a pass) is left out of it.
    const hidden = this.#unseenBy(move, applied.events, this.#state, applied.state);
    const mover = moverOf(applied.events, seat);
    const description =
      hidden.size === 0
        ? this.describe(move)
        : shownMoveText(this.engine.meta, this.#deckNames, seat, hide(move, hidden), mover);
    this.#before = this.#state;
    this.#state = applied.state;
    this.#lastEvents = applied.events;
    // Its cards came from the seat whose turn it was, where another seat played it for it.
    this.#lastSeat = mover;
    for (const e of applied.events) this.#lastTrick = trickOf(e, hand) ?? this.#lastTrick;
    this.moves.push({ seat, move });
    this.#seatVariables.noteMove(seat, move.type);
    const summary = this.#tracker.noteEvents(applied.events);
    if (summary) this.#seatVariables.endHand();
    const after = this.view(0);
    this.#tracker.noteView(after);
    this.#seatVariables.noteView(after);
    if (summary) this.summaries.push(summary);
    this.#finished = summary;
    const lines = [
      description,
      ...eventLines(this.engine.meta, this.setup.options, hide(applied.events, hidden)),
    ];
    for (const text of lines) this.log.push({ hand, text });
    return { ok: true, description, events: applied.events, summary, lines };
  }

  /**
   * The hand that ended with the last move, while the display still shows it: the engine has
   * dealt the next hand (its state moves on), but the table shows the finished one until the
   * person continues. Null once they have, or once a move of the next hand is made.
   */
  get finishedHand(): HandSummary | null {
    return this.#finished;
  }

  /** The person has seen the finished hand: the table may show the next deal. */
  continueHand(): void {
    this.#finished = null;
  }

  /** What the table shows `seat`: the finished hand while it is held back, else the view. */
  shownView(seat: number): TableView {
    const finished = this.#finished;
    if (finished === null) return this.view(seat);
    return endOfHand(this.engine.meta, this.#viewOf(this.#before, seat), this.view(seat), finished);
  }

  /** How `seat` sees the last move, picture by picture (see framesOf). */
  framesFor(seat: number): Frame[] {
    if (this.moves.length === 0)
      return [{ view: this.view(seat), trick: null, motions: [], hold: null }];
    return framesOf(
      this.engine.meta,
      this.#viewOf(this.#before, seat),
      this.view(seat),
      this.#lastEvents,
      this.#lastSeat,
      this.#finished,
    );
  }

  /** The last trick completed in the match, for review; every card of it was played face up. */
  get lastTrick(): ShownTrick | null {
    return this.#lastTrick;
  }

  #viewOf(state: unknown, seat: number): TableView {
    return this.engine.view(state, seat) as TableView;
  }

  /**
   * Why `seat` may not play `card` now, in the game's words ("You must follow Hearts"), or null
   * when some legal move plays it or takes it in a set. Asks the engine with each move that takes a card.
   */
  whyNot(seat: number, card: string): string | null {
    return this.refusal(seat, card)?.message ?? null;
  }

  /**
   * The refusal `whyNot` words: the most telling of every move that could take the card (see
   * bestRefusal), so a rules file's `require` message wins over the engine's generic ones.
   */
  refusal(seat: number, card: string): MoveError | null {
    const meta = this.engine.meta;
    const view = this.view(seat);
    const legal = view.legal;
    if (legal.some((m) => firstCardOf(meta, m) === card || setShapeOf(meta, m)?.set.includes(card)))
      return null;
    // Playing another seat's turn (`played by`), a card of one's own hand is not what is asked.
    const turn = turnOf(view);
    if (
      this.toMove === seat &&
      turn !== null &&
      turn !== seat &&
      ownsCard(meta, view, seat, card)
    ) {
      const whose = seatName(meta, turn);
      return { code: 'not-your-turn', message: `It is ${whose}'s turn: you play it for ${whose}` };
    }
    const seen = [
      ...new Set(
        Object.values(view.zones).flatMap((z) => [z].flat().flatMap((i) => i.cards ?? [])),
      ),
    ];
    const counts = { seats: view.seats, teams: meta.teamCount(this.setup.options) };
    const apply = (move: Move) => {
      const tried = this.engine.apply(this.#state, { ...move, seat });
      return tried.ok ? null : tried.error;
    };
    const best = bestRefusal(meta, apply, card, seen, legal, counts);
    if (best !== null && refusalRank(best.code) > refusalRank('not-now')) return best;
    if (this.toMove !== seat)
      return best ?? { code: 'not-your-turn', message: 'It is not your turn' };
    if (
      legal.length > 0 &&
      legal.every((m) => firstCardOf(meta, m) === null && !setShapeOf(meta, m))
    )
      return {
        code: best?.code ?? 'not-now',
        message: `Choose one of: ${legal.map((m) => this.describe(m)).join('; ')}`,
      };
    return best ?? { code: 'not-allowed', message: 'That card cannot be played now' };
  }

  /** The engine's serialized state, for saving. */
  serializeState(): string {
    return this.engine.serialize(this.#state);
  }

  trackerData(): unknown {
    return this.#tracker.toJSON();
  }

  seatVariablesData(): unknown {
    return this.#seatVariables.toJSON();
  }

  /** Keys of the per-seat variables that some rule has set (see SeatVariables). */
  get shownVariables(): ReadonlySet<string> {
    return this.#seatVariables.shown;
  }
}

/** A copy of `value` with each card of `hidden` replaced by null, as the server sends moves. */
function hide<T>(value: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0) return value;
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === 'string' && hidden.has(v) ? null : v,
  ) as T;
}

/** Whether `card` lies in one of `seat`'s own zones as `view` shows them. */
function ownsCard(meta: GameMeta, view: TableView, seat: number, card: string): boolean {
  return meta.zones.some(
    (z) => z.owner === 'seat' && (zoneOf(view, z.name, seat)?.cards ?? []).includes(card),
  );
}

import type { GameEvent, InputError, Move, MoveError, Outcome, Result } from '@orrery/runtime';
import { firstCardOf } from './move-cards';
import { HandTracker, type HandSummary } from './hand-tracker';
import { eventLines } from './event-lines';
import { seatName } from './names';
import { SeatVariables } from './seat-variables';
import type { HouseRules } from './options';
import type { SeatPlayer } from './seats';
import type { AnyEngine, TableView } from './table-view';

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

/** Error codes that say only "not that", not why: a better reason is looked for first. */
const VAGUE = new Set(['malformed-move', 'unknown-move', 'not-allowed', 'unknown-card']);

/**
 * Owns one match: the full state lives here and nowhere else. Elements get views
 * (`view(seat)`), never the state, so hidden cards cannot reach the DOM. Not attached to the
 * DOM; the game element keeps it in a private field.
 */
export class MatchController {
  #state: unknown;
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
   * text, must pass the engine's checks and be exactly where the moves lead.
   */
  static resume(
    engine: AnyEngine,
    setup: MatchSetup,
    state: string,
    moves: readonly PlayedMove[],
  ): Result<MatchController, InputError> {
    const read = engine.deserialize(state);
    if (!read.ok) return read;
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
    if (match.serializeState() !== engine.serialize(read.value)) {
      const message = 'the saved state is not where the saved moves lead';
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
    const description = this.describe(move);
    const applied = this.engine.apply(this.#state, { ...move, seat });
    if (!applied.ok) return applied;
    this.#state = applied.state;
    this.moves.push({ seat, move });
    this.#seatVariables.noteMove(seat, move.type);
    const summary = this.#tracker.noteEvents(applied.events);
    if (summary) this.#seatVariables.endHand();
    const after = this.view(0);
    this.#tracker.noteView(after);
    this.#seatVariables.noteView(after);
    if (summary) this.summaries.push(summary);
    const lines = [
      description,
      ...eventLines(this.engine.meta, this.setup.options, applied.events),
    ];
    for (const text of lines) this.log.push({ hand, text });
    return { ok: true, description, events: applied.events, summary, lines };
  }

  /**
   * Why `seat` may not play `card` now, in the game's words ("You must follow Hearts"), or null
   * when some legal move plays it. Asks the engine with each move that takes a card.
   */
  whyNot(seat: number, card: string): string | null {
    const legal = this.view(seat).legal;
    if (legal.some((m) => firstCardOf(this.engine.meta, m) === card)) return null;
    let vague: MoveError | null = null;
    for (const meta of this.engine.meta.moves) {
      const first = meta.params[0];
      if (first?.kind !== 'card' || meta.params.length !== 1) continue;
      const tried = this.engine.apply(this.#state, { type: meta.type, [first.name]: card, seat });
      if (tried.ok) continue;
      if (!VAGUE.has(tried.error.code)) return tried.error.message;
      vague ??= tried.error;
    }
    if (this.toMove !== seat) return vague?.message ?? 'It is not your turn';
    return legal.length > 0 && legal.every((m) => firstCardOf(this.engine.meta, m) === null)
      ? `Choose one of: ${legal.map((m) => this.describe(m)).join('; ')}`
      : (vague?.message ?? 'That card cannot be played now');
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

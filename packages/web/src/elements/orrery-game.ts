import { LitElement, html, nothing, type CSSResultGroup } from 'lit';
import type { Move } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import { BotRunner, type BotWorkerFactory } from '../match/bot-runner';
import { MatchController, type PlayResult } from '../match/controller';
import type { Frame } from '../match/frames';
import type { Motion } from '../match/motions';
import type { HandSummary } from '../match/hand-tracker';
import { firstCardOf } from '../match/move-cards';
import { setChoicesOf, setHint, tapCard } from '../match/set-choices';
import { seatName, teamName } from '../match/names';
import { parseHouseRules, type HouseRules } from '../match/options';
import { loadMatch, saveMatch, type LoadResult } from '../match/saved-match';
import { setAside } from '../match/set-aside';
import { formatSeats, parseSeats, type SeatPlayer } from '../match/seats';
import type { AnyEngine, TableView } from '../match/table-view';
import type { CardChosenEvent, ChoiceCancelledEvent, MoveChosenEvent } from './events';
import { HandEndedEvent, MatchEndedEvent, MoveMadeEvent, fire } from './events';
import { ONLINE_MODULE } from '../online/module-name';
import { gameStyles, summaryDialogStyles } from './game-styles';
import './orrery-hand-summary';
import './orrery-move-log';
import './orrery-scoreboard';
import type { OrreryTable } from './orrery-table';
import './orrery-table';

/** The bot that fills seats the `seats` attribute leaves out. */
const DEFAULT_BOT = 'ismcts:1000';

/**
 * A whole game in one element: seats, bots, the table, scores, the move log and end-of-hand
 * summaries, for any generated engine. Each rules file's bundle defines its own tag,
 * `<game-id>-game`, with `defineGameElement(tag, { engine, art, botWorker })`; the tag also
 * offers `--<tag>-background`, `--<tag>-felt` and the other theme properties (`themeFor`).
 * The match (the full state) lives in a controller held in a private field; every child
 * element gets only a seat's view.
 *
 * @fires orrery-move - a seat made a move (`MoveMadeEvent`: seat, move, description)
 * @fires orrery-hand-end - a hand ended (`HandEndedEvent`: hand, scores, totals)
 * @fires orrery-match-end - the match ended (`MatchEndedEvent`: winner, totals)
 * @csspart game - the whole element's box
 * @csspart header - title bar with the hand number and the new-match button
 * @csspart new-match - the new-match button
 * @csspart pass-screen - the "pass the device" screen between two people's turns
 * @csspart problem - a message about a bad attribute
 * @csspart seat - (from orrery-table) each seat round the table
 * @csspart center - (from orrery-table) the middle of the table
 * @csspart trick - (from orrery-table) the trick being played, or the one just won
 * @csspart zone - (from orrery-table) each zone
 * @csspart card - (from orrery-table) each card on the table and in the hand
 * @csspart legal - (from orrery-table) the cards of the hand that can be played now
 * @csspart target - (from orrery-table) a card on the table that can be tapped to finish a move
 * @csspart control - (from orrery-table) each move button and slider
 * @csspart last-trick - (from orrery-table) the button that shows the last trick again
 * @csspart message - (from orrery-table) why a card cannot be played
 * @csspart scoreboard - (from orrery-scoreboard) the score sheet
 * @csspart log - (from orrery-move-log) the list of moves
 * @csspart summary - (from orrery-hand-summary) the end-of-hand panel, shown as a modal dialog
 * @csspart continue - (from orrery-hand-summary) the button that deals the next hand
 * @cssprop --orrery-game-background - background around the table (default #06281b)
 * @cssprop --orrery-game-text - text colour (default #ffffff)
 * @cssprop --orrery-game-font - font family (default system-ui, sans-serif)
 */
export abstract class OrreryGame extends LitElement {
  static override properties = {
    seats: { type: String },
    seed: { type: Number },
    options: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    pause: { type: Number },
    saveKey: { type: String, attribute: 'save-key' },
    server: { type: String },
    room: { type: String },
  };

  static override styles: CSSResultGroup = [gameStyles, summaryDialogStyles];

  /** Who plays each seat, e.g. `human ismcts:1000 ismcts:1000 ismcts:1000`. */
  declare seats: string;
  /** The match's seed: the same seed and moves give the same game. */
  declare seed: number | undefined;
  /** House rules as JSON, e.g. `{"target": 30}`. */
  declare options: string;
  /**
   * Milliseconds between bot moves, so a person can follow them. A changed delay counts from now
   * for a bot already waiting.
   */
  declare botDelay: number;
  /**
   * Milliseconds a won trick stays on the table, its winner marked, before it goes to the
   * winner's pile (a person who won it may lead sooner). Bots wait for it at any bot delay.
   */
  declare pause: number;
  /** The localStorage key the match is saved under; empty for no saving. */
  declare saveKey: string | undefined;
  /** A game server's address: with `room`, the match is that room's, played on the server. */
  declare server: string | undefined;
  /** The room to join on `server` (its invite id). */
  declare room: string | undefined;

  /** The engine this element plays; set by `defineGameElement`. */
  protected abstract readonly engine: AnyEngine;
  /** How this game's deck looks. */
  protected abstract readonly art: DeckArt;
  /** Starts the bots' Web Worker; null to think on the main thread. */
  protected abstract readonly botWorker: BotWorkerFactory | null;
  /** The URL of the game's script, beside which online play is; null for the page's. */
  protected abstract readonly moduleUrl: string | null;

  #match: MatchController | null = null;
  #houseRules: HouseRules = {};
  #bots: BotRunner | null = null;
  #generation = 0;
  #botBusy = false;
  /** A bot waiting out the bot delay before it thinks, and what it then does. */
  #botWait: { timer: ReturnType<typeof setTimeout>; think: () => void } | null = null;
  /** The person whose view is on screen (hot-seat: the one holding the device). */
  #shownSeat = 0;
  #passTo: number | null = null;
  #summary: HandSummary | null = null;
  /** The picture on the table; null shows the match as it is. */
  #frame: Frame | null = null;
  /** Pictures still to show, each after the last one's pause. */
  #queue: Frame[] = [];
  #pauseTimer: ReturnType<typeof setTimeout> | null = null;
  /** The cards picked for a move still to be made, in order (set-choices.ts). */
  #picked: readonly string[] = [];
  #message = '';
  #announcement = '';
  #problem = '';
  /** A key holding a save that did not load and could not be moved: never written over. */
  #keepSaved: string | null = null;
  #onlineLoading = false;

  constructor() {
    super();
    this.seats = 'human';
    this.seed = undefined;
    this.options = '';
    this.botDelay = 600;
    this.pause = 1200;
    this.saveKey = undefined;
  }

  /** The moves made so far in replay notation (REPLAY.md), all of them public. */
  get moves(): readonly { seat: number; move: Move }[] {
    return this.#match?.moves.slice() ?? [];
  }

  /** The seed of the match being played. */
  get matchSeed(): number | null {
    return this.#match?.setup.seed ?? null;
  }

  /** Who plays each seat in the match being played, as `seats` words (`human ismcts:1000 ...`). */
  get matchSeats(): string | null {
    return this.#match ? formatSeats(this.#match.setup.seats) : null;
  }

  /** Starts a new match with the current attributes; the saved one is dropped. */
  newMatch(): void {
    this.#begin(true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopPause();
    this.#generation++;
    this.#bots?.dispose();
    this.#bots = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reattached after a move in the page: carry on where the match was.
    if (this.#match !== null) this.#continuePlay();
  }

  /** Set when the element plays a room of a game server rather than a match of its own. */
  get #online(): boolean {
    return Boolean(this.server) || Boolean(this.room);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (this.#online) {
      // A match of its own that was playing stops: the room is the match now.
      this.#generation++;
      this.#match = null;
      return;
    }
    if (['seats', 'seed', 'options', 'saveKey'].some((p) => changed.has(p))) this.#begin(false);
    else if (changed.has('pause') && this.#pauseTimer !== null) {
      // A new pause counts from now for the picture on the table.
      this.#stopPause();
      this.#hold();
    }
    if (changed.has('botDelay') && this.#botWait !== null) {
      // A new delay counts from now for the bot waiting to move.
      clearTimeout(this.#botWait.timer);
      this.#botWait = { ...this.#botWait, timer: setTimeout(this.#botWait.think, this.#delay) };
    }
  }

  get #delay(): number {
    return Math.max(0, this.botDelay || 0);
  }

  get #humans(): number[] {
    return (this.#match?.setup.seats ?? []).flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  get #storageKey(): string {
    return this.saveKey ?? `orrery-${this.engine.meta.id}`;
  }

  #begin(fresh: boolean): void {
    this.#generation++;
    this.#problem = '';
    this.#summary = null;
    this.#stopPause();
    this.#frame = null;
    this.#queue = [];
    this.#message = '';
    this.#picked = [];
    const meta = this.engine.meta;
    const rules = parseHouseRules(this.options, meta);
    if (!rules.ok) this.#problem = `options: ${rules.message}; playing with the default rules`;
    this.#houseRules = rules.ok ? rules.options : {};
    const seatCount = meta.seatCount(this.#houseRules);
    let seating = parseSeats(this.seats ?? '', seatCount, DEFAULT_BOT);
    if (!seating.ok) {
      this.#problem = `seats: ${seating.message}`;
      seating = parseSeats('human', seatCount, DEFAULT_BOT);
    }
    const seats = seating.ok ? seating.seats : [];
    const restored = fresh ? null : this.#restore(seats);
    this.#match = restored ?? this.#create(seats);
    if (this.#match === null) return;
    if (restored === null) this.#save();
    this.#bots ??= new BotRunner(this.engine, this.botWorker);
    const humans = this.#humans;
    const toMove = this.#match.toMove;
    this.#shownSeat = toMove !== null && humans.includes(toMove) ? toMove : (humans[0] ?? 0);
    this.#passTo = humans.length > 1 ? this.#shownSeat : null;
    // A hand that ended with the last saved move is shown again until the person continues.
    const finished = this.#match.finishedHand;
    if (finished !== null && humans.length > 0) this.#summary = finished;
    else this.#match.continueHand();
    this.#continuePlay();
  }

  #create(seats: readonly SeatPlayer[]): MatchController | null {
    const seed = this.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
    const created = MatchController.create(this.engine, { seats, seed, options: this.#houseRules });
    if (created.ok) return created.value;
    this.#problem = `options: ${created.error.message}`;
    const plain = MatchController.create(this.engine, { seats, seed, options: {} });
    return plain.ok ? plain.value : null;
  }

  /**
   * The saved match, when there is one for these seats, seed and rules. One that does not load
   * (corrupt, of another version, its moves not leading to its state) is moved aside with a
   * console warning saying why, and a new match starts; nothing of it is lost.
   */
  #restore(seats: readonly SeatPlayer[]): MatchController | null {
    const key = this.#storageKey;
    if (key === '') return null;
    let text: string | null = null;
    try {
      text = localStorage.getItem(key);
    } catch {
      return null;
    }
    if (text === null) return null;
    let loaded: LoadResult;
    try {
      loaded = loadMatch(this.engine, text);
    } catch (e) {
      loaded = {
        ok: false,
        message: `resuming failed: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    if (!loaded.ok) {
      this.#setAside(key, text, loaded.message);
      return null;
    }
    const { setup } = loaded.match;
    const sameRules =
      JSON.stringify(sorted(setup.options)) === JSON.stringify(sorted(this.#houseRules));
    const sameSeed = this.seed === undefined || this.seed === setup.seed;
    return formatSeats(setup.seats) === formatSeats(seats) && sameRules && sameSeed
      ? loaded.match
      : null;
  }

  /** Moves a save that did not load out of the way; where it cannot move, nothing is saved over it. */
  #setAside(key: string, text: string, why: string): void {
    let aside: string | null = null;
    try {
      aside = setAside(localStorage, key, text);
    } catch {
      aside = null;
    }
    if (aside === null) this.#keepSaved = key;
    console.warn(
      aside === null
        ? `<${this.localName}>: the saved match under '${key}' does not load (${why}); it stays there, so this match is not saved; a new match starts`
        : `<${this.localName}>: the saved match under '${key}' was set aside as '${aside}' (${why}); a new match starts`,
    );
  }

  #save(): void {
    const key = this.#storageKey;
    if (key === '' || key === this.#keepSaved || this.#match === null) return;
    try {
      localStorage.setItem(key, saveMatch(this.#match));
    } catch {
      // Private mode or a full storage: play goes on unsaved.
    }
  }

  /** Lets the next seat act: a bot thinks, a person is asked (behind a pass screen in hot-seat). */
  #continuePlay(): void {
    this.requestUpdate();
    const match = this.#match;
    if (match === null || this.#summary !== null || this.#pauseTimer !== null || !this.isConnected)
      return;
    const seat = match.toMove;
    if (seat === null) return;
    const player = match.setup.seats[seat];
    if (player?.kind === 'bot') {
      this.#runBot(seat, player.spec);
    } else if (seat !== this.#shownSeat && this.#humans.length > 1) {
      this.#passTo = seat;
    }
  }

  #runBot(seat: number, spec: string): void {
    if (this.#botBusy || this.#match === null || this.#bots === null) return;
    this.#botBusy = true;
    const generation = this.#generation;
    const match = this.#match;
    const view = match.view(seat);
    const seed = (match.setup.seed ^ Math.imul(match.moves.length + 1, 0x9e3779b1)) | 0;
    const bots = this.#bots;
    const think = () => {
      this.#botWait = null;
      void bots.decide({ spec, seat, view, seed }).then((move) => {
        this.#botBusy = false;
        if (generation !== this.#generation || match.toMove !== seat) {
          // The match this bot thought for was replaced: the new one's seat to move goes on.
          this.#continuePlay();
          return;
        }
        const chosen = move ?? view.legal[0];
        if (chosen === undefined) return;
        let result = match.play(seat, chosen);
        if (!result.ok && view.legal[0]) result = match.play(seat, view.legal[0]);
        if (result.ok) this.#afterMove(seat, result);
      });
    };
    this.#botWait = { timer: setTimeout(think, this.#delay), think };
  }

  /** `carried`: cards still to fly from the picture on the table (a won trick to its pile). */
  #afterMove(
    seat: number,
    result: Extract<PlayResult, { ok: true }>,
    carried: readonly Motion[] = [],
  ): void {
    const match = this.#match!;
    this.#announcement = result.lines.join('. ');
    this.#message = '';
    this.#picked = [];
    this.#save();
    const move = match.moves.at(-1)!.move;
    fire(this, new MoveMadeEvent(seat, move, result.description));
    if (result.summary) {
      const s = result.summary;
      fire(this, new HandEndedEvent(s.hand, s.scores, s.totals));
    }
    const frames = match.framesFor(this.#shownSeat);
    const first = frames[0];
    if (first && carried.length > 0)
      frames[0] = { ...first, motions: [...carried, ...first.motions] };
    this.#show(frames);
    const outcome = match.outcome();
    if (outcome.over && outcome.winner !== null) {
      fire(this, new MatchEndedEvent(outcome.winner, outcome.totals));
    }
    this.#continuePlay();
  }

  /** Shows a move's pictures one after another, each held for its pause. */
  #show(frames: readonly Frame[]): void {
    this.#stopPause();
    this.#frame = frames[0] ?? null;
    this.#queue = frames.slice(1);
    this.#hold();
  }

  #hold(): void {
    const frame = this.#frame;
    if (frame?.hold === 'pause' && this.#queue.length > 0) {
      const generation = this.#generation;
      this.#pauseTimer = setTimeout(
        () => {
          this.#pauseTimer = null;
          if (generation !== this.#generation) return;
          this.#frame = this.#queue.shift() ?? this.#frame;
          this.#hold();
          this.#continuePlay();
        },
        Math.max(0, this.pause || 0),
      );
    } else if (frame?.hold === 'hand') {
      // The finished hand stays until a person continues; with nobody to read it, play goes on.
      const finished = this.#match?.finishedHand ?? null;
      if (finished !== null && this.#humans.length > 0) this.#summary = finished;
      else this.#release();
    }
    this.requestUpdate();
  }

  #stopPause(): void {
    if (this.#pauseTimer !== null) clearTimeout(this.#pauseTimer);
    this.#pauseTimer = null;
  }

  /** The table shows the match as it is, the next hand's deal included. */
  #release(): void {
    this.#match?.continueHand();
    this.#frame = null;
    this.#queue = [];
  }

  #playAsPerson(move: Move): void {
    const match = this.#match;
    if (match === null || this.#passTo !== null || this.#summary !== null) return;
    const seat = this.#shownSeat;
    // A person who may lead while the won trick is still shown clears it by leading; its cards
    // still fly to the pile, with the lead.
    let carried: Motion[] = [];
    if (this.#pauseTimer !== null) {
      this.#stopPause();
      carried = this.#queue.flatMap((f) => f.motions);
      this.#frame = this.#queue.at(-1) ?? this.#frame;
      this.#queue = [];
    }
    const result = match.play(seat, move);
    if (!result.ok) {
      this.#message = result.error.message;
      this.requestUpdate();
      return;
    }
    this.#afterMove(seat, result, carried);
    this.#focusHandSoon();
  }

  #onCard(e: CardChosenEvent): void {
    // Which card a person is looking at stays inside: the page hears moves made, never a card
    // of a hand before it is played.
    e.stopPropagation();
    const match = this.#match;
    if (match === null) return;
    const seat = this.#shownSeat;
    const meta = this.engine.meta;
    const legal = match.view(seat).legal;
    const tap = tapCard(meta, legal, this.#picked, e.card);
    if (tap !== null && 'picked' in tap && tap.picked.length === 0) {
      this.#cancelChoice();
      return;
    }
    if (this.#summary !== null) return;
    if (tap !== null && 'move' in tap) {
      this.#playAsPerson(tap.move);
      return;
    }
    if (tap !== null) {
      // Several moves play this card (lay it, or capture one of several targets), or a set
      // takes it: ask which, or for the rest of the set.
      const fresh = tap.picked.length === 1 && tap.picked[0] === e.card;
      this.#picked = tap.picked;
      this.#message = '';
      const name = meta.deck(this.#houseRules).find((c) => c.id === e.card)?.name ?? e.card;
      const { groups } = setChoicesOf(meta, legal, tap.picked);
      const moves = legal.filter((m) => firstCardOf(meta, m) === e.card).length;
      // The card, then what each set it may become is missing ('Choose 1 more card to pass').
      this.#announcement =
        groups.length === 0
          ? `${name}: choose one of ${moves} moves`
          : [
              `${name} ${tap.picked.includes(e.card) ? 'chosen' : 'put back'}`,
              ...groups.map(setHint),
            ]
              .filter(Boolean)
              .join('. ');
      // A card picked afresh is finished on the table, when that is where its moves go on
      // (focus moves once the table shows it).
      this.requestUpdate();
      if (fresh) this.#focusHandSoon();
    } else {
      this.#picked = [];
      this.#message = match.whyNot(seat, e.card) ?? '';
      this.#announcement = this.#message;
    }
    this.requestUpdate();
  }

  #onMove(e: MoveChosenEvent): void {
    e.stopPropagation();
    this.#playAsPerson(e.move);
  }

  #cancelChoice(e?: ChoiceCancelledEvent): void {
    e?.stopPropagation();
    if (this.#picked.length === 0) return;
    this.#picked = [];
    this.#announcement = 'Choice cancelled';
    this.requestUpdate();
    this.#focusHandSoon();
  }

  #onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.#picked.length > 0) this.#cancelChoice();
  }

  #takeDevice(): void {
    if (this.#passTo === null) return;
    this.#shownSeat = this.#passTo;
    this.#passTo = null;
    this.requestUpdate();
    this.#focusHandSoon();
  }

  #closeSummary(): void {
    if (this.#summary === null) return;
    this.#summary = null;
    this.#release();
    const match = this.#match;
    const toMove = match?.toMove ?? null;
    if (
      toMove !== null &&
      this.#humans.length > 1 &&
      toMove !== this.#shownSeat &&
      match?.setup.seats[toMove]?.kind === 'human'
    ) {
      this.#passTo = toMove;
    }
    this.#continuePlay();
    this.#focusHandSoon();
  }

  #focusHandSoon(): void {
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<OrreryTable>('orrery-table')?.focusHand();
    });
  }

  override render() {
    if (this.#online) return this.#renderOnline();
    const match = this.#match;
    const meta = this.engine.meta;
    if (match === null)
      return html`<p class="problem" part="problem" role="alert">${this.#problem}</p>`;
    const frame = this.#frame;
    const view: TableView = frame?.view ?? match.shownView(this.#shownSeat);
    const outcome = match.outcome();
    // The hand on the table, which the summary speaks of until the person continues.
    const result =
      outcome.over && this.#summary === null
        ? outcome.winner === 'draw'
          ? 'The match is drawn'
          : `${teamName(meta, outcome.winner ?? 0, this.#houseRules)} wins the match`
        : `Hand ${view.handNumber}`;
    return html`<div part="game" @keydown=${this.#onKey}>
      <header part="header">
        <h2>${meta.title}</h2>
        <span class="status" data-status>${result}</span>
        <button part="new-match" @click=${() => this.newMatch()}>New match</button>
      </header>
      ${this.#problem ? html`<p class="problem" part="problem" role="alert">${this.#problem}</p>` : nothing}
      <div class="main">
        ${
          this.#passTo !== null
            ? html`<section class="pass" part="pass-screen" aria-live="polite">
                <p>Pass the device to ${seatName(meta, this.#passTo)}.</p>
                <button @click=${this.#takeDevice}>
                  I am ${seatName(meta, this.#passTo)}: show my hand
                </button>
              </section>`
            : html`<orrery-table
                exportparts="seat, center, trick, zone, card, legal, target, control, last-trick, message"
                .meta=${meta}
                .options=${this.#houseRules}
                .view=${view}
                .trick=${frame?.trick ?? null}
                .lastTrick=${match.lastTrick}
                .motions=${frame?.motions ?? NO_MOTIONS}
                .art=${this.art}
                .players=${match.setup.seats}
                .shownVariables=${match.shownVariables}
                .picked=${this.#picked}
                message=${this.#message}
                @orrery-card-chosen=${this.#onCard}
                @orrery-move-chosen=${this.#onMove}
                @orrery-choice-cancelled=${this.#cancelChoice}
              ></orrery-table>`
        }
        <div class="side">
          <orrery-scoreboard
            exportparts="scoreboard"
            .meta=${meta}
            .options=${this.#houseRules}
            .view=${view}
            .art=${this.art}
          ></orrery-scoreboard>
          <orrery-move-log exportparts="log" .entries=${match.log.slice()}></orrery-move-log>
        </div>
      </div>
      <dialog
        class="summary"
        aria-label=${this.#summary ? `Hand ${this.#summary.hand} is over` : 'Hand over'}
        @cancel=${this.#onEscape}
      >
        ${
          this.#summary
            ? html`<orrery-hand-summary
                exportparts="summary, continue"
                .meta=${meta}
                .options=${this.#houseRules}
                .summary=${this.#summary}
                .view=${view}
                .art=${this.art}
                ?over=${outcome.over}
                @orrery-continue=${this.#closeSummary}
              ></orrery-hand-summary>`
            : nothing
        }
      </dialog>
      <div class="sr-only" role="status" aria-live="polite">${this.#announcement}</div>
    </div>`;
  }

  protected override updated(): void {
    // The summary is modal: the rest of the element is inert behind it until the person continues.
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog === null) return;
    if (this.#summary !== null && !dialog.open) dialog.showModal();
    else if (this.#summary === null && dialog.open) dialog.close();
  }

  /** Escape on the summary is the same as its button: the next hand. */
  #onEscape(e: Event): void {
    e.preventDefault();
    this.#closeSummary();
  }

  /**
   * Loads online play (`orrery-online.js`, beside this game's bundle) the first time the element
   * is given a room: a page that plays on the device never fetches it.
   */
  #loadOnline(): void {
    if (customElements.get('orrery-online') !== undefined || this.#onlineLoading) return;
    this.#onlineLoading = true;
    const url = new URL(ONLINE_MODULE, this.moduleUrl ?? document.baseURI).href;
    import(/* @vite-ignore */ url).then(
      () => this.requestUpdate(),
      () => {
        this.#onlineLoading = false;
        this.#problem = `online play needs ${ONLINE_MODULE} beside the game's script (orrery bundle writes it)`;
        this.requestUpdate();
      },
    );
  }

  #renderOnline() {
    this.#loadOnline();
    if (this.#problem !== '' && customElements.get('orrery-online') === undefined) {
      return html`<p class="problem" part="problem" role="alert">${this.#problem}</p>`;
    }
    return html`<div part="game">
      <header part="header"><h2>${this.engine.meta.title}</h2></header>
      <orrery-online
        .engine=${this.engine}
        .art=${this.art}
        server=${this.server ?? ''}
        room=${this.room ?? ''}
        .pause=${this.pause}
      ></orrery-online>
    </div>`;
  }
}

const NO_MOTIONS: readonly never[] = [];

function sorted(options: HouseRules): [string, string | number][] {
  return Object.entries(options).sort(([a], [b]) => a.localeCompare(b));
}

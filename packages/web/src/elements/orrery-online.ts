import { LitElement, css, html, nothing } from 'lit';
import type { Move } from '@orrery/runtime';
import { storageTokens, type SeatInfo, type TokenStore } from '@orrery/server/client';
import type { DeckArt } from '../art/deck-art';
import type { Frame } from '../match/frames';
import type { HandSummary } from '../match/hand-tracker';
import { tapCard } from '../match/set-choices';
import { teamName } from '../match/names';
import type { SeatPlayer } from '../match/seats';
import type { AnyEngine } from '../match/table-view';
import { RemoteMatch } from '../online/remote-match';
import type { CardChosenEvent, ChoiceCancelledEvent, MoveChosenEvent } from './events';
import { MoveMadeEvent, fire } from './events';
import { summaryDialogStyles } from './game-styles';
// The table, scoreboard, log and summary are the game element's, defined before this module is
// loaded (see online-module.ts); only the presence list is online play's own.
import './orrery-presence';

/**
 * Where this page keeps its seat's token. Each tab holds its own (sessionStorage), so a second
 * tab of the same browser is a second player and a reload resumes the tab's seat; the browser
 * also keeps the last one per room (localStorage), for coming back in a new tab once the room
 * has no free seat left.
 */
function tabTokens(): { tab?: TokenStore; browser?: TokenStore } {
  const stores: { tab?: TokenStore; browser?: TokenStore } = {};
  try {
    stores.tab = storageTokens(sessionStorage);
    stores.browser = storageTokens(localStorage);
  } catch {
    // Storage refused (a sandboxed frame): the seat lasts as long as the page.
  }
  return stores;
}

/** Writes to both stores, reads from the first. */
function both(first: TokenStore, second: TokenStore): TokenStore {
  return {
    get: (room) => first.get(room),
    set: (room, token) => {
      first.set(room, token);
      second.set(room, token);
    },
    delete: (room) => {
      first.delete(room);
      second.delete(room);
    },
  };
}

/**
 * The table of a match played on a game server, inside a game element whose `server` and `room`
 * attributes are set: the same table, scoreboard, log and summaries as a match played here, with
 * who is connected and what the game waits for. The server holds the state; this element gets
 * only its seat's view (a spectator's when it watches).
 *
 * @tag orrery-online
 */
export class OrreryOnline extends LitElement {
  static readonly tagName = 'orrery-online';

  static override properties = {
    engine: { attribute: false },
    art: { attribute: false },
    server: { type: String },
    room: { type: String },
    pause: { type: Number },
  };

  static override styles = [
    summaryDialogStyles,
    css`
      :host {
        display: block;
      }
      .below {
        display: grid;
        gap: 0.5rem;
        grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
        margin-top: 0.5rem;
      }
      .problem {
        font-weight: 700;
      }
      .status {
        margin: 0 0 0.4rem;
      }
    `,
  ];

  declare engine: AnyEngine | null;
  declare art: DeckArt | null;
  declare server: string;
  declare room: string;
  /** Milliseconds a won trick stays on the table (the game element's `pause`). */
  declare pause: number;
  #match: RemoteMatch | null = null;
  #off: (() => void) | null = null;
  /** The cards picked for a move still to be made, in order (set-choices.ts). */
  #picked: readonly string[] = [];
  #message = '';
  #summary: HandSummary | null = null;
  #seenSummaries = 0;
  /** The picture on the table and the ones still to come (a held trick, then the next lead). */
  #frame: Frame | null = null;
  #queue: Frame[] = [];
  #pauseTimer: ReturnType<typeof setTimeout> | null = null;
  #seenMoves = 0;
  #resumedFromBrowser = false;

  constructor() {
    super();
    this.engine = null;
    this.art = null;
    this.server = '';
    this.room = '';
    this.pause = 1200;
  }

  /** The online match, for a page or a test: its seat, presence and log (never hidden cards). */
  get match(): RemoteMatch | null {
    return this.#match;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#close();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#match === null && this.engine !== null) this.#open();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (['engine', 'server', 'room'].some((p) => changed.has(p))) this.#open();
  }

  #open(resumeFromBrowser = false): void {
    this.#close();
    if (this.engine === null || this.server === '' || this.room === '' || !this.isConnected) return;
    const { tab, browser } = tabTokens();
    const tokens =
      tab === undefined || browser === undefined
        ? undefined
        : resumeFromBrowser
          ? both(browser, tab)
          : both(tab, browser);
    this.#resumedFromBrowser = resumeFromBrowser;
    const match = new RemoteMatch(this.engine.meta, {
      server: this.server,
      room: this.room,
      ...(tokens === undefined ? {} : { tokens }),
    });
    this.#match = match;
    this.#seenSummaries = 0;
    this.#seenMoves = 0;
    this.#frame = null;
    this.#queue = [];
    this.#off = match.onChange(() => this.#changed());
  }

  #close(): void {
    if (this.#pauseTimer !== null) clearTimeout(this.#pauseTimer);
    this.#pauseTimer = null;
    this.#off?.();
    this.#off = null;
    this.#match?.close();
    this.#match = null;
  }

  #changed(): void {
    const match = this.#match;
    if (match === null) return;
    // Every seat is taken: this browser may hold one of them, from a tab since closed.
    if (match.problem?.code === 'room-full' && !this.#resumedFromBrowser) {
      const held = tabTokens().browser?.get(this.room) ?? null;
      if (held !== null) {
        queueMicrotask(() => this.#open(true));
        return;
      }
    }
    const moves = match.log.at(-1)?.seq ?? 0;
    if (moves !== this.#seenMoves) {
      // A move was made: its pictures are shown one after another, as a match played here.
      this.#seenMoves = moves;
      const summaries = match.summaries.length;
      const ended = summaries > this.#seenSummaries;
      this.#seenSummaries = summaries;
      this.#show(match.frames(), ended ? (match.summaries.at(-1) ?? null) : null);
    }
    this.requestUpdate();
  }

  #show(frames: readonly Frame[], summary: HandSummary | null): void {
    if (this.#pauseTimer !== null) clearTimeout(this.#pauseTimer);
    this.#pauseTimer = null;
    this.#frame = frames[0] ?? null;
    this.#queue = frames.slice(1);
    this.#hold(summary);
  }

  #hold(summary: HandSummary | null): void {
    const frame = this.#frame;
    if (frame?.hold === 'pause' && this.#queue.length > 0) {
      this.#pauseTimer = setTimeout(
        () => {
          this.#pauseTimer = null;
          this.#frame = this.#queue.shift() ?? this.#frame;
          this.#hold(summary);
        },
        Math.max(0, this.pause || 0),
      );
    } else if (frame?.hold === 'hand' && summary !== null && this.#match?.seat !== null) {
      // The finished hand stays on the table until the player continues; the room plays on.
      this.#summary = summary;
    } else if (frame?.hold === 'hand') {
      this.#frame = null;
    }
    this.requestUpdate();
  }

  #closeSummary(): void {
    this.#summary = null;
    this.#frame = null;
    this.#queue = [];
    this.requestUpdate();
  }

  protected override updated(): void {
    // The summary is modal, as in a match played here.
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog === null) return;
    if (this.#summary !== null && !dialog.open) dialog.showModal();
    else if (this.#summary === null && dialog.open) dialog.close();
  }

  async #play(move: Move): Promise<void> {
    const match = this.#match;
    if (match === null) return;
    this.#picked = [];
    const result = await match.play(move);
    if (!result.ok) {
      this.#message = result.error.message;
    } else {
      this.#message = '';
      fire(this, new MoveMadeEvent(match.seat ?? 0, move, result.description));
    }
    this.requestUpdate();
  }

  #onCard(e: CardChosenEvent): void {
    e.stopPropagation();
    const match = this.#match;
    const view = match?.view;
    if (match === null || view === null || view === undefined || this.engine === null) return;
    // The same choice as a match played here: a card played, picked (for a set, or a move
    // that needs one more choice), put back, or refused.
    const tap = tapCard(this.engine.meta, view.legal, this.#picked, e.card);
    if (tap !== null && 'move' in tap) {
      void this.#play(tap.move);
    } else if (tap !== null) {
      this.#picked = tap.picked;
      this.#message = '';
    } else if (match.toMove !== match.seat) {
      this.#picked = [];
      this.#message = 'It is not your turn';
    } else {
      // The view holds the legal moves, not the state a reason is worked out from.
      this.#picked = [];
      this.#message = 'That card cannot be played now';
    }
    this.requestUpdate();
  }

  #onMove(e: MoveChosenEvent): void {
    e.stopPropagation();
    void this.#play(e.move);
  }

  /** Cancel by the picked cards: they are put back (the page never hears of it). */
  #onCancel(e: ChoiceCancelledEvent): void {
    e.stopPropagation();
    this.#picked = [];
    this.requestUpdate();
  }

  override render() {
    const match = this.#match;
    const engine = this.engine;
    if (engine === null) return nothing;
    const meta = engine.meta;
    if (match === null) {
      return html`<p class="problem" role="alert">
        An online game needs both a server and a room
      </p>`;
    }
    const problem = match.problem;
    if (problem !== null) return html`<p class="problem" role="alert">${problem.message}</p>`;
    const live = match.view;
    const view = this.#frame?.view ?? live;
    const presence = html`<orrery-presence
      .meta=${meta}
      .seats=${match.seats}
      .seat=${match.seat}
      .toMove=${match.toMove}
      .status=${match.status}
    ></orrery-presence>`;
    if (view === null || live === null) return presence;
    const options = match.options;
    const status = view.over
      ? view.winner === 'draw'
        ? 'The match is drawn'
        : `${teamName(meta, typeof view.winner === 'number' ? view.winner : 0, options)} wins the match`
      : match.seat === null
        ? `Hand ${view.handNumber}, watching`
        : `Hand ${view.handNumber}`;
    return html`
      <p class="status" data-status>${status}</p>
      ${presence}
      <orrery-table
        .meta=${meta}
        .options=${options}
        .view=${view}
        .trick=${this.#frame?.trick ?? null}
        .lastTrick=${match.lastTrick}
        .motions=${this.#frame?.motions ?? NO_MOTIONS}
        .art=${this.art}
        .players=${match.seats.map(playerOf)}
        .picked=${this.#picked}
        message=${this.#message}
        @orrery-card-chosen=${this.#onCard}
        @orrery-move-chosen=${this.#onMove}
        @orrery-choice-cancelled=${this.#onCancel}
      ></orrery-table>
      <div class="below">
        <orrery-scoreboard .meta=${meta} .options=${options} .view=${view}></orrery-scoreboard>
        <orrery-move-log .entries=${match.log.slice()}></orrery-move-log>
      </div>
      <dialog
        class="summary"
        aria-label=${this.#summary ? `Hand ${this.#summary.hand} is over` : 'Hand over'}
        @cancel=${(e: Event) => {
          e.preventDefault();
          this.#closeSummary();
        }}
      >
        ${
          this.#summary
            ? html`<orrery-hand-summary
                .meta=${meta}
                .options=${options}
                .summary=${this.#summary}
                .view=${view}
                .art=${this.art}
                ?over=${live.over}
                @orrery-continue=${this.#closeSummary}
              ></orrery-hand-summary>`
            : nothing
        }
      </dialog>
    `;
  }
}

const NO_MOTIONS: readonly never[] = [];

function playerOf(info: SeatInfo): SeatPlayer {
  return info.kind === 'bot' ? { kind: 'bot', spec: info.bot ?? 'bot' } : { kind: 'human' };
}

if (!customElements.get(OrreryOnline.tagName)) {
  customElements.define(OrreryOnline.tagName, OrreryOnline);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-online': OrreryOnline;
  }
}

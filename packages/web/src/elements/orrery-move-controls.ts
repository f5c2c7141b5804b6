import { LitElement, css, html, nothing } from 'lit';
import type { GameMeta, Move } from '@orrery/runtime';
import { moveLabel } from '../match/move-labels';
import { MoveChosenEvent, fire } from './events';

/** Above this many choices of one kind, a list box replaces the row of buttons (bids 0..330). */
const MAX_BUTTONS = 12;

/**
 * Controls for the moves that are not "play this card": bids, passes, draws, suit choices, and
 * the rest of a move whose card was already picked (a capture's target). Derived from the legal
 * moves and the moves' declared parameter kinds.
 *
 * @fires orrery-move-chosen - a move was chosen (`MoveChosenEvent`)
 * @csspart control - each button
 * @cssprop --orrery-control-color - button background (default #ffd166)
 *
 * @tag orrery-move-controls
 */
export class OrreryMoveControls extends LitElement {
  static readonly tagName = 'orrery-move-controls';

  static override properties = {
    meta: { attribute: false },
    moves: { attribute: false },
    cardNames: { attribute: false },
    skip: { type: String },
    heading: { type: String },
  };

  static override styles = css`
    :host {
      display: block;
    }
    .groups {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      justify-content: center;
      align-items: center;
    }
    p {
      margin: 0 0 0.3rem;
      text-align: center;
    }
    button,
    select {
      font: inherit;
      min-height: 2.75rem;
      min-width: 2.75rem;
      padding: 0.3rem 0.8rem;
      border-radius: 0.4rem;
      border: 2px solid #1b1b1b;
      background: var(--orrery-control-color, #ffd166);
      color: #1b1b1b;
      cursor: pointer;
    }
    select {
      background: #fff;
    }
    button:focus-visible,
    select:focus-visible {
      outline: 3px solid var(--orrery-focus-color, #ffffff);
      outline-offset: 2px;
    }
  `;

  declare meta: GameMeta | null;
  declare moves: readonly Move[];
  declare cardNames: ReadonlyMap<string, string>;
  /** A card already chosen: left out of the labels. */
  declare skip: string;
  declare heading: string;

  constructor() {
    super();
    this.meta = null;
    this.moves = [];
    this.cardNames = new Map();
    this.skip = '';
    this.heading = '';
  }

  override render() {
    const meta = this.meta;
    if (meta === null || this.moves.length === 0) return nothing;
    const groups = new Map<string, Move[]>();
    for (const m of this.moves) groups.set(m.type, [...(groups.get(m.type) ?? []), m]);
    const label = (m: Move) => moveLabel(meta, this.cardNames, m, this.skip || undefined);
    return html`${this.heading ? html`<p>${this.heading}</p>` : nothing}
      <div class="groups" role="group" aria-label=${this.heading || 'Moves'}>
        ${[...groups.values()].map((moves) =>
          moves.length > MAX_BUTTONS
            ? html`<span>
                <select aria-label=${label(moves[0]!).split(' ')[0] ?? ''} part="control">
                  ${moves.map((m, i) => html`<option value=${i}>${label(m)}</option>`)}
                </select>
                <button part="control" @click=${(e: Event) => this.#chooseFromList(e, moves)}>
                  OK
                </button>
              </span>`
            : moves.map(
                (m) =>
                  html`<button part="control" @click=${() => this.#choose(m)}>${label(m)}</button>`,
              ),
        )}
      </div>`;
  }

  #chooseFromList(e: Event, moves: readonly Move[]): void {
    const select = (e.target as HTMLElement).previousElementSibling as HTMLSelectElement | null;
    const move = moves[Number(select?.value ?? 0)];
    if (move) this.#choose(move);
  }

  #choose(move: Move): void {
    fire(this, new MoveChosenEvent(move));
  }
}

if (!customElements.get(OrreryMoveControls.tagName)) {
  customElements.define(OrreryMoveControls.tagName, OrreryMoveControls);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-move-controls': OrreryMoveControls;
  }
}

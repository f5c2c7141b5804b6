import { LitElement, css, html } from 'lit';
import type { CardMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import { CardChosenEvent, fire } from './events';
import './orrery-card';

/** The least of each card left showing when cards overlap on one row, as a share of its width. */
const SHOWN_ON_ONE_ROW = 0.42;

/**
 * How `count` cards of width `card` fit in `width` pixels: one row while each card still shows
 * its index corner, else two rows (never more), overlapping as much as they must.
 */
export function handRows(count: number, card: number, width: number, gap: number) {
  const stepFor = (perRow: number) =>
    perRow <= 1 ? card + gap : Math.min(card + gap, (width - card) / (perRow - 1));
  if (count <= 1 || stepFor(count) >= card * SHOWN_ON_ONE_ROW)
    return { rows: 1, perRow: count, step: stepFor(count) };
  const perRow = Math.ceil(count / 2);
  return { rows: 2, perRow, step: stepFor(perRow) };
}

/**
 * The cards a person holds, as buttons fanned in at most two overlapping rows. One card is in the
 * tab order at a time (a roving tabindex): arrow keys move among the cards, Enter or Space plays
 * the focused one, and a click or tap plays the clicked one (or, for a set of cards, picks it
 * or puts it back). Legal cards are raised and outlined; a picked card (for a move that needs
 * one more choice, or one of a set being chosen) is raised higher and pressed.
 *
 * @fires orrery-card-chosen - a card was chosen (`CardChosenEvent`)
 * @csspart card - each card button
 * @csspart legal - added to the buttons of cards that can be played now
 * @cssprop --orrery-hand-card-width - width of each card (default 4.2rem)
 * @cssprop --orrery-hand-legal-color - outline of playable cards (default #ffd166)
 * @cssprop --orrery-focus-color - focus ring (default #ffffff)
 *
 * @tag orrery-hand
 */
export class OrreryHand extends LitElement {
  static readonly tagName = 'orrery-hand';

  static override properties = {
    cards: { attribute: false },
    legal: { attribute: false },
    art: { attribute: false },
    label: { type: String },
    active: { type: Boolean },
    picked: { attribute: false },
    focusIndex: { state: true },
    width: { state: true },
    cardWidth: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
      --w: var(--orrery-hand-card-width, 4.2rem);
    }
    .rows {
      padding: 0.7rem 0 0.2rem;
    }
    .row {
      display: flex;
      justify-content: center;
    }
    .row + .row {
      /* The second row covers the foot of the first: the index corners stay in view. */
      margin-top: calc(var(--w) * -0.62);
    }
    button {
      all: unset;
      position: relative;
      box-sizing: border-box;
      flex: none;
      cursor: pointer;
      border-radius: 0.45rem;
      line-height: 0;
      --orrery-card-width: var(--w);
      transition: transform 140ms ease-out;
      outline: 2px solid transparent;
      outline-offset: 2px;
      box-shadow: -2px 1px 4px rgba(0, 0, 0, 0.35);
    }
    button[data-legal] {
      transform: translateY(-0.5rem);
      box-shadow:
        0 0 0 3px var(--orrery-hand-legal-color, #ffd166),
        -2px 2px 5px rgba(0, 0, 0, 0.4);
    }
    button[data-chosen] {
      transform: translateY(-1.1rem);
      z-index: 3;
      box-shadow:
        0 0 0 3px #ffffff,
        0 0 0 6px var(--orrery-hand-legal-color, #ffd166);
    }
    :host([active]) button:not([data-legal]) {
      filter: brightness(0.72);
    }
    button:hover[data-legal],
    button:focus-visible {
      z-index: 2;
    }
    button:focus-visible {
      outline: 3px solid var(--orrery-focus-color, #ffffff);
      box-shadow:
        0 0 0 3px var(--orrery-hand-legal-color, #ffd166),
        0 0 0 7px #000;
    }
    @container (max-width: 560px) {
      :host {
        --w: var(--orrery-hand-card-width, 3.5rem);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      button {
        transition: none;
      }
    }
  `;

  declare cards: readonly CardMeta[];
  declare legal: ReadonlySet<string>;
  declare art: DeckArt | null;
  declare label: string;
  /** Whether it is this hand's turn: unplayable cards are dimmed only then. */
  declare active: boolean;
  /**
   * Cards picked for a move that still needs a choice: a capture's card, or the cards of a set
   * being chosen (a tap on a picked card puts it back).
   */
  declare picked: ReadonlySet<string>;
  declare focusIndex: number;
  declare width: number;
  declare cardWidth: number;
  #restoreFocus = false;
  #resize: ResizeObserver | null = null;

  constructor() {
    super();
    this.cards = [];
    this.legal = new Set();
    this.art = null;
    this.label = 'Your hand';
    this.active = false;
    this.picked = new Set();
    this.focusIndex = 0;
    this.width = 0;
    this.cardWidth = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resize = new ResizeObserver(([entry]) => {
      if (entry) this.width = entry.contentRect.width;
    });
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
  }

  /** Puts keyboard focus on the hand's current card. */
  focusCard(): void {
    this.#restoreFocus = true;
    this.requestUpdate();
  }

  override render() {
    const current = Math.min(this.focusIndex, Math.max(0, this.cards.length - 1));
    const { perRow, step } = handRows(
      this.cards.length,
      this.cardWidth || 60,
      this.width || 600,
      4,
    );
    const overlap = this.cardWidth > 0 ? `${step - this.cardWidth}px` : '0.25rem';
    const rows: CardMeta[][] = [];
    this.cards.forEach((c, i) => (rows[Math.floor(i / Math.max(1, perRow))] ??= []).push(c));
    let i = 0;
    return html`<div class="rows" role="group" aria-label=${this.label} @keydown=${this.#onKey}>
      ${rows.map(
        (row) =>
          html`<div class="row">
            ${row.map((card, k) => {
              const index = i++;
              const legal = this.legal.has(card.id);
              return html`<button
                part=${legal ? 'card legal' : 'card'}
                style=${k === 0 ? '' : `margin-inline-start:${overlap}`}
                data-card=${card.id}
                ?data-legal=${legal}
                ?data-chosen=${this.picked.has(card.id)}
                tabindex=${index === current ? 0 : -1}
                aria-pressed=${this.picked.has(card.id) ? 'true' : 'false'}
                aria-label=${legal || !this.active ? card.name : `${card.name}, cannot be played now`}
                @click=${() => this.#choose(index, card.id)}
                @focus=${() => (this.focusIndex = index)}
              >
                <orrery-card aria-hidden="true" .card=${card} .art=${this.art}></orrery-card>
              </button>`;
            })}
          </div>`,
      )}
    </div>`;
  }

  override updated(): void {
    const first = this.renderRoot.querySelector('button');
    const width = first?.getBoundingClientRect().width ?? 0;
    if (width > 0 && Math.abs(width - this.cardWidth) > 0.5) this.cardWidth = width;
    if (!this.#restoreFocus || this.cards.length === 0) return;
    this.#restoreFocus = false;
    const buttons = this.renderRoot.querySelectorAll('button');
    buttons[Math.min(this.focusIndex, buttons.length - 1)]?.focus();
  }

  #choose(index: number, card: string): void {
    this.focusIndex = index;
    // The button may disappear when the card is played: focus returns to the hand afterwards.
    this.#restoreFocus = true;
    fire(this, new CardChosenEvent(card));
  }

  #onKey(e: KeyboardEvent): void {
    const n = this.cards.length;
    if (n === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
    };
    let next: number;
    if (e.key in moves) next = (this.focusIndex + (moves[e.key] ?? 0) + n) % n;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = n - 1;
    else return;
    e.preventDefault();
    this.focusIndex = next;
    this.#restoreFocus = true;
  }
}

if (!customElements.get(OrreryHand.tagName)) customElements.define(OrreryHand.tagName, OrreryHand);

declare global {
  interface HTMLElementTagNameMap {
    'orrery-hand': OrreryHand;
  }
}

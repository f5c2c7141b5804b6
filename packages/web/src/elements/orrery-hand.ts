import { LitElement, css, html } from 'lit';
import type { CardMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import { CardChosenEvent, fire } from './events';
import './orrery-card';

/**
 * The cards a person holds, as a row of buttons. One card is in the tab order at a time (a
 * roving tabindex): arrow keys move among the cards, Enter or Space plays the focused one, and a
 * click or tap plays the clicked one. Legal cards are raised and outlined.
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
    focusIndex: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.25rem;
      padding: 0.6rem 0.25rem 0.25rem;
    }
    button {
      all: unset;
      box-sizing: border-box;
      cursor: pointer;
      border-radius: 0.4rem;
      line-height: 0;
      --orrery-card-width: var(--orrery-hand-card-width, 4.2rem);
      transition: transform 120ms ease-out;
      outline: 2px solid transparent;
      outline-offset: 2px;
    }
    button[data-legal] {
      transform: translateY(-0.45rem);
      box-shadow: 0 0 0 3px var(--orrery-hand-legal-color, #ffd166);
    }
    :host([active]) button:not([data-legal]) {
      opacity: 0.72;
    }
    button:focus-visible {
      outline: 3px solid var(--orrery-focus-color, #ffffff);
      box-shadow:
        0 0 0 3px var(--orrery-hand-legal-color, #ffd166),
        0 0 0 7px #000;
    }
    @media (max-width: 480px) {
      button {
        --orrery-card-width: var(--orrery-hand-card-width, 3.1rem);
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
  declare focusIndex: number;
  #restoreFocus = false;

  constructor() {
    super();
    this.cards = [];
    this.legal = new Set();
    this.art = null;
    this.label = 'Your hand';
    this.active = false;
    this.focusIndex = 0;
  }

  /** Puts keyboard focus on the hand's current card. */
  focusCard(): void {
    this.#restoreFocus = true;
    this.requestUpdate();
  }

  override render() {
    const current = Math.min(this.focusIndex, Math.max(0, this.cards.length - 1));
    return html`<div class="cards" role="group" aria-label=${this.label} @keydown=${this.#onKey}>
      ${this.cards.map((card, i) => {
        const legal = this.legal.has(card.id);
        return html`<button
          part=${legal ? 'card legal' : 'card'}
          data-card=${card.id}
          ?data-legal=${legal}
          tabindex=${i === current ? 0 : -1}
          aria-label=${legal || !this.active ? card.name : `${card.name}, cannot be played now`}
          @click=${() => this.#choose(i, card.id)}
          @focus=${() => (this.focusIndex = i)}
        >
          <orrery-card aria-hidden="true" .card=${card} .art=${this.art}></orrery-card>
        </button>`;
      })}
    </div>`;
  }

  override updated(): void {
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

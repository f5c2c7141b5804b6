import { LitElement, css, html } from 'lit';
import type { CardMeta } from '@orrery/runtime';
import { textDeckArt, type DeckArt } from '../art/deck-art';

/**
 * One playing card drawn as SVG: its face when `card` is set, else the deck's back. Its
 * accessible name is the card's name ("7 of Hearts") or, face down, `label`.
 *
 * @csspart card - the card's SVG
 * @cssprop --orrery-card-back-color - fill of the card back (default #1f3a93)
 * @cssprop --orrery-card-width - rendered width (default 5rem; height keeps the 5:7 ratio)
 *
 * @tag orrery-card
 */
export class OrreryCard extends LitElement {
  static readonly tagName = 'orrery-card';

  static override properties = {
    label: { type: String },
    card: { attribute: false },
    art: { attribute: false },
  };

  static override styles = css`
    :host {
      display: inline-block;
      width: var(--orrery-card-width, 5rem);
      line-height: 0;
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
    }
  `;

  /** What a screen reader announces for a face-down card, e.g. "Face-down card in the stock". */
  declare label: string;
  /** The face to show; null shows the back. */
  declare card: CardMeta | null;
  /** How the deck looks; without it the card's name is written on a plain face. */
  declare art: DeckArt | null;

  constructor() {
    super();
    // Set here, not as class fields: a field would shadow Lit's reactive accessor.
    this.label = 'Face-down card';
    this.card = null;
    this.art = null;
  }

  override render() {
    const name = this.card ? this.card.name : this.label;
    const art = this.art ?? textDeckArt;
    const drawing = this.card ? art.face(this.card) : art.back();
    return html`<svg part="card" viewBox="0 0 50 70" role="img" aria-label=${name}>
      <title>${name}</title>
      ${drawing}
    </svg>`;
  }
}

if (!customElements.get(OrreryCard.tagName)) customElements.define(OrreryCard.tagName, OrreryCard);

declare global {
  interface HTMLElementTagNameMap {
    'orrery-card': OrreryCard;
  }
}

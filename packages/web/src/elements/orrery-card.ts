import { LitElement, css, html, svg } from 'lit';

/**
 * A face-down playing card: an SVG card back with an accessible name.
 *
 * @csspart card - the SVG card back
 * @cssprop --orrery-card-back-color - fill of the card back (default #1f3a93)
 * @cssprop --orrery-card-width - rendered width (default 5rem; height keeps the 5:7 ratio)
 */
export class OrreryCard extends LitElement {
  static readonly tagName = 'orrery-card';

  static override properties = {
    label: { type: String },
  };

  static override styles = css`
    :host {
      display: inline-block;
      width: var(--orrery-card-width, 5rem);
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
    }
    .back {
      fill: var(--orrery-card-back-color, #1f3a93);
    }
  `;

  /** What a screen reader announces for this card, e.g. "Face-down card in the stock". */
  declare label: string;

  constructor() {
    super();
    // Set here, not as a class field: a field would shadow Lit's reactive accessor.
    this.label = 'Face-down card';
  }

  override render() {
    return html`<svg part="card" viewBox="0 0 50 70" role="img" aria-label=${this.label}>
      <title>${this.label}</title>
      ${svg`<rect class="back" x="1" y="1" width="48" height="68" rx="4" stroke="#fff" stroke-width="2" />
        <rect x="7" y="7" width="36" height="56" rx="2" fill="none" stroke="#fff" stroke-opacity="0.6" />`}
    </svg>`;
  }
}

if (!customElements.get(OrreryCard.tagName)) customElements.define(OrreryCard.tagName, OrreryCard);

declare global {
  interface HTMLElementTagNameMap {
    'orrery-card': OrreryCard;
  }
}

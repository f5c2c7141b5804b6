import { LitElement, css, html, nothing } from 'lit';
import { fire } from './events';
import type { CardMeta, GameMeta } from '@orrery/runtime';
import type { HandSummary } from '../match/hand-tracker';
import { pointsText, teamName } from '../match/names';
import type { HouseRules } from '../match/options';

/**
 * The end of a hand: each team's score and why. When the engine explains its scoring (`score`
 * events, each a sentence from the rules file), those reasons are listed per team; otherwise the
 * cards each team took (grouped by suit, as seen face up) and the rules that fired.
 *
 * @fires orrery-continue - the person is ready for the next hand
 * @csspart summary - the panel
 * @csspart continue - the button that closes it
 * @cssprop --orrery-summary-background - panel background (default #ffffff)
 * @cssprop --orrery-summary-color - panel text (default #1b1b1b)
 *
 * @tag orrery-hand-summary
 */
export class OrreryHandSummary extends LitElement {
  static readonly tagName = 'orrery-hand-summary';

  static override properties = {
    meta: { attribute: false },
    options: { attribute: false },
    summary: { attribute: false },
    over: { type: Boolean },
  };

  static override styles = css`
    :host {
      display: block;
    }
    section {
      background: var(--orrery-summary-background, #ffffff);
      color: var(--orrery-summary-color, #1b1b1b);
      border-radius: 0.6rem;
      padding: 0.8rem 1rem;
      box-shadow: 0 0.4rem 1.6rem rgba(0, 0, 0, 0.45);
    }
    h2 {
      margin: 0 0 0.5rem;
      font-size: 1.15rem;
    }
    h3 {
      margin: 0.6rem 0 0.2rem;
      font-size: 1rem;
    }
    ul {
      margin: 0.2rem 0;
      padding-inline-start: 1.2rem;
    }
    button {
      font: inherit;
      margin-top: 0.6rem;
      min-height: 2.75rem;
      padding: 0.3rem 1rem;
      border-radius: 0.4rem;
      border: 2px solid #1b1b1b;
      background: #1f3a93;
      color: #fff;
      cursor: pointer;
    }
    button:focus-visible {
      outline: 3px solid #1b1b1b;
      outline-offset: 2px;
    }
  `;

  declare meta: GameMeta | null;
  declare options: HouseRules;
  declare summary: HandSummary | null;
  /** The match ended with this hand. */
  declare over: boolean;

  constructor() {
    super();
    this.meta = null;
    this.options = {};
    this.summary = null;
    this.over = false;
  }

  override render() {
    const { meta, summary } = this;
    if (meta === null || summary === null) return nothing;
    const deck = new Map(meta.deck(this.options).map((c) => [c.id, c]));
    // The rules file's own explanation of the score when the engine sent one; else what was seen.
    const reasons = summary.reasons ?? [];
    const explained = reasons.length > 0;
    return html`<section part="summary" role="region" aria-labelledby="title">
      <h2 id="title">Hand ${summary.hand} is over</h2>
      ${summary.scores.map((score, t) => {
        const name = teamName(meta, t, this.options);
        const cards = (summary.captured[t] ?? [])
          .map((id) => deck.get(id))
          .filter((c): c is CardMeta => !!c);
        const rules = summary.rules.filter((r) => r.team === t);
        const tricks = summary.tricksWon
          ? html`<li>Won ${summary.tricksWon[t] ?? 0} tricks</li>`
          : nothing;
        return html`<div data-team=${t}>
          <h3>${name} scores ${score} (total ${summary.totals[t] ?? 0})</h3>
          ${
            explained
              ? html`<ul data-reasons>
                  ${reasons
                    .filter((r) => r.team === t)
                    .map((r) => html`<li>${r.reason}: ${pointsText(r.points)}</li>`)}
                  ${rules
                    .filter((r) => r.reason !== undefined)
                    .map((r) => html`<li data-rule=${r.name}>${r.reason}</li>`)}
                  ${tricks}
                </ul>`
              : html`<ul>
                  ${tricks}
                  ${cards.length > 0 ? bySuit(meta, cards).map((line) => html`<li>${line}</li>`) : html`<li>Took no cards</li>`}
                  ${rules.map((r) => html`<li>Rule: ${r.title}</li>`)}
                </ul>`
          }
        </div>`;
      })}
      ${
        !explained && summary.rules.some((r) => r.team === null)
          ? html`<h3>Rules that applied</h3>
              <ul>
                ${summary.rules.filter((r) => r.team === null).map((r) => html`<li>${r.title}</li>`)}
              </ul>`
          : nothing
      }
      <button part="continue" autofocus @click=${this.#continue}>
        ${this.over ? 'See the result' : 'Next hand'}
      </button>
    </section>`;
  }

  override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  #continue(): void {
    fire(this, new Event('orrery-continue', { bubbles: true, composed: true }));
  }
}

/** "Hearts (3): Ace of Hearts, 7 of Hearts, 2 of Hearts", one line per suit, cards without a suit last. */
function bySuit(meta: GameMeta, cards: readonly CardMeta[]): string[] {
  const lines: string[] = [];
  const groups = [
    ...meta.suits.map((s) => ({ id: s.id as string | null, name: s.name })),
    { id: null, name: 'Others' },
  ];
  for (const group of groups) {
    const inSuit = cards.filter((c) => c.suit === group.id);
    if (inSuit.length > 0)
      lines.push(`${group.name} (${inSuit.length}): ${inSuit.map((c) => c.name).join(', ')}`);
  }
  return lines;
}

if (!customElements.get(OrreryHandSummary.tagName)) {
  customElements.define(OrreryHandSummary.tagName, OrreryHandSummary);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-hand-summary': OrreryHandSummary;
  }
}

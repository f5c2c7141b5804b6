import { LitElement, css, html, nothing } from 'lit';
import type { CardMeta, GameMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import type { HandSummary } from '../match/hand-tracker';
import { pointsText, seatsOfTeam, seatName, teamName } from '../match/names';
import type { HouseRules } from '../match/options';
import { scoreSheet, teamCards } from '../match/score-sheet';
import type { TableView } from '../match/table-view';
import { fire } from './events';
import './orrery-card';

/**
 * The end of a hand: each team's score and why, the cards it scored with, and the score sheet of
 * every hand so far. The reasons are the engine's `score` events (each a sentence from the rules
 * file) when it sends them, else the rules that fired; the cards are those the finished hand's
 * view shows each team holding face up (tricks won, cards captured, cards laid on the table).
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
    view: { attribute: false },
    art: { attribute: false },
    over: { type: Boolean },
  };

  static override styles = css`
    :host {
      display: block;
    }
    section {
      background: var(--orrery-summary-background, #ffffff);
      color: var(--orrery-summary-color, #1b1b1b);
      border-radius: 0.8rem;
      padding: 0.9rem 1.1rem;
      box-shadow: 0 0.4rem 1.6rem rgba(0, 0, 0, 0.45);
    }
    h2 {
      margin: 0 0 0.4rem;
      font-size: 1.2rem;
    }
    .teams {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
      gap: 0.6rem 1rem;
    }
    .team {
      border-top: 3px solid #1f3a93;
      padding-top: 0.3rem;
    }
    h3 {
      margin: 0;
      font-size: 1rem;
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0 0.6rem;
    }
    .points,
    .scores {
      white-space: nowrap;
    }
    ul {
      margin: 0.25rem 0;
      padding-inline-start: 1.1rem;
      font-size: 0.92rem;
    }
    h4 {
      margin: 0.35rem 0 0.15rem;
      font-size: 0.8rem;
      font-weight: 600;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0;
      --orrery-card-width: 1.9rem;
    }
    .cards orrery-card {
      margin-inline-end: -0.55rem;
      filter: drop-shadow(-1px 0 1px rgba(0, 0, 0, 0.35));
    }
    .cards .gap {
      margin-inline-end: 0.3rem;
    }
    table {
      border-collapse: collapse;
      margin-top: 0.7rem;
      font-size: 0.9rem;
      width: 100%;
    }
    caption {
      text-align: start;
      font-weight: 700;
    }
    th,
    td {
      padding: 0.15rem 0.5rem;
      text-align: end;
      border-bottom: 1px solid #d0d0d0;
    }
    th:first-child {
      text-align: start;
    }
    tr[data-current] {
      font-weight: 700;
    }
    button {
      /* Always in reach: on a phone the summary is taller than the screen and scrolls. */
      position: sticky;
      bottom: 0.2rem;
      box-shadow: 0 0.2rem 0.8rem rgba(0, 0, 0, 0.35);
      font: inherit;
      margin-top: 0.8rem;
      min-height: 2.75rem;
      padding: 0.3rem 1.2rem;
      border-radius: 0.5rem;
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
  /** The table as the hand left it: the cards each team has to show. */
  declare view: TableView | null;
  declare art: DeckArt | null;
  /** The match ended with this hand. */
  declare over: boolean;

  constructor() {
    super();
    this.meta = null;
    this.options = {};
    this.summary = null;
    this.view = null;
    this.art = null;
    this.over = false;
  }

  override render() {
    const { meta, summary } = this;
    if (meta === null || summary === null) return nothing;
    const deck = new Map(meta.deck(this.options).map((c, i) => [c.id, { card: c, order: i }]));
    const cards = this.view ? teamCards(meta, this.options, this.view) : [];
    const reasons = summary.reasons ?? [];
    const explained = reasons.length > 0;
    const rows = this.view ? scoreSheet(this.view) : [];
    const teams = summary.scores.map((_, t) => t);
    return html`<section part="summary">
      <h2 id="title">Hand ${summary.hand} is over</h2>
      <div class="teams">
        ${teams.map((t) => {
          const rules = summary.rules.filter((r) => r.team === t);
          return html`<div class="team" data-team=${t}>
            <h3>
              <span
                >${teamName(meta, t, this.options)}
                <span class="scores">scores ${summary.scores[t] ?? 0}</span></span
              >
              <span class="points">total ${summary.totals[t] ?? 0}</span>
            </h3>
            <ul data-reasons>
              ${
                explained
                  ? reasons
                      .filter((r) => r.team === t)
                      .map((r) => html`<li>${r.reason}: ${pointsText(r.points)}</li>`)
                  : nothing
              }
              ${rules
                .filter((r) => !explained || r.reason !== undefined)
                .map((r) => html`<li data-rule=${r.name}>${r.reason ?? `Rule: ${r.title}`}</li>`)}
              ${summary.tricksWon ? html`<li>Won ${tricksText(summary.tricksWon[t] ?? 0)}</li>` : nothing}
            </ul>
            ${(cards[t] ?? []).map(
              (group) =>
                html`<h4>${group.title}: ${cardsText(group.cards.length)}</h4>
                  <div class="cards" data-scored=${t} role="list" aria-label=${group.title}>
                    ${inOrder(group.cards, deck).map(
                      (c, i, all) =>
                        html`<orrery-card
                          role="listitem"
                          class=${all[i + 1] && all[i + 1]!.suit !== c.suit ? 'gap' : ''}
                          data-card=${c.id}
                          .card=${c}
                          .art=${this.art}
                        ></orrery-card>`,
                    )}
                  </div>`,
            )}
          </div>`;
        })}
      </div>
      ${
        !explained && summary.rules.some((r) => r.team === null)
          ? html`<h3>Rules that applied</h3>
              <ul>
                ${summary.rules.filter((r) => r.team === null).map((r) => html`<li>${r.reason ?? r.title}</li>`)}
              </ul>`
          : nothing
      }
      ${
        rows.length > 0
          ? html`<table data-sheet>
              <caption>
                Score sheet
              </caption>
              <thead>
                <tr>
                  <th scope="col">Hand</th>
                  ${teams.map((t) => html`<th scope="col">${shortTeam(meta, t, this.options)}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  (r) =>
                    html`<tr ?data-current=${r.hand === summary.hand}>
                      <th scope="row">${r.hand}</th>
                      ${teams.map((t) => html`<td>${r.scores[t] ?? 0} (${r.totals[t] ?? 0})</td>`)}
                    </tr>`,
                )}
              </tbody>
            </table>`
          : nothing
      }
      <button part="continue" autofocus @click=${this.#continue}>
        ${this.over ? 'See the result' : 'Next hand'}
      </button>
    </section>`;
  }

  override updated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  #continue(): void {
    fire(this, new Event('orrery-continue', { bubbles: true, composed: true }));
  }
}

/** "Team A" or a lone seat's name: a column heading. */
export function shortTeam(meta: GameMeta, team: number, options: HouseRules): string {
  const seats = seatsOfTeam(meta, team, options);
  return seats.length === 1 ? seatName(meta, seats[0]!) : `Team ${String.fromCharCode(65 + team)}`;
}

function cardsText(n: number): string {
  return `${n} ${n === 1 ? 'card' : 'cards'}`;
}

function tricksText(n: number): string {
  return `${n} ${n === 1 ? 'trick' : 'tricks'}`;
}

function inOrder(
  ids: readonly string[],
  deck: ReadonlyMap<string, { card: CardMeta; order: number }>,
): CardMeta[] {
  return ids
    .flatMap((id) => deck.get(id) ?? [])
    .sort((a, b) => a.order - b.order)
    .map((x) => x.card);
}

if (!customElements.get(OrreryHandSummary.tagName)) {
  customElements.define(OrreryHandSummary.tagName, OrreryHandSummary);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-hand-summary': OrreryHandSummary;
  }
}

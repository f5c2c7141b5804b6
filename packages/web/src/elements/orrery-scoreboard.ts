import { LitElement, css, html, nothing, svg } from 'lit';
import type { GameMeta } from '@orrery/runtime';
import { tableFacts, teamRecords } from '../match/records';
import { teamName } from '../match/names';
import type { HouseRules } from '../match/options';
import { scoreSheet } from '../match/score-sheet';
import type { TableView } from '../match/table-view';
import { shortTeam } from './orrery-hand-summary';

/** A cup, drawn: it needs no emoji font. */
const TROPHY = svg`<svg class="cup" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M6 3h12v2h3v3a5 5 0 0 1-4.6 5A6 6 0 0 1 13 16.9V19h4v2H7v-2h4v-2.1A6 6 0 0 1 7.6 13 5 5 0 0 1 3 8V5h3zm0 4H5v1a3 3 0 0 0 1.3 2.5A6 6 0 0 1 6 9zm12 0v2a6 6 0 0 1-.3 1.5A3 3 0 0 0 19 8V7z"/></svg>`;

/**
 * The score sheet: each finished hand's points per team and the running total, the hand being
 * played, and under it what each team keeps across hands (a record of suits, by name) and the
 * tricks it has taken this hand where the game takes tricks.
 *
 * @csspart scoreboard - the score sheet's table
 * @cssprop --orrery-scoreboard-background - background (default rgba(0, 0, 0, 0.35))
 *
 * @tag orrery-scoreboard
 */
export class OrreryScoreboard extends LitElement {
  static readonly tagName = 'orrery-scoreboard';

  static override properties = {
    meta: { attribute: false },
    options: { attribute: false },
    view: { attribute: false },
  };

  static override styles = css`
    :host {
      display: block;
    }
    .box {
      background: var(--orrery-scoreboard-background, rgba(0, 0, 0, 0.35));
      border-radius: 0.5rem;
      padding: 0.3rem 0.5rem 0.4rem;
    }
    .scroll {
      overflow-x: auto;
      max-height: 14rem;
      overflow-y: auto;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.9rem;
    }
    caption {
      text-align: start;
      font-weight: 700;
      padding: 0.1rem 0 0.2rem;
    }
    th,
    td {
      padding: 0.15rem 0.4rem;
      text-align: end;
      white-space: nowrap;
    }
    th:first-child {
      text-align: start;
    }
    /* Four or more teams (a seat each, say) fit the side panel without a column cut off. */
    table[data-many] {
      font-size: 0.8rem;
    }
    table[data-many] :is(th, td) {
      padding-inline: 0.2rem;
    }
    thead th {
      border-bottom: 1px solid rgba(255, 255, 255, 0.5);
    }
    tfoot td,
    tfoot th {
      font-weight: 700;
      border-top: 1px solid rgba(255, 255, 255, 0.5);
    }
    tr[data-playing] {
      font-style: italic;
    }
    .cup {
      width: 1em;
      height: 1em;
      vertical-align: -0.12em;
      color: #ffd166;
    }
    dl {
      margin: 0.35rem 0 0;
      font-size: 0.85rem;
    }
    dt {
      font-weight: 700;
      margin-top: 0.2rem;
    }
    dd {
      margin: 0;
    }
    .sr-only {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  `;

  declare meta: GameMeta | null;
  declare options: HouseRules;
  declare view: TableView | null;

  constructor() {
    super();
    this.meta = null;
    this.options = {};
    this.view = null;
  }

  override render() {
    const { meta, view } = this;
    if (meta === null || view === null) return nothing;
    const teams = Array.from({ length: meta.teamCount(this.options) }, (_, t) => t);
    const rows = scoreSheet(view);
    const playing = !view.over && !rows.some((r) => r.hand === view.handNumber);
    const records = teamRecords(meta, view);
    const facts = tableFacts(meta, view);
    const tricks = meta.trickZone !== null && view.tricksWon !== undefined;
    return html`<div class="box">
      <div class="scroll">
        <table part="scoreboard" ?data-many=${teams.length > 3}>
          <caption>
            Score${view.over ? ' (match over)' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Hand</th>
              ${teams.map(
                (t) =>
                  html`<th scope="col" data-team=${t} title=${teamName(meta, t, this.options)}>
                    ${view.winner === t ? html`${TROPHY}<span class="sr-only">Winner: </span>` : nothing}${shortTeam(meta, t, this.options)}
                  </th>`,
              )}
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (r) =>
                html`<tr data-hand=${r.hand}>
                  <th scope="row">${r.hand}</th>
                  ${teams.map((t) => html`<td>${r.scores[t] ?? 0}</td>`)}
                </tr>`,
            )}
            ${
              playing
                ? html`<tr data-playing>
                    <th scope="row">${view.handNumber} (now)</th>
                    ${teams.map((t) => html`<td data-hand-score>${view.handScore[t] ?? 0}</td>`)}
                  </tr>`
                : nothing
            }
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              ${teams.map(
                (t) =>
                  html`<td class="total" data-total=${view.total[t] ?? 0}>
                    ${view.total[t] ?? 0}
                  </td>`,
              )}
            </tr>
          </tfoot>
        </table>
      </div>
      ${
        facts.length > 0
          ? html`<dl part="facts">
              ${facts.map(
                (f) =>
                  html`<div data-fact=${f.key}>
                    <dt>${f.title}</dt>
                    <dd>${f.value}</dd>
                  </div>`,
              )}
            </dl>`
          : nothing
      }
      ${
        tricks || records.length > 0
          ? html`<dl>
              ${teams.map(
                (t) =>
                  html`<dt>${teamName(meta, t, this.options)}</dt>
                    ${tricks ? html`<dd data-tricks=${t}>Tricks this hand: ${view.tricksWon?.[t] ?? 0}</dd>` : nothing}
                    ${records.map(
                      (r) =>
                        html`<dd data-record=${r.key} data-team=${t}>
                          ${r.title}: ${r.values[t]?.length ? r.values[t]!.join(', ') : 'none'}
                        </dd>`,
                    )}`,
              )}
            </dl>`
          : nothing
      }
    </div>`;
  }
}

if (!customElements.get(OrreryScoreboard.tagName)) {
  customElements.define(OrreryScoreboard.tagName, OrreryScoreboard);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-scoreboard': OrreryScoreboard;
  }
}

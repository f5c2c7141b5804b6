import { LitElement, css, html, nothing } from 'lit';
import type { GameMeta } from '@orrery/runtime';
import { humanize, teamName } from '../match/names';
import type { HouseRules } from '../match/options';
import type { TableView } from '../match/table-view';

/**
 * The match score per team: this hand's points, the total, tricks won where the game takes
 * tricks, and any per-team variable of the rules file (counted when it is a list).
 *
 * @csspart scoreboard - the table
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
      container-type: inline-size;
    }
    .scroll {
      /* Past what the narrow layout below saves, the table scrolls, never the page. */
      overflow-x: auto;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      background: var(--orrery-scoreboard-background, rgba(0, 0, 0, 0.35));
      border-radius: 0.4rem;
    }
    caption {
      text-align: start;
      font-weight: 700;
      padding: 0.2rem 0;
    }
    th,
    td {
      padding: 0.25rem 0.5rem;
      text-align: end;
    }
    th:first-child {
      text-align: start;
    }
    td.total {
      font-weight: 700;
    }
    .seats {
      font-weight: 400;
    }
    @container (max-width: 420px) {
      table {
        font-size: 0.8rem;
      }
      th,
      td {
        padding: 0.2rem 0.25rem;
      }
      .seats {
        display: block;
        font-size: 0.75rem;
      }
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
    const teams = meta.teamCount(this.options);
    const teamLists = Object.entries(view.variables).filter(
      ([, v]) => Array.isArray(v) && v.length === teams && v.every((x) => Array.isArray(x)),
    ) as [string, unknown[][]][];
    const tricks = meta.trickZone !== null && view.tricksWon !== undefined;
    return html`<div class="scroll">
      <table part="scoreboard">
        <caption>
          Score${view.over ? ' (match over)' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Hand</th>
            ${tricks ? html`<th scope="col">Tricks</th>` : nothing}
            ${teamLists.map(([name]) => html`<th scope="col">${humanize(name)}</th>`)}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          ${Array.from({ length: teams }, (_, t) => {
            const winner = view.winner === t;
            return html`<tr data-team=${t}>
              <th scope="row">${teamRow(teamName(meta, t, this.options))}${winner ? ' 🏆' : ''}</th>
              <td data-hand-score>${view.handScore[t] ?? 0}</td>
              ${tricks ? html`<td>${view.tricksWon?.[t] ?? 0}</td>` : nothing}
              ${teamLists.map(([, list]) => html`<td>${list[t]?.length ?? 0}</td>`)}
              <td class="total" data-total=${view.total[t] ?? 0}>${view.total[t] ?? 0}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>`;
  }
}

/** "Team A (South & North)" with the seats apart, so a narrow table can put them on a line of their own. */
function teamRow(name: string) {
  const seats = /^(.*?) (\(.*\))$/.exec(name);
  return seats ? html`${seats[1]} <span class="seats">${seats[2]}</span>` : name;
}

if (!customElements.get(OrreryScoreboard.tagName)) {
  customElements.define(OrreryScoreboard.tagName, OrreryScoreboard);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-scoreboard': OrreryScoreboard;
  }
}

import { LitElement, css, html, nothing } from 'lit';
import type { CardMeta, GameMeta, ZoneMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import { firstCardOf } from '../match/move-cards';
import { humanize, seatName, teamName } from '../match/names';
import type { HouseRules } from '../match/options';
import type { SeatPlayer } from '../match/seats';
import { zoneOf, type TableView, type ZoneView } from '../match/table-view';
import './orrery-card';
import './orrery-hand';
import './orrery-move-controls';

/** Where each seat sits, counted clockwise from the viewer at the bottom. */
const POSITIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['bottom'],
  2: ['bottom', 'top'],
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};

/**
 * The table of any game, laid out from its metadata and one seat's view: the seats around it
 * (the viewer at the bottom with their hand), zones each seat owns, shared zones in the middle
 * (the trick, the stock), team zones, and controls for the viewer's legal moves. It renders a
 * view, never the game state: cards a seat may not see arrive as counts and are drawn as backs.
 *
 * @fires orrery-card-chosen - the viewer chose a card of their hand
 * @fires orrery-move-chosen - the viewer chose a move from the controls
 * @csspart seat - each seat's panel
 * @csspart center - the shared zones
 * @csspart zone - each zone
 * @csspart message - why a card cannot be played
 * @cssprop --orrery-table-felt - table background (default #0b4d33)
 * @cssprop --orrery-table-text - text colour on the table (default #ffffff)
 * @cssprop --orrery-table-panel - seat panel background (default rgba(0, 0, 0, 0.3))
 * @cssprop --orrery-table-highlight - marks the seat to play (default #ffd166)
 *
 * @tag orrery-table
 */
export class OrreryTable extends LitElement {
  static readonly tagName = 'orrery-table';

  static override properties = {
    meta: { attribute: false },
    options: { attribute: false },
    view: { attribute: false },
    art: { attribute: false },
    players: { attribute: false },
    shownVariables: { attribute: false },
    chosenCard: { type: String },
    message: { type: String },
  };

  static override styles = css`
    :host {
      display: block;
      color: var(--orrery-table-text, #ffffff);
    }
    .table {
      display: grid;
      grid-template-areas: 'top top top' 'left center right' 'bottom bottom bottom';
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
      gap: 0.5rem;
      background: var(--orrery-table-felt, #0b4d33);
      border-radius: 0.8rem;
      padding: 0.5rem;
    }
    .seat {
      background: var(--orrery-table-panel, rgba(0, 0, 0, 0.3));
      border-radius: 0.5rem;
      padding: 0.4rem;
      border: 2px solid transparent;
      min-width: 0;
    }
    .seat[data-to-move] {
      border-color: var(--orrery-table-highlight, #ffd166);
    }
    .top {
      grid-area: top;
    }
    .left {
      grid-area: left;
    }
    .right {
      grid-area: right;
    }
    .bottom {
      grid-area: bottom;
    }
    .center {
      grid-area: center;
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      justify-content: center;
      align-items: flex-start;
      min-height: 6rem;
    }
    h3 {
      margin: 0 0 0.25rem;
      font-size: 0.95rem;
    }
    .badge {
      font-size: 0.75rem;
      font-weight: 400;
      padding: 0 0.3rem;
      border-radius: 0.3rem;
      background: #000;
      margin-inline-start: 0.3rem;
    }
    .zone {
      margin: 0.2rem 0;
    }
    .zone-title {
      font-size: 0.8rem;
      margin: 0;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem;
      --orrery-card-width: 2.6rem;
    }
    .small {
      --orrery-card-width: 1.9rem;
    }
    figure {
      margin: 0;
      text-align: center;
      font-size: 0.75rem;
    }
    .count {
      display: flex;
      align-items: center;
      gap: 0.3rem;
      --orrery-card-width: 1.9rem;
    }
    .message {
      background: #fff;
      color: #7a0d0d;
      border-radius: 0.4rem;
      padding: 0.3rem 0.6rem;
      margin: 0.3rem auto;
      max-width: 30rem;
      text-align: center;
      font-weight: 700;
    }
    .teams {
      grid-column: 1 / -1;
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      justify-content: center;
    }
    @media (max-width: 600px) {
      .table {
        grid-template-areas: 'top top' 'left right' 'center center' 'bottom bottom';
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        padding: 0.3rem;
        gap: 0.3rem;
      }
      .seat.top,
      .seat.left,
      .seat.right {
        font-size: 0.85rem;
      }
    }
  `;

  declare meta: GameMeta | null;
  declare options: HouseRules;
  declare view: TableView | null;
  declare art: DeckArt | null;
  declare players: readonly SeatPlayer[];
  /**
   * Per-seat variables to badge: a key of the view's `variables` (every seat) or `key#seat` (that
   * seat); null badges every one.
   */
  declare shownVariables: ReadonlySet<string> | null;
  /** A card of the hand picked for a move that still needs a choice (a capture's target). */
  declare chosenCard: string;
  declare message: string;

  constructor() {
    super();
    this.meta = null;
    this.options = {};
    this.view = null;
    this.art = null;
    this.players = [];
    this.shownVariables = null;
    this.chosenCard = '';
    this.message = '';
  }

  /** Puts keyboard focus on the viewer's hand. */
  focusHand(): void {
    this.renderRoot.querySelector('orrery-hand')?.focusCard();
  }

  override render() {
    const { meta, view } = this;
    if (meta === null || view === null) return nothing;
    const deck = new Map(meta.deck(this.options).map((c) => [c.id, c]));
    const positions = POSITIONS[view.seats] ?? [];
    const seats = Array.from({ length: view.seats }, (_, i) => (view.viewer + i) % view.seats);
    const shared = meta.zones.filter((z) => z.owner === 'shared');
    const teamZones = meta.zones.filter((z) => z.owner === 'team');
    return html`<div class="table">
      ${seats.map((seat, i) => this.#seat(meta, view, deck, seat, positions[i] ?? 'top'))}
      <div class="center" part="center">
        ${shared.map((z) => this.#shared(meta, view, deck, z))}
      </div>
      <div class="teams">
        ${teamZones.flatMap((z) =>
          Array.from({ length: meta.teamCount(this.options) }, (_, t) =>
            this.#zone(
              `${z.title}: ${teamName(meta, t, this.options)}`,
              zoneOf(view, z.name, t),
              deck,
              'small',
            ),
          ),
        )}
      </div>
    </div>`;
  }

  #seat(
    meta: GameMeta,
    view: TableView,
    deck: Map<string, CardMeta>,
    seat: number,
    position: string,
  ) {
    const me = seat === view.viewer;
    const player = this.players[seat];
    const who = player?.kind === 'bot' ? 'bot' : me ? 'you' : 'person';
    const shown = this.shownVariables;
    const perSeat = Object.entries(view.variables).filter(
      ([key, v]) =>
        (shown === null || shown.has(key) || shown.has(`${key}#${seat}`)) &&
        Array.isArray(v) &&
        v.length === view.seats &&
        v.every((x) => typeof x === 'number'),
    ) as [string, number[]][];
    const toMove = view.toMove === seat;
    return html`<section
      class="seat ${position}"
      part="seat"
      data-seat=${seat}
      ?data-to-move=${toMove}
      aria-label="${seatName(meta, seat)} (${who})"
    >
      <h3>
        ${seatName(meta, seat)} <span class="badge">${who}</span>
        ${view.dealer === seat ? html`<span class="badge">dealer</span>` : nothing}
        ${toMove ? html`<span class="badge">to play</span>` : nothing}
        ${perSeat.map(([name, v]) => html`<span class="badge">${humanize(name)} ${v[seat]}</span>`)}
      </h3>
      ${meta.zones
        .filter((z) => z.owner === 'seat')
        .map((z) =>
          me && z.visibility === 'owner'
            ? this.#hand(meta, view, deck, z)
            : this.#zone(z.title, zoneOf(view, z.name, seat), deck, ''),
        )}
    </section>`;
  }

  #hand(meta: GameMeta, view: TableView, deck: Map<string, CardMeta>, zone: ZoneMeta) {
    const cards = (zoneOf(view, zone.name, view.viewer)?.cards ?? []).flatMap(
      (id) => deck.get(id) ?? [],
    );
    const legalCards = new Set(view.legal.flatMap((m) => firstCardOf(meta, m) ?? []));
    const cardless = view.legal.filter((m) => firstCardOf(meta, m) === null);
    const forChosen = this.chosenCard
      ? view.legal.filter((m) => firstCardOf(meta, m) === this.chosenCard)
      : [];
    const names = new Map([...deck].map(([id, c]) => [id, c.name]));
    const chosenName = deck.get(this.chosenCard)?.name ?? '';
    return html`<orrery-hand
        .cards=${cards}
        .legal=${legalCards}
        .art=${this.art}
        ?active=${view.toMove === view.viewer}
        label="${zone.title}, ${seatName(meta, view.viewer)}"
      ></orrery-hand>
      ${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : nothing}
      ${
        forChosen.length > 0
          ? html`<orrery-move-controls
              .meta=${meta}
              .moves=${forChosen}
              .cardNames=${names}
              skip=${this.chosenCard}
              heading="${chosenName}: choose"
            ></orrery-move-controls>`
          : nothing
      }
      <orrery-move-controls
        .meta=${meta}
        .moves=${cardless}
        .cardNames=${names}
      ></orrery-move-controls>`;
  }

  #shared(meta: GameMeta, view: TableView, deck: Map<string, CardMeta>, zone: ZoneMeta) {
    const z = zoneOf(view, zone.name, 0);
    if (zone.name === meta.trickZone && z?.cards) {
      // The trick's cards in play order from the leader, each named by the seat that played it.
      return html`<div
        class="zone"
        part="zone"
        data-zone=${zone.name}
        role="group"
        aria-label=${zone.title}
      >
        <p class="zone-title">${zone.title}</p>
        <div class="cards">
          ${z.cards.map(
            (id, i) =>
              html`<figure>
                <orrery-card
                  data-card=${id}
                  .card=${deck.get(id) ?? null}
                  .art=${this.art}
                ></orrery-card>
                <figcaption>${seatName(meta, (view.leader + i) % view.seats)}</figcaption>
              </figure>`,
          )}
        </div>
      </div>`;
    }
    return this.#zone(zone.title, z, deck, '');
  }

  #zone(title: string, z: ZoneView | undefined, deck: Map<string, CardMeta>, size: string) {
    if (z === undefined) return nothing;
    const body = z.cards
      ? html`<div class="cards ${size}">
          ${z.cards.map(
            (id) =>
              html`<orrery-card
                data-card=${id}
                .card=${deck.get(id) ?? null}
                .art=${this.art}
              ></orrery-card>`,
          )}
        </div>`
      : z.count === 0
        ? html`<span>empty</span>`
        : html`<div class="count">
            <orrery-card .art=${this.art} label="${title}: face-down cards"></orrery-card>
            <span>${z.count} ${z.count === 1 ? 'card' : 'cards'}</span>
          </div>`;
    return html`<div class="zone" part="zone" role="group" aria-label="${title}, ${z.count} cards">
      <p class="zone-title">${title}</p>
      ${body}
    </div>`;
  }
}

if (!customElements.get(OrreryTable.tagName))
  customElements.define(OrreryTable.tagName, OrreryTable);

declare global {
  interface HTMLElementTagNameMap {
    'orrery-table': OrreryTable;
  }
}

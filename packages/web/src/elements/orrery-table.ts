import { LitElement, html, nothing, type TemplateResult } from 'lit';
import type { CardMeta, GameMeta, ZoneMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import { choicesOf, type Choices } from '../match/choices';
import type { ShownTrick } from '../match/frames';
import type { Motion, Place } from '../match/motions';
import { placeKey } from '../match/motions';
import { moveLabel } from '../match/move-labels';
import { seatName, teamName } from '../match/names';
import { seatBadges } from '../match/seat-badges';
import type { HouseRules } from '../match/options';
import type { SeatPlayer } from '../match/seats';
import { turnOf, zoneOf, type TableView } from '../match/table-view';
import { fly, measure, motionAllowed, type Layout } from './card-flight';
import { CardChosenEvent, MoveChosenEvent, fire } from './events';
import './orrery-card';
import './orrery-hand';
import './orrery-move-controls';
import { setPanel } from './set-panel';
import { tableStyles } from './table-styles';

/** Where a seat sits, by its place clockwise from the viewer at the bottom. */
export function positionOf(offset: number, seats: number): 'bottom' | 'left' | 'top' | 'right' {
  if (offset === 0) return 'bottom';
  if (seats === 2) return 'top';
  if (offset === 1) return 'left';
  if (offset === seats - 1) return 'right';
  return 'top';
}

/** How many backs a hidden hand shows at most: the count says the rest. */
const MOST_BACKS = 16;

/**
 * The table of any game, laid out from its metadata and one seat's view: the seats around it
 * (the viewer at the bottom with their hand, opponents' hidden hands as fanned backs), the cards
 * each seat has laid in front of it, the trick in the middle with each card in front of the seat
 * that played it, other shared zones (the stock, a discard pile) beside it, and each team's pile
 * by its nearest seat. It renders a view, never the game state: cards a seat may not see arrive
 * as counts and are drawn as backs. Cards that moved since the last picture fly to their place.
 *
 * @fires orrery-move-chosen - the viewer chose a move: a card, a target on the table, a button
 * @fires orrery-card-chosen - the viewer tapped a card on the table a set takes (`CardChosenEvent`)
 * @fires orrery-choice-cancelled - the viewer dropped the card they had picked
 * @csspart seat - each seat: its name plate, its hand or cards, its pile
 * @csspart center - the middle of the table: the trick and the shared zones
 * @csspart trick - the trick being played, or the one just won
 * @csspart zone - each zone
 * @csspart card - each card on the table, and each card button of the hand
 * @csspart legal - the hand's cards that can be played now
 * @csspart target - a card on the table that can be tapped to finish a move (a capture's target),
 *   or to add it to a set of cards being chosen or take it back (`aria-pressed`)
 * @csspart control - each move button (pass, bid, a choice for the picked card, a set's
 *   confirm, cancel)
 * @csspart last-trick - the button that shows the last trick again
 * @csspart message - why a card cannot be played
 * @cssprop --orrery-table-felt - table background (default #0b4d33)
 * @cssprop --orrery-table-text - text colour on the table (default #ffffff)
 * @cssprop --orrery-table-panel - seat panel background (default rgba(0, 0, 0, 0.3))
 * @cssprop --orrery-table-highlight - marks the seat to play and the trick's winner (default #ffd166)
 *
 * @tag orrery-table
 */
export class OrreryTable extends LitElement {
  static readonly tagName = 'orrery-table';

  static override properties = {
    meta: { attribute: false },
    options: { attribute: false },
    view: { attribute: false },
    trick: { attribute: false },
    lastTrick: { attribute: false },
    motions: { attribute: false },
    art: { attribute: false },
    players: { attribute: false },
    shownVariables: { attribute: false },
    picked: { attribute: false },
    message: { type: String },
    reviewing: { state: true },
  };

  static override styles = tableStyles;

  declare meta: GameMeta | null;
  declare options: HouseRules;
  declare view: TableView | null;
  /** A completed trick still on the table (its winner marked), instead of the view's trick. */
  declare trick: ShownTrick | null;
  /** The last trick completed this hand, for review. */
  declare lastTrick: ShownTrick | null;
  /** Cards that moved into this picture: they fly from where they were. */
  declare motions: readonly Motion[];
  declare art: DeckArt | null;
  declare players: readonly SeatPlayer[];
  /**
   * Per-seat variables to badge: a key of the view's `variables` (every seat) or `key#seat` (that
   * seat); null badges every one.
   */
  declare shownVariables: ReadonlySet<string> | null;
  /**
   * The cards picked for a move that still needs a choice, in order (set-choices.ts): a card
   * of the hand whose capture's target is to come, or the cards of a set being chosen.
   */
  declare picked: readonly string[];
  declare message: string;
  declare reviewing: boolean;
  #before: Layout | null = null;
  #flights: Animation[] = [];

  constructor() {
    super();
    this.meta = null;
    this.options = {};
    this.view = null;
    this.trick = null;
    this.lastTrick = null;
    this.motions = [];
    this.art = null;
    this.players = [];
    this.shownVariables = null;
    this.picked = [];
    this.message = '';
    this.reviewing = false;
  }

  /**
   * Puts keyboard focus on the viewer's hand, on the first target of a picked card, or, where the
   * viewer plays another seat's turn (`played by`), on the first card of that seat it may play.
   */
  focusHand(): void {
    // Once the table shows what was picked, and after the hand's own update, which gives focus
    // back to the card tapped.
    void this.updateComplete.then(() => {
      const target = this.renderRoot.querySelector<HTMLElement>('[data-target], [data-pick]');
      const hand = this.renderRoot.querySelector('orrery-hand');
      const other = this.#playingFor();
      const theirs =
        other === null
          ? null
          : this.renderRoot.querySelector<HTMLElement>(`[data-seat="${other}"] [data-target]`);
      if (this.picked.length === 1 && target) void hand?.updateComplete.then(() => target.focus());
      else if (theirs !== null) theirs.focus();
      else hand?.focusCard();
    });
  }

  /** The seat whose turn the viewer is to play for it (`played by`), or null. */
  #playingFor(): number | null {
    if (this.view === null || this.view.toMove !== this.view.viewer) return null;
    const turn = turnOf(this.view);
    return turn === this.view.viewer ? null : turn;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // Where everything is before this picture replaces the last: the flights start there.
    if (changed.has('motions') && this.hasUpdated && this.motions.length > 0 && motionAllowed()) {
      for (const f of this.#flights) f.finish();
      this.#before = measure(this.renderRoot);
    }
  }

  protected override updated(): void {
    const before = this.#before;
    this.#before = null;
    if (before === null || this.meta === null) return;
    const motions = this.motions;
    const deck = new Map(this.meta.deck(this.options).map((c) => [c.id, c]));
    const hands = [...this.renderRoot.querySelectorAll('orrery-hand')];
    void Promise.all(hands.map((h) => h.updateComplete)).then(() => {
      const layer = this.renderRoot.querySelector<HTMLElement>('.flying');
      if (layer && this.motions === motions)
        this.#flights = fly(layer, this.renderRoot, before, motions, deck, this.art);
    });
  }

  override render() {
    const { meta, view } = this;
    if (meta === null || view === null) return nothing;
    const deck = new Map(meta.deck(this.options).map((c) => [c.id, c]));
    const me = view.viewer;
    const held = new Set(
      meta.zones
        .filter((z) => z.owner === 'seat' && z.visibility === 'owner')
        .flatMap((z) => zoneOf(view, z.name, me)?.cards ?? []),
    );
    const choices = choicesOf(meta, view.toMove === me ? view.legal : [], held, this.picked);
    const order = Array.from({ length: view.seats }, (_, i) => (me + i) % view.seats);
    // Each team's piles lie by the first of its seats going round from the viewer.
    const pileSeat = new Map<number, number>();
    for (const seat of order) {
      const team = meta.teamOf(seat, this.options);
      if (!pileSeat.has(team)) pileSeat.set(team, seat);
    }
    const ctx: Ctx = { meta, view, deck, choices };
    const left = view.seats > 2 ? '' : ' no-sides';
    return html`<div class="table${left}">
      ${order.map((seat, i) =>
        this.#seat(
          ctx,
          seat,
          positionOf(i, view.seats),
          [...pileSeat].filter(([, s]) => s === seat).map(([t]) => t),
        ),
      )}
      <div class="center" part="center">
        ${meta.trickZone !== null ? this.#trick(ctx, meta.trickZone) : nothing}
        <div class="shared">
          ${meta.zones
            .filter((z) => z.owner === 'shared' && z.name !== meta.trickZone)
            .map((z) => this.#pile(ctx, z, { zone: z.name, owner: null }, z.title))}
        </div>
        ${this.#review(ctx)}
      </div>
      <div class="flying" aria-hidden="true"></div>
    </div>`;
  }

  #seat(ctx: Ctx, seat: number, position: string, teams: readonly number[]) {
    const { meta, view } = ctx;
    const me = seat === view.viewer;
    const zones = meta.zones.filter((z) => z.owner === 'seat');
    const hidden = zones.filter((z) => !me && zoneOf(view, z.name, seat)?.cards === undefined);
    const shown = zones.filter((z) => !hidden.includes(z) && !(me && z.visibility === 'owner'));
    const hands = me ? zones.filter((z) => z.visibility === 'owner') : [];
    return html`<section
      class="seat ${position}"
      part="seat"
      data-seat=${seat}
      ?data-to-move=${turnOf(view) === seat}
      aria-label="${seatName(meta, seat)} (${this.#who(seat)})"
    >
      <div class="plate-row">
        ${this.#plate(ctx, seat)} ${hidden.map((z) => this.#fan(ctx, z, seat))}
        ${teams.flatMap((t) =>
          meta.zones
            .filter((z) => z.owner === 'team')
            .map((z) =>
              this.#pile(
                ctx,
                z,
                { zone: z.name, owner: t },
                `${z.title}, ${teamName(meta, t, this.options)}`,
              ),
            ),
        )}
      </div>
      ${shown.map((z) => this.#laid(ctx, z, seat))} ${me ? this.#mine(ctx, hands) : nothing}
    </section>`;
  }

  #who(seat: number): string {
    const player = this.players[seat];
    return player?.kind === 'bot' ? 'bot' : seat === this.view?.viewer ? 'you' : 'person';
  }

  #plate(ctx: Ctx, seat: number) {
    const { meta, view } = ctx;
    const perSeat = seatBadges(meta, view, this.shownVariables, seat);
    const won = this.trick?.winner === seat;
    return html`<h3 class="plate" ?data-won=${won}>
      <span class="name">${seatName(meta, seat)}</span>
      <span class="badge">${this.#who(seat)}</span>
      ${view.dealer === seat ? html`<span class="badge">dealer</span>` : nothing}
      ${turnOf(view) === seat ? html`<span class="badge turn">to play</span>` : nothing}
      ${
        // A seat that plays another seat's turn (`played by`): whose, beside the seat's name.
        view.toMove === seat && turnOf(view) !== seat && turnOf(view) !== null
          ? html`<span class="badge turn" data-plays-for=${turnOf(view)!}
              >plays for ${seatName(meta, turnOf(view)!)}</span
            >`
          : nothing
      }
      ${perSeat.map((text) => html`<span class="badge">${text}</span>`)}
    </h3>`;
  }

  /** A hand the viewer may not see: its backs fanned, and how many. */
  #fan(ctx: Ctx, zone: ZoneMeta, seat: number) {
    const count = zoneOf(ctx.view, zone.name, seat)?.count ?? 0;
    const shown = Math.min(count, MOST_BACKS);
    const label = `${seatName(ctx.meta, seat)}'s ${zone.title.toLowerCase()}: ${count} ${count === 1 ? 'card' : 'cards'}`;
    return html`<div
      class="fan"
      part="zone"
      data-zone=${zone.name}
      data-place=${placeKey({ zone: zone.name, owner: seat })}
      role="img"
      aria-label=${label}
    >
      ${Array.from(
        { length: shown },
        (_, i) =>
          html`<orrery-card
            aria-hidden="true"
            style="--tilt:${(i - (shown - 1) / 2) * 3}deg"
            .art=${this.art}
          ></orrery-card>`,
      )}
      <span class="count" aria-hidden="true">${count}</span>
    </div>`;
  }

  /**
   * Face-up cards a seat has laid in front of it (or a zone its owner's partners may see, or a
   * hand a `reveal` turned face up for all, where it sits).
   */
  #laid(ctx: Ctx, zone: ZoneMeta, seat: number) {
    const z = zoneOf(ctx.view, zone.name, seat);
    if (z === undefined) return nothing;
    const title = `${seatName(ctx.meta, seat)}'s ${zone.title.toLowerCase()}`;
    const open = z.revealed === true ? ', face up' : '';
    return html`<div
      class="laid"
      part="zone"
      ?data-empty=${z.count === 0}
      ?data-revealed=${z.revealed === true}
      data-zone=${zone.name}
      data-place=${placeKey({ zone: zone.name, owner: seat })}
      role="group"
      aria-label="${title}${open}, ${z.count} ${z.count === 1 ? 'card' : 'cards'}"
    >
      ${(z.cards ?? []).map((id) => this.#card(ctx, id, title))}
      ${
        // An empty outline says what it is for: the seat's cards laid on the table go there.
        z.count === 0
          ? html`<span class="zone-name" aria-hidden="true">${zone.title}</span>`
          : nothing
      }
    </div>`;
  }

  /** A card on the table: a button when tapping it finishes a move. */
  #card(ctx: Ctx, id: string, where: string) {
    const card = ctx.deck.get(id) ?? null;
    const face = html`<orrery-card
      part="card"
      data-card=${id}
      .card=${card}
      .art=${this.art}
    ></orrery-card>`;
    // A card a set takes is tapped to pick it or put it back; a target, to finish the move.
    const pick = ctx.choices.picks.has(id);
    const move = ctx.choices.targets.get(id);
    if (!pick && move === undefined) return face;
    const on = this.picked.includes(id);
    const label = pick
      ? (card?.name ?? id)
      : moveLabel(ctx.meta, names(ctx.deck), move!, this.picked[0]);
    return html`<button
      class="target"
      part="target"
      data-target=${pick ? nothing : id}
      ?data-pick=${pick}
      ?data-picked=${on}
      aria-pressed=${pick ? String(on) : nothing}
      aria-label="${label} (${where})"
      @click=${() => fire(this, pick ? new CardChosenEvent(id) : new MoveChosenEvent(move!))}
    >
      ${face}
    </button>`;
  }

  /** The viewer's own: a refusal's reason, the picked card's choices, the hand, other moves. */
  #mine(ctx: Ctx, hands: readonly ZoneMeta[]) {
    const { meta, view, deck, choices } = ctx;
    // A card's choice lies above the hand; a set's below it, next in the tab order after the
    // cards it takes from the hand.
    const below = choices.sets.groups.length > 0;
    const picked = new Set(this.picked);
    return html`${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : nothing}
      ${below ? nothing : this.#choice(ctx)}
      ${hands.map((zone) => {
        const cards = (zoneOf(view, zone.name, view.viewer)?.cards ?? []).flatMap(
          (id) => deck.get(id) ?? [],
        );
        return html`<orrery-hand
          exportparts="card, legal"
          data-zone=${zone.name}
          data-place=${placeKey({ zone: zone.name, owner: view.viewer })}
          .cards=${cards}
          .legal=${choices.hand}
          .art=${this.art}
          .picked=${picked}
          ?active=${view.toMove === view.viewer}
          label="${zone.title}, ${seatName(meta, view.viewer)}"
        ></orrery-hand>`;
      })}
      ${below ? this.#choice(ctx) : nothing}
      <orrery-move-controls
        class="others"
        exportparts="control"
        .meta=${meta}
        .moves=${choices.others}
        .cardNames=${names(deck)}
      ></orrery-move-controls>`;
  }

  /**
   * What is left to choose, and a way back: a set's confirm buttons and what it is missing, or
   * the moves of a card picked for a move that needs one more choice (its targets on the table).
   */
  #choice(ctx: Ctx) {
    const { choices, deck } = ctx;
    const { groups } = choices.sets;
    const one = this.picked.length === 1 ? deck.get(this.picked[0]!) : undefined;
    if (groups.length === 0 && one === undefined) return nothing;
    const label = one ? `${one.name}: choose` : 'Choose cards';
    return setPanel(this, {
      meta: ctx.meta,
      names: names(deck),
      picked: this.picked,
      groups,
      options: one ? choices.options : NO_MOVES,
      label,
      ask:
        groups.length > 0
          ? ''
          : choices.targets.size > 0
            ? `${one!.name}: tap a highlighted card on the table`
            : label,
    });
  }

  /**
   * The trick: each card in front of the seat that played it, the winner's marked, and under it
   * the winner's name: on a line of its own, which is kept while the trick is played, so the
   * name covers no card and nothing moves when it shows.
   */
  #trick(ctx: Ctx, zone: string) {
    const { meta, view } = ctx;
    const held = this.trick;
    const cards = held?.cards ?? zoneOf(view, zone, 0)?.cards ?? [];
    const leader = held?.leader ?? view.leader;
    // Who played each card: named where a seat may sit the tricks out, else one a seat in turn.
    const seats = held ? held.seats : view.trickSeats;
    const title = meta.zones.find((z) => z.name === zone)?.title ?? 'Trick';
    const winner = held ? seatName(meta, held.winner) : '';
    return html`<div
        class="trick seats-${Math.min(view.seats, 5)}"
        part="trick zone"
        data-zone=${zone}
        data-place=${zone}
        role="group"
        aria-label=${held ? `${title}: ${winner} wins it` : `${title}, ${cards.length} cards`}
        ?data-won=${held !== null}
      >
        ${cards.map((id, i) => {
          const seat = seats?.[i] ?? (leader + i) % view.seats;
          const position = positionOf((seat - view.viewer + view.seats) % view.seats, view.seats);
          const won = held?.winner === seat;
          return html`<figure class="slot ${position}" ?data-won=${won} data-seat=${seat}>
            ${this.#card(ctx, id, title)}
            <figcaption class="sr-only">
              ${seatName(meta, seat)}${won ? ', wins the trick' : ''}
            </figcaption>
          </figure>`;
        })}
      </div>
      <p class="winner" ?data-idle=${held === null} aria-hidden="true">
        ${held ? `${winner} wins` : ''}
      </p>`;
  }

  /** A shared zone (the stock, a discard pile) or a team's pile: a stack and how many. */
  #pile(ctx: Ctx, zone: ZoneMeta, place: Place, title: string) {
    const z = zoneOf(ctx.view, zone.name, place.owner ?? 0);
    if (z === undefined) return nothing;
    const top = z.cards?.at(-1);
    const tricks =
      zone.owner === 'team' && ctx.meta.trickZone !== null && place.owner !== null
        ? ctx.view.tricksWon?.[place.owner]
        : undefined;
    const count =
      tricks !== undefined
        ? `${tricks} ${tricks === 1 ? 'trick' : 'tricks'}`
        : `${z.count} ${z.count === 1 ? 'card' : 'cards'}`;
    const under = Math.min(z.count - (top ? 1 : 0), 2);
    return html`<div
      class="pile ${zone.owner}"
      part="zone"
      data-zone=${zone.name}
      data-place=${placeKey(place)}
      role="group"
      aria-label="${title}: ${count}"
    >
      ${
        // A zone the rules spread shows every card; otherwise cards a set may take from under
        // the top are spread out, each to be tapped.
        (zone.spread === true && z.count > 0) ||
        z.cards?.some((id) => id !== top && ctx.choices.picks.has(id))
          ? html`<div class="spread">
              ${(z.cards ?? []).map((id) => this.#card(ctx, id, title))}
            </div>`
          : html`<div class="stack" ?data-empty=${z.count === 0}>
              ${Array.from({ length: Math.max(0, under) }, () => html`<orrery-card aria-hidden="true" .art=${this.art}></orrery-card>`)}
              ${top ? this.#card(ctx, top, title) : nothing}
            </div>`
      }
      <span class="pile-label" aria-hidden="true"
        >${tricks !== undefined ? count : `${zone.title} ${z.count}`}</span
      >
    </div>`;
  }

  /** The last trick of this hand, shown again on request. */
  #review(ctx: Ctx): TemplateResult | typeof nothing {
    const last = this.lastTrick;
    const { meta, view } = ctx;
    if (last === null || last.hand !== view.handNumber || this.trick !== null) return nothing;
    return html`<div class="review">
      <button
        part="last-trick"
        aria-expanded=${this.reviewing ? 'true' : 'false'}
        @click=${() => (this.reviewing = !this.reviewing)}
      >
        Last trick
      </button>
      ${
        this.reviewing
          ? html`<div class="review-panel" role="group" aria-label="Last trick">
              <ol>
                ${last.cards.map((id, i) => {
                  const seat = last.seats?.[i] ?? (last.leader + i) % view.seats;
                  return html`<li ?data-won=${seat === last.winner}>
                    <orrery-card .card=${ctx.deck.get(id) ?? null} .art=${this.art}></orrery-card>
                    <span>${seatName(meta, seat)}</span>
                  </li>`;
                })}
              </ol>
              <p>${seatName(meta, last.winner)} won it</p>
            </div>`
          : nothing
      }
    </div>`;
  }
}

interface Ctx {
  readonly meta: GameMeta;
  readonly view: TableView;
  readonly deck: ReadonlyMap<string, CardMeta>;
  readonly choices: Choices;
}

const NO_MOVES: readonly never[] = [];

function names(deck: ReadonlyMap<string, CardMeta>): Map<string, string> {
  return new Map([...deck].map(([id, c]) => [id, c.name]));
}

if (!customElements.get(OrreryTable.tagName))
  customElements.define(OrreryTable.tagName, OrreryTable);

declare global {
  interface HTMLElementTagNameMap {
    'orrery-table': OrreryTable;
  }
}

import { LitElement, css, html, nothing } from 'lit';
import type { GameMeta } from '@orrery/runtime';
import type { RoomStatus, SeatInfo } from '@orrery/server/client';
import { seatName } from '../match/names';

/** How a seat of an online room is shown: who holds it and whether they are here. */
export function seatState(info: SeatInfo): 'bot' | 'here' | 'away' | 'stand-in' | 'open' {
  if (info.kind === 'bot') return 'bot';
  if (info.standIn) return 'stand-in';
  if (!info.claimed) return 'open';
  return info.connected ? 'here' : 'away';
}

const STATE_TEXT = {
  bot: 'bot',
  here: 'connected',
  away: 'away',
  'stand-in': 'away, a bot plays for them',
  open: 'seat free',
} as const;

const STATUS_TEXT: Record<RoomStatus, string | null> = {
  connecting: 'Connecting to the game server…',
  open: null,
  reconnecting: 'Connection lost: reconnecting…',
  closed: 'Disconnected from the game server',
};

/**
 * Who sits at an online table and who is connected, whose turn it is, and what the game waits
 * for ("Waiting for North"). Drawn from the room's presence as the server reports it.
 *
 * @csspart presence - the list of seats
 * @cssprop --orrery-presence-here - the mark of a connected player (default #3ecf6e)
 * @cssprop --orrery-presence-away - the mark of an absent player (default #e8a33d)
 *
 * @tag orrery-presence
 */
export class OrreryPresence extends LitElement {
  static readonly tagName = 'orrery-presence';

  static override properties = {
    meta: { attribute: false },
    seats: { attribute: false },
    seat: { attribute: false },
    toMove: { attribute: false },
    status: { attribute: false },
  };

  static override styles = css`
    :host {
      display: block;
      font-size: 0.9rem;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 0.9rem;
    }
    li {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
      white-space: nowrap;
    }
    .mark {
      inline-size: 0.6rem;
      block-size: 0.6rem;
      border-radius: 50%;
      border: 1px solid currentColor;
    }
    [data-state='here'] .mark,
    [data-state='bot'] .mark {
      background: var(--orrery-presence-here, #3ecf6e);
    }
    [data-state='away'] .mark,
    [data-state='stand-in'] .mark {
      background: var(--orrery-presence-away, #e8a33d);
    }
    [data-turn] {
      font-weight: 700;
    }
    .state {
      opacity: 0.85;
    }
    .waiting,
    .status {
      margin: 0.3rem 0 0;
      font-weight: 700;
    }
  `;

  declare meta: GameMeta | null;
  declare seats: readonly SeatInfo[];
  /** The seat this page plays; null when it watches. */
  declare seat: number | null;
  declare toMove: number | null;
  declare status: RoomStatus;

  constructor() {
    super();
    this.meta = null;
    this.seats = [];
    this.seat = null;
    this.toMove = null;
    this.status = 'connecting';
  }

  /** The sentence for what the table waits on, or null when play goes on by itself. */
  get waiting(): string | null {
    const meta = this.meta;
    const turn = this.toMove;
    if (meta === null || turn === null || turn === this.seat) return null;
    const info = this.seats[turn];
    if (info === undefined) return null;
    const state = seatState(info);
    if (state === 'open') return `Waiting for a player to take ${seatName(meta, turn)}`;
    if (state === 'away') return `Waiting for ${seatName(meta, turn)}, who is away`;
    return null;
  }

  override render() {
    const meta = this.meta;
    if (meta === null) return nothing;
    const status = STATUS_TEXT[this.status];
    const waiting = this.waiting;
    return html`
      <ul part="presence" aria-label="Players at the table">
        ${this.seats.map((info) => {
          const state = seatState(info);
          const you = info.seat === this.seat ? ' (you)' : '';
          const name = info.name && info.name !== seatName(meta, info.seat) ? ` ${info.name}` : '';
          return html`<li
            data-seat=${info.seat}
            data-state=${state}
            ?data-turn=${info.seat === this.toMove}
          >
            <span class="mark" aria-hidden="true"></span>
            <span>${seatName(meta, info.seat)}${name}${you}</span>
            <span class="state">${STATE_TEXT[state]}</span>
          </li>`;
        })}
      </ul>
      ${status === null ? nothing : html`<p class="status" role="status">${status}</p>`}
      ${waiting === null ? nothing : html`<p class="waiting" role="status">${waiting}</p>`}
    `;
  }
}

if (!customElements.get(OrreryPresence.tagName)) {
  customElements.define(OrreryPresence.tagName, OrreryPresence);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-presence': OrreryPresence;
  }
}

import { LitElement, css, html, nothing } from 'lit';
import type { GameMeta, Move } from '@orrery/runtime';
import { moveLabel } from '../match/move-labels';
import { MoveChosenEvent, fire } from './events';

/** Above this many choices of one kind, one control replaces the row of buttons (bids 0..330). */
const MAX_BUTTONS = 12;

/** The one number a group's moves differ in (a bid's points), or null when it is not so. */
function numberParam(meta: GameMeta, moves: readonly Move[]): string | null {
  const declared = meta.moves.find((m) => m.type === moves[0]?.type);
  const numbers = (declared?.params ?? []).filter((p) => p.kind === 'number');
  const others = (declared?.params ?? []).filter((p) => p.kind !== 'number');
  if (numbers.length !== 1) return null;
  const same = others.every((p) => moves.every((m) => m[p.name] === moves[0]![p.name]));
  return same ? numbers[0]!.name : null;
}

/**
 * Controls for the moves that are not "play this card": bids, passes, draws, suit choices, and
 * the rest of a move whose card was already picked. A long run of numbers (a bid from 0 to 165)
 * is a stepper with a slider and one button that makes the move; labels never repeat.
 *
 * @fires orrery-move-chosen - a move was chosen (`MoveChosenEvent`)
 * @csspart control - each button, and the slider
 * @cssprop --orrery-control-color - button background (default #ffd166)
 *
 * @tag orrery-move-controls
 */
export class OrreryMoveControls extends LitElement {
  static readonly tagName = 'orrery-move-controls';

  static override properties = {
    meta: { attribute: false },
    moves: { attribute: false },
    cardNames: { attribute: false },
    skip: { type: String },
    heading: { type: String },
    picked: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
    }
    :host(:not([has-moves])) {
      display: none;
    }
    .groups {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      justify-content: center;
      align-items: center;
    }
    p {
      margin: 0 0 0.3rem;
      text-align: center;
    }
    button,
    select {
      font: inherit;
      min-height: 2.75rem;
      min-width: 2.75rem;
      padding: 0.3rem 0.8rem;
      border-radius: 0.5rem;
      border: 2px solid #1b1b1b;
      background: var(--orrery-control-color, #ffd166);
      color: #1b1b1b;
      cursor: pointer;
      white-space: nowrap;
    }
    select {
      background: #fff;
    }
    .stepper {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: center;
      gap: 0.4rem;
      padding: 0.3rem 0.5rem;
      border-radius: 0.7rem;
      background: rgba(0, 0, 0, 0.4);
    }
    .stepper .step {
      padding: 0;
      font-weight: 700;
      font-size: 1.2rem;
    }
    input[type='range'] {
      width: 9rem;
      min-height: 2.75rem;
      accent-color: var(--orrery-control-color, #ffd166);
    }
    output {
      min-width: 2.5rem;
      text-align: center;
      font-weight: 700;
      font-size: 1.1rem;
    }
    button:focus-visible,
    select:focus-visible,
    input:focus-visible {
      outline: 3px solid var(--orrery-focus-color, #ffffff);
      outline-offset: 2px;
    }
  `;

  declare meta: GameMeta | null;
  declare moves: readonly Move[];
  declare cardNames: ReadonlyMap<string, string>;
  /** A card already chosen: left out of the labels. */
  declare skip: string;
  declare heading: string;
  /** Per long group (by move type), the index of the value the stepper shows. */
  declare picked: ReadonlyMap<string, number>;

  constructor() {
    super();
    this.meta = null;
    this.moves = [];
    this.cardNames = new Map();
    this.skip = '';
    this.heading = '';
    this.picked = new Map();
  }

  protected override willUpdate(): void {
    this.toggleAttribute('has-moves', this.meta !== null && this.moves.length > 0);
  }

  override render() {
    const meta = this.meta;
    if (meta === null || this.moves.length === 0) return nothing;
    const groups = new Map<string, Move[]>();
    for (const m of this.moves) groups.set(m.type, [...(groups.get(m.type) ?? []), m]);
    const seen = new Map<string, number>();
    const label = (m: Move) => {
      const text = moveLabel(meta, this.cardNames, m, this.skip || undefined);
      const n = (seen.get(text) ?? 0) + 1;
      seen.set(text, n);
      return n === 1 ? text : `${text} (${n})`;
    };
    return html`${this.heading ? html`<p>${this.heading}</p>` : nothing}
      <div class="groups" role="group" aria-label=${this.heading || 'Moves'}>
        ${[...groups].map(([type, moves]) => {
          if (moves.length <= MAX_BUTTONS)
            return moves.map(
              (m) =>
                html`<button part="control" @click=${() => this.#choose(m)}>${label(m)}</button>`,
            );
          const param = numberParam(meta, moves);
          return param === null ? this.#list(moves, label) : this.#stepper(type, param, moves);
        })}
      </div>`;
  }

  /** A number to pick from many (a bid): − and + step through the legal values, a slider jumps. */
  #stepper(type: string, param: string, moves: readonly Move[]) {
    const meta = this.meta!;
    const sorted = moves.slice().sort((a, b) => Number(a[param]) - Number(b[param]));
    const index = Math.min(this.picked.get(type) ?? 0, sorted.length - 1);
    const move = sorted[index]!;
    const name = moveLabel(meta, this.cardNames, { type }, this.skip || undefined);
    const pick = (i: number) =>
      (this.picked = new Map([
        ...this.picked,
        [type, Math.max(0, Math.min(sorted.length - 1, i))],
      ]));
    const value = String(move[param]);
    return html`<div class="stepper" role="group" aria-label=${name}>
      <button
        part="control"
        class="step"
        aria-label="Less"
        ?disabled=${index === 0}
        @click=${() => pick(index - 1)}
      >
        −
      </button>
      <input
        part="control"
        type="range"
        min="0"
        max=${sorted.length - 1}
        step="1"
        .value=${String(index)}
        aria-label=${name}
        aria-valuetext=${value}
        @input=${(e: Event) => pick(Number((e.target as HTMLInputElement).value))}
      />
      <output aria-hidden="true">${value}</output>
      <button
        part="control"
        class="step"
        aria-label="More"
        ?disabled=${index === sorted.length - 1}
        @click=${() => pick(index + 1)}
      >
        +
      </button>
      <button part="control" data-confirm @click=${() => this.#choose(move)}>
        ${moveLabel(meta, this.cardNames, move, this.skip || undefined)}
      </button>
    </div>`;
  }

  /** Many moves that differ in more than one number: a list box and a button. */
  #list(moves: readonly Move[], label: (m: Move) => string) {
    return html`<span>
      <select aria-label=${moves[0]!.type} part="control">
        ${moves.map((m, i) => html`<option value=${i}>${label(m)}</option>`)}
      </select>
      <button part="control" @click=${(e: Event) => this.#chooseFromList(e, moves)}>OK</button>
    </span>`;
  }

  #chooseFromList(e: Event, moves: readonly Move[]): void {
    const select = (e.target as HTMLElement).previousElementSibling as HTMLSelectElement | null;
    const move = moves[Number(select?.value ?? 0)];
    if (move) this.#choose(move);
  }

  #choose(move: Move): void {
    fire(this, new MoveChosenEvent(move));
  }
}

if (!customElements.get(OrreryMoveControls.tagName)) {
  customElements.define(OrreryMoveControls.tagName, OrreryMoveControls);
}

declare global {
  interface HTMLElementTagNameMap {
    'orrery-move-controls': OrreryMoveControls;
  }
}

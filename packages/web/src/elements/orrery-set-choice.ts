import { LitElement, css, html, nothing } from 'lit';
import { andList, type GameMeta, type Move } from '@orrery/runtime';
import { moveLabel } from '../match/move-labels';
import { setHint, type SetGroup } from '../match/set-choices';
import { ChoiceCancelledEvent, MoveChosenEvent, fire } from './events';
import './orrery-move-controls';

/**
 * The moves that take a set of cards, while a person picks the cards by tapping them: the cards
 * picked so far, one confirm button per move the set may become ("Pass 3 cards"), enabled only
 * when the picked cards are exactly a legal move's, each with what is missing beside it ("Choose
 * 1 more card to pass"), the picked card's other moves as buttons, and a Cancel that puts every
 * picked card back.
 *
 * @fires orrery-move-chosen - a confirm button or another move was chosen (`MoveChosenEvent`)
 * @fires orrery-choice-cancelled - the picked cards were put back (`ChoiceCancelledEvent`)
 * @csspart control - each button
 * @cssprop --orrery-control-color - confirm button background (default #ffd166)
 *
 * @tag orrery-set-choice
 */
export class OrrerySetChoice extends LitElement {
  static readonly tagName = 'orrery-set-choice';

  static override properties = {
    meta: { attribute: false },
    cardNames: { attribute: false },
    picked: { attribute: false },
    groups: { attribute: false },
    options: { attribute: false },
  };

  static override styles = css`
    :host {
      display: block;
    }
    .panel {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: center;
      gap: 0.4rem 0.6rem;
      padding: 0.3rem 0.7rem;
      border-radius: 0.7rem;
      background: rgba(0, 0, 0, 0.4);
      max-width: 40rem;
      margin: 0 auto;
    }
    p {
      margin: 0;
      flex-basis: 100%;
      text-align: center;
      font-weight: 600;
    }
    .group {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: center;
      gap: 0.2rem 0.5rem;
    }
    .hint {
      font-size: 0.9rem;
    }
    button {
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
    button:disabled {
      cursor: default;
      background: #d9d9d9;
      color: #3a3a3a;
      border-style: dashed;
    }
    .cancel {
      border-color: #ffffff;
      background: #2b2b2b;
      color: #ffffff;
    }
    button:focus-visible {
      outline: 3px solid var(--orrery-focus-color, #ffffff);
      outline-offset: 2px;
    }
  `;

  declare meta: GameMeta | null;
  declare cardNames: ReadonlyMap<string, string>;
  /** The cards picked, in order (set-choices.ts). */
  declare picked: readonly string[];
  /** The set moves the picked cards may become. */
  declare groups: readonly SetGroup[];
  /** The other moves of the one card picked (lay it, name a suit). */
  declare options: readonly Move[];

  constructor() {
    super();
    this.meta = null;
    this.cardNames = new Map();
    this.picked = [];
    this.groups = [];
    this.options = [];
  }

  override render() {
    const meta = this.meta;
    if (meta === null) return nothing;
    const names = this.picked.map((id) => this.cardNames.get(id) ?? id);
    const skip = this.picked.length === 1 ? this.picked[0] : undefined;
    return html`<div class="panel" role="group" aria-label="Choose cards">
      ${names.length > 0 ? html`<p data-picked>Chosen: ${andList(names)}</p>` : nothing}
      ${
        this.options.length > 0
          ? html`<orrery-move-controls
              exportparts="control"
              .meta=${meta}
              .moves=${this.options}
              .cardNames=${this.cardNames}
              skip=${skip ?? ''}
            ></orrery-move-controls>`
          : nothing
      }
      ${this.groups.map((group, i) => this.#group(meta, group, i))}
      ${
        this.picked.length > 0
          ? html`<button
              class="cancel"
              part="control"
              @click=${() => fire(this, new ChoiceCancelledEvent())}
            >
              Cancel
            </button>`
          : nothing
      }
    </div>`;
  }

  /** A confirm button per legal move the picked cards are (one, disabled, while none), and why. */
  #group(meta: GameMeta, group: SetGroup, i: number) {
    const hint = setHint(group);
    const described = hint === '' ? nothing : `hint-${i}`;
    const label = (move: Move) => moveLabel(meta, this.cardNames, move, group.leads[0], 'counts');
    const buttons =
      group.exact.length > 0
        ? group.exact.map(
            (move) =>
              html`<button
                part="control"
                data-set-confirm=${group.type}
                aria-describedby=${described}
                @click=${() => fire(this, new MoveChosenEvent(move))}
              >
                ${label(move)}
              </button>`,
          )
        : html`<button
            part="control"
            data-set-confirm=${group.type}
            aria-describedby=${described}
            disabled
          >
            ${label(this.#pending(meta, group))}
          </button>`;
    return html`<div class="group">
      ${buttons} ${hint === '' ? nothing : html`<span class="hint" id="hint-${i}">${hint}</span>`}
    </div>`;
  }

  /** The move the picked cards would be, for a label: its leads and its set, nothing else. */
  #pending(meta: GameMeta, group: SetGroup): Move {
    const params = meta.moves.find((m) => m.type === group.type)?.params ?? [];
    const move: Record<string, unknown> = { type: group.type };
    const leads = [...group.leads];
    for (const p of params)
      if (p.kind === 'card') move[p.name] = leads.shift();
      else if (p.kind === 'cards') move[p.name] = group.chosen;
    return move as Move;
  }
}

if (!customElements.get(OrrerySetChoice.tagName))
  customElements.define(OrrerySetChoice.tagName, OrrerySetChoice);

declare global {
  interface HTMLElementTagNameMap {
    'orrery-set-choice': OrrerySetChoice;
  }
}

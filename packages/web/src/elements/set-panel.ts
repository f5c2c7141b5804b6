import { html, nothing } from 'lit';
import type { GameMeta, Move } from '@orrery/runtime';
import { moveLabel } from '../match/move-labels';
import { setHint, type SetGroup } from '../match/set-choices';
import { ChoiceCancelledEvent, MoveChosenEvent, fire } from './events';
import './orrery-move-controls';

export interface SetPanel {
  readonly meta: GameMeta;
  readonly names: ReadonlyMap<string, string>;
  /** The cards picked, in order (set-choices.ts). */
  readonly picked: readonly string[];
  /** The set moves the picked cards may become. */
  readonly groups: readonly SetGroup[];
  /** The other moves of the one card picked (lay it, name a suit). */
  readonly options: readonly Move[];
  /** What the panel is ("7 of Hearts: choose") and what it asks (none: ''). */
  readonly label: string;
  readonly ask: string;
}

/**
 * What is left to choose once cards are picked (they are raised and pressed in the hand or on
 * the table, and the game's live region names each): for the moves that take a set of cards, a
 * confirm button per move the set may become ("Pass 3 cards"), enabled only when the picked
 * cards are exactly a legal move's, with what is missing beside it ("Choose 1 more card to
 * pass"); the picked card's other moves (lay it, name a suit); a Cancel that puts every picked
 * card back. A part of the table (a template, not an element of its own: every game's bundle
 * carries it).
 */
export function setPanel(host: EventTarget, panel: SetPanel) {
  const { meta, names, picked, groups, options, ask } = panel;
  return html`<div class="choice" role="group" aria-label=${panel.label}>
    ${ask === '' ? nothing : html`<p>${ask}</p>`}
    ${groups.map((group) => {
      const hint = setHint(group);
      // The move's words, its set as a count: "Pass 3 cards" (the cards are the ones picked).
      const set = meta.moves
        .find((m) => m.type === group.type)
        ?.params.find((p) => p.kind === 'cards');
      const n = group.chosen.length;
      const label = (move: Move) => {
        const { [set?.name ?? '']: _set, ...rest } = move;
        const count = n > 0 ? ` ${n} card${n === 1 ? '' : 's'}` : '';
        return `${moveLabel(meta, names, rest as Move, group.leads[0])}${count}`;
      };
      const confirm = (move: Move | null) =>
        html`<button
          class="confirm"
          part="control"
          data-confirm=${group.type}
          ?disabled=${move === null}
          @click=${() => move && fire(host, new MoveChosenEvent(move))}
        >
          ${label(move ?? { type: group.type })}
        </button>`;
      return html`<span>
        ${group.exact.length > 0 ? group.exact.map(confirm) : confirm(null)} ${hint}
      </span>`;
    })}
    ${
      options.length > 0
        ? html`<orrery-move-controls
            exportparts="control"
            .meta=${meta}
            .moves=${options}
            .cardNames=${names}
            skip=${picked[0] ?? ''}
          ></orrery-move-controls>`
        : nothing
    }
    ${
      picked.length > 0
        ? html`<button
            class="cancel"
            part="control"
            @click=${() => fire(host, new ChoiceCancelledEvent())}
          >
            Cancel
          </button>`
        : nothing
    }
  </div>`;
}

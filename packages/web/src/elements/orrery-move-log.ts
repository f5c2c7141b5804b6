import { LitElement, css, html } from 'lit';
import type { LogEntry } from '../match/controller';

/** How many lines the log keeps on screen; the saved match keeps them all. */
const SHOWN = 60;

/**
 * The moves of the match in the engine's words ("West plays the 7 of Hearts"), newest last.
 *
 * @csspart log - the list
 * @cssprop --orrery-log-height - height before it scrolls (default 12rem)
 *
 * @tag orrery-move-log
 */
export class OrreryMoveLog extends LitElement {
  static readonly tagName = 'orrery-move-log';

  static override properties = {
    entries: { attribute: false },
  };

  static override styles = css`
    :host {
      display: block;
    }
    h2 {
      font-size: 1rem;
      margin: 0 0 0.2rem;
    }
    ol {
      margin: 0;
      padding: 0.3rem 0.5rem 0.3rem 1.8rem;
      max-height: var(--orrery-log-height, 12rem);
      overflow-y: auto;
      background: rgba(0, 0, 0, 0.35);
      border-radius: 0.4rem;
      font-size: 0.9rem;
    }
    ol[data-empty]::before {
      content: 'No moves yet';
      margin-inline-start: -1.3rem;
    }
    ol:focus-visible {
      outline: 3px solid var(--orrery-focus-color, #ffffff);
    }
  `;

  declare entries: readonly LogEntry[];

  constructor() {
    super();
    this.entries = [];
  }

  override render() {
    const from = Math.max(0, this.entries.length - SHOWN);
    return html`<h2>Moves</h2>
      <ol
        part="log"
        tabindex="0"
        start=${from + 1}
        aria-label="Moves"
        ?data-empty=${this.entries.length === 0}
      >
        ${this.entries.slice(from).map((e) => html`<li>${e.text}</li>`)}
      </ol>`;
  }

  override updated(): void {
    const list = this.renderRoot.querySelector('ol');
    if (list) list.scrollTop = list.scrollHeight;
  }
}

if (!customElements.get(OrreryMoveLog.tagName))
  customElements.define(OrreryMoveLog.tagName, OrreryMoveLog);

declare global {
  interface HTMLElementTagNameMap {
    'orrery-move-log': OrreryMoveLog;
  }
}

import { css } from 'lit';

/** The game element's frame: a title bar, the table beside the score sheet and the log. */
export const gameStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    font-family: var(--orrery-game-font, system-ui, sans-serif);
    color: var(--orrery-game-text, #ffffff);
    background: var(--orrery-game-background, #06281b);
    border-radius: 0.8rem;
    padding: 0.5rem;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.8rem;
    margin-bottom: 0.4rem;
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  .status {
    flex: 1;
    white-space: nowrap;
  }
  button {
    font: inherit;
    min-height: 2.75rem;
    padding: 0.3rem 0.9rem;
    border-radius: 0.5rem;
    border: 2px solid #ffffff;
    background: #1f3a93;
    color: #ffffff;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--orrery-focus-color, #ffd166);
    outline-offset: 2px;
  }
  .main {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
  }
  .side {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 0.6rem;
    align-content: start;
  }
  @container (min-width: 1000px) {
    .main {
      grid-template-columns: minmax(0, 1fr) 18rem;
    }
    .side {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  @container (max-width: 600px) {
    .side {
      grid-template-columns: minmax(0, 1fr);
    }
    header button {
      min-height: 2.5rem;
      padding: 0.2rem 0.7rem;
    }
  }
  .pass {
    text-align: center;
    padding: 3rem 1rem;
    background: var(--orrery-table-felt, #0b4d33);
    border-radius: 0.8rem;
  }
  .problem {
    background: #fff;
    color: #7a0d0d;
    padding: 0.4rem 0.8rem;
    border-radius: 0.4rem;
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

/** The end-of-hand summary as a modal dialog over the table (a match here or online). */
export const summaryDialogStyles = css`
  dialog {
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    width: min(44rem, calc(100vw - 1rem));
    max-height: calc(100dvh - 1rem);
  }
  dialog::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
`;

import { css } from 'lit';

/** The look of the table: felt, seats round it, the trick in the middle; tighter on a phone. */
export const tableStyles = css`
  :host {
    display: block;
    color: var(--orrery-table-text, #ffffff);
    --hi: var(--orrery-table-highlight, #ffd166);
    --card: 3.7rem;
    --small: 2.5rem;
    --back: 2.3rem;
  }
  .table {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr);
    grid-template-areas: 'top top top' 'left center right' 'bottom bottom bottom';
    align-items: center;
    gap: 0.5rem 0.8rem;
    padding: 0.9rem 1rem;
    border-radius: 2.2rem;
    background:
      radial-gradient(ellipse at 50% 42%, rgba(255, 255, 255, 0.13), transparent 62%),
      var(--orrery-table-felt, #0b4d33);
    box-shadow:
      inset 0 0 0 0.35rem rgba(0, 0, 0, 0.28),
      inset 0 0 3rem rgba(0, 0, 0, 0.4);
  }
  .table.no-sides {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'top' 'center' 'bottom';
  }
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.35rem;
    min-width: 0;
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
  .plate-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.35rem 0.9rem;
  }
  .plate {
    margin: 0;
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.25rem;
    padding: 0.2rem 0.6rem;
    border-radius: 1rem;
    background: var(--orrery-table-panel, rgba(0, 0, 0, 0.3));
    border: 2px solid transparent;
    font-size: 0.95rem;
  }
  .seat[data-to-move] .plate,
  .plate[data-won] {
    border-color: var(--hi);
    box-shadow: 0 0 0.7rem var(--hi);
  }
  .name {
    font-weight: 700;
    white-space: nowrap;
  }
  .badge {
    white-space: nowrap;
    font-size: 0.72rem;
    font-weight: 600;
    line-height: 1.35;
    padding: 0 0.4rem;
    border-radius: 1rem;
    background: #000;
    color: #fff;
  }
  .badge.turn {
    background: var(--hi);
    color: #1b1b1b;
  }
  .fan {
    position: relative;
    display: flex;
    align-items: flex-end;
    padding: 0.3rem 0.5rem 0.1rem 0;
    --orrery-card-width: var(--back);
  }
  .fan orrery-card {
    margin-inline-start: calc(var(--back) * -0.74);
    transform: rotate(var(--tilt, 0deg));
    transform-origin: 50% 130%;
    filter: drop-shadow(-1px 1px 1px rgba(0, 0, 0, 0.4));
  }
  .fan orrery-card:first-child {
    margin-inline-start: 0;
  }
  .count {
    position: absolute;
    right: 0;
    bottom: -0.2rem;
    min-width: 1.1rem;
    text-align: center;
    background: #fff;
    color: #1b1b1b;
    font-weight: 700;
    font-size: 0.75rem;
    border-radius: 1rem;
    padding: 0 0.3rem;
  }
  orrery-hand {
    align-self: stretch;
  }
  .laid {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.2rem;
    min-height: calc(var(--small) * 1.4);
    min-width: var(--small);
    --orrery-card-width: var(--small);
  }
  .laid[data-empty] {
    align-items: center;
    box-sizing: border-box;
    width: calc(var(--small) * 2.4);
    border: 2px dashed rgba(255, 255, 255, 0.3);
    border-radius: 0.4rem;
  }
  .zone-name {
    font-size: 0.7rem;
    color: rgba(255, 255, 255, 0.85);
  }
  .center {
    grid-area: center;
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: calc(var(--card) * 1.4);
  }
  .trick {
    position: relative;
    width: calc(var(--card) * 3.2);
    height: calc(var(--card) * 3.15);
    --orrery-card-width: var(--card);
  }
  .trick.seats-2 {
    width: calc(var(--card) * 1.5);
    height: calc(var(--card) * 2.45);
  }
  .trick.seats-3 {
    height: calc(var(--card) * 2.3);
  }
  .slot {
    position: absolute;
    margin: 0;
    line-height: 0;
    filter: drop-shadow(0 2px 3px rgba(0, 0, 0, 0.45));
  }
  .slot.bottom {
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
  }
  .slot.top {
    left: 50%;
    top: 0;
    transform: translateX(-50%);
  }
  .slot.left {
    left: 0;
    top: 50%;
    transform: translateY(-50%) rotate(-4deg);
  }
  .slot.right {
    right: 0;
    top: 50%;
    transform: translateY(-50%) rotate(4deg);
  }
  .trick.seats-3 .slot.left,
  .trick.seats-3 .slot.right {
    top: 0;
    transform: none;
  }
  .trick.seats-5 .slot.top {
    display: flex;
    gap: 0.2rem;
  }
  .slot[data-won] orrery-card {
    border-radius: 0.4rem;
    box-shadow:
      0 0 0 3px var(--hi),
      0 0 1.1rem var(--hi);
  }
  .winner {
    margin: 0;
    white-space: nowrap;
    font-size: 0.8rem;
    font-weight: 700;
    line-height: 1.3;
    min-height: 1.3em;
    padding: 0.05rem 0.5rem;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.5);
    border-radius: 1rem;
    background: var(--hi);
    color: #1b1b1b;
  }
  .winner[data-idle] {
    visibility: hidden;
  }
  .shared {
    display: flex;
    flex-wrap: wrap;
    gap: 0.9rem;
    justify-content: center;
  }
  .shared:empty {
    display: none;
  }
  .pile {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.15rem;
    --orrery-card-width: var(--small);
  }
  .stack {
    display: grid;
  }
  .stack > * {
    grid-area: 1 / 1;
  }
  .stack > :nth-child(2) {
    transform: translate(3px, -3px);
  }
  .stack > :nth-child(3) {
    transform: translate(6px, -6px);
  }
  /* Room for the cards set off above and to the right, so they never cover the pile's label
     (beside the stack on a phone) or what lies above it. */
  .stack:has(> :nth-child(2)) {
    margin: 3px 3px 0 0;
  }
  .stack:has(> :nth-child(3)) {
    margin: 6px 6px 0 0;
  }
  .stack[data-empty] {
    width: var(--small);
    height: calc(var(--small) * 1.4);
    box-sizing: border-box;
    border: 2px dashed rgba(255, 255, 255, 0.45);
    border-radius: 0.35rem;
  }
  .pile-label {
    font-size: 0.75rem;
    white-space: nowrap;
  }
  .flying {
    position: absolute;
    inset: 0;
    pointer-events: none;
    z-index: 10;
  }
  .message {
    background: #fff;
    color: #7a0d0d;
    border-radius: 0.5rem;
    padding: 0.3rem 0.7rem;
    margin: 0;
    max-width: 32rem;
    text-align: center;
    font-weight: 700;
  }
  .choice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.4rem 0.6rem;
    padding: 0.3rem 0.7rem;
    border-radius: 0.7rem;
    background: rgba(0, 0, 0, 0.4);
  }
  .choice p {
    margin: 0;
    font-weight: 600;
  }
  .cancel,
  .confirm,
  .review button {
    font: inherit;
    min-height: 2.75rem;
    padding: 0.2rem 0.9rem;
    border-radius: 0.5rem;
    border: 2px solid #ffffff;
    background: #2b2b2b;
    color: #ffffff;
    cursor: pointer;
  }
  .review button {
    min-height: 2.2rem;
    font-size: 0.85rem;
    background: rgba(0, 0, 0, 0.55);
  }
  .target {
    all: unset;
    cursor: pointer;
    line-height: 0;
    border-radius: 0.4rem;
    box-shadow:
      0 0 0 3px var(--hi),
      0 0 0.8rem var(--hi);
    transform: translateY(-0.2rem);
  }
  .target:focus-visible,
  .cancel:focus-visible,
  .confirm:focus-visible,
  .review button:focus-visible {
    outline: 3px solid var(--orrery-focus-color, #ffffff);
    outline-offset: 3px;
  }
  /* Choosing a set of cards: a pile whose cards a set takes is spread out; a table card picked
     is raised higher and ringed in white, as a picked card of the hand; the confirm buttons
     look like the other moves'. */
  .spread {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.4rem;
    padding-top: 0.7rem;
    --orrery-card-width: var(--card);
  }
  [data-picked] {
    transform: translateY(-0.7rem);
    box-shadow:
      0 0 0 3px #fff,
      0 0 0 6px var(--hi);
  }
  .confirm {
    border-color: #1b1b1b;
    background: var(--orrery-control-color, #ffd166);
    color: #1b1b1b;
  }
  .confirm:disabled {
    cursor: default;
    border-style: dashed;
    background: #d9d9d9;
  }
  .review {
    position: absolute;
    right: 0;
    bottom: 0;
  }
  .review-panel {
    position: absolute;
    right: 0;
    bottom: 2.7rem;
    z-index: 6;
    padding: 0.5rem 0.7rem;
    border-radius: 0.6rem;
    background: #fff;
    color: #1b1b1b;
    box-shadow: 0 0.3rem 1.2rem rgba(0, 0, 0, 0.5);
    --orrery-card-width: 2.6rem;
  }
  .review-panel ol {
    display: flex;
    gap: 0.4rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .review-panel li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.2rem;
    font-size: 0.75rem;
  }
  .review-panel li[data-won] orrery-card {
    border-radius: 0.35rem;
    box-shadow: 0 0 0 3px #1f3a93;
  }
  .review-panel p {
    margin: 0.3rem 0 0;
    font-size: 0.85rem;
    font-weight: 700;
    text-align: center;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @container (max-width: 560px) {
    :host {
      --card: 2.9rem;
      --small: 1.9rem;
      --back: 1.45rem;
    }
    .table {
      padding: 0.5rem 0.4rem;
      gap: 0.3rem;
      border-radius: 1.2rem;
    }
    .plate {
      font-size: 0.85rem;
      padding: 0.1rem 0.45rem;
    }
    .fan orrery-card {
      margin-inline-start: calc(var(--back) * -0.82);
    }
    .left .fan orrery-card:nth-of-type(n + 9),
    .right .fan orrery-card:nth-of-type(n + 9) {
      display: none;
    }
    .badge {
      font-size: 0.66rem;
      padding: 0 0.3rem;
    }
    .pile {
      flex-direction: row;
      gap: 0.3rem;
      --orrery-card-width: 1.4rem;
    }
    .stack[data-empty] {
      width: 1.4rem;
      height: 1.96rem;
    }
    .review {
      position: static;
    }
    .review-panel {
      bottom: auto;
      top: 100%;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .target {
      transform: none;
    }
  }
`;

import type { Move } from '@orrery/runtime';

/**
 * The events a game element fires. Each is an `Event` subclass with a static `eventName`; they
 * bubble and are composed, so a page can listen on the element or any ancestor.
 */

/** A seat made a move (bots and people alike). */
export class MoveMadeEvent extends Event {
  static readonly eventName = 'orrery-move' as const;
  constructor(
    readonly seat: number,
    readonly move: Move,
    /** The engine's description: "West plays the 7 of Hearts". */
    readonly description: string,
  ) {
    super(MoveMadeEvent.eventName, { bubbles: true, composed: true });
  }
}

/** A hand ended; `scores` are the hand's points per team, `totals` the match score. */
export class HandEndedEvent extends Event {
  static readonly eventName = 'orrery-hand-end' as const;
  constructor(
    readonly hand: number,
    readonly scores: readonly number[],
    readonly totals: readonly number[],
  ) {
    super(HandEndedEvent.eventName, { bubbles: true, composed: true });
  }
}

/** The match ended: `winner` is a team number, or `'draw'`. */
export class MatchEndedEvent extends Event {
  static readonly eventName = 'orrery-match-end' as const;
  constructor(
    readonly winner: number | 'draw',
    readonly totals: readonly number[],
  ) {
    super(MatchEndedEvent.eventName, { bubbles: true, composed: true });
  }
}

/** Inside a game element: a person chose a card of their hand (not yet a move). */
export class CardChosenEvent extends Event {
  static readonly eventName = 'orrery-card-chosen' as const;
  constructor(readonly card: string) {
    super(CardChosenEvent.eventName, { bubbles: true, composed: true });
  }
}

/** Inside a game element: a person chose a whole move from the controls. */
export class MoveChosenEvent extends Event {
  static readonly eventName = 'orrery-move-chosen' as const;
  constructor(readonly move: Move) {
    super(MoveChosenEvent.eventName, { bubbles: true, composed: true });
  }
}

/** Inside a game element: a person dropped the card they had picked for a move. */
export class ChoiceCancelledEvent extends Event {
  static readonly eventName = 'orrery-choice-cancelled' as const;
  constructor() {
    super(ChoiceCancelledEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'orrery-move': MoveMadeEvent;
    'orrery-hand-end': HandEndedEvent;
    'orrery-match-end': MatchEndedEvent;
    'orrery-card-chosen': CardChosenEvent;
    'orrery-move-chosen': MoveChosenEvent;
    'orrery-choice-cancelled': ChoiceCancelledEvent;
  }
}

/** Dispatches `event` from `target` (one place, so the manifest reads events from `@fires` only). */
export function fire(target: EventTarget, event: Event): void {
  target.dispatchEvent(event);
}

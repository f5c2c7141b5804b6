/**
 * What the shell's flow still has to do after an engine's `step` (tables.ts `GameKernels.step`):
 * the engine plays a move and, in its game's common case, passes the turn on itself; it says
 * what is left for the flow (flow.ts `follow`) by one of these.
 */

/** Nothing: the next seat to act is set and its turn begun. */
export const STEP_DONE = 0;
/** The flow's own next turn, trick or phase, after a move of a seat that does not act again. */
export const STEP_AFTER = 1;
/** The same, after a move whose seat acts again (`again`). */
export const STEP_AGAIN = 2;
/** The phase is over: its `at end`, then the next phase, or the end of the hand. */
export const STEP_FINISHED = 3;
/** A new turn has begun: the seat sits it out where it has no legal move. */
export const STEP_TURN = 4;

/** A card has filled the trick: it is taken, then the next trick or the end of the phase. */
export const STEP_TRICK = 5;

export type Step =
  | typeof STEP_TRICK
  | typeof STEP_DONE
  | typeof STEP_AFTER
  | typeof STEP_AGAIN
  | typeof STEP_FINISHED
  | typeof STEP_TURN;

// Where the Play button and "simulate 1,000 matches" will plug in. Both run the edited, unsaved
// file through the interpreter of issue 27 (`interpret(game)` of @orrery/engine-gen), which does
// not exist yet: until it does, `play` is null and the page shows the buttons disabled with
// `PLAY_UNAVAILABLE` as the reason. Filling this in is the whole of the change: give `play` a
// function that interprets `text`, plays it against bots in `stage`, and keeps the last good game
// on the stage when `text` does not check (the editor already shows why).

export interface PlayRequest {
  /** The editor's text, saved or not. */
  readonly text: string;
  /** The rules file it started from, for labels. */
  readonly origin: string;
  /** Where the game is shown. */
  readonly stage: HTMLElement;
}

export type Play = (request: PlayRequest) => Promise<void>;

export const PLAY_UNAVAILABLE =
  'Playing the edited file needs the rules interpreter (issue 27), which is not built yet';

/** The seam: null until the interpreter exists. */
export const play: Play | null = null;

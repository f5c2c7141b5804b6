// Play: the edited, unsaved file played in the page against bots. Each press interprets the
// text (edited-game.ts) and, when it plays, defines a fresh tag for it (a custom element can't
// be redefined) with the art its rules file names; the bots think in a worker that is sent the
// same text and interprets it itself. A text that can't play leaves the last good game on the
// stage, and the note above it says so and why.

import { defineGameElement } from '@orrery/web';
import { artSetOf } from './art';
import { buildGame } from './edited-game';
import type { RulesText } from './worker-messages';

export interface PlayPlaces {
  /** Where the game element goes. */
  readonly stage: HTMLElement;
  /** Where the page says which version is shown, and why an edit can't play. */
  readonly note: HTMLElement;
  /** The bots' worker script (edited-bots.js). */
  readonly botsUrl: string;
}

export type PlayResult =
  | { readonly playing: true; readonly tag: string }
  | { readonly playing: false; readonly why: string };

export class EditorPlay {
  #version = 0;
  /** The text of the game on the stage, if any. */
  #shown: string | undefined;
  /** The name of the seat the person plays in it. */
  #seat = '';
  /** The last text Play refused, and why: the interpreter's reason outlives the next check. */
  #refused: { readonly text: string; readonly why: string } | undefined;

  constructor(private readonly places: PlayPlaces) {}

  /** Interprets `text` and, when it plays, puts a new match of it on the stage. */
  play(given: RulesText): PlayResult {
    const game = buildGame(given.text, given.rulesPath);
    if (!game.ok) {
      this.#refused = { text: given.text, why: game.why };
      this.#tell(given.text, game.why);
      return { playing: false, why: game.why };
    }
    const tag = `edited-game-${++this.#version}`;
    const { botsUrl } = this.places;
    defineGameElement(tag, {
      engine: game.engine,
      art: artSetOf(game.look)(game.look, game.engine.meta),
      botWorker: () => {
        const worker = new Worker(botsUrl, { type: 'module', name: 'orrery-bots' });
        worker.postMessage({ text: given.text, rulesPath: given.rulesPath } satisfies RulesText);
        return worker;
      },
    });
    const element = document.createElement(tag);
    // Each version is its own game: a match saved under one would not load in the next.
    element.setAttribute('save-key', '');
    element.setAttribute('seats', 'human');
    this.places.stage.replaceChildren(element);
    this.#shown = given.text;
    this.#seat = game.engine.meta.seatNames[0] ?? 'the first seat';
    this.#tell(given.text, undefined);
    return { playing: true, tag };
  }

  /**
   * Says how the text being edited stands against the game shown: the same, changed since, or
   * unplayable for `why` (the first error, as the language server reports it as you type).
   */
  update(text: string, why: string | undefined): void {
    this.#tell(text, why);
  }

  #tell(text: string, error: string | undefined): void {
    const why = error ?? (this.#refused?.text === text ? this.#refused.why : undefined);
    const note = this.places.note;
    const shown = this.#shown;
    note.dataset['state'] =
      why !== undefined ? 'broken' : shown === undefined || shown === text ? 'ok' : 'changed';
    if (shown === undefined) {
      note.textContent =
        why === undefined
          ? 'Press Play to play the text as it is now, against bots.'
          : `Nothing to play yet: the text can't play (${why}).`;
    } else if (why !== undefined) {
      note.textContent = `The game below is the last good version. The edit can't play: ${why}.`;
    } else {
      note.textContent =
        shown === text
          ? `Playing the text as it is now: you play ${this.#seat}, bots the other seats.`
          : 'The game below is the version last played; press Play for the edited text.';
    }
  }
}

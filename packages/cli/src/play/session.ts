// One `orrery play` run: the rules file, its bundler, the last game that built and what the page
// is told. Builds run one at a time; saves during a build make one more build after it, so the
// page always ends on the file as it is now.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BuiltGame, GameBundler } from '@orrery/web/bundler';
import type { Io } from '../main';
import { problemsOf } from './problems';
import type { PlayState } from './protocol';

export interface PlayTarget {
  /** As given to the bundler and shown: the path typed, or a repo game's path from the cwd. */
  readonly shown: string;
  /** Absolute. */
  readonly file: string;
}

export class PlaySession {
  readonly #target: PlayTarget;
  readonly #bundler: GameBundler;
  readonly #io: Io;
  /** Tells builds of two runs apart, so a page left open across a restart reloads. */
  readonly #run = randomBytes(4).toString('hex');
  #builds = 0;
  #state: PlayState;
  #code: { readonly path: string; readonly code: Uint8Array } | null = null;
  /** The text the latest build read; a save that changes nothing builds nothing. */
  #lastText: string | null | undefined = undefined;
  #running: Promise<void> | null = null;
  #again = false;
  readonly #listeners = new Set<(state: PlayState) => void>();

  constructor(target: PlayTarget, bundler: GameBundler, io: Io) {
    this.#target = target;
    this.#bundler = bundler;
    this.#io = io;
    this.#state = { file: target.shown, game: null, problems: [], building: false };
  }

  get state(): PlayState {
    return this.#state;
  }

  /** The bundle the page loads, by its URL path; undefined for any other path. */
  bundle(urlPath: string): Uint8Array | undefined {
    return this.#code?.path === urlPath ? this.#code.code : undefined;
  }

  /** Calls `listener` with every new state; returns the call that stops it. */
  subscribe(listener: (state: PlayState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Builds now, or once the running build is done; resolves when the file as it is has built. */
  rebuild(): Promise<void> {
    if (this.#running !== null) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.#buildOnce();
        } while (this.#again);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  async dispose(): Promise<void> {
    this.#again = false;
    await this.#running;
    this.#listeners.clear();
    await this.#bundler.dispose();
  }

  async #buildOnce(): Promise<void> {
    const text = readOrNull(this.#target.file);
    if (text === this.#lastText) return;
    this.#lastText = text;
    const first = this.#builds === 0;
    this.#publish({ ...this.#state, building: true });
    const started = performance.now();
    const outcome = await this.#bundler.build();
    const ms = Math.round(performance.now() - started);
    if (outcome.ok) {
      const game = outcome.games[0]!;
      this.#builds++;
      this.#accept(game, ms);
      for (const line of outcome.warnings) this.#io.err(line);
      this.#io.out(`${first ? 'built' : 'rebuilt'} in ${ms} ms: ${game.fileName}`);
      return;
    }
    const problems = problemsOf(outcome, text);
    this.#publish({ ...this.#state, problems, building: false });
    const errors = problems.filter((p) => p.severity === 'error').length;
    for (const line of outcome.lines) this.#io.err(line);
    this.#io.err(
      `${this.#target.shown}: ${errors === 1 ? '1 error' : `${errors} errors`} (checked in ${ms} ms); the page shows ${errors === 1 ? 'it' : 'them'}${this.#state.game === null ? '' : ' over the last game that built'}`,
    );
  }

  #accept(game: BuiltGame, ms: number): void {
    const build = `${this.#run}-${this.#builds}`;
    const path = `/game/${game.fileName}`;
    this.#code = { path, code: game.code };
    this.#publish({
      file: this.#target.shown,
      game: {
        build,
        tag: game.plan.tag,
        title: game.plan.title,
        src: `${path}?build=${build}`,
        ms,
      },
      problems: [],
      building: false,
    });
  }

  #publish(state: PlayState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

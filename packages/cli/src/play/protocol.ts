// What `orrery play` tells its page, as JSON in one Server-Sent Event (`state`) on connecting and
// after every build. Shared by the server and the page's script, so both read the same shape.

/** The SSE event name the page listens for. */
export const STATE_EVENT = 'state';

export interface PlayState {
  /** The rules file as the command line gave it (a repo game: its path from there). */
  readonly file: string;
  /** The last build that succeeded: the game the page plays. Null until one has. */
  readonly game: PlayedBuild | null;
  /** The file's diagnostics when the latest build failed; empty when it built. */
  readonly problems: readonly Problem[];
  /** A build is running (the page says so; it changes nothing else). */
  readonly building: boolean;
}

export interface PlayedBuild {
  /** Unique for every build of every run: a page showing another build reloads. */
  readonly build: string;
  /** The element's tag, `<game-id>-game`. */
  readonly tag: string;
  readonly title: string;
  /** The bundle's URL on this server; the bots' worker loads it again. */
  readonly src: string;
  /** How long the build took. */
  readonly ms: number;
}

/** One diagnostic as the page shows it, from the same checker as `orrery check`. */
export interface Problem {
  /** `path:line:col`; empty for a problem with no place (the file is gone, bundling failed). */
  readonly where: string;
  readonly severity: 'error' | 'warning';
  /** kebab-case, as `orrery check` prints it; empty with `where`. */
  readonly code: string;
  readonly message: string;
  readonly suggestion?: string;
  /** The line it points at, and the columns it covers (from 1). */
  readonly excerpt?: Excerpt;
}

export interface Excerpt {
  readonly text: string;
  readonly column: number;
  readonly length: number;
}

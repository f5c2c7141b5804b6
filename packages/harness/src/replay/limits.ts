// The hard limits on a replay file (issue 25): what a real match needs, many times over, and
// small enough that no input makes `orrery replay` slow, hungry or loud.

/** A replay larger than this is refused before it is parsed: 16 MB (a long match is ~2 MB). */
export const MAX_REPLAY_BYTES = 16 * 1024 * 1024;

/**
 * Objects and lists inside one another: a replay needs five (a card list in a hand in a deal in
 * `deals` in the file). Deeper input is refused before parsing, so nothing recursive that meets
 * it later (a printer, a reader) can run out of stack.
 */
export const MAX_NESTING = 32;

/** Input quoted back in a message is cut to this many characters. */
export const EXCERPT_CHARS = 40;

/** A whole message (an engine's, which may quote input) is cut to this many characters. */
export const MESSAGE_CHARS = 300;

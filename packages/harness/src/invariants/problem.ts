/**
 * What every check returns: a list of problems, empty when the engine behaved. Checks never
 * throw for an engine fault (a throwing engine is itself a problem), so one run can name every
 * broken invariant at once and the battery's tests can assert on exactly one of them.
 */

/** The invariants of the battery, one id each; `conformance()` runs one test per id. */
export const CHECKS = {
  'cards-conserved': 'no card is created, lost or duplicated',
  'listed-moves-apply': 'every listed move applies and leaves its input untouched',
  'unlisted-moves-refused': 'moves that are not listed are refused with a code and change nothing',
  'turn-well-formed':
    'legal moves have no duplicates, are empty exactly when over; toMove is a seat',
  'same-seed-same-game': 'the same seed and the same moves give the same game',
  'saved-game-round-trip': 'serialize then deserialize gives the same state and the same text',
  'corrupt-saved-game-refused': 'corrupt saved games are refused with a path and never throw',
  'views-keep-secrets': 'a seat view holds no card that seat may not see',
  'events-keep-secrets': 'events name no card a seat could not see before or after the move',
  'match-ends': 'the match ends within the move limit with a well-formed outcome',
  'fast-agrees-with-pure': 'the fast path plays exactly like the pure API',
} as const;

export type CheckId = keyof typeof CHECKS;

export interface Problem {
  readonly check: CheckId;
  /** What was wrong, with the state and move that show it. */
  readonly message: string;
  /** Where in the battery: `seed 3, options {"players":4}, move 17`; filled in by the match driver. */
  readonly where?: string;
}

export function problem(check: CheckId, message: string): Problem {
  return { check, message };
}

/** Error codes are kebab-case words, e.g. `must-follow-suit`. */
export function isKebabCase(code: unknown): boolean {
  return typeof code === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(code);
}

/** Runs an engine call; a throw becomes a problem instead of ending the battery. */
export function guard<T>(
  check: CheckId,
  what: string,
  call: () => T,
): { ok: true; value: T } | { ok: false; problem: Problem } {
  try {
    return { ok: true, value: call() };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, problem: problem(check, `${what} threw: ${why}`) };
  }
}

/** Short JSON for messages. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

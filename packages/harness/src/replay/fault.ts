// The one shape of a wrong replay file: `invalid-replay`, a message a person can act on, and the
// path of the field (`deals[0].hands[2]`). Messages quote input only through quote.ts.

import type { InputError } from '@orrery/runtime';
import { keyPath, quote } from './quote';
import { closest } from './suggest';

export const INVALID_REPLAY = 'invalid-replay';

export type Read<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: InputError };

export function fault(path: string, message: string): { ok: false; error: InputError } {
  return { ok: false, error: { code: INVALID_REPLAY, message, path } };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first key of `object` that is not in `known`, as a fault at its path: "unknown key
 * 'dealr'; did you mean 'dealer'?", or the list of keys `what` has when none is close.
 */
export function unknownKey(
  object: Record<string, unknown>,
  known: readonly string[],
  path: string,
  what: string,
): { ok: false; error: InputError } | null {
  for (const key of Object.keys(object)) {
    if (known.includes(key)) continue;
    const near = closest(key, known);
    return fault(
      keyPath(path, key),
      near === undefined
        ? `unknown key ${quote(key)} (${what} has ${known.join(', ')})`
        : `unknown key ${quote(key)}; did you mean '${near}'?`,
    );
  }
  return null;
}

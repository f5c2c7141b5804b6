// Path-aware reading of untrusted JSON (saved games, replays, options): each check names the
// place that is wrong, e.g. `state.z.hand[2][5]`, so a corrupt file is rejected precisely.

import type { InputError } from './engine';

/** Thrown inside a reader only; `readInput` turns it into an InputError value. */
export class InputFault extends Error {
  constructor(
    readonly path: string,
    message: string,
    readonly code = 'invalid-input',
  ) {
    super(message);
  }
}

/** Runs a reader and returns its value or the InputError it raised; nothing escapes. */
export function readInput<T>(
  read: () => T,
  code = 'invalid-input',
): { ok: true; value: T } | { ok: false; error: InputError } {
  try {
    return { ok: true, value: read() };
  } catch (e) {
    if (e instanceof InputFault) {
      return {
        ok: false,
        error: {
          code: e.code === 'invalid-input' ? code : e.code,
          message: e.message,
          path: e.path,
        },
      };
    }
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, error: { code, message, path: '' } };
  }
}

export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

export function asRecord(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputFault(path, `${path || 'the input'} must be an object`);
  }
  return value as Record<string, unknown>;
}

export function asArray(value: unknown, path: string, length?: number): unknown[] {
  if (!Array.isArray(value)) throw new InputFault(path, `${path} must be a list`);
  if (length !== undefined && value.length !== length) {
    throw new InputFault(path, `${path} must hold ${length} entries, not ${value.length}`);
  }
  return value;
}

/** Whether `value` is a whole number from `min` to `max`: what `asInt` accepts. */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function asInt(value: unknown, path: string, min: number, max: number): number {
  if (!isIntIn(value, min, max)) {
    throw new InputFault(path, `${path} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export function asBool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new InputFault(path, `${path} must be true or false`);
  return value;
}

export function asString(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new InputFault(path, `${path} must be a string`);
  return value;
}

/** A card id from `index` (id → number), or a fault naming the unknown id. */
export function asCard(
  value: unknown,
  path: string,
  index: ReadonlyMap<string, number>,
  deckSize: number,
): number {
  if (typeof value !== 'string') throw new InputFault(path, `${path} must be a card id`);
  const c = index.get(value);
  if (c === undefined || c >= deckSize)
    throw new InputFault(path, `unknown card '${value}' at ${path}`);
  return c;
}

export function asInts(value: unknown, path: string, min: number, max: number): number[] {
  return asArray(value, path).map((v, i) => asInt(v, at(path, i), min, max));
}

/** The most characters a saved game or replay may have: 16 MiB, read before anything else. */
export const MAX_INPUT_CHARS = 16 * 1024 * 1024;

/** Why `text` is too long to read, or null: the limit is checked before anything is parsed. */
export function textTooLong(text: string, what: string, limit = MAX_INPUT_CHARS): string | null {
  if (text.length <= limit) return null;
  const mb = limit / (1024 * 1024);
  return `${what} is ${text.length.toLocaleString('en')} characters long, over the limit of ${Number.isInteger(mb) ? `${mb} MB` : `${limit.toLocaleString('en')} characters`}`;
}

/**
 * Parses untrusted JSON text: refuses text longer than `limit` before parsing it (a reader
 * must not spend time and memory on it), and text that is not JSON, saying where.
 */
export function parseJsonText(text: unknown, what: string, limit = MAX_INPUT_CHARS): unknown {
  if (typeof text !== 'string') throw new InputFault('(text)', `${what} must be text`);
  const long = textTooLong(text, what, limit);
  if (long !== null) throw new InputFault('(text)', long);
  try {
    return JSON.parse(text);
  } catch (e) {
    // The text itself is the place that is wrong: JSON.parse says where in it.
    throw new InputFault(
      '(text)',
      `${what} is not JSON: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

/** Refuses a key the reader does not know: a misspelt field would otherwise be ignored. */
export function onlyKeys(
  record: Record<string, unknown>,
  path: string,
  known: readonly string[],
): void {
  for (const key of Object.keys(record)) {
    if (!known.includes(key)) {
      throw new InputFault(at(path, key), `unknown field '${key}' at ${path || 'the top'}`);
    }
  }
}

/**
 * A set or list of whole numbers from `min` to `max` (suits, seats, cards by index); a set
 * (`unique`) holds each value once.
 */
export function asMembers(
  value: unknown,
  path: string,
  min: number,
  max: number,
  unique: boolean,
): number[] {
  const out = asInts(value, path, min, max);
  if (unique) {
    for (let i = 0; i < out.length; i++) {
      if (out.indexOf(out[i]!) !== i) {
        throw new InputFault(at(path, i), `${at(path, i)}: ${out[i]} is in the set twice`);
      }
    }
  }
  return out;
}

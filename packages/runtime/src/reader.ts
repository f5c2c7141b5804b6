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

export function asInt(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
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

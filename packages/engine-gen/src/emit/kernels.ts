// What each emitter of engine.ts gives: its top-level declarations, and its entries of the
// kernels the engine hands the shell (`makeEngine(GAME, { ... })`), each `name: value` or a
// name alone where the value is the declaration of that name.

import type { Declaration } from '../module';

export interface Kernels {
  readonly declarations: Declaration[];
  readonly entries: string[];
}

/** An object literal of entries, one a line (an entry of several lines indented with it). */
export function objectText(entries: readonly string[]): string {
  return entries.length === 0 ? '{}' : `{\n${lines(entries)}\n}`;
}

/** An array literal of items, one a line. */
export function arrayText(items: readonly string[]): string {
  return items.length === 0 ? '[]' : `[\n${lines(items)}\n]`;
}

function lines(items: readonly string[]): string {
  return items.map((item) => `  ${item.replace(/\n/g, '\n  ')},`).join('\n');
}

/** `name: value`, or `name` where the value is the name. */
export function entry(name: string, value: string): string {
  return name === value ? name : `${name}: ${value}`;
}

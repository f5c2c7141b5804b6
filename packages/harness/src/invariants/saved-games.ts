/**
 * Saved games: every state survives serialize → deserialize unchanged (same object, same text,
 * and the same game from there on), and corrupt or foreign text is refused with a coded error
 * that says where it went wrong, without ever throwing.
 */

import { isDeepStrictEqual } from 'node:util';
import { randomBelow, type Move } from '@orrery/runtime';
import type { AnyEngine } from './engine-under-test';
import { layoutOf } from './layout';
import { isKebabCase, problem, show, type Problem } from './problem';

export function checkRoundTrip<S>(
  engine: AnyEngine<S>,
  state: S,
  /** A move and the saved game it gave from `state`: the restored state must give the same. */
  next?: { readonly move: Move; readonly saved: string },
  saved?: string,
): Problem[] {
  const bad = (message: string) => [problem('saved-game-round-trip', message)];
  const text = saved ?? engine.serialize(state);
  let read;
  try {
    read = engine.deserialize(text);
  } catch (e) {
    return bad(`deserialize threw on its own text: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!read.ok) return bad(`deserialize refused its own text: ${show(read.error)}`);
  const again = engine.serialize(read.value);
  if (again !== text)
    return bad(`serialize(deserialize(text)) differs: ${firstDifference(text, again)}`);
  if (!isDeepStrictEqual(read.value, state)) {
    return bad(
      `deserialize(serialize(state)) is not deep-equal to the state: ${objectDifference(state, read.value)}`,
    );
  }
  if (next !== undefined) {
    const { move, saved: expected } = next;
    const b = engine.apply(read.value, move);
    const sb = b.ok ? engine.serialize(b.state) : show(b.error);
    if (sb !== expected) {
      return bad(
        `${show(move)} plays differently after a round trip: ${firstDifference(expected, sb)}`,
      );
    }
  }
  return [];
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}: ...${a.slice(Math.max(0, i - 40), i + 40)}... vs ...${b.slice(Math.max(0, i - 40), i + 40)}...`;
}

/** The first path where two plain values differ, for messages. */
function objectDifference(a: unknown, b: unknown, path = 'state'): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const x = (a as Record<string, unknown>)[key];
      const y = (b as Record<string, unknown>)[key];
      if (!isDeepStrictEqual(x, y)) return objectDifference(x, y, `${path}.${key}`);
    }
  }
  return `${path}: ${show(a)} vs ${show(b)}`;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The paths of every number in a JSON value, as key lists. */
function numberPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => numberPaths(v, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => numberPaths(v, [...path, k]));
  }
  return [];
}

function withValue(root: Json, path: readonly (string | number)[], value: Json): Json {
  const copy = structuredClone(root);
  let at: Json = copy;
  for (const key of path.slice(0, -1)) at = (at as Record<string | number, Json>)[key] ?? null;
  (at as Record<string | number, Json>)[path[path.length - 1]!] = value;
  return copy;
}

/** Targeted corruptions of a saved game, each with what it breaks. */
export function corruptions(text: string, rng: number[], numbers = 10): [string, string][] {
  const top = JSON.parse(text) as { [key: string]: Json };
  const out: [string, string][] = [];
  const add = (what: string, json: Json) => out.push([what, JSON.stringify(json)]);
  add('a foreign game id', { ...top, game: `${String(top.game)}-other` });
  add('a newer version', {
    ...top,
    version: typeof top.version === 'number' ? top.version + 1 : 999,
  });
  add('another format', { ...top, format: 'not-a-saved-game' });
  out.push(['a truncated text', text.slice(0, Math.floor(text.length / 2))]);
  out.push(['a text missing its last character', text.slice(0, -1)]);
  const layout = layoutOf(text);
  if (layout.ok) {
    const zones = layout.zones;
    const from = zones.find((z) => z.cards.length > 0);
    const path = (z: (typeof zones)[number]) =>
      z.owner === null ? ['state', 'zones', z.zone] : ['state', 'zones', z.zone, z.owner];
    if (from !== undefined) {
      add('an unknown card id', withValue(top, [...path(from), 0], 'no-such-card'));
      const to = zones.find((z) => z !== from) ?? from;
      const card = from.cards[0]!;
      add(
        `${card} in ${from.label} and ${to.label}`,
        withValue(top, path(to), [...to.cards, card]),
      );
    }
    const first = zones[0];
    if (first !== undefined) {
      const stateJson = top.state as { [key: string]: Json };
      const zonesJson = { ...(stateJson.zones as { [key: string]: Json }) };
      delete zonesJson[first.zone];
      add(`no zone '${first.zone}'`, { ...top, state: { ...stateJson, zones: zonesJson } });
    }
  }
  const paths = numberPaths(top.state ?? null, ['state']);
  for (let i = 0; i < numbers && paths.length > 0; i++) {
    const path = paths.splice(randomBelow(rng, paths.length), 1)[0]!;
    const value = i % 2 === 0 ? 1e15 : -1e15;
    add(`${path.join('.')} set to ${value}`, withValue(top, path, value));
  }
  return out;
}

export function checkCorruptSavedGamesRefused<S>(
  engine: AnyEngine<S>,
  state: S,
  rng: number[],
  saved?: string,
): Problem[] {
  const problems: Problem[] = [];
  const bad = (message: string) => problems.push(problem('corrupt-saved-game-refused', message));
  const tryRead = (what: string, text: string, needPath: boolean) => {
    let read;
    try {
      read = engine.deserialize(text);
    } catch (e) {
      return bad(`${what}: deserialize threw ${e instanceof Error ? e.message : String(e)}`);
    }
    if (read.ok) return bad(`${what}: the saved game was accepted`);
    const { error } = read;
    if (!isKebabCase(error.code)) bad(`${what}: refused with code ${show(error.code)}`);
    if (typeof error.message !== 'string' || error.message === '') bad(`${what}: no message`);
    if (typeof error.path !== 'string' || (needPath && error.path === '')) {
      bad(`${what}: refused with path ${show(error.path)}, which does not say where`);
    }
  };
  for (const [what, text] of corruptions(saved ?? engine.serialize(state), rng))
    tryRead(what, text, true);
  for (const text of ['', 'null', '[]', '"x"', '{}', '{"format":"orrery-state"}']) {
    tryRead(`the text ${JSON.stringify(text)}`, text, false);
  }
  return problems;
}

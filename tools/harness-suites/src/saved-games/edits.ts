// Edits of a saved game's JSON, for the tests that corrupt saves: read and write a value at a
// path, and list the zone instances of `state.zones` with the path of each.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonPath = readonly (string | number)[];

export interface ZoneAt {
  /** `state.zones.hand[2]` as keys: `['state', 'zones', 'hand', 2]`. */
  readonly path: JsonPath;
  /** `hand`, or a shared zone's name. */
  readonly zone: string;
  /** The owning seat or team; null for a shared zone. */
  readonly owner: number | null;
  readonly cards: readonly string[];
}

export function parseSave(text: string): { [key: string]: Json } {
  return JSON.parse(text) as { [key: string]: Json };
}

export function get(root: Json, path: JsonPath): Json | undefined {
  let at: Json | undefined = root;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, Json>)[key];
  }
  return at;
}

/** A copy of `root` with `value` at `path` (undefined deletes the key; an array keeps its place). */
export function withValue(root: Json, path: JsonPath, value: Json | undefined): Json {
  const copy = structuredClone(root);
  const parent = get(copy, path.slice(0, -1));
  if (typeof parent !== 'object' || parent === null) throw new Error(`no ${path.join('.')}`);
  const key = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(parent)) delete (parent as Record<string, Json>)[key];
  else (parent as Record<string | number, Json | undefined>)[key] = value;
  return copy;
}

/** Every zone instance of the zones object at `at` (default `state.zones`). */
export function zonesAt(root: Json, at: JsonPath = ['state', 'zones']): ZoneAt[] {
  const zones = get(root, at);
  if (typeof zones !== 'object' || zones === null || Array.isArray(zones)) return [];
  const out: ZoneAt[] = [];
  for (const [zone, value] of Object.entries(zones)) {
    if (!Array.isArray(value)) continue;
    if (value.every((c) => typeof c === 'string')) {
      out.push({ path: [...at, zone], zone, owner: null, cards: value as string[] });
    } else {
      value.forEach((cards, owner) => {
        if (Array.isArray(cards) && cards.every((c) => typeof c === 'string'))
          out.push({ path: [...at, zone, owner], zone, owner, cards: cards as string[] });
      });
    }
  }
  return out;
}

/** `state.zones.hand[2]` for messages. */
export function showPath(path: JsonPath): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );
}

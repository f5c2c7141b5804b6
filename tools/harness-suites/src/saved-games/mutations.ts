/**
 * Mutations of a saved game, as a hostile or unlucky user makes them: cards taken out,
 * duplicated, moved or swapped between zones (now or in a finished hand's record); seat, turn,
 * dealer, hand and phase fields set out of range or to another value in range; the match's end
 * flipped and its winner changed; any number nudged; arrays cut short; values of another type;
 * fields nobody knows. Each mutation is plain data, so fast-check can draw and shrink it; the
 * indexes in it are taken modulo what the saved game has, so every draw means something.
 */

import fc from 'fast-check';
import { get, withValue, zonesAt, type Json, type JsonPath, type ZoneAt } from './edits';

/** Fields of `state` that say whose turn it is, who deals, what is being played, who won. */
export const TURN_FIELDS = [
  'seat',
  'dealer',
  'leader',
  'phase',
  'step',
  'idle',
  'handNumber',
  'winner',
] as const;

export type Mutation =
  | { readonly kind: 'remove-card'; readonly zone: number; readonly card: number }
  | {
      readonly kind: 'duplicate-card';
      readonly zone: number;
      readonly card: number;
      readonly to: number;
    }
  | {
      readonly kind: 'move-card';
      readonly zone: number;
      readonly card: number;
      readonly to: number;
    }
  | {
      readonly kind: 'swap-cards';
      readonly zone: number;
      readonly card: number;
      readonly to: number;
      readonly other: number;
    }
  | { readonly kind: 'turn-field'; readonly field: number; readonly value: number }
  | { readonly kind: 'flip-over' }
  | { readonly kind: 'winner'; readonly value: number }
  | { readonly kind: 'nudge'; readonly node: number; readonly by: number }
  | { readonly kind: 'truncate'; readonly node: number; readonly keep: number }
  | { readonly kind: 'retype'; readonly node: number; readonly value: Json }
  | { readonly kind: 'unknown-key'; readonly node: number };

const nat = fc.nat({ max: 1 << 20 });
/** Small values around the seat and team counts, then values no count reaches. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom(1e6, -1e6, 2 ** 31, 0.5, Number.MAX_SAFE_INTEGER) },
);
const otherType: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  null,
  true,
  'x',
  1,
  -1,
  0.5,
  [],
  {},
  ['x'],
  { a: 1 },
);

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('remove-card' as const), zone: nat, card: nat }),
  fc.record({ kind: fc.constant('duplicate-card' as const), zone: nat, card: nat, to: nat }),
  fc.record({ kind: fc.constant('move-card' as const), zone: nat, card: nat, to: nat }),
  fc.record({
    kind: fc.constant('swap-cards' as const),
    zone: nat,
    card: nat,
    to: nat,
    other: nat,
  }),
  fc.record({
    kind: fc.constant('turn-field' as const),
    field: fc.nat({ max: TURN_FIELDS.length - 1 }),
    value: fieldValue,
  }),
  fc.record({ kind: fc.constant('flip-over' as const) }),
  fc.record({ kind: fc.constant('winner' as const), value: fc.integer({ min: -3, max: 4 }) }),
  fc.record({ kind: fc.constant('nudge' as const), node: nat, by: fc.constantFrom(-1, 1, -2, 2) }),
  fc.record({ kind: fc.constant('truncate' as const), node: nat, keep: nat }),
  fc.record({ kind: fc.constant('retype' as const), node: nat, value: otherType }),
  fc.record({ kind: fc.constant('unknown-key' as const), node: nat }),
);

/** Every zone instance of the state and of each finished hand's record. */
function allZones(root: Json): ZoneAt[] {
  const history = get(root, ['state', 'history']);
  const records = Array.isArray(history) ? history : [];
  return [
    ...zonesAt(root),
    ...records.flatMap((_, k) => zonesAt(root, ['state', 'history', k, 'zones'])),
  ];
}

/** Paths of every value under `state` that `keep` accepts, in a fixed order. */
function nodes(root: Json, keep: (value: Json) => boolean): JsonPath[] {
  const out: JsonPath[] = [];
  const walk = (value: Json, path: JsonPath) => {
    if (keep(value)) out.push(path);
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(get(root, ['state']) ?? null, ['state']);
  return out;
}

const isObject = (v: Json) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The saved game with the mutation made, and what was done; null when it has nothing to act on. */
export function mutate(root: Json, m: Mutation): { json: Json; what: string } | null {
  const zones = allZones(root);
  const full = zones.filter((z) => z.cards.length > 0);
  const pick = <T>(items: readonly T[], n: number): T | undefined =>
    items[n % Math.max(1, items.length)];
  switch (m.kind) {
    case 'remove-card':
    case 'duplicate-card':
    case 'move-card':
    case 'swap-cards': {
      const from = pick(full, m.zone);
      if (from === undefined) return null;
      const i = m.card % from.cards.length;
      const card = from.cards[i]!;
      const label = from.path.slice(1).join('.');
      if (m.kind === 'remove-card') {
        return {
          json: withValue(
            root,
            from.path,
            from.cards.filter((_, k) => k !== i),
          ),
          what: `${card} taken out of ${label}`,
        };
      }
      const to = pick(zones, m.to)!;
      const toLabel = to.path.slice(1).join('.');
      if (m.kind === 'duplicate-card') {
        return {
          json: withValue(root, to.path, [...(get(root, to.path) as string[]), card]),
          what: `${card} of ${label} also in ${toLabel}`,
        };
      }
      if (to.path.join('.') === from.path.join('.')) return null;
      if (m.kind === 'move-card') {
        const taken = withValue(
          root,
          from.path,
          from.cards.filter((_, k) => k !== i),
        );
        return {
          json: withValue(taken, to.path, [...to.cards, card]),
          what: `${card} moved from ${label} to ${toLabel}`,
        };
      }
      if (to.cards.length === 0) return null;
      const j = m.other % to.cards.length;
      const other = to.cards[j]!;
      const one = withValue(
        root,
        from.path,
        from.cards.map((c, k) => (k === i ? other : c)),
      );
      return {
        json: withValue(
          one,
          to.path,
          to.cards.map((c, k) => (k === j ? card : c)),
        ),
        what: `${card} of ${label} swapped with ${other} of ${toLabel}`,
      };
    }
    case 'turn-field': {
      const field = TURN_FIELDS[m.field]!;
      return {
        json: withValue(root, ['state', field], m.value),
        what: `state.${field} set to ${m.value}`,
      };
    }
    case 'flip-over': {
      const over = get(root, ['state', 'over']);
      return {
        json: withValue(root, ['state', 'over'], over !== true),
        what: `state.over flipped`,
      };
    }
    case 'winner':
      return {
        json: withValue(root, ['state', 'winner'], m.value),
        what: `state.winner set to ${m.value}`,
      };
    case 'nudge': {
      const path = pick(
        nodes(root, (v) => typeof v === 'number'),
        m.node,
      );
      if (path === undefined) return null;
      const value = (get(root, path) as number) + m.by;
      return { json: withValue(root, path, value), what: `${path.join('.')} nudged to ${value}` };
    }
    case 'truncate': {
      const path = pick(
        nodes(root, (v) => Array.isArray(v) && v.length > 0),
        m.node,
      );
      if (path === undefined) return null;
      const items = get(root, path) as Json[];
      const keep = m.keep % items.length;
      return {
        json: withValue(root, path, items.slice(0, keep)),
        what: `${path.join('.')} cut to ${keep} entries`,
      };
    }
    case 'retype': {
      const path = pick(nodes(root, () => true).slice(1), m.node);
      if (path === undefined) return null;
      const was = get(root, path);
      if (typeof was === typeof m.value && Array.isArray(was) === Array.isArray(m.value))
        return null;
      return {
        json: withValue(root, path, m.value),
        what: `${path.join('.')} set to ${JSON.stringify(m.value)}`,
      };
    }
    case 'unknown-key': {
      const path = pick(nodes(root, isObject), m.node);
      if (path === undefined) return null;
      return {
        json: withValue(root, [...path, 'extra'], 1),
        what: `${path.join('.')}.extra added`,
      };
    }
  }
}

/**
 * Checks one scenario expectation against a state, through the public engine API only: legal
 * moves, the saved state's zones and variables, a seat's view, the outcome. Returns what
 * differed, in words, or null.
 */

import type { Engine, GameEvent, Move } from '@orrery/runtime';
import type { Expectation } from './scenario-schema';

type Json = unknown;

function show(value: Json): string {
  return JSON.stringify(value);
}

/**
 * A move without its seat, with its fields in a fixed order and a set of cards's ids sorted (a
 * set has no order), as one comparable string.
 */
export function moveKey(move: Readonly<Record<string, unknown>>): string {
  const fields = Object.entries(move)
    .filter(([k]) => k !== 'seat')
    .map(([k, v]) => [k, Array.isArray(v) ? [...(v as unknown[])].map(String).sort() : v])
    .sort(([a], [b]) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
  return JSON.stringify(fields);
}

function sorted(cards: readonly string[]): string[] {
  return cards.slice().sort();
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `taken.0` → the cards of team 0's taken zone in the saved state; a message if no such zone. */
function zoneCards(zones: Record<string, Json>, key: string): string[] | string {
  const [name, owner, ...rest] = key.split('.');
  const zone = zones[name ?? ''];
  if (zone === undefined || rest.length > 0) {
    return `no zone '${key}' (zones: ${Object.keys(zones).join(', ')})`;
  }
  const ownedBy = Array.isArray(zone) && zone.some((x) => Array.isArray(x));
  if (owner === undefined) {
    if (ownedBy) return `zone '${name}' has an owner: write '${name}.0'`;
    return zone as string[];
  }
  if (!ownedBy) return `zone '${name}' has no owners: write '${name}'`;
  const cards = (zone as Json[])[Number(owner)];
  if (!Array.isArray(cards)) return `no zone '${key}'`;
  return cards as string[];
}

/** Partial match: objects need only the expected keys, arrays match item by item. */
function matches(expected: Json, actual: Json, suits: readonly string[]): boolean {
  if (typeof expected === 'string' && typeof actual === 'number') {
    return suits.indexOf(expected) === actual; // a suit written by its id
  }
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      expected.length === actual.length &&
      expected.every((x, i) => matches(x, actual[i], suits))
    );
  }
  if (isRecord(expected)) {
    return (
      isRecord(actual) && Object.keys(expected).every((k) => matches(expected[k], actual[k], suits))
    );
  }
  return expected === actual;
}

export interface CheckContext<S> {
  readonly engine: Engine<S, Move, unknown>;
  readonly state: S;
  /** Events fired since the previous expectation. */
  readonly events: readonly GameEvent[];
}

/** Every difference between the expectation and the state, one line each. */
export function checkExpectation<S>(ctx: CheckContext<S>, want: Expectation): string[] {
  const { engine, state, events } = ctx;
  const problems: string[] = [];
  const saved = JSON.parse(engine.serialize(state)) as { state: Record<string, Json> };
  const zones = (saved.state['zones'] ?? {}) as Record<string, Json>;
  const outcome = engine.outcome(state);
  const suits = engine.meta.suits.map((s) => s.id);

  if (want.toMove !== undefined && engine.toMove(state) !== want.toMove) {
    problems.push(`toMove: expected ${show(want.toMove)}, got ${show(engine.toMove(state))}`);
  }

  if (want.legal || want.legalIncludes || want.legalExcludes) {
    const legal = engine.legalMoves(state);
    const have = new Set(legal.map(moveKey));
    if (want.legal) {
      const wanted = new Set(want.legal.map(moveKey));
      const missing = want.legal.filter((m) => !have.has(moveKey(m)));
      const extra = legal.filter((m) => !wanted.has(moveKey(m)));
      if (missing.length > 0 || extra.length > 0) {
        problems.push(`legal: missing ${show(missing)}, not expected ${show(extra)}`);
      }
    }
    const absent = (want.legalIncludes ?? []).filter((m) => !have.has(moveKey(m)));
    if (absent.length > 0) problems.push(`legalIncludes: not legal ${show(absent)}`);
    const present = (want.legalExcludes ?? []).filter((m) => have.has(moveKey(m)));
    if (present.length > 0) problems.push(`legalExcludes: legal after all ${show(present)}`);
  }

  const eachZone = (
    table: Readonly<Record<string, readonly string[]>> | undefined,
    label: string,
    same: (want: readonly string[], got: readonly string[]) => boolean,
  ) => {
    for (const [key, cards] of Object.entries(table ?? {})) {
      const got = zoneCards(zones, key);
      if (typeof got === 'string') problems.push(`${label}: ${got}`);
      else if (!same(cards, got))
        problems.push(`${label} ${key}: expected ${show(cards)}, got ${show(got)}`);
    }
  };
  eachZone(want.zones, 'zones', (w, g) => sameList(sorted(w), sorted(g)));
  eachZone(want.zonesInOrder, 'zonesInOrder', sameList);
  eachZone(want.zonesInclude, 'zonesInclude', (w, g) => w.every((c) => g.includes(c)));
  for (const [key, size] of Object.entries(want.zoneSizes ?? {})) {
    const got = zoneCards(zones, key);
    if (typeof got === 'string') problems.push(`zoneSizes: ${got}`);
    else if (got.length !== size)
      problems.push(`zoneSizes ${key}: expected ${size}, got ${got.length}`);
  }

  if (want.view) {
    const view = JSON.parse(JSON.stringify(engine.view(state, want.view.seat))) as Record<
      string,
      Json
    >;
    const viewZones = (view['zones'] ?? {}) as Record<string, Json>;
    for (const [key, wanted] of Object.entries(want.view.zones)) {
      const [name, owner] = key.split('.');
      const zone = viewZones[name ?? ''];
      const entry = owner === undefined || !Array.isArray(zone) ? zone : zone[Number(owner)];
      if (!isRecord(entry)) {
        problems.push(`view of seat ${want.view.seat}: no zone '${key}'`);
        continue;
      }
      const ok = Array.isArray(wanted)
        ? Array.isArray(entry['cards']) && sameList(wanted, entry['cards'] as Json[])
        : entry['cards'] === undefined && entry['count'] === wanted.count;
      if (!ok)
        problems.push(
          `view of seat ${want.view.seat} ${key}: expected ${show(wanted)}, got ${show(entry)}`,
        );
    }
  }

  if (want.hands) {
    const got = outcome.hands;
    if (got.length !== want.hands.length) {
      problems.push(
        `hands: expected ${want.hands.length} completed hands, got ${got.length} ${show(got)}`,
      );
    } else {
      want.hands.forEach((h, k) => {
        const g = got[k]!;
        if (h.dealer !== undefined && h.dealer !== g.dealer) {
          problems.push(`hands[${k}].dealer: expected ${h.dealer}, got ${g.dealer}`);
        }
        if (h.scores !== undefined && !sameList(h.scores, g.scores)) {
          problems.push(`hands[${k}].scores: expected ${show(h.scores)}, got ${show(g.scores)}`);
        }
      });
    }
  }
  if (want.totals && !sameList(want.totals, outcome.totals)) {
    problems.push(`totals: expected ${show(want.totals)}, got ${show(outcome.totals)}`);
  }
  if (want.over !== undefined && want.over !== outcome.over) {
    problems.push(`over: expected ${want.over}, got ${outcome.over}`);
  }
  if (want.winner !== undefined && want.winner !== outcome.winner) {
    problems.push(`winner: expected ${show(want.winner)}, got ${show(outcome.winner)}`);
  }
  for (const field of ['dealer', 'handNumber'] as const) {
    const wanted = want[field];
    if (wanted !== undefined && saved.state[field] !== wanted) {
      problems.push(`${field}: expected ${wanted}, got ${show(saved.state[field])}`);
    }
  }
  if (want.phase !== undefined) {
    const view = engine.view(state, 0) as Record<string, Json>;
    if (view['phase'] !== want.phase)
      problems.push(`phase: expected ${show(want.phase)}, got ${show(view['phase'])}`);
  }

  if (want.rules) {
    const fired = events.filter((e) => e.type === 'rule').map((e) => String(e['name']));
    if (!sameList(want.rules, fired))
      problems.push(`rules: expected ${show(want.rules)}, fired ${show(fired)}`);
  }
  if (want.tricks) {
    const tricks = events.filter((e) => e.type === 'trick');
    const fits =
      want.tricks.length === tricks.length &&
      want.tricks.every((t, k) => matches(t, tricks[k], []));
    if (!fits) problems.push(`tricks: expected ${show(want.tricks)}, got ${show(tricks)}`);
  }
  if (want.variables) {
    const variables = saved.state['variables'];
    for (const [name, wanted] of Object.entries(want.variables)) {
      const got = isRecord(variables) ? variables[name] : undefined;
      if (!matches(wanted, got, suits)) {
        problems.push(`variables.${name}: expected ${show(wanted)}, got ${show(got)}`);
      }
    }
  }
  return problems;
}

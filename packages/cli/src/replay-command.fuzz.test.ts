// Issue 25's fuzz suite for replays: matches recorded by bots in every engine of the repo, then
// mutated as a hostile or careless hand would (keys renamed, added and removed at every level,
// values of the wrong kind, the text cut anywhere, huge strings and lists, deep nesting, moves
// reordered, repeated, dropped, seats changed). Whatever comes in, `replay` answers with a run or
// a refusal with a path and a message; it never throws, prints no stack trace and no control
// character, and a refused move leaves the state as it was. Seeded and bounded: a few seconds.

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadEngine,
  parseReplayFile,
  replayText,
  replayWith,
  type AnyEngine,
} from '@orrery/harness/replay';
import { formatRecording, recordMatch } from './record-command';
import { runReplay } from './replay-command';

const here = path.dirname(fileURLToPath(import.meta.url));
const GAMES = readdirSync(path.resolve(here, '../../engines')).sort();
const RUNS_PER_GAME = 50;

/** A number from a game's name, the same whatever other games the repo holds. */
function seedOf(game: string): number {
  let h = 25;
  for (const ch of game) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Recorded {
  readonly game: string;
  readonly engine: AnyEngine;
  readonly text: string;
  readonly seats: number;
  readonly deck: readonly string[];
}

const recorded: Recorded[] = [];

beforeAll(async () => {
  for (const game of GAMES) {
    const lookup = await loadEngine(game);
    if (!lookup.ok) throw new Error(lookup.message);
    const { engine } = lookup;
    const played = recordMatch(engine, {
      game,
      seed: 25,
      options: {},
      hands: 1,
      bots: [{ kind: 'random' }],
      out: undefined,
    });
    if (!played.ok) throw new Error(played.message);
    recorded.push({
      game,
      engine,
      text: formatRecording(played.recording),
      seats: engine.meta.seatCount({}),
      deck: engine.meta.deck({}).map((c) => c.id),
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Mutations: each is data (what, where, with what), applied to a copy of the parsed file.

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('\u001b[2J', '\u001b]0;pwned\u0007', '\u009b31m', '\u202eevil', '\ud800', ''),
  fc.constantFrom('seat', 'type', 'card', 'dealer', 'hands', 'stock', 'options', 'target'),
);
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, 0, -1, 0.5, 2 ** 53, 1e300, '', '0', [], {}, [[]]),
  hostileString,
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('rename' as const),
    at: fc.nat(),
    key: fc.nat(),
    to: hostileString,
  }),
  fc.record({ kind: fc.constant('typo' as const), at: fc.nat(), key: fc.nat(), edit: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: hostileString,
    value: wrongValue,
  }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(), key: fc.nat() }),
  fc.record({
    kind: fc.constant('retype' as const),
    at: fc.nat(),
    key: fc.nat(),
    value: wrongValue,
  }),
  fc.record({
    kind: fc.constant('huge' as const),
    at: fc.nat(),
    key: fc.nat(),
    shape: fc.constantFrom('string', 'list', 'object'),
  }),
  fc.record({
    kind: fc.constant('deep' as const),
    at: fc.nat(),
    key: fc.nat(),
    depth: fc.integer({ min: 20, max: 5000 }),
  }),
  fc.record({ kind: fc.constant('swap' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ kind: fc.constant('drop' as const), i: fc.nat() }),
  fc.record({ kind: fc.constant('cut' as const), i: fc.nat() }),
  fc.record({
    kind: fc.constant('seat' as const),
    i: fc.nat(),
    seat: fc.oneof(fc.integer({ min: -2, max: 6 }), wrongValue),
  }),
  fc.record({
    kind: fc.constant('deal' as const),
    dealer: fc.integer({ min: -1, max: 4 }),
    cut: fc.nat(),
  }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: hostileString }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

/** The objects and lists in `value`, outermost first, down to 40 levels (a mutant may be deep). */
function containers(value: Json): (Json[] | { [key: string]: Json })[] {
  const out: (Json[] | { [key: string]: Json })[] = [];
  const todo: [Json, number][] = [[value, 0]];
  for (let next = todo.shift(); next !== undefined; next = todo.shift()) {
    const [v, depth] = next;
    if (v === null || typeof v !== 'object' || depth > 40) continue;
    out.push(v);
    for (const inner of Object.values(v)) todo.push([inner, depth + 1]);
  }
  return out;
}

/** Sets slot `key` (an index or a key, by number) of the `at`-th container to `value`. */
function replaceSlot(file: Json, at: number, key: number, value: Json): void {
  const all = containers(file);
  const target = all[at % all.length]!;
  const keys = Object.keys(target);
  if (keys.length === 0) return;
  (target as Record<string, Json>)[keys[key % keys.length]!] = value;
}

function objects(file: Json): { [key: string]: Json }[] {
  return containers(file).filter((c): c is { [key: string]: Json } => !Array.isArray(c));
}

/** `object` with `from` renamed `to`, in place, keeping the order of the keys. */
function renameKey(object: { [key: string]: Json }, from: string, to: string): void {
  const entries = Object.entries(object).map(([k, v]): [string, Json] => [k === from ? to : k, v]);
  for (const k of Object.keys(object)) delete object[k];
  for (const [k, v] of entries) object[k] = v;
}

function typo(word: string, edit: number): string {
  const at = edit % (word.length + 1);
  switch (edit % 4) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return `${word.slice(0, at)}x${word.slice(at)}`;
    case 2:
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    default:
      return word.toUpperCase();
  }
}

/** `depth` lists and objects inside one another, as text: too deep for JSON.stringify here. */
function nested(depth: number): string {
  const open = Array.from({ length: depth }, (_, k) => (k % 2 === 0 ? '[' : '{"a":')).join('');
  const close = Array.from({ length: depth }, (_, k) => (k % 2 === 0 ? ']' : '}'))
    .reverse()
    .join('');
  return `${open}"earth-7"${close}`;
}

/** The deepest run of brackets, strings ignored: enough to tell a deep mutant. */
function roughDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const c of text) {
    if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

const DEEP = '\u0000deep\u0000';

function mutate(base: Recorded, text: string, m: Mutation): string {
  if (m.kind === 'truncate') return text.slice(0, m.at % (text.length + 1));
  if (m.kind === 'insert') {
    const at = m.at % (text.length + 1);
    return text.slice(0, at) + m.text + text.slice(at);
  }
  let file: Json;
  try {
    // Past a few hundred levels this test's own JSON.stringify would run out of stack.
    if (roughDepth(text) > 200) return text;
    file = JSON.parse(text) as Json;
  } catch {
    return text; // already broken by an earlier mutation: leave it so
  }
  const root = file as { [key: string]: Json };
  const moves = Array.isArray(root?.['moves']) ? (root['moves'] as Json[]) : [];
  switch (m.kind) {
    case 'rename':
    case 'typo': {
      const all = objects(file);
      const object = all[m.at % all.length];
      const keys = object === undefined ? [] : Object.keys(object);
      if (object === undefined || keys.length === 0) break;
      const from = keys[m.key % keys.length]!;
      renameKey(object, from, m.kind === 'rename' ? m.to : typo(from, m.edit));
      break;
    }
    case 'add': {
      const all = objects(file);
      const object = all[m.at % all.length];
      if (object !== undefined) object[m.key] = m.value;
      break;
    }
    case 'remove': {
      const all = objects(file);
      const object = all[m.at % all.length];
      const keys = object === undefined ? [] : Object.keys(object);
      if (object !== undefined && keys.length > 0) delete object[keys[m.key % keys.length]!];
      break;
    }
    case 'retype':
      replaceSlot(file, m.at, m.key, m.value);
      break;
    case 'huge': {
      const value: Json =
        m.shape === 'string'
          ? 'x'.repeat(200_000)
          : m.shape === 'list'
            ? Array.from({ length: 20_000 }, (_, k) => k)
            : Object.fromEntries(Array.from({ length: 5_000 }, (_, k) => [`k${k}`, k]));
      replaceSlot(file, m.at, m.key, value);
      break;
    }
    case 'deep':
      replaceSlot(file, m.at, m.key, DEEP);
      return JSON.stringify(file).replace(JSON.stringify(DEEP), nested(m.depth));
    case 'swap':
      if (moves.length > 1) {
        const [i, j] = [m.i % moves.length, m.j % moves.length];
        [moves[i], moves[j]] = [moves[j]!, moves[i]!];
      }
      break;
    case 'repeat':
      if (moves.length > 0) moves.splice(m.j % moves.length, 0, moves[m.i % moves.length]!);
      break;
    case 'drop':
      if (moves.length > 0) moves.splice(m.i % moves.length, 1);
      break;
    case 'cut':
      moves.length = m.i % (moves.length + 1); // the match so far: plays, if nothing else broke
      break;
    case 'seat': {
      const move = moves[m.i % Math.max(1, moves.length)];
      if (move !== null && typeof move === 'object' && !Array.isArray(move)) move['seat'] = m.seat;
      break;
    }
    case 'deal': {
      // The deck cut into one hand a seat: usually the wrong sizes, sometimes a real deal.
      const per = Math.max(1, Math.floor(base.deck.length / base.seats));
      const shift = m.cut % base.deck.length;
      const deck = [...base.deck.slice(shift), ...base.deck.slice(0, shift)];
      const hands = Array.from({ length: base.seats }, (_, s) =>
        deck.slice(s * per, s * per + per),
      );
      root['deals'] = [{ dealer: m.dealer, hands, stock: deck.slice(base.seats * per) }];
      break;
    }
  }
  return JSON.stringify(file);
}

// ---------------------------------------------------------------------------------------------
// What must hold for every input.

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function expectPrintable(what: string, text: string) {
  expect(text.length, what).toBeLessThanOrEqual(300);
  expect(text, what).not.toMatch(UNSAFE);
}

async function check(base: Recorded, text: string): Promise<string> {
  let result: Awaited<ReturnType<typeof replayText>>;
  try {
    result = await replayText(text);
  } catch (error) {
    throw new Error(`replayText threw: ${String(error)}`);
  }
  if (!result.ok) {
    expect(result.error.code).toBe('invalid-replay');
    expect(typeof result.error.path).toBe('string');
    expect(result.error.message.length).toBeGreaterThan(0);
    expectPrintable('the message', result.error.message);
    expectPrintable('the path', result.error.path);
  } else if (result.run.stop !== undefined) {
    const { atMove, error } = result.run.stop;
    const { engine, file, state } = result.run;
    expect(error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expectPrintable('the move error', error.message);
    // The refused move changes nothing: applied again, the state serializes as before...
    const before = engine.serialize(state);
    expect(engine.apply(state, file.moves[atMove]).ok).toBe(false);
    expect(engine.serialize(state)).toBe(before);
    // ...and the state is the one the moves before it reach.
    const prefix = replayWith(engine, { ...file, moves: file.moves.slice(0, atMove) });
    if (!prefix.ok) throw new Error(prefix.error.message);
    expect(engine.serialize(prefix.run.state)).toBe(before);
  }
  // The command itself, both ways: status 0 or 1 (2 would be an internal error), no stack trace,
  // nothing unprintable, JSON that parses.
  for (const json of [true, false]) {
    const printed: string[] = [];
    const io = { out: (l: string) => printed.push(l), err: (l: string) => printed.push(l) };
    const status = await runReplay(text, json, io);
    const all = printed.join('\n');
    expect([0, 1], all.slice(0, 500)).toContain(status);
    expect(all).not.toMatch(/\n\s+at |internal error/);
    // eslint-disable-next-line no-control-regex
    expect(all).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    if (json) JSON.parse(all);
  }
  return result.ok ? (result.run.stop === undefined ? 'played' : 'refused-move') : 'invalid';
}

/** Every answer any mutant got, over all the games. */
const answers = new Set<string>();

describe('replay fuzz (issue 25)', () => {
  it('records a match in every engine of the repo, and each replays whole', async () => {
    expect(recorded.map((r) => r.game)).toEqual(GAMES);
    expect(GAMES.length).toBeGreaterThanOrEqual(13);
    for (const r of recorded) {
      const parsed = parseReplayFile(r.text);
      if (!parsed.ok) throw new Error(`${r.game}: ${parsed.error.message}`);
      expect(await check(r, r.text), r.game).toBe('played');
    }
  });

  it.each(GAMES)(
    '%s: every mutant is played, or refused with a path, a move index and a code',
    async (game) => {
      const base = recorded.find((r) => r.game === game)!;
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
          const text = mutations.reduce((t, m) => mutate(base, t, m), base.text);
          const outcome = await check(base, text);
          seen.add(outcome);
          answers.add(outcome);
        }),
        // Seeded by the game's name, not its place in the list: adding a game changes no other's.
        { seed: seedOf(game), numRuns: RUNS_PER_GAME },
      );
      // The mutants reach both refusals, so each check above was exercised on this game.
      expect([...seen.keys()].filter((k) => k !== 'played').sort()).toEqual([
        'invalid',
        'refused-move',
      ]);
    },
  );

  it('reaches all three answers over the games: some mutants still play whole', () => {
    // A mutant that still plays (moves reordered but legal, a key the file may drop) is rarer
    // in some games than others: counted over all of them, not each.
    expect([...answers].sort()).toEqual(['invalid', 'played', 'refused-move']);
  });
});

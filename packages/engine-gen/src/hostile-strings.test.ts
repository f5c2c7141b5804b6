// Issue 25, defects 1 and 2, and the fuzz suite for what a rules file's text can do to the
// generator: `game evil "X */ console.log('PWNED'); /*"` ran its payload when the engine was
// imported (the title went into a JSDoc comment as it was), and a line separator in an option's
// title ended the `//` comment it went into, so tsc failed. Here the fixture game (test/games.ts)
// is generated with plain strings and with hostile ones (fixed cases, then drawn by fast-check):
// every generated file must have exactly the statements of the plain engine (only the strings
// differ), all of them must pass TypeScript's checker, and importing and playing each engine must
// run none of the strings, whose text must come out in the events as it was written.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { check } from '@orrery/rules-lang';
import type { Engine, GameEvent, Move } from '@orrery/runtime';
import { wordingParts } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { gameText, PLAIN, type GameStrings } from '../test/games';
import { statementShape, typeCheck } from '../test/typecheck';
import { generateEngine, type GeneratedFile } from './generate';

const scratch = path.resolve(__dirname, '../tmp/hostile-strings');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Each payload sets a global when it runs, so a test can tell. */
const PAYLOADS = [
  "X */ globalThis.__pwned = 'block'; /*",
  "\u2028globalThis.__pwned = 'line-separator';\u2029",
  "` + (globalThis.__pwned = 'template') + `",
  "${(globalThis.__pwned = 'placeholder')}",
  '\\" + (globalThis.__pwned = \'quote\') + \\"',
  "\\\\`; globalThis.__pwned = 'backslash'; `",
  '</script><script>globalThis.__pwned = "script"</script>',
  "' + (globalThis.__pwned = 'single') + '",
  '<!-- --> $ { } */ /* // \\',
];

const KEYS = Object.keys(PLAIN) as (keyof GameStrings)[];

/**
 * What `key` can hold in a rules file: no line break (the lexer ends a quoted text there), and
 * in a reason or a wording no braces (they are placeholders: there `{` can only open one).
 */
function rulesText(key: keyof GameStrings, s: string): string {
  const oneLine = s.replace(/[\r\n]/g, ' ');
  return key === 'score' || key === 'event' || key === 'move'
    ? oneLine.replace(/[{}]/g, '')
    : oneLine;
}

function everyString(value: string): GameStrings {
  const out: Record<string, string> = {};
  for (const k of KEYS) out[k] = rulesText(k, `${PLAIN[k]} ${value}`);
  return out as unknown as GameStrings;
}

/** The defect 1 title, and the defect 2 option title. */
const FIXED: Record<string, GameStrings> = {
  'a title that closed its comment': { ...PLAIN, game: "X */ globalThis.__pwned = 'PWNED'; /*" },
  'an option title with a line separator': {
    ...PLAIN,
    option: "Goal\u2028globalThis.__pwned = 'option';",
  },
  ...Object.fromEntries(PAYLOADS.map((p, i) => [`payload ${i} in every string`, everyString(p)])),
};

const hostileStrings: fc.Arbitrary<GameStrings> = fc.record(
  Object.fromEntries(
    KEYS.map((k) => [
      k,
      fc
        .array(
          fc.oneof(fc.constantFrom(...PAYLOADS), fc.string({ unit: 'binary', maxLength: 6 })),
          {
            minLength: 1,
            maxLength: 4,
          },
        )
        .map((parts) => rulesText(k, `${PLAIN[k]} ${parts.join('')}`)),
    ]),
  ) as Record<keyof GameStrings, fc.Arbitrary<string>>,
);
const DRAWN = fc.sample(hostileStrings, { numRuns: 4, seed: 2025 });

function build(strings: GameStrings): GeneratedFile[] {
  const checked = check(gameText(strings), 'fixture.rules');
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return generateEngine(checked.game!, 'fixture.rules');
}

const plain = build(PLAIN);
const cases: [string, GameStrings][] = [
  ...Object.entries(FIXED),
  ...DRAWN.map((s, i): [string, GameStrings] => [`drawn strings ${i}`, s]),
];
const built = cases.map(([name, strings]) => ({ name, strings, files: build(strings) }));

async function load(name: string, files: readonly GeneratedFile[]) {
  const dir = path.join(scratch, name.replace(/[^a-z0-9]+/gi, '-'));
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(path.join(dir, f.name), f.text);
  const mod = (await import(path.join(dir, 'index.ts'))) as {
    engine: Engine<unknown, Move, unknown>;
  };
  return mod.engine;
}

/** Plays a match to its end (the first legal move each time) and returns every event. */
function playOut(engine: Engine<unknown, Move, unknown>): GameEvent[] {
  const setup = engine.setup({ seed: 7 });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const events: GameEvent[] = [];
  for (let step = 0; step < 500 && engine.toMove(state) !== null; step++) {
    const [move] = engine.legalMoves(state);
    if (move === undefined) break;
    const next = engine.apply(state, move);
    if (!next.ok) throw new Error(next.error.message);
    events.push(...next.events);
    state = next.state;
  }
  expect(engine.outcome(state).over).toBe(true);
  return events;
}

describe('text from a rules file in the generated engine', () => {
  it.each(built.map((b) => [b.name, b]))(
    '%s: every file has the statements of the plain engine',
    (_, b) => {
      for (const [i, f] of b.files.entries()) {
        const want = plain[i]!;
        expect(f.name).toBe(want.name);
        expect(statementShape(f.text), f.name).toBe(statementShape(want.text));
        expect(f.text).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
      }
    },
  );

  it('passes TypeScript, plain and hostile alike', () => {
    const engines = Object.fromEntries([
      ['plain', plain],
      ...built.map((b, i) => [`hostile${i}`, b.files]),
    ]);
    expect(typeCheck(engines)).toEqual([]);
  });

  it.each(built.map((b) => [b.name, b]))(
    '%s: importing and playing runs none of it, and the events say it as written',
    async (name, b) => {
      delete (globalThis as { __pwned?: unknown }).__pwned;
      const engine = await load(name, b.files);
      const events = playOut(engine);
      expect((globalThis as { __pwned?: unknown }).__pwned).toBeUndefined();
      expect(engine.meta.title).toBe(b.strings.game);
      const reasons = events.flatMap((e) => {
        const reason = (e as { reason?: unknown }).reason;
        return typeof reason === 'string' ? [reason] : [];
      });
      expect(reasons.some((r) => r.includes(b.strings.score))).toBe(true);
      expect(engine.meta.options.find((o) => o.name === 'goal')?.title).toBe(b.strings.option);
      expect(engine.meta.seatNames).toEqual([b.strings.seat0, b.strings.seat1]);
      const wording = engine.meta.moves.find((m) => m.type === 'lay')?.wording ?? '';
      expect(wordingParts(wording)).toEqual([`${b.strings.move} `, { param: 'card' }]);
    },
  );
});

// The harness's conformance battery and the bots on the games whose moves take sets of cards
// (../../test/set-games.ts), through the generated engine and the interpreter: round trips of
// every move's notation, views that leak nothing, determinism, conservation of cards, and whole
// matches played by random, greedy and ISMCTS bots (ISMCTS keys its tree by move code).

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBot, playMatch } from '@orrery/bots';
import { conformance } from '@orrery/harness';
import { parseReplayFile, replayWith } from '@orrery/harness/replay';
import { check } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { PASS_THREE, SUM_CAPTURE } from '../../test/set-games';
import { generateEngine } from '../generate';
import { interpret } from './index';

const scratch = path.resolve(__dirname, '../../tmp/card-sets-battery');

async function enginesOf(name: string, text: string): Promise<[string, AnyEngine][]> {
  const { game } = check(text, `${name}.rules`);
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of generateEngine(game!, `${name}.rules`))
    writeFileSync(path.join(dir, f.name), f.text);
  const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
  return [
    [`${name} compiled`, compiled],
    [`${name} interpreted`, interpret(game!, `${name}.rules`).engine!],
  ];
}

const ENGINES = [
  ...(await enginesOf('pass-three', PASS_THREE)),
  ...(await enginesOf('sum-capture', SUM_CAPTURE)),
];

describe.each(ENGINES)('%s', (_name, engine) => {
  describe('battery', () => {
    conformance(engine, { seeds: [1, 2], agreementGames: 60 });
  });

  it('plays whole matches with random, greedy and ISMCTS bots, the same twice from one seed', () => {
    const seats = engine.meta.seatCount({});
    const specs = ['ismcts', 'random', 'greedy', 'random'].slice(0, seats);
    const bots = () =>
      specs.map((kind, seat) =>
        kind === 'ismcts'
          ? createBot({ kind: 'ismcts', iterations: 60 }, 10 + seat)
          : kind === 'greedy'
            ? createBot({ kind: 'greedy', samples: 4 }, 10 + seat)
            : createBot({ kind: 'random' }, 10 + seat),
      );
    const first = playMatch(engine, bots(), { seed: 4, hands: 1 });
    const again = playMatch(engine, bots(), { seed: 4, hands: 1 });
    expect(first.moves.length).toBeGreaterThan(0);
    expect(again.moves).toEqual(first.moves);
    expect(first.moves.some((m) => Object.values(m).some(Array.isArray))).toBe(true);
  }, 120_000);

  it('replays a recorded match, its set moves read and checked; refuses a set naming no card', () => {
    const seats = engine.meta.seatCount({});
    const bots = Array.from({ length: seats }, (_, seat) => createBot({ kind: 'random' }, seat));
    const played = playMatch(engine, bots, { seed: 6, hands: 1 });
    let state: unknown = (engine.setup({ seed: 6, handLimit: 1 }) as { value: unknown }).value;
    const moves = played.moves.map((move) => {
      const seat = engine.toMove(state)!;
      const r = engine.apply(state, move);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      return { seat, ...move };
    });
    const text = (m: unknown) =>
      JSON.stringify({ game: engine.meta.id, seed: 6, handLimit: 1, moves: m });
    const file = parseReplayFile(text(moves));
    if (!file.ok) throw new Error(file.error.message);
    const run = replayWith(engine, file.value);
    expect(run.ok && run.run.stop).toBeUndefined();
    const at = moves.findIndex((m) => Object.values(m).some(Array.isArray));
    const key = Object.keys(moves[at]!).find((k) => Array.isArray((moves[at] as never)[k]))!;
    const wrong = moves.map((m, k) => (k === at ? { ...m, [key]: ['no-such-card'] } : m));
    const bad = parseReplayFile(text(wrong));
    if (!bad.ok) throw new Error(bad.error.message);
    const refused = replayWith(engine, bad.value);
    expect(!refused.ok && refused.error.path).toBe(`moves[${at}].${key}[0]`);
  }, 60_000);
});

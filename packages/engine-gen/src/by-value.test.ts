// Issue 25, defect 11: `set A = B` on sets made both names one set, so a designer's count of the
// cards set aside before the last pick also counted the last pick: one card counted twice, with
// no diagnostic. Collections assign by value (`set`, `let`, a starting value), on the pure path
// (`apply`) and on the fast path (`fast.play`) alike.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from './generate';

const scratch = path.resolve(__dirname, '../tmp/by-value');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Each pick sets aside what was chosen before it, then chooses its card. */
const PICKS = `game picks
seats 2
deck {
  ranks 3..1
  suits red, blue
}
zone hand: per seat, visible to owner
zone pile: per seat, visible to all
var chosen: set of cards
var before: set of cards
var counted: number
deal 3 each
phase play {
  turns: clockwise from the dealer's left
  move pick(card in hand[seat]) {
    set before = chosen
    let earlier = chosen
    add card to chosen
    set counted = counted + count(earlier)
    move card to pile[seat]
  }
}
scoring {
  for t in teams { score t count(before) + count(chosen) }
}
match { at most 1 hands }
`;

async function load(): Promise<AnyEngine> {
  const checked = check(PICKS, 'picks.rules');
  expect(checked.diagnostics).toEqual([]);
  mkdirSync(scratch, { recursive: true });
  for (const f of generateEngine(checked.game!, 'picks.rules')) {
    writeFileSync(path.join(scratch, f.name), f.text);
  }
  return ((await import(path.join(scratch, 'index.ts'))) as { engine: AnyEngine }).engine;
}

function start(engine: AnyEngine): unknown {
  const r = engine.setup({ seed: 5 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Six picks, one card each: `before` holds five at the end, `chosen` six. */
const BY_VALUE = { before: 5, chosen: 6, counted: 0 + 1 + 2 + 3 + 4 + 5, score: 5 + 6 };

describe('collections assign by value', () => {
  it('on the pure path: apply', async () => {
    const engine = await load();
    let state = start(engine);
    const after: { before: number; chosen: number }[] = [];
    while (engine.toMove(state) !== null) {
      const next = engine.apply(state, engine.legalMoves(state)[0]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
      const { variables } = engine.view(state, 0) as {
        variables: { before: number[]; chosen: number[] };
      };
      after.push({ before: variables.before.length, chosen: variables.chosen.length });
    }
    expect(after.slice(0, 2)).toEqual([
      { before: 0, chosen: 1 },
      { before: 1, chosen: 2 },
    ]);
    expect(engine.outcome(state).hands[0]?.scores).toEqual([BY_VALUE.score, BY_VALUE.score]);
  });

  it('on the fast path: play, where nothing is copied between moves', async () => {
    const engine = await load();
    const state = start(engine) as { v: { before: number[]; chosen: number[]; counted: number } };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const n = engine.fast.legal(state, codes);
      expect(n).toBeGreaterThan(0);
      engine.fast.play(state, codes[0]!);
    }
    expect({ ...state.v, before: state.v.before.length, chosen: state.v.chosen.length }).toEqual({
      before: BY_VALUE.before - 1,
      chosen: BY_VALUE.chosen - 1,
      counted: 0 + 1 + 2 + 3 + 4,
    });
    engine.fast.legal(state, codes);
    engine.fast.play(state, codes[0]!);
    expect(engine.fast.handScores(state)).toEqual([BY_VALUE.score, BY_VALUE.score]);
  });
});

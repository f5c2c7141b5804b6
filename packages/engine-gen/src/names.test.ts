// Issue 25, defect 3: a phase's own `define` beside a game-level one of the same name passed
// check and then compiled to two functions of one name (tsc failed, and the unchecked bundle
// used whichever came last). Each phase-local name now has its own identifier
// (@orrery/rules-lang's identifiers), and the checker refuses names that would still meet.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import type { Engine, Move } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { gameText } from '../test/games';
import { typeCheck } from '../test/typecheck';
import { generateEngine } from './generate';

const scratch = path.resolve(__dirname, '../tmp/names');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The fixture with a game-level and a phase-level `define limit` and `var lives`. */
const shadowed = gameText()
  .replace('first dealer:', 'define limit = 0\nvar lives: number = 7\nfirst dealer:')
  .replace(
    "  turns: clockwise from the dealer's left\n",
    "  turns: clockwise from the dealer's left\n  define limit = 1\n  var lives: number = 2\n",
  )
  .replace(
    'move lay(card in hand[seat]) {',
    'move lay(card in hand[seat]) when limit = 1 and lives = 2 {',
  );

describe("a phase's own names beside the game's", () => {
  it('check clean, and the engine type-checks', () => {
    const checked = check(shadowed, 'shadowed.rules');
    expect(checked.diagnostics).toEqual([]);
    const files = generateEngine(checked.game!, 'shadowed.rules');
    expect(typeCheck({ shadowed: files })).toEqual([]);
  });

  it("are the phase's inside the phase: its move is legal", async () => {
    const files = generateEngine(check(shadowed, 'shadowed.rules').game!, 'shadowed.rules');
    mkdirSync(scratch, { recursive: true });
    for (const f of files) writeFileSync(path.join(scratch, f.name), f.text);
    const { engine } = (await import(path.join(scratch, 'index.ts'))) as {
      engine: Engine<unknown, Move, unknown>;
    };
    const setup = engine.setup({ seed: 1 });
    if (!setup.ok) throw new Error(setup.error.message);
    expect(engine.legalMoves(setup.value).length).toBeGreaterThan(0);
  });
});

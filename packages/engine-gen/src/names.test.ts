// Names of a rules file in the generated engine. Issue 25, defect 3: a phase's own `define` beside
// a game-level one of the same name passed check and then compiled to two functions of one name
// (tsc failed, and the unchecked bundle used whichever came last). Each phase-local name now has
// its own identifier (@orrery/rules-lang's identifiers), and the checker refuses names that would
// still meet. And names a JavaScript program already uses (`length`, `arguments`, `s`, `ev`,
// `undefined`, ...) for every kind of declaration must still give an engine that type-checks,
// plays, and saves and loads.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { gameText } from '../test/games';
import { typeCheck } from '../test/typecheck';
import { generateEngine, type GeneratedFile } from './generate';

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

/** Every declaration named with a name the generated TypeScript or JavaScript already uses. */
const program = `game undefined "Names"
option index: 1..9 = 3
option prototype: arguments | eval = eval
seats 2
deck {
  ranks nan > infinity > 1
  suits s "S", z "Z"
  group v: s > z
  card out "Out"
}
value n of code = if code is out then 5 else code.face
zone length: per seat, visible to owner
zone name: per team, visible to all
zone apply: shared, visible to all
var ev: per seat, number
var call-1: set of cards
record bind: number
define state = index + 1
first dealer: seat 0
deal 2 each, rest to apply
phase arguments {
  turns: clockwise from the dealer's left
  var this-1: number
  define state = 2
  move out(code in length[seat] where code.n >= 0) when state = 2 {
    let undefined = code.n
    add code to call-1
    set ev[seat] = ev[seat] + undefined
    set this-1 = this-1 + 1
    move code to name[team]
    event return "{seat} {code}"
  }
  end when all(x in all seats: count(length[x]) = 0)
}
scoring {
  for this in teams { score this count(name[this]) + count(call-1) }
}
match {
  target 100
  at most 2 hands
}
`;

function built(text: string, name: string): GeneratedFile[] {
  const checked = check(text, `${name}.rules`);
  expect(checked.diagnostics.map(formatDiagnostic)).toEqual([]);
  return generateEngine(checked.game!, `${name}.rules`);
}

async function load(name: string, files: readonly GeneratedFile[]): Promise<AnyEngine> {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(path.join(dir, f.name), f.text);
  return ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
}

function start(engine: AnyEngine): unknown {
  const setup = engine.setup({ seed: 1 });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

describe('names in the generated engine', () => {
  it('check clean and type-check: a phase shadowing the game, and names the language has', () => {
    expect(
      typeCheck({ shadowed: built(shadowed, 'shadowed'), program: built(program, 'program') }),
    ).toEqual([]);
  });

  it("a phase's own names are the phase's inside it: its move is legal", async () => {
    const engine = await load('shadowed', built(shadowed, 'shadowed'));
    expect(engine.legalMoves(start(engine)).length).toBeGreaterThan(0);
  });

  it('names the program uses play a match, which saves and loads as it was', async () => {
    const engine = await load('program', built(program, 'program'));
    let state = start(engine);
    for (let step = 0; engine.toMove(state) !== null; step++) {
      expect(step).toBeLessThan(200);
      const next = engine.apply(state, engine.legalMoves(state)[0]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
      const loaded = engine.deserialize(engine.serialize(state));
      expect(loaded.ok && engine.serialize(loaded.value)).toBe(engine.serialize(state));
    }
    expect(engine.outcome(state).hands).toHaveLength(2);
  });
});

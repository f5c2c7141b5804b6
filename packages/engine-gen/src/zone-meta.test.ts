// What a zone's metadata tells a card table, from the rules file: `spread` only where it is
// written, in the compiled engine and the interpreted one alike, and no key at all elsewhere (so
// the engines of files without it print as they did).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { engine as ginRummy } from '@orrery/engine-gin-rummy';
import { check } from '@orrery/rules-lang';
import type { GameMeta } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret/index';

const file = path.resolve(__dirname, '../../../rules/examples/gin-rummy.rules');

const spreads = (meta: GameMeta) =>
  meta.zones.map((z) => [z.name, 'spread' in z ? z.spread : 'no key']);

describe("a zone's 'spread'", () => {
  const expected = [
    ['hand', 'no key'],
    ['stock', 'no key'],
    ['discard', 'no key'],
    ['first-meld', true],
    ['second-meld', true],
    ['third-meld', true],
    ['knockers-deadwood', true],
  ];

  it('is in the compiled engine exactly where the rules file writes it', () => {
    expect(spreads(ginRummy.meta)).toEqual(expected);
  });

  it('is in the interpreted engine the same', () => {
    const checked = check(readFileSync(file, 'utf8'), file);
    const interpreted = interpret(checked.game!, file);
    expect(interpreted.diagnostics).toEqual([]);
    expect(spreads(interpreted.engine!.meta)).toEqual(expected);
  });
});

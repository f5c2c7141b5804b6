// Issue 27: one runtime shell. What is the same for every game is written once, in the runtime,
// and a generated engine holds only what its rules file decides; so no definition of code
// stands, word for word, in the generated engines of two distinct games (every rules file
// outside rules/variants/, read from rules/ itself: a new example game is covered without an
// edit here). Code is a function, a class, or a `const` or `let` that computes anything.
//
// Types and data tables count differently: an alias or an interface (`export type Seat = 0 | 1 |
// 2 | 3`, `export interface Zones {...}`), or a `const` that only writes literals out (the deck
// as `new Deck({...})`), names a game's own data, and two games that declare the same seats,
// zones or 52 cards declare the same data. Those coincidences are counted and printed, not
// forbidden: a shared one is a shared fact about two games, not code written twice.

import { describe, expect, it } from 'vitest';
import {
  definitionsOf,
  distinctGames,
  generatedLines,
  sharedDefinitions,
} from '../test/distinct-definitions';

describe('the generated engines of distinct games', () => {
  const games = distinctGames();

  it('are read from every rules file outside rules/variants/', () => {
    expect(games).toContain('mars-venus');
    expect(games).toContain('spades');
    expect(games).not.toContain('mars-venus-to-30');
  });

  // Fails until the shell takes the code every engine writes again (59 definitions today); the
  // commit that makes it pass turns `it.fails` into `it`.
  it('share no definition of code, word for word', () => {
    const shared = sharedDefinitions(games);
    const code = shared.filter((d) => d.kind === 'code');
    const facts = shared.filter((d) => d.kind !== 'code');
    console.log(
      `distinct games: ${games.length}; type declarations shared: ${facts.filter((d) => d.kind === 'type').length}, ` +
        `data tables shared: ${facts.filter((d) => d.kind === 'data').length}; ` +
        `Mars & Venus: ${generatedLines('mars-venus')} generated lines`,
    );
    expect(code.map((d) => `${d.file} ${d.name} in ${d.games.join(', ')}: ${d.text}`)).toEqual([]);
  });

  it('Mars & Venus fits in 900 generated lines', () => {
    expect(generatedLines('mars-venus')).toBeLessThanOrEqual(900);
  });
});

describe('how a definition is read', () => {
  it('folds whitespace and drops comments, so only the code itself is compared', () => {
    const a = definitionsOf('a.ts', 'function f(s: State) {\n  // why\n  return   1;\n}\n');
    const b = definitionsOf('b.ts', '/** doc */ function f(s: State) { return 1; }');
    expect(a[0]!.text).toBe(b[0]!.text);
    expect(a[0]).toMatchObject({ name: 'f', kind: 'code' });
  });

  it('counts literals and types as data, and anything that reads a name or calls as code', () => {
    const kinds = definitionsOf(
      'x.ts',
      [
        'export type Seat = 0 | 1;',
        'interface Zones { hand: number[] }',
        'const NAMES: readonly string[] = ["South", "North"];',
        'export const DECK = new Deck<CardId>({ copies: 1, ids: ["a"], wild: [false] });',
        'const BITS = bagTable(52, 2, DECK.suits.ids.length, (c) => cardSuit(DECK, c));',
        'const TABLE = { deck: DECK };',
        'function f() { return 0; }',
        'import { x } from "y";',
        'export { engine } from "./engine";',
      ].join('\n'),
    ).map((d) => [d.name, d.kind]);
    expect(kinds).toEqual([
      ['Seat', 'type'],
      ['Zones', 'type'],
      ['NAMES', 'data'],
      ['DECK', 'data'],
      ['BITS', 'code'],
      ['TABLE', 'code'],
      ['f', 'code'],
    ]);
  });

  it('finds a definition two games share and not one a single game has', () => {
    const files = new Map([
      [
        'one',
        new Map([['engine.ts', 'function same() { return 1; }\nfunction own() { return 1; }']]),
      ],
      [
        'two',
        new Map([['engine.ts', 'function same() {\n  return 1;\n}\nfunction own() { return 2; }']]),
      ],
    ]);
    const shared = sharedDefinitions(['one', 'two'], (g) => files.get(g)!);
    expect(shared.map((d) => [d.name, d.games])).toEqual([['same', ['one', 'two']]]);
  });
});

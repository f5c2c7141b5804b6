// Issue 25, defect 3: names that become one identifier in the generated engine passed check,
// then failed tsc, and ran unchecked with two zones sharing one array.

import { describe, expect, it } from 'vitest';
import { diagnosticsOf, expectClean, expectOnly, game } from './test-helpers';

const TURNS = (body: string): string =>
  `phase play {\n  turns: clockwise from the dealer's left\n${body}\n  move lay(card in hand[seat]) { move card to won[team] }\n}`;

describe('name-collision', () => {
  it.each([
    [
      'two zones, pile-1 and pile1',
      game({ decls: 'zone pile-1: shared, hidden\nzone ⟪pile1⟫: shared, hidden' }),
    ],
    ['two variables, x-1 and x1', game({ decls: 'var x1: number\nvar ⟪x-1⟫: number' })],
    ['a record and a variable', game({ decls: 'record x-1: number\nvar ⟪x1⟫: number' })],
    [
      "a game's variable and a phase's own that flatten to one",
      game({ decls: 'var play-passes: number', phases: TURNS('  var ⟪passes⟫: number') }),
    ],
    [
      "a game's definition and a phase's own that flatten to one",
      game({ decls: 'define play-limit = 3', phases: TURNS('  define ⟪limit⟫ = 4') }),
    ],
    ['two definitions, d-2 and d2', game({ decls: 'define d-2 = 1\ndefine ⟪d2⟫ = 2' })],
    [
      'a move parameter called type',
      game({
        phases:
          "phase play {\n  turns: clockwise from the dealer's left\n  move lay(⟪type⟫ in hand[seat]) { move type to won[team] }\n}",
      }),
    ],
    [
      'a move called play in a phase that plays tricks',
      game({
        phases:
          'phase play {\n  play tricks from hand to table, won tricks to won\n  follow: suit, else any\n  winner: highest c by c.rank where c.suit = led.suit\n  move ⟪play⟫ { }\n}',
      }),
    ],
    ['an option called constructor', game({ decls: 'option ⟪constructor⟫: 1..3 = 2' })],
    ['a zone that becomes toString', game({ decls: 'zone ⟪to-string⟫: shared, hidden' })],
    ['a variable that becomes valueOf', game({ decls: 'var ⟪value-of⟫: number' })],
    [
      'a move parameter called constructor',
      game({
        phases:
          "phase play {\n  turns: clockwise from the dealer's left\n  move lay(⟪constructor⟫ in hand[seat]) { move constructor to won[team] }\n}",
      }),
    ],
  ])('%s', (_, text) => {
    const d = expectOnly(text, 'name-collision');
    expect(d.message).toMatch(/generated engine|already|key/);
  });

  it('names both places: the second is marked, the message points at the first', () => {
    const [d] = diagnosticsOf(
      game({ decls: 'zone pile-1: shared, hidden\nzone pile1: shared, hidden' }),
    );
    expect(d?.message).toBe(
      "zone 'pile1' and zone 'pile-1' (line 14, column 6) both become 'pile1' in the generated engine",
    );
    expect(d?.suggestion).toBe('rename one of them');
  });

  it("leaves apart what the engine keeps apart: a phase's own name beside a game's", () => {
    expectClean(
      game({
        decls: 'var passes: number\ndefine limit = 3',
        phases: TURNS('  var passes: number\n  define limit = 4'),
      }),
    );
  });
});

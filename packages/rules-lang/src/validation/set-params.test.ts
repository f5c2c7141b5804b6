// Move parameters that are sets of cards: what parses and checks clean, and each misuse's
// positioned diagnostic.

import { describe, expect, it } from 'vitest';
import { check } from '../check';
import { expectClean, expectOnly, game } from './test-helpers';

// A second move fills `won`, which the base game's scoring counts.
const phase = (move: string): string =>
  `phase play {\n  turns: clockwise from the dealer's left\n  ${move}\n  move put(card in hand[seat]) { move card to won[team] }\n}`;

describe('a set of cards as a move parameter', () => {
  it('checks clean in each form, and is a collection of cards inside the move', () => {
    for (const move of [
      'move pass(cards in 2 of hand[seat]) { move cards to won[team] }',
      'move lay(cards in 1..2 of hand[seat] where count(cards) <= 2) { for c in cards { move c to table } }',
      'move take(card in hand[seat], taken in any of table where sum(c in taken: c.face) = card.face) { move card, taken to won[team] }',
      'move pick(cards in (if mode = fast then 1 else 2) of {c in hand[seat] where c is red}) { move cards to table }',
      'move goal-sized(cards in 1..(goal) of hand[seat]) { if count(cards) > 1 { move cards to table } }',
      'move meld(cards in 2 of hand[seat] where run(cards) or same-rank(cards) and not same-suit(cards)) { move cards to table }',
      'move knock(card in hand[seat] where deadwood(c in hand[seat] where c != card: c.face) <= 10) { move card to table }',
      'move lay(cards in 2 of hand[seat] where deadwood(c in cards) = 0) { move cards to table }',
      'move take(card in hand[seat], cards in any of table where sum-groups(c in cards: c.face to card.face)) { move cards to table }',
      'move take(card in hand[seat], cards in any of table where sum-groups(c in cards where c != card: c.face + 1 to 2 * card.face)) { move cards to table }',
      'move count(n in 1..9 where sum-groups(x in {1, 2, 3}: x to n) and sum-groups(x in {4, 5} to n)) { }',
    ]) {
      expectClean(game({ phases: phase(move) }));
    }
  });

  it('types the parameter as cards', () => {
    const { game: linked } = check(
      game({ phases: phase('move pass(cards in 2 of hand[seat]) { move cards to won[team] }') }),
      'test.rules',
    );
    const pass = linked!.phases[0]!.moves[0]!;
    expect(pass.params[0]!.type).toEqual({ kind: 'cards', zone: undefined });
    expect(pass.params[0]!.param.size).toMatchObject({ kind: 'SetSize', any: false });
  });
});

describe('misused sets of cards', () => {
  const errors: [string, string, string][] = [
    ['a size that is not a number', 'move p(cards in (⟪true⟫) of hand[seat]) { }', 'type-mismatch'],
    ['a size of 0', 'move p(cards in ⟪0⟫ of hand[seat]) { }', 'bad-set-size'],
    [
      'a size an option makes 0',
      'move p(cards in (⟪if mode = fast then 0 else 2⟫) of hand[seat]) { }',
      'bad-set-size',
    ],
    [
      'a size range the wrong way round',
      'move p(cards in ⟪3..2 of⟫ hand[seat]) { }',
      'bad-set-size',
    ],
    [
      'a size the state decides',
      'move p(cards in (⟪count(table)⟫) of hand[seat]) { }',
      'not-static',
    ],
    ['a set of suits', 'move p(s in 2 of ⟪suits⟫) { }', 'set-parameter-not-cards'],
    ['a run of suits', 'move p(c in 2 of table where run(⟪suits⟫)) { }', 'type-mismatch'],
    ['one rank of a seat', 'move p(c in 2 of table where same-rank(⟪seat⟫)) { }', 'type-mismatch'],
    [
      'the deadwood of suits',
      'move p(c in 2 of table where deadwood(s in ⟪suits⟫: 1) = 0) { }',
      'type-mismatch',
    ],
    [
      'deadwood weighed by a flag',
      'move p(c in 2 of table where deadwood(x in c: ⟪x.wild⟫) = 0) { }',
      'type-mismatch',
    ],
    [
      'groups of cards with nothing to add up',
      'move p(c in 2 of table where ⟪sum-groups(x in c to 5)⟫) { }',
      'type-mismatch',
    ],
    [
      "a sum that reads the groups' variable",
      'move p(c in 2 of table where sum-groups(x in c: x.face to ⟪x⟫.wild)) { }',
      'unknown-name',
    ],
    [
      'groups summing to a card',
      'move p(c in 2 of table where sum-groups(x in c: x.face to ⟪top of table⟫)) { }',
      'type-mismatch',
    ],
    [
      'groups weighed by a flag',
      'move p(c in 2 of table where sum-groups(x in c: ⟪x.wild⟫ to 5)) { }',
      'type-mismatch',
    ],
    [
      'groups with no sum',
      'move p(c in 2 of table where ⟪sum-groups(x in c: x.face)⟫) { }',
      'invalid-call',
    ],
    [
      'a sum after another aggregate',
      'move p(c in 2 of table where ⟪sum(x in c: x.face to 5)⟫ = 5) { }',
      'invalid-call',
    ],
    [
      'groups of no collection',
      'move p(c in 2 of table where ⟪sum-groups(c)⟫) { }',
      'invalid-call',
    ],
    ['a set of numbers', 'move p(s in 2 of ⟪1..5⟫) { }', 'set-parameter-not-cards'],
    [
      'a set before another parameter',
      'move p(⟪cards⟫ in 2 of hand[seat], card in table) { }',
      'set-parameter-not-last',
    ],
    ['two sets', 'move p(⟪a⟫ in 1 of hand[seat], b in 1 of table) { }', 'set-parameter-not-last'],
    [
      'three parameters before a set',
      'move p(a in 1..2, b in 1..2, c in 1..2, ⟪d⟫ in 1 of table) { }',
      'set-parameter-not-last',
    ],
  ];
  it.each(errors)('%s', (_what, move, code) => {
    expectOnly(game({ phases: phase(move) }), code);
  });
});

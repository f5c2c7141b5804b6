import { check } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { generateEngine } from './generate';

// Moves that take their first card from the same zone, a list, share one walk of it; the legal
// list must keep its order: moves in the order the rules declare them, each move's cards in zone
// order. Zones that are bags (bitsets, see bags.ts) are walked by masks instead, so these tiny
// games are generated with every zone a list; bag-engines.test.ts checks the order over random
// games for both kinds.

const tiny = (moves: string) => `game tiny "Tiny"
seats 2
teams solo
deck {
  ranks 3..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": per seat, visible to all
deal 3 each
phase play "Play" {
  turns: clockwise from the dealer's left
${moves}
}
`;

function listing(moves: string): string {
  const checked = check(tiny(moves), 'rules/tiny.rules');
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const text = generateEngine(checked.game!, 'rules/tiny.rules', { bags: false }).find(
    (f) => f.name === 'engine.ts',
  )!.text;
  const start = text.indexOf('function legal0(');
  return text.slice(start, text.indexOf('\n}\n', start));
}

const walksOfHand = (code: string) => code.split('s.z.hand[s.seat]!').length - 1;

describe('shared walks', () => {
  it('walks the hand once for two moves that take a card from it', () => {
    const code =
      listing(`  move lay(card in hand[seat] where card is red) { move card to pile[seat] }
  move toss(card in hand[seat] where card is blue) { move card to pile[seat] }`);
    expect(code).toContain('One walk of s.z.hand[s.seat]! for lay, toss');
    expect(walksOfHand(code)).toBe(2); // the walk's loop and its comment
  });

  it('leaves a move that walks the hand alone as it was', () => {
    const code = listing(
      '  move lay(card in hand[seat] where card is red) { move card to pile[seat] }',
    );
    expect(code).not.toContain('One walk');
    expect(walksOfHand(code)).toBe(1);
  });
});

describe('branch-free listing', () => {
  it('counts a move whose checks read only its parameters without a branch', () => {
    const code = listing(`  move swap(card in hand[seat] where card is red, other in pile[seat]) {
    require too-low "Only a higher card": card.rank > other.rank
    move card to pile[seat]
  }`);
    expect(code).toMatch(/out\[n\] = .*;\s*n \+= \+\(.*cardRank.*\); \/\/ too-low/);
    expect(code).not.toContain('continue; // too-low');
  });

  it('keeps the branch when a check reads the state', () => {
    const code = listing(`  move swap(card in hand[seat] where card is red, other in pile[seat]) {
    require too-many "Only with a short pile": count(pile[seat]) < 3
    move card to pile[seat]
  }`);
    expect(code).toContain('continue; // too-many');
    expect(code).not.toContain('n += ');
  });
});

import { engine as crazyEights } from '@orrery/engine-crazy-eights';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { check } from '@orrery/rules-lang';
import { randomBelow, seedRandom, type Engine, type Move } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { generateEngine } from './generate';

// Moves that take their first card from the same zone share one walk of it; the legal list must
// keep its order: moves in the order the rules declare them, each move's cards in zone order.

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
  const text = generateEngine(checked.game!, 'rules/tiny.rules').find(
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

type AnyEngine = Engine<unknown, Move, unknown>;
interface Zoned {
  readonly seat: number;
  readonly z: { readonly hand: readonly (readonly number[])[] };
}

/**
 * Plays random games and checks every fast-path listing: move kinds never go backwards, and
 * within a kind the first card's place in the hand never goes backwards either.
 */
function checkOrder(engine: AnyEngine, options: Record<string, string | number>): number {
  const fast = engine.fast;
  const rng = [...seedRandom(5)];
  const codes: number[] = [];
  let checked = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const setup = engine.setup({ seed, options });
    if (!setup.ok) throw new Error(setup.error.message);
    const s = setup.value;
    for (let move = 0; move < 400 && fast.toMove(s) >= 0; move++) {
      const n = fast.legal(s, codes);
      const hand = (s as Zoned).z.hand[(s as Zoned).seat]!;
      let kind = -1;
      let place = -1;
      for (let i = 0; i < n; i++) {
        const code = codes[i]!;
        const at = hand.indexOf((code >> 6) & 4095);
        if ((code & 63) !== kind) {
          expect(code & 63).toBeGreaterThan(kind);
          kind = code & 63;
          place = -1;
        }
        if (at >= 0) {
          expect(at).toBeGreaterThanOrEqual(place);
          place = at;
        }
        checked++;
      }
      fast.play(s, codes[randomBelow(rng, n)]!);
    }
  }
  return checked;
}

describe.each([
  ['starbuckaroos, two players', starbuckaroos, { players: 2 }],
  ['starbuckaroos, four players', starbuckaroos, { players: 4 }],
  ['crazy eights', crazyEights, {}],
] as const)('%s: listing order with shared walks', (_name, engine, options) => {
  it('lists moves in declared order, each move over the hand in hand order', () => {
    expect(checkOrder(engine as unknown as AnyEngine, options)).toBeGreaterThan(1000);
  });
});

import { readFileSync } from 'node:fs';
import { engine as annexation } from '@orrery/engine-annexation';
import { engine as crazyEights } from '@orrery/engine-crazy-eights';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as spades } from '@orrery/engine-spades';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { describe, expect, it } from 'vitest';
import { MatchController } from './controller';
import { refusalRank } from './refusal';
import { zoneOf, type AnyEngine } from './table-view';

const RULES = new URL('../../../../rules/', import.meta.url);

/**
 * The refusals each seed game's own rules give a card (its `require`s and its trick rules), by
 * code: every one must reach a person who taps such a card, in those words.
 */
const GAMES: readonly { engine: AnyEngine; rules: string; codes: readonly string[] }[] = [
  {
    engine: starbuckaroos as AnyEngine,
    rules: 'starbuckaroos.rules',
    codes: ['comet-too-low', 'nothing-to-sweep'],
  },
  {
    engine: marsVenus as AnyEngine,
    rules: 'mars-venus.rules',
    codes: ['must-follow-suit', 'suit-not-broken'],
  },
  {
    engine: annexation as AnyEngine,
    rules: 'annexation.rules',
    codes: ['must-follow-suit', 'must-follow-group'],
  },
  {
    engine: spades as AnyEngine,
    rules: 'examples/spades.rules',
    codes: ['must-follow-suit', 'suit-not-broken'],
  },
  { engine: crazyEights as AnyEngine, rules: 'examples/crazy-eights.rules', codes: ['must-match'] },
];

/** `require code "message"` lines of a rules file: the messages a person must read. */
function requireMessages(rules: string): Map<string, string> {
  const text = readFileSync(new URL(rules, RULES), 'utf8');
  return new Map([...text.matchAll(/require ([\w-]+) "([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

const people = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' as const }));

describe('the refusal an unplayable card gives', () => {
  for (const { engine, rules, codes } of GAMES) {
    it(`${engine.meta.id}: names the rule that forbids it, for every rule of the game`, () => {
      const messages = requireMessages(rules);
      const seen = new Map<string, string>();
      // Random play from a few seeds, asking about every unplayable card of the seat to move.
      for (let seed = 1; seed <= 6 && codes.some((c) => !seen.has(c)); seed++) {
        const seats = people(engine.meta.seatCount({}));
        const made = MatchController.create(engine, { seats, seed, options: {} });
        if (!made.ok) throw new Error(made.error.message);
        const match = made.value;
        let rng = seed * 7919;
        for (let n = 0; n < 400 && match.toMove !== null; n++) {
          const seat = match.toMove;
          const view = match.view(seat);
          const held = engine.meta.zones
            .filter((z) => z.owner === 'seat' && z.visibility === 'owner')
            .flatMap((z) => zoneOf(view, z.name, seat)?.cards ?? []);
          for (const card of held) {
            const refusal = match.refusal(seat, card);
            const playable = view.legal.some((m) => Object.values(m).includes(card));
            expect(refusal === null, `${card} playable`).toBe(playable);
            if (refusal === null) continue;
            expect(refusal.message).not.toBe('');
            if (refusalRank(refusal.code) > refusalRank('not-allowed'))
              seen.set(refusal.code, refusal.message);
          }
          rng = (Math.imul(rng, 1103515245) + 12345) >>> 0;
          const move = view.legal[rng % view.legal.length]!;
          const played = match.play(seat, move);
          if (!played.ok) throw new Error(played.error.message);
          if (played.summary) match.continueHand();
        }
      }
      expect([...seen.keys()].sort()).toEqual([...codes].sort());
      for (const [code, message] of messages) expect(seen.get(code), code).toBe(message);
      for (const message of seen.values()) expect(message).not.toMatch(/can't be the /);
    });
  }

  it('tells a Comet that cannot capture why, in the words of the rules file', () => {
    // The case: the capture's `require`, not the lay's `where`, explains a Comet.
    const comet = requireMessages('starbuckaroos.rules').get('comet-too-low');
    expect(comet).toBe('A Comet captures only a card of equal or lower value');
  });
});

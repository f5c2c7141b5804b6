import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check, type LinkedGame } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { bagZones } from './bags';

// Which zones become bitsets: only those whose every use the generator compiles for bags.

const root = path.resolve(__dirname, '../../..');

function gameOf(text: string, file = 'rules/tiny.rules'): LinkedGame {
  const checked = check(text, file);
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return checked.game!;
}

const bagsOf = (game: LinkedGame) => [...bagZones(game, game.deck.cards.length)].sort();
const seed = (name: string) =>
  gameOf(readFileSync(path.join(root, 'rules', name), 'utf8'), `rules/${name}`);

const tricks = (extra: string, scoring = '') => `game tiny "Tiny"
seats 4
teams 2 alternating
deck {
  ranks 3..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Taken": per team, visible to all
zone spare "Spare": per seat, visible to all
deal 1 each
phase play "Play" {
  play tricks from hand to trick, won tricks to taken
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
${extra}
}
scoring {
  for t in teams {
    score t count(c in taken[t] where c.suit = red)
${scoring}
  }
}
`;

describe('bag zones', () => {
  it('are the per-seat and per-team zones of every seed game', () => {
    expect(bagsOf(seed('mars-venus.rules'))).toEqual(['hand', 'taken']);
    expect(bagsOf(seed('annexation.rules'))).toEqual(['hand', 'taken']);
    // Moves take cards from the hand and capture from areas; the stock stays a list.
    expect(bagsOf(seed('starbuckaroos.rules'))).toEqual(['area', 'hand', 'pile']);
  });

  it('take membership tests, aggregates, loops and unions over seats', () => {
    const game = gameOf(
      tricks(
        '',
        [
          '    if any(c in hand[dealer] where c.rank = 3) { score t 1 }',
          '    score t count(taken[t])',
          '    for c in taken[t] { score t 1 }',
          '    score t count(c in spare of all seats where c.rank = 1)',
        ].join('\n'),
      ),
    );
    expect(bagsOf(game)).toEqual(['hand', 'spare', 'taken']);
  });

  it('leave a zone a list when its order is read', () => {
    // `top of` a per-seat zone reads its order.
    const game = gameOf(tricks('', '    if top of spare[dealer] is red { score t 1 }'));
    expect(bagsOf(game)).toEqual(['hand', 'taken']);
  });

  it('never make the trick, a shared zone or the stock a deal leaves a bag', () => {
    expect(bagsOf(seed('mars-venus.rules'))).not.toContain('trick');
    const game = seed('starbuckaroos.rules');
    expect(game.deal?.rest).toBe('stock');
    expect(bagsOf(game)).not.toContain('stock');
  });

  it('are none when the deck is larger than bags allow', () => {
    expect(bagZones(seed('mars-venus.rules'), 129).size).toBe(0);
  });
});

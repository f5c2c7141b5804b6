import { check } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import type { GenChoices } from './context';
import { generateEngine } from './generate';

const game = (body: string) => `game tiny "Tiny"
seats 2
teams solo
deck {
  ranks 3..1
  suits red "Red", blue "Blue"
  card joker "Joker": wild
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": per seat, visible to all
deal 3 each
${body}
`;

function engineText(body: string, choices: GenChoices = {}): string {
  const checked = check(game(body), 'rules/tiny.rules');
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const files = generateEngine(checked.game!, 'rules/tiny.rules', choices);
  return files.find((f) => f.name === 'engine.ts')!.text;
}

/** A phase that lays cards from hand to pile until every hand is empty. */
const laying = `phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) { move card to pile[seat] }
  end when all(s in all seats: count(hand[s]) = 0)
}`;

describe('rules compiled to TypeScript', () => {
  it.each([
    [
      'move lay(card in hand[seat] where card is red) { move card to pile[seat] }',
      'cardSuit(DECK, card_',
      '=== 0 /* red */',
    ],
    [
      'move lay(card in hand[seat] where card.wild) { move card to pile[seat] }',
      'cardWild(DECK, card_',
      '',
    ],
    [
      'move lay(card in hand[seat] where card.rank >= 2) { move card to pile[seat] }',
      'cardRank(DECK, card_',
      '>= 2',
    ],
    [
      'move lay(card in hand[seat] where count(hand[seat]) > 1) { move card to pile[seat] }',
      // The hand is a bag (see bags.ts): its cards are counted, not a list's length read.
      'bagCount(s.z.hand, s.seat, 1)',
      '> 1',
    ],
  ])('%s', (move, ...want) => {
    const text = engineText(
      `phase play { turns: clockwise from the dealer's left\n ${move}\n end when all(s in all seats: count(hand[s]) = 0) }`,
    );
    for (const w of want) expect(text).toContain(w);
  });

  it('walks only one suit of the deck when a where clause asks for one suit', () => {
    const scoring = (where: string) =>
      engineText(`phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) { move card to pile[seat] }
  end when all(s in all seats: count(hand[s]) = 0)
}
scoring {
  for t in teams {
    for x in suits { score t count(c in deck where ${where}) }
  }
}`);
    expect(scoring('c.suit = x and c.rank > 1')).toMatch(
      /count\(suitCards\(s, x_\d+, DECK\.suit\)/,
    );
    expect(scoring('c.rank > 1 and x = c.suit')).toMatch(
      /count\(suitCards\(s, x_\d+, DECK\.suit\)/,
    );
    expect(scoring('c is red and c.rank > 1')).toMatch(/count\(suitCards\(s, 0, DECK\.suit\)/);
    // Not one suit: the whole deck is walked.
    expect(scoring('c.rank = 2 and c.rank > 1')).toMatch(/count\(deckOf\(s\)/);
    expect(scoring('c.suit = x or c.rank > 1')).toMatch(/count\(deckOf\(s\)/);
    // The narrowed list keeps the test (the runtime's suitCards keeps cards of no suit apart).
    expect(scoring('c.suit = x and c.rank > 1')).toMatch(
      /count\(suitCards\(s, x_\d+, DECK\.suit\), \(c_\d+\) => \(\(cardSuit/,
    );
  });

  it('counts one suit of one zone by its bits, or by walking the zone', () => {
    const lay = `phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat] where count(c in pile[seat] where c.suit = card.suit) < 2) { move card to pile[seat] }
  end when all(s in all seats: count(hand[s]) = 0)
}`;
    // The pile is a bag: the bits it shares with the suit's mask are counted.
    expect(engineText(lay)).toMatch(
      /bagCountIn\(s\.z\.pile, s\.seat, 1, DECK\.suitBits, \(cardSuit\(DECK, card_\d+\) \+ 1\) \* 1\)/,
    );
    // A list: its cards are walked, each tested.
    expect(engineText(lay, { bags: false })).toMatch(
      /count\(s\.z\.pile\[s\.seat\]!, \(c_\d+\) => \(cardSuit\(DECK, c_\d+\) === cardSuit\(DECK, card_\d+\)\)\)/,
    );
    // A set built from a zone walks that zone's cards (a bag's bits, in deck order), each tested:
    // not narrowed to the suit. Moved into another bag, no list of them is built, and each card
    // leaves the bag it is walked from by its bit alone.
    const built = engineText(`phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) { move {c in pile[seat] where c.suit = card.suit} to hand[seat] }
  end when all(s in all seats: count(hand[s]) = 0)
}`);
    // The deck fits one word: the move, written for that shape, reads its one word.
    expect(built).toMatch(/for \(let m_\d+ = s\.z\.pile\[s\.seat \* 1 \+ 0\]!; /);
    expect(built).toMatch(
      /if \(!\(\(cardSuit\(DECK, c_\d+\) === cardSuit\(DECK, card_\d+\)\)\)\) continue;/,
    );
    expect(built).toMatch(
      /s\.z\.pile\[\(s\.seat\) \* 1\]! &= ~\(1 << \((c_\d+) & 31\)\); s\.z\.hand\[\(s\.seat\) \* 1\]! \|= 1 << \(\1 & 31\);/,
    );
    expect(built).not.toMatch(/GAME\.zones\.put\(s, c_\d+, 0 \+ s\.seat\)/);
    expect(built).not.toContain('DECK.suitBits, (cardSuit(DECK, card');
  });

  it('names the rules line a block comes from', () => {
    const text = engineText(laying);
    expect(text).toMatch(/case 0: \{ \/\/ lay \/\/ rules\/tiny\.rules:14\n/);
    // Hand and pile are bags, and the card was drawn from the hand: its bit is cleared there and
    // set in the pile, without looking where it is (in the one word a seat has in this deck).
    expect(text).toMatch(
      /s\.z\.hand\[\(s\.seat\) \* 1\]! &= ~\(1 << \((card_\d+) & 31\)\); s\.z\.pile\[\(s\.seat\) \* 1\]! \|= 1 << \(\1 & 31\);/,
    );
    // A card drawn from a bag's instances over some seats is in one of them: its bit is cleared
    // in each.
    const taking = engineText(`phase play {
  turns: clockwise from the dealer's left
  move take(card in hand[seat], target in pile of opponents) { move target to hand[seat] }
  end when all(s in all seats: count(hand[s]) = 0)
}`);
    // (Two seats, as the move is written for the one shape the game has.)
    expect(taking).toMatch(
      /s\.z\.pile\[\(0\) \* 1\]! &= ~\(1 << \((target_\d+) & 31\)\); s\.z\.pile\[\(1\) \* 1\]! &= ~\(1 << \(\1 & 31\)\); s\.z\.hand\[\(s\.seat\) \* 1\]! \|= 1 << \(\1 & 31\);/,
    );
    // Inside an `if`, a card may have moved before: there it is put wherever it comes from.
    const twice = engineText(`phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) {
    move card to pile[seat]
    if count(pile[seat]) > 1 { move card to hand[seat] }
  }
  end when all(s in all seats: count(hand[s]) = 0)
}`);
    expect(twice).toMatch(/GAME\.zones\.put\(s, card_\d+, 0 \+ s\.seat\);/);
    // Once moved, or after a set of cards from its zone moved (it may have gone with them), a
    // card is put wherever it comes from.
    for (const first of [
      'move card to pile[seat]',
      'move {c in hand[seat] where c is red} to pile[seat]',
    ]) {
      const after = engineText(`phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) {
    ${first}
    move card to hand[seat]
  }
  end when all(s in all seats: count(hand[s]) = 0)
}`);
      expect(after, first).toMatch(/GAME\.zones\.put\(s, card_\d+, 0 \+ s\.seat\);/);
    }
  });

  it('asks whether any owner of a bag holds a card, for "every hand is empty"', () => {
    const text = engineText(laying);
    // Two seats and six cards, whatever the options: both hands' one word, or-ed.
    expect(text).toContain('!(((s.z.hand[0 * 1 + 0]! | s.z.hand[1 * 1 + 0]!)) !== 0)');
    expect(text).not.toContain('bagsAny(');
    // Lists are counted one by one.
    const lists = engineText(laying, { bags: false });
    expect(lists).toMatch(
      /seatList\(s\)\.every\(\(s_\d+\) => \(s\.z\.hand\[s_\d+\]!\.length === 0\)\)/,
    );
  });
});

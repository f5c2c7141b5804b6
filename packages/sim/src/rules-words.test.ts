import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fits, rulesWords, scoreKey } from './rules-words';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rules = (file: string) => readFileSync(path.join(root, 'rules', file), 'utf8');

describe("the rules file's words", () => {
  it('are its events, instant wins and score reasons, as written, once each, with their lines', async () => {
    const words = await rulesWords(rules('mars-venus.rules'), 'mars-venus.rules');
    expect(words.events.map((e) => [e.name, e.instantWin])).toEqual([
      ['whole-suit', false],
      ['galaxy-spoils', false],
      ['skunk', true],
    ]);
    expect(words.events[1]!.reason).toBe('{t} took the {s} Galaxy, so scores nothing for {s}');
    expect(words.events[0]!.reason).toBeUndefined();
    expect(words.scores.map((s) => s.reason)).toEqual([
      '{t} took every {s} card, the Galaxy too: 10 for the cards and 10 bonus',
      '{t} scores {points} for {s}, one for each {s} card it took',
    ]);
    const lines = rules('mars-venus.rules').split('\n');
    for (const s of words.scores) expect(lines[s.line - 1]).toContain(`"${s.reason}"`);
    expect(words.scores[1]!.pieces).toEqual([
      '',
      ' scores ',
      ' for ',
      ', one for each ',
      ' card it took',
    ]);
  });

  it('tell which score a reason the engine wrote out came from', async () => {
    const { scores } = await rulesWords(rules('mars-venus.rules'), 'mars-venus.rules');
    expect(
      scoreKey(
        'Team B took every Mars card, the Galaxy too: 10 for the cards and 10 bonus',
        scores,
      ),
    ).toBe(scores[0]!.key);
    expect(scoreKey('Team A scores 3 for Earth, one for each Earth card it took', scores)).toBe(
      scores[1]!.key,
    );
    // The default reason of a score without one, and text of no reason at all.
    expect(scoreKey('Team A scores 5', scores)).toBeUndefined();
    expect(scoreKey('', scores)).toBeUndefined();
  });

  it('match literal pieces in order, each placeholder showing at least one character', () => {
    expect(fits('West wins', ['', ' wins'])).toBe(true);
    expect(fits(' wins', ['', ' wins'])).toBe(false);
    expect(fits('a-b-c', ['', '-', '-', ''])).toBe(true);
    expect(fits('a--c', ['', '-', '-', ''])).toBe(false);
    expect(fits('exactly', ['exactly'])).toBe(true);
    expect(fits('exactly so', ['exactly'])).toBe(false);
    // The earliest place of a piece is not always the one that fits: "x y x" has two.
    expect(fits('1 x 2 x 3', ['', ' x ', ''])).toBe(true);
  });

  it('the most specific reason wins where several fit', async () => {
    const text = [
      'game words "Words"',
      'seats 2',
      'teams solo',
      'deck {',
      '  ranks 2 > 1',
      '  suits a "A"',
      '}',
      'zone hand "Hand": per seat, visible to owner',
      'first dealer: seat 0',
      'deal 1 each',
      'phase play "Play" {',
      "  turns: clockwise from the dealer's left",
      '  move play(card in hand[seat]) {',
      '    move card to hand[seat]',
      '  }',
      '  end when true',
      '}',
      'scoring {',
      '  for t in teams {',
      '    score t 1 "{t} scores {points}"',
      '    score t 2 "{t} scores {points} for luck"',
      '  }',
      '}',
      'match {',
      '  target 10',
      '}',
    ].join('\n');
    const { scores } = await rulesWords(text, 'words.rules');
    expect(scores.map((s) => s.reason)).toEqual([
      '{t} scores {points}',
      '{t} scores {points} for luck',
    ]);
    // Both fit (the first with "2 for luck" as its points): the one with more words wins.
    expect(scoreKey('North scores 2 for luck', scores)).toBe(scores[1]!.key);
    expect(scoreKey('North scores 1', scores)).toBe(scores[0]!.key);
  });
});

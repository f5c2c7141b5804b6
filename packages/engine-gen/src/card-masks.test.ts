import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, type LinkedGame } from '@orrery/rules-lang';
import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from './generate';

// Card-only tests over bags become bag masks (card-masks.ts). What the generator writes is
// checked on Starbuckaroos and on a small trick game; what the masks decide is checked by playing
// the small game's matches with bags and with lists (no masks) and comparing every score. The
// seed games are compared the same way in bag-engines.test.ts.

const root = path.resolve(__dirname, '../../..');
const scratch = path.resolve(__dirname, '../tmp/card-masks');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function gameOf(text: string, file: string): LinkedGame {
  const checked = check(text, file);
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return checked.game!;
}

const engineText = (game: LinkedGame, file: string, bags = true) =>
  generateEngine(game, file, { bags }).find((f) => f.name === 'engine.ts')!.text;

// Four seats, twelve cards, three tricks a hand; the scoring asks every kind of aggregate.
const small = `game small "Small"
seats 4
teams 2 alternating
deck {
  ranks 4..1
  suits red "Red", blue "Blue", green "Green"
}
var bid "Bid": per seat, number
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Taken": per team, visible to all
deal 3 each
phase play "Play" {
  play tricks from hand to trick, won tricks to taken
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
}
scoring {
  for t in teams {
    score t count(c in taken[t] where c.face = 3)
    score t sum(c in taken[t] where c is blue: c.face)
    if all(c in taken[t] where c is red: c.face > 1) { score t 7 }
    if all(c in taken[t]: c is blue) { score t 11 }
    if any(c in taken[t] where c is green) { score t 13 }
    score t count(c in taken[t] where c.face = bid[dealer])
  }
}
match {
  at most 3 hands
}
`;

describe('card masks', () => {
  it("make Starbuckaroos' capture listing walk a pair mask and its sweep test count bits", () => {
    const file = 'rules/starbuckaroos.rules';
    const text = engineText(gameOf(readFileSync(path.join(root, file), 'utf8'), file), file);
    const listing = (name: string) =>
      text.slice(
        text.indexOf(`function ${name}(`),
        text.indexOf('\n}\n', text.indexOf(`function ${name}(`)),
      );
    // One listing per shape the options allow: the shell picks by the state's seats and deck size.
    expect(text).toContain(
      'shapes: [{ seats: 2, deckSize: 32 }, { seats: 4, deckSize: 64 }, { seats: 4, deckSize: 32 }],',
    );
    expect(text).toContain('list: [legal1_0, legal1_1, legal1_2]');
    const two = listing('legal1_0');
    // The Comet's row of the pair mask holds the Planets and Moons of its face or lower.
    expect(text).toMatch(/const PAIRS_\d+_BITS = pairTable\(DECK\.ids\.length, 2, \(a, b\) =>/);
    expect(two).toMatch(/& PAIRS_\d+_BITS\[card_\d+ \* 2 \+ 0\]!/);
    expect(two).not.toContain('comet-too-low');
    // Two seats, 32 cards: each word read once at the top (the hand, the one opponent's area
    // from a table, both areas), and no loop over words or over a list of seats.
    const word = (text: string) => {
      const name = new RegExp(`const (bits_\\d+) = ${text.replace(/[[\]*+.()]/g, '\\$&')};`).exec(
        two,
      )?.[1];
      expect(name, text).toBeDefined();
      return name!;
    };
    const hand = word('s.z.hand[s.seat * 2 + 0]!');
    const opponent = word('s.z.area[OPPONENTS_OF_2[s.seat]! * 2 + 0]!');
    const [south, west] = [word('s.z.area[0 * 2 + 0]!'), word('s.z.area[1 * 2 + 0]!')];
    // A mask's word known when compiling is a constant of its own, read from the mask as the
    // engine loads, after every table it reads; the listing reads no mask's element.
    expect(two).toMatch(new RegExp(`\\(\\(${south} \\| ${west}\\) & CARDS_\\d+_BITS_0\\)`));
    expect(two).toContain(`for (let m_`);
    expect(two).toMatch(new RegExp(`= ${hand} & WHERE_4_0_BITS_0;`));
    expect(two).not.toMatch(/(WHERE|CARDS)_\d+(_\d+)?_BITS\[/);
    const declared = (name: string) => text.indexOf(`\nconst ${name} = `);
    expect(text).toContain('\nconst WHERE_4_0_BITS_0 = WHERE_4_0_BITS[0]!;\n');
    expect(declared('WHERE_4_0_BITS_0')).toBeGreaterThan(declared('WHERE_4_0_BITS'));
    expect(declared('WHERE_4_0_BITS_0')).toBeLessThan(text.indexOf('export const engine'));
    expect(text).toContain('const OPPONENTS_OF_2: readonly number[] = [1, 0];');
    // No Comet is walked while the opponent's area holds nothing it could capture.
    expect(two).toContain(`if ((((${opponent}) & WHERE_4_1_BITS_0)) !== 0) {`);
    expect(two).not.toMatch(/words_|seatList|opponentsOf|bagsAny|deckSize/);
    // Four seats and two decks: both words, both opponents.
    const four = listing('legal1_1');
    expect(text).toContain('const OPPONENTS_OF_4: readonly number[] = [1, 3, 0, 2, 1, 3, 0, 2];');
    expect(four).toContain(
      's.z.area[OPPONENTS_OF_4[(s.seat) * 2 + 0]! * 2 + 1]! | s.z.area[OPPONENTS_OF_4[(s.seat) * 2 + 1]! * 2 + 1]!',
    );
    expect(four).toMatch(/words_\d+ = 2,/);
    // Scoring sums each card's points from their table, written for each shape: at two seats
    // the team's one area and its pile, a word each, with no list of the team's seats.
    const scoring = (name: string) => {
      const from = text.slice(text.indexOf(`function ${name}(`));
      return from.slice(0, from.indexOf('\n}\n'));
    };
    const twoSeats = scoring('score_0');
    expect(twoSeats).toMatch(/wordSumOf\(s\.z\.area\[\(t_\d+\) \* 2 \+ 0\]!, VALUE_POINTS, 0\)/);
    expect(twoSeats).toMatch(/wordSumOf\(s\.z\.pile\[\(t_\d+\) \* 2 \+ 0\]!, VALUE_POINTS, 0\)/);
    expect(twoSeats).not.toMatch(/bagsSumOf|bagSumOf|seatsOf\(s, t_\d+\), 2/);
    // At four seats and two decks: both seats of the team (from the shape's table), both words.
    const fourSeats = scoring('score_1');
    expect(text).toContain('const TEAM_SEATS_4: readonly number[] = [0, 2, 1, 3];');
    const team = /TEAM_SEATS_4\[\((t_\d+)\)/.exec(fourSeats)?.[1];
    for (const seat of [0, 1]) {
      for (const word of [0, 1]) {
        expect(fourSeats).toContain(
          `wordSumOf(s.z.area[(TEAM_SEATS_4[(${team}) * 2 + ${seat}]!) * 2 + ${word}]!, VALUE_POINTS, ${word * 32})`,
        );
      }
    }
    // Why a capture is refused still names the requirement.
    expect(text).toContain('moveError("comet-too-low"');
  });

  it('leave a test that reads the state as it was, and engines without bags alone', () => {
    const game = gameOf(small, 'rules/small.rules');
    const text = engineText(game, 'rules/small.rules');
    expect(text).toMatch(/bagCountIn\(s\.z\.taken, t_\d+, 1, CARDS_\d+_BITS, 0\)/);
    expect(text).toMatch(/if \(bagAny\(s\.z\.taken, t_\d+, 1, CARDS_\d+_BITS\)\)/);
    expect(text).toMatch(/if \(!bagAny\(s\.z\.taken, t_\d+, 1, CARDS_\d+_BITS\)\)/);
    // A value of the card alone is summed from a table, over the cards of the mask.
    expect(text).toMatch(/const VALUES_\d+ = DECK\.ids\.map\(\(_, c\) => cardFace\(DECK, c\)\);/);
    expect(text).toMatch(
      /wordSumOf\(s\.z\.taken\[\(t_\d+\) \* 1 \+ 0\]! & CARDS_\d+_BITS_0, VALUES_\d+, 0\)/,
    );
    expect(text).toMatch(
      /bagSum\(s\.z\.taken, t_\d+, 1, \(c_\d+\) => \+\(\(cardFace\(DECK, c_\d+\) === s\.v\.bid\[s\.dealer\]/,
    );
    // One word a bag, always: no words-in-use bound.
    expect(text).not.toContain('s.deckSize + 31');
    const lists = engineText(game, 'rules/small.rules', false);
    expect(lists).not.toContain('_BITS = bagWhere(');
    expect(lists).not.toContain('pairTable(');
  });

  it('score every hand of a small game as lists do', async () => {
    const file = 'rules/small.rules';
    const game = gameOf(small, file);
    const load = async (bags: boolean) => {
      const dir = path.join(scratch, bags ? 'bags' : 'lists');
      mkdirSync(dir, { recursive: true });
      for (const f of generateEngine(game, file, { bags })) {
        writeFileSync(path.join(dir, f.name), f.text);
      }
      return ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    };
    const [bags, lists] = [await load(true), await load(false)];
    const scores = new Set<string>();
    for (let seed = 1; seed <= 150; seed++) {
      const run = (engine: AnyEngine) => {
        const r = engine.setup({ seed });
        if (!r.ok) throw new Error(r.error.message);
        let s = r.value;
        const pick = [...seedRandom(seed)];
        while (engine.toMove(s) !== null) {
          const legal = engine.legalMoves(s);
          const next = engine.apply(s, legal[randomBelow(pick, legal.length)]!);
          if (!next.ok) throw new Error(next.error.message);
          s = next.state;
        }
        return engine.fast.handScores(s);
      };
      const a = run(bags);
      expect(a).toEqual(run(lists));
      scores.add(JSON.stringify(a));
    }
    // The matches differ: the scores are not all alike.
    expect(scores.size).toBeGreaterThan(10);
  });
});

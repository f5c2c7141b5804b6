import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check, type LinkedGame } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { createContext } from './context';
import { generateEngine } from './generate';
import { shapeSeats, shapeTeamSeats, shapesOf, teamOfSeat, type Shape } from './shapes';

const root = path.resolve(__dirname, '../../..');

function gameOf(file: string): LinkedGame {
  const checked = check(readFileSync(path.join(root, file), 'utf8'), file);
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return checked.game!;
}

const engineText = (file: string) =>
  generateEngine(gameOf(file), file).find((f) => f.name === 'engine.ts')!.text;

describe('shapes', () => {
  it('are the distinct seat counts and deck sizes of the option combinations', () => {
    const combos = [{ n: 2 }, { n: 2 }, { n: 4 }, { n: 5 }];
    const shapes = shapesOf(
      combos,
      (o) => (o['n'] === 5 ? 4 : Number(o['n'])),
      (o) => (o['n'] === 5 ? 33 : 32),
    );
    expect(shapes).toEqual([
      { seats: 2, deckSize: 32, words: 1, index: 0, fixed: new Map([['n', 2]]) },
      { seats: 4, deckSize: 32, words: 1, index: 1, fixed: new Map([['n', 4]]) },
      { seats: 4, deckSize: 33, words: 2, index: 2, fixed: new Map([['n', 5]]) },
    ]);
  });

  it('fix an option only where every combination of the shape gives it one value', () => {
    const combos = [
      { n: 2, draw: 'always' },
      { n: 2, draw: 'optional' },
      { n: 4, draw: 'always' },
    ];
    const [two, four] = shapesOf(
      combos,
      (o) => Number(o['n']),
      () => 32,
    );
    expect([...two!.fixed]).toEqual([['n', 2]]);
    expect([...four!.fixed]).toEqual([
      ['n', 4],
      ['draw', 'always'],
    ]);
  });

  it('are not listed when the seat count follows a numeric range (only three of its values are tried)', () => {
    const ranged = (players: string) => `game tiny "Tiny"
option players "Players": ${players}
seats players
teams solo
deck {
  ranks 3..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": per seat, visible to all
deal 1 each
phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) { move card to pile[seat] }
  end when all(s in all seats: count(hand[s]) = 0)
}
`;
    const gameOfText = (text: string) => {
      const checked = check(text, 'rules/tiny.rules');
      expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return checked.game!;
    };
    expect(createContext(gameOfText(ranged('2..5 = 2')), 'x').shapes).toEqual([]);
    const text = generateEngine(gameOfText(ranged('2..5 = 2')), 'rules/tiny.rules').find(
      (f) => f.name === 'engine.ts',
    )!.text;
    // One listing and one `end when` for any seat count: the seats are read from the state.
    expect(text).toContain('list: legal0,');
    expect(text).not.toContain('shapes:');
    expect(text).toContain('!bagsAny(s.z.hand, seatList(s), 1)');
    // The same game with the seat counts as choices: one turn per count.
    const chosen = createContext(gameOfText(ranged('2 | 3 | 4 | 5 = 2')), 'x');
    expect(chosen.shapes.map((x) => x.seats)).toEqual([2, 3, 4, 5]);
  });

  it('of Starbuckaroos: two seats with one deck, four with two decks or one', () => {
    const ctx = createContext(gameOf('rules/starbuckaroos.rules'), 'rules/starbuckaroos.rules');
    expect(ctx.shapes.map((x) => [x.seats, x.deckSize])).toEqual([
      [2, 32],
      [4, 64],
      [4, 32],
    ]);
    expect(createContext(gameOf('rules/mars-venus.rules'), 'x').shapes).toHaveLength(1);
  });

  it('know each seat’s opponents and partners from the teams, or say they cannot', () => {
    const game = gameOf('rules/starbuckaroos.rules');
    const tables = new Map<string, string>();
    const add = (name: string, text: string) => tables.set(name, text);
    const four: Shape = { seats: 4, deckSize: 64, words: 2, index: 1, fixed: new Map() };
    const two: Shape = { seats: 2, deckSize: 32, words: 1, index: 0, fixed: new Map() };
    expect(shapeSeats(game, four, 'all-seats', 's.seat', add)).toEqual(['0', '1', '2', '3']);
    expect(shapeSeats(game, two, 'opponents', 'x', add)).toEqual(['OPPONENTS_OF_2[x]!']);
    expect(shapeSeats(game, four, 'partners', 'x', add)).toEqual(['PARTNERS_OF_4[x]!']);
    expect(shapeSeats(game, four, 'opponents', 'x', add)).toEqual([
      'OPPONENTS_OF_4[(x) * 2 + 0]!',
      'OPPONENTS_OF_4[(x) * 2 + 1]!',
    ]);
    // Two seats in two teams: nobody has a partner, so there is nothing to list one by one.
    expect(shapeSeats(game, two, 'partners', 'x', add)).toBeUndefined();
    expect(tables.get('OPPONENTS_OF_2')).toContain('= [1, 0];');
    expect(tables.get('OPPONENTS_OF_4')).toContain('= [1, 3, 0, 2, 1, 3, 0, 2];');
    expect(tables.get('PARTNERS_OF_4')).toContain('= [2, 3, 0, 1];');
    expect(tables.has('PARTNERS_OF_2')).toBe(false);
  });

  it('write a listing per shape when the options allow a few, and one when they allow one', () => {
    const starbuckaroos = engineText('rules/starbuckaroos.rules');
    for (const k of [0, 1, 2]) expect(starbuckaroos).toContain(`function legal1_${k}(`);
    expect(starbuckaroos).not.toContain('function legal1(');
    const marsVenus = engineText('rules/mars-venus.rules');
    expect(marsVenus).toMatch(/function trickCards0\(/);
    expect(marsVenus).not.toMatch(/function (legal|trickCards)0_\d/);
  });

  it('let a phase where some move is always legal answer `anyLegal` without looking', () => {
    // Starbuckaroos: `draw when must-decide` or else `pass when not must-decide`: the shell
    // is told so, and neither asks whether the seat has a move nor sits it out.
    const starbuckaroos = engineText('rules/starbuckaroos.rules');
    expect(starbuckaroos).not.toContain('function anyLegal1(');
    expect(starbuckaroos).toContain(
      '// Always a legal move (draw or else pass): no seat sits a turn out.\n      alwaysSomeMove: true,',
    );
    // Mars & Venus: every play names a card, so the question is asked of the hand.
    const marsVenus = engineText('rules/mars-venus.rules');
    expect(marsVenus).not.toContain('alwaysSomeMove');
  });

  it("read a seat's team as the seat modulo the team count they know", () => {
    const starbuckaroos = gameOf('rules/starbuckaroos.rules');
    const two: Shape = { seats: 2, deckSize: 32, words: 1, index: 0, fixed: new Map() };
    expect(teamOfSeat(starbuckaroos, two, 's.seat')).toBe('((s.seat) % 2)');
    // Every seat its own team: the seat itself.
    const solo = gameOf('rules/examples/crazy-eights.rules');
    expect(solo.teams.mode).toBe('solo');
    expect(teamOfSeat(solo, two, 'x')).toBe('x');
    // For any shape, the runtime's call.
    expect(teamOfSeat(starbuckaroos, undefined, 's.seat')).toBe('teamOf(s, s.seat)');
    // Capturing into the team's pile, the step written for two seats divides by no count.
    const text = engineText('rules/starbuckaroos.rules');
    const step = text.slice(text.indexOf('function playMove_0('));
    expect(step.slice(0, step.indexOf('\n}\n'))).toMatch(
      /s\.z\.pile\[\(\(\(s\.seat\) % 2\)\) \* 2\]!/,
    );
    expect(step.slice(0, step.indexOf('\n}\n'))).not.toContain('teamOf(');
  });

  it("take a card from whichever seat's bag holds it by one statement a seat, with no loop", () => {
    // A Comet's target comes from some seat's part of the table: the step written for two seats
    // clears its bit in both parts, where the one for any shape loops over the state's seats.
    const text = engineText('rules/starbuckaroos.rules');
    const stepOf = (name: string) => {
      const from = text.slice(text.indexOf(`function ${name}(`));
      const body = from.slice(0, from.indexOf('\n}\n'));
      return body.slice(body.indexOf('case 4: {'), body.indexOf('case 5: {'));
    };
    const two = stepOf('playMove_0');
    expect(two).toMatch(
      /s\.z\.area\[\(0\) \* 2\]! &= ~\(1 << \((target_\d+) & 31\)\); s\.z\.area\[\(1\) \* 2\]! &= ~\(1 << \(\1 & 31\)\);/,
    );
    expect(two).not.toMatch(/for \(let o_/);
    const four = stepOf('playMove_1');
    for (const seat of [0, 1, 2, 3]) expect(four).toContain(`s.z.area[(${seat}) * 2 + (target_`);
    expect(four).not.toMatch(/for \(let o_/);
  });

  it("list a team's seats one by one from a table of the shape's teams, or say they cannot", () => {
    const starbuckaroos = gameOf('rules/starbuckaroos.rules');
    const shape = (seats: number): Shape => ({
      seats,
      deckSize: 32,
      words: 1,
      index: 0,
      fixed: new Map(),
    });
    const tables = new Map<string, string>();
    const table = (name: string, text: string) => tables.set(name, text);
    // A seat a team: the team is its seat, and no table is needed.
    expect(shapeTeamSeats(starbuckaroos, shape(2), 't', table)).toEqual(['t']);
    expect(tables.size).toBe(0);
    // Two teams of two: each team's seats from a row of the table (seats 0 and 2, 1 and 3).
    expect(shapeTeamSeats(starbuckaroos, shape(4), 't', table)).toEqual([
      'TEAM_SEATS_4[(t) * 2 + 0]!',
      'TEAM_SEATS_4[(t) * 2 + 1]!',
    ]);
    expect(tables.get('TEAM_SEATS_4')).toContain('= [0, 2, 1, 3];');
    // Two teams at three seats are of unequal size: the runtime's list, not the shape's.
    expect(shapeTeamSeats(starbuckaroos, shape(3), 't', table)).toBeUndefined();
    // Every seat its own team.
    const solo = gameOf('rules/examples/crazy-eights.rules');
    expect(shapeTeamSeats(solo, shape(3), 'x', table)).toEqual(['x']);
  });
});

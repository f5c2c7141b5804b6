import { describe, expect, it } from 'vitest';
import { lowerBlock } from './lower-stmt';
import { loweringOf, smallGame, SMALL } from './test-game';

// Statements lowered to the IR: what the types decide said as data.

const text = SMALL.replace(
  '  end when',
  `  at end {
    let kept = hand[dealer]
    let fresh = {c in pile where c is red}
    for t in teams { event counted "{t} counted {dealer}'s cards" }
    for i in 1..3 { add i to picks }
    owe team of dealer lay
  }
  end when`,
).replace(
  'var bid "Bid": per seat, number',
  'var bid "Bid": per seat, number\nvar picks: list of numbers',
);
const game = smallGame(text);
const l = { ...loweringOf(game), moveIndex: new Map([['lay', 0]]) };

describe('lowering statements', () => {
  it("says a move's card moves one by one and leaves require to the moves", () => {
    const lay = game.phases[0]!.moves[0]!;
    const [require, move] = lowerBlock(l, lay.body);
    expect(require).toMatchObject({ kind: 'require' });
    expect(move).toMatchObject({
      kind: 'move',
      moves: [{ kind: 'card', card: { kind: 'local' } }],
      to: { kind: 'zone', name: 'pile' },
    });
  });

  it('keeps a copy of a zone but not of a filtered set, walks teams, counts, and owes by index', () => {
    const [kept, fresh, teams, counted, owe] = lowerBlock(l, game.phases[0]!.hooks.end!);
    expect(kept).toMatchObject({ kind: 'let', copy: true });
    expect(fresh).toMatchObject({ kind: 'let', copy: false });
    expect(teams).toMatchObject({
      kind: 'for',
      overTeams: true,
      body: [{ kind: 'event', name: 'counted' }],
    });
    expect(counted).toMatchObject({
      kind: 'for-range',
      from: { kind: 'number', value: 1 },
      body: [{ kind: 'add', list: true }],
    });
    expect(owe).toMatchObject({ kind: 'owe', move: 0 });
  });

  it("says a reason's text, its points and each placeholder with how it is shown", () => {
    const [, , teams] = lowerBlock(l, game.phases[0]!.hooks.end!);
    expect(teams).toMatchObject({
      kind: 'for',
      body: [
        {
          kind: 'event',
          reason: {
            parts: [
              { kind: 'shown', as: 'team', value: { kind: 'local' } },
              { kind: 'text', text: ' counted ' },
              { kind: 'shown', as: 'seat', value: { kind: 'builtin', name: 'dealer' } },
              { kind: 'text', text: "'s cards" },
            ],
          },
        },
      ],
    });
  });
});

import { engine as hearts } from '@orrery/engine-hearts';
import { describe, expect, it } from 'vitest';
import { MatchController } from './controller';
import { shownMoveText } from './shown-move';
import type { AnyEngine } from './table-view';

const seats = [
  { kind: 'human' as const },
  { kind: 'bot' as const, spec: 'random' },
  { kind: 'bot' as const, spec: 'random' },
  { kind: 'bot' as const, spec: 'random' },
];

const names = new Map(hearts.meta.deck().map((c) => [c.id, c.name]));

describe('a move whose cards another seat may not see', () => {
  it("is logged without them: a bot's pass names no card to the person at the table", () => {
    const made = MatchController.create(hearts as AnyEngine, { seats, seed: 4, options: {} });
    if (!made.ok) throw new Error(made.error.message);
    const match = made.value;
    const passed = new Map<number, string[]>();
    // Hearts' first hand: West, North, East, then South each pass three cards face down.
    for (let k = 0; k < 4; k++) {
      const seat = match.toMove!;
      const move = match.view(seat).legal[0]! as unknown as { type: string; cards: string[] };
      passed.set(seat, move.cards);
      const result = match.play(seat, move as never);
      if (!result.ok) throw new Error(result.error.message);
      const text = result.lines.join(' ');
      const cardNames = move.cards.map((c) => names.get(c)!);
      if (seat === 0) {
        // South's own pass: South saw those cards, so the log names them.
        for (const name of cardNames) expect(text).toContain(name);
      } else {
        for (const name of cardNames) expect(text, `seat ${seat}`).not.toContain(name);
        expect(text).toContain('(3 hidden cards)');
      }
    }
    // Nothing of the bots' passes reached the log, but what West passed South now holds, seen.
    const log = match.log.map((e) => e.text).join('\n');
    for (const seat of [1, 2, 3])
      for (const card of passed.get(seat)!) expect(log).not.toContain(names.get(card)!);
    const south = (match.view(0).zones['hand'] as unknown as { cards?: string[] }[])[0]!.cards!;
    expect(south).toEqual(expect.arrayContaining(passed.get(3)!));
  });
});

describe('a move played for another seat, shown with a card left out', () => {
  it('names both seats', () => {
    const move = { type: 'play', card: null };
    expect(shownMoveText(hearts.meta, names, 0, move)).toBe('South: Play (a hidden card)');
    expect(shownMoveText(hearts.meta, names, 0, move, 2)).toBe(
      'South for North: Play (a hidden card)',
    );
  });
});

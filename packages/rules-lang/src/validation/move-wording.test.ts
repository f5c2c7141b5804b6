// A move's wording (`move bid "Bid {level} {suit}" (...)`): its placeholders name the move's own
// parameters, positioned at the braces when they do not.

import { describe, expect, it } from 'vitest';
import type { MoveDecl, PhaseDecl } from '../ast/ast';
import { parseHelper } from '../test-helpers';
import { diagnosticsOf, expectClean, expectOnly, game } from './test-helpers';

const phase = (moves: string) =>
  game({
    phases: `phase play {\n  turns: clockwise from the dealer's left\n${moves}\n}`,
  });

describe("a move's wording", () => {
  it('reads text and placeholders, and leaves a move without one unworded', () => {
    const text = phase(
      '  move lay "Lay {card} \\"face up\\"" (card in hand[seat]) { move card to won[team] }\n  move wait { again }',
    );
    const play = parseHelper(text).file!.declarations.find(
      (d): d is PhaseDecl => d.kind === 'PhaseDecl',
    )!;
    const [lay, wait] = play.items.filter((i): i is MoveDecl => i.kind === 'MoveDecl');
    expect(lay!.wording?.parts).toMatchObject([
      'Lay ',
      { kind: 'Reference', name: { text: 'card' } },
      ' "face up"',
    ]);
    expect(wait!.wording).toBeUndefined();
  });

  it('accepts placeholders of every parameter, and a wording with none', () => {
    expectClean(
      phase(
        '  move lay "Lay {card} for {n}, {who}" (card in hand[seat], n in 1..3, who in all seats) { move card to won[team] }\n  move wait "Wait" { again }',
      ),
    );
  });

  it('reports a placeholder that names no parameter as unknown-placeholder, at the braces', () => {
    const d = expectOnly(
      phase('  move lay "Lay {card} ⟪{crad}⟫" (card in hand[seat]) { move card to won[team] }'),
      'unknown-placeholder',
    );
    expect(d.suggestion).toBe("did you mean 'card'?");
  });

  it('reports a name in scope that is not a parameter, such as seat', () => {
    const d = expectOnly(phase('  move wait "⟪{seat}⟫ waits" { again }'), 'unknown-placeholder');
    expect(d.suggestion).toBe('this move has no parameters to show');
  });

  it('reports an unclosed brace as bad-placeholder', () => {
    expectOnly(
      phase('  move lay "Lay ⟪{card⟫" (card in hand[seat]) { move card to won[team] }'),
      'bad-placeholder',
    );
    const codes = diagnosticsOf(phase('  move wait "{} {Seat}" { again }')).map((d) => d.code);
    expect(codes.filter((c) => c === 'bad-placeholder')).toHaveLength(2);
  });
});

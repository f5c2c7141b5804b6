// Checking the placeholders of `score` and `event` reasons: each names something in scope where
// the statement is, of a type a reason can show.

import { describe, expect, it } from 'vitest';
import { diagnosticsOf, expectClean, expectOnly, game } from './test-helpers';

const scoring = (body: string) => game({ scoring: `scoring {\n${body}\n}` });
const move = (body: string) =>
  game({
    phases: `phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) {\n    move card to won[team]\n${body}\n  }\n}`,
  });

describe('reason placeholders', () => {
  it('accepts loop variables, lets, {points}, move parameters, seat and team', () => {
    expectClean(
      scoring(`  for t in teams {
    for s in {red, blue} {
      let n = count(c in won[t] where c.suit = s)
      score t n "{t} took {n} {s} cards: {points} points"
      event counted "{t} counted {s}"
    }
  }`),
    );
    expectClean(move('    event laid "{seat} of {team} laid the {card}, rank {goal}"'));
    expectClean(move('    score team 1 "{team} laid a card"'));
  });

  it('lets {points} in a score reason mean the points scored, over a local of that name', () => {
    expectClean(
      scoring('  for t in teams {\n    let points = true\n    score t 2 "{points}"\n  }'),
    );
  });

  it('reports a name not in scope as unknown-placeholder, with a suggestion', () => {
    const d = expectOnly(
      scoring('  for t in teams { score t 1 "{t} beat ⟪{tt}⟫" }'),
      'unknown-placeholder',
    );
    expect(d.suggestion).toBe("did you mean 't'?");
  });

  it('reports {points} in an event reason as unknown-placeholder', () => {
    const d = expectOnly(
      scoring('  for t in teams { event none "{t} scored ⟪{points}⟫" }'),
      'unknown-placeholder',
    );
    expect(d.suggestion).toMatch(/only in a 'score' reason/);
  });

  it('reports a name whose type a reason cannot show as unshowable-placeholder', () => {
    expectOnly(
      scoring('  for t in teams {\n    let done = true\n    event x "{t}: ⟪{done}⟫"\n  }'),
      'unshowable-placeholder',
    );
    expectOnly(scoring('  event x "⟪{teams}⟫"'), 'unshowable-placeholder');
    expectOnly(scoring('  event x "⟪{won}⟫"'), 'unshowable-placeholder');
  });

  it('reports {team} where no seat acts, like team anywhere else', () => {
    expectOnly(scoring('  event x "⟪{team}⟫"'), 'no-seat-here');
  });

  it('reports each bad placeholder of one reason', () => {
    const codes = diagnosticsOf(scoring('  event x "{nope} {teams} {Bad}"')).map((d) => d.code);
    expect(codes.sort()).toEqual([
      'bad-placeholder',
      'unknown-placeholder',
      'unshowable-placeholder',
    ]);
  });
});
